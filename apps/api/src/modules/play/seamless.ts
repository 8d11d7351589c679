import {
  type BetSelection,
  SEAMLESS_MAX_CLOCK_SKEW_SECONDS,
  SEAMLESS_REQUESTS,
  type SeamlessAction,
  type SeamlessRequest,
  type SeamlessResponse,
  type SeamlessStatus,
  seamlessResponse,
} from '@wl/contract';
import { and, eq, exists, gt, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  bets,
  gameLaunches,
  games,
  type PROVIDER_TRANSACTION_KINDS,
  players,
  providerTransactions,
  sessions,
  sites,
  wallets,
} from '../../db/schema/index.js';
import { nulCharacterPath } from '../../http/json-body.js';
import { sha256 } from '../../lib/crypto.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppFailure } from '../../lib/failure.js';
import { verifySeamlessSignature } from '../../lib/seamless-signature.js';
import type { SessionService } from '../auth/sessions.js';
import type { PromotionService } from '../promotions/service.js';
import { moveMoney } from '../wallet/service.js';
import { createGroupCommit, type GroupCommitOptions } from './group-commit.js';
import type { IntegrationService } from './integrations.js';

type TransactionKind = (typeof PROVIDER_TRANSACTION_KINDS)[number];
type TransactionRow = typeof providerTransactions.$inferSelect;
type PlayerRow = typeof players.$inferSelect;
type BetRow = typeof bets.$inferSelect;
type KnownPlayer = PlayerRow & { currency: string };
/** What one call has learnt so far: a refusal after the player is known still reports the balance. */
interface CallState {
  player?: KnownPlayer;
  /** the balance read under the wallet lock by a refused money call, so its answer needs no other read */
  balance?: bigint;
}

/** A refusal: the answer carries the status (and the balance when the player is known); nothing is recorded or moved. */
class Refusal extends Error {
  constructor(
    readonly status: Exclude<SeamlessStatus, 'OK'>,
    readonly detail: string,
  ) {
    super(detail);
  }
}

function refuse(status: Refusal['status'], detail: string): never {
  throw new Refusal(status, detail);
}

/** The id providers know the player by: players.id in decimal, stable and meaningless outside this operator. */
export const providerPlayerId = (playerId: number) => String(playerId);

function parsePlayerId(value: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * What the money path reads on every call and that does not change under it: a player as a provider
 * knows it (id, site, currency), a game's names, a launch token's launch. Kept briefly per process,
 * bounded, oldest first out; a miss is not kept. What can change (the login session, the account's
 * status) is checked by the debit statement itself.
 */
class ShortCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 50_000,
  ) {}

  async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = await load();
    this.entries.delete(key);
    if (value === undefined) return undefined;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    return value;
  }
}

/** A row of seamless_debit / seamless_credit (migration 0006); numbers come as text from both drivers. */
interface AppliedRow {
  r_outcome:
    | 'ok'
    | 'replay'
    | 'invalid_token'
    | 'blocked'
    | 'conflict'
    | 'insufficient'
    | 'bet_not_found'
    | 'settled'
    | 'slow'
    | 'unique'
    | 'failed';
  r_balance: string;
  r_response: SeamlessResponse | null;
  r_kind: TransactionKind | null;
  r_player: string | null;
  r_round: string | null;
  r_reference: string | null;
  r_amount: string | null;
  r_status: string | null;
  r_last_seen?: Date | string | null;
}

const NO_ROW: Omit<AppliedRow, 'r_outcome'> = {
  r_balance: '0',
  r_response: null,
  r_kind: null,
  r_player: null,
  r_round: null,
  r_reference: null,
  r_amount: null,
  r_status: null,
};

/** One debit or credit as the SQL functions take it (seamless_batch reads these keys). */
type WalletItem =
  | {
      action: 'debit';
      provider: string;
      transaction: string;
      player: number;
      site: number;
      round: string;
      amount: string;
      game_code: string;
      game_name: string;
      game_type: string;
      bet_type: string;
      selections: unknown[];
      currency: string;
      session: number;
      now: string;
      idle_since: string;
    }
  | {
      action: 'credit';
      provider: string;
      transaction: string;
      player: number;
      site: number;
      round: string;
      reference: string;
      amount: string;
      currency: string;
    };

/**
 * Wallet statements in flight at once, and calls in one statement. A statement costs the database
 * about 300 µs of CPU besides its calls' own 200 µs each (its commit, its round trip): two in flight
 * make batches about twice as full as four do under load, and a quiet wallet still sends each call
 * at once (decision 0209). Two leave eight of the pool's ten connections to every other query. Each
 * call of a batch is a subtransaction: 32 stay within the 64 that a PostgreSQL backend caches
 * (beyond them every snapshot reads pg_subtrans).
 */
const WALLET_GROUP_COMMIT: GroupCommitOptions = { maxInFlight: 2, maxBatch: 32 };

function singleStatement(item: WalletItem): SQL {
  if (item.action === 'credit') {
    return sql`select * from seamless_credit(${item.provider}, ${item.transaction}, ${item.player}::bigint, ${item.site}::integer,
      ${item.round}, ${item.reference}, ${item.amount}::bigint, ${item.currency})`;
  }
  return sql`select * from seamless_debit(${item.provider}, ${item.transaction}, ${item.player}::bigint, ${item.site}::integer,
    ${item.round}, ${item.amount}::bigint, ${item.game_code}, ${item.game_name}, ${item.game_type}, ${item.bet_type},
    ${JSON.stringify(item.selections)}::jsonb, ${item.currency}, ${item.session}::bigint, ${item.now}::timestamptz,
    ${item.idle_since}::timestamptz)`;
}

/** Every answer goes through the contract schema, which also fixes the key order, so a replay is byte for byte the same. */
const answer = (response: SeamlessResponse): SeamlessResponse => seamlessResponse.parse(response);

export interface SignedRequest {
  providerCode: string;
  action: SeamlessAction;
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
}

/**
 * The seamless wallet API as aggregators define it (docs/providers.md): the provider keeps no
 * balance and asks ours on every bet and win. Each debit, credit and rollback is keyed by the
 * provider's transaction id; the first answer is stored with it and a repeat gets that answer
 * back and moves nothing. All money moves for one player run under a lock on the player's wallet
 * row, so concurrent calls of one player are applied one after the other.
 */
export function createSeamlessService(
  db: Db,
  integrations: IntegrationService,
  loginSessions: SessionService,
  log: FastifyBaseLogger,
  promotions: Pick<PromotionService, 'takeBackFromPayout'>,
) {
  /** A provider knows only the players who opened one of its games; any other id is unknown to it. */
  async function readPlayer(providerCode: string, id: number): Promise<{ player: PlayerRow; currency: string } | undefined> {
    const [row] = await db
      .select({ player: players, currency: sites.currency })
      .from(players)
      .innerJoin(sites, eq(players.siteId, sites.id))
      .where(
        and(
          eq(players.id, id),
          exists(
            db
              .select({ id: gameLaunches.id })
              .from(gameLaunches)
              .where(and(eq(gameLaunches.playerId, id), eq(gameLaunches.providerCode, providerCode))),
          ),
        ),
      );
    return row;
  }

  /** The player as read now, status included (authenticate, balance, and a debit's checked path). */
  async function findPlayer(state: CallState, providerCode: string, playerId: string): Promise<KnownPlayer> {
    const id = parsePlayerId(playerId);
    const row = id ? await readPlayer(providerCode, id) : undefined;
    if (!row) refuse('PLAYER_NOT_FOUND', 'unknown player_id');
    state.player = { ...row.player, currency: row.currency };
    return state.player;
  }

  // A player stays known to a provider, and keeps its site and currency: the money path reads them
  // from here. Its status may change, so the debit statement reads that itself.
  const knownPlayers = new ShortCache<{ player: PlayerRow; currency: string }>();
  const gamesByCode = new ShortCache<{ gameCode: string; gameName: string; gameType: string }>();
  const launchesByHash = new ShortCache<{
    id: number;
    playerId: number;
    sessionId: number;
    providerCode: string;
    expiresAt: Date;
  }>();

  /** findPlayer for the money path: the id, site and currency, which do not change, from the cache. */
  async function knownPlayer(state: CallState, providerCode: string, playerId: string): Promise<KnownPlayer> {
    const id = parsePlayerId(playerId);
    const row = id ? await knownPlayers.get(`${providerCode}:${id}`, () => readPlayer(providerCode, id)) : undefined;
    if (!row) refuse('PLAYER_NOT_FOUND', 'unknown player_id');
    state.player = { ...row.player, currency: row.currency };
    return state.player;
  }

  const gameOf = (providerCode: string, gameCode: string) =>
    gamesByCode.get(`${providerCode}:${gameCode}`, async () => {
      const [game] = await db
        .select({ gameCode: games.gameCode, gameName: games.gameName, gameType: games.gameType })
        .from(games)
        .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)));
      return game;
    });

  /** A launch by its token, whatever its login session: the debit statement checks the session. */
  const launchOf = (token: string) => {
    const tokenHash = sha256(token);
    return launchesByHash.get(tokenHash, async () => {
      const [launch] = await db
        .select({
          id: gameLaunches.id,
          playerId: gameLaunches.playerId,
          sessionId: gameLaunches.sessionId,
          providerCode: gameLaunches.providerCode,
          expiresAt: gameLaunches.expiresAt,
        })
        .from(gameLaunches)
        .where(eq(gameLaunches.tokenHash, tokenHash));
      return launch;
    });
  };

  function ensureActive(player: PlayerRow): void {
    if (player.status === 'blocked' || player.status === 'closed') refuse('PLAYER_BLOCKED', `the account is ${player.status}`);
    if (player.status !== 'active') refuse('PLAYER_BLOCKED', 'the account is not verified');
  }

  async function balanceOf(tx: Db, playerId: number): Promise<bigint> {
    const [wallet] = await tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.playerId, playerId));
    return wallet?.balance ?? 0n;
  }

  /**
   * A launch token that is still good: not expired, of this provider, and its login session live
   * (not logged out, not idle, not past its lifetime), since the game bets with the login's right.
   */
  async function liveLaunch(providerCode: string, token: string, now: Date) {
    const [live] = await db
      .select({ launch: gameLaunches, loginSession: sessions })
      .from(gameLaunches)
      .innerJoin(sessions, eq(gameLaunches.sessionId, sessions.id))
      .where(
        and(
          eq(gameLaunches.tokenHash, sha256(token)),
          eq(gameLaunches.providerCode, providerCode),
          gt(gameLaunches.expiresAt, now),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gte(sessions.lastSeenAt, new Date(now.getTime() - loginSessions.idleMs)),
        ),
      );
    if (!live) refuse('INVALID_TOKEN', 'the token is unknown, expired or its login session has ended');
    return live;
  }

  /** A launch token opens one game session: of two exchanges, even at the same moment, only the first wins. */
  async function exchangeOnce(launchId: number, now: Date): Promise<void> {
    const [exchanged] = await db
      .update(gameLaunches)
      .set({ exchangedAt: now })
      .where(and(eq(gameLaunches.id, launchId), isNull(gameLaunches.exchangedAt)))
      .returning({ id: gameLaunches.id });
    if (!exchanged) refuse('INVALID_TOKEN', 'the token was exchanged before');
  }

  async function storedTransaction(tx: Db, providerCode: string, transactionId: string): Promise<TransactionRow | undefined> {
    const [row] = await tx
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.providerCode, providerCode), eq(providerTransactions.transactionId, transactionId)));
    return row;
  }

  interface Fingerprint {
    kind: TransactionKind;
    playerId: number;
    roundId: string;
    referenceTransactionId: string | null;
    amount: bigint;
  }

  /** A transaction id seen before: the same request gets its first answer, another request is a conflict. */
  function replay(
    stored: Pick<TransactionRow, 'kind' | 'playerId' | 'roundId' | 'referenceTransactionId' | 'amount' | 'response'>,
    request: Fingerprint,
  ): SeamlessResponse {
    const same =
      stored.kind === request.kind &&
      stored.playerId === request.playerId &&
      stored.roundId === request.roundId &&
      stored.referenceTransactionId === request.referenceTransactionId &&
      stored.amount === request.amount;
    if (!same) refuse('TRANSACTION_CONFLICT', 'this transaction_id was used for another request');
    return answer(stored.response as SeamlessResponse);
  }

  /**
   * Runs one money transaction of a player: the wallet row is locked first, the transaction id is
   * checked again under the lock, and the answer is stored with the transaction in the same
   * database transaction. A duplicate that slipped past the lock (another instance) fails on the
   * unique (provider, transaction id), rolls back, and gets the stored first answer.
   */
  async function recordOnce(
    providerCode: string,
    transactionId: string,
    fingerprint: Fingerprint,
    apply: (tx: Db) => Promise<{ response: SeamlessResponse; betId: number | null; ledgerEntryId: number | null }>,
  ): Promise<SeamlessResponse> {
    const early = await storedTransaction(db, providerCode, transactionId);
    if (early) return replay(early, fingerprint);
    try {
      return await db.transaction(async (tx) => {
        await tx.select({ id: wallets.playerId }).from(wallets).where(eq(wallets.playerId, fingerprint.playerId)).for('update');
        const stored = await storedTransaction(tx, providerCode, transactionId);
        if (stored) return replay(stored, fingerprint);
        const outcome = await apply(tx);
        const response = answer(outcome.response);
        await tx.insert(providerTransactions).values({
          providerCode,
          transactionId,
          kind: fingerprint.kind,
          playerId: fingerprint.playerId,
          roundId: fingerprint.roundId,
          referenceTransactionId: fingerprint.referenceTransactionId,
          amount: fingerprint.amount,
          betId: outcome.betId,
          ledgerEntryId: outcome.ledgerEntryId,
          response,
        });
        return response;
      });
    } catch (error) {
      if (error instanceof AppFailure && error.key === 'insufficientBalance') refuse('INSUFFICIENT_FUNDS', 'balance too low');
      if (isUniqueViolation(error)) {
        const first = await storedTransaction(db, providerCode, transactionId);
        if (first) return replay(first, fingerprint);
      }
      throw error;
    }
  }

  async function debitedBet(tx: Db, providerCode: string, debitId: string, playerId: number): Promise<BetRow | undefined> {
    const [row] = await tx
      .select({ bet: bets })
      .from(bets)
      .where(and(eq(bets.providerCode, providerCode), eq(bets.transactionId, debitId), eq(bets.playerId, playerId)));
    return row?.bet;
  }

  /**
   * Pays a bet's win or refund into the wallet; a bet placed with a bonus since forfeited then pays
   * what the bonus still owes. Answers the entry and the balance after both.
   */
  async function payForBet(
    tx: Db,
    providerCode: string,
    request: { transaction_id: string; round_id: string },
    player: KnownPlayer,
    bet: BetRow,
    kind: 'win' | 'refund',
    amount: bigint,
  ): Promise<{ entryId: number; balance: bigint }> {
    const moved = await moveMoney(tx, {
      siteId: player.siteId,
      playerId: player.id,
      kind,
      amount,
      idempotencyKey: `seamless:${providerCode}:${request.transaction_id}`,
      reference: request.round_id,
      // The home's top-10 winners list names the game from meta.game_name.
      meta: { provider_code: providerCode, game_code: bet.gameCode, game_name: bet.gameName, bet_id: bet.id },
    });
    return { entryId: moved.entryId, balance: await promotions.takeBackFromPayout(tx, bet, amount, moved.balanceAfter) };
  }

  const ok = (player: KnownPlayer, balance: bigint, ledgerEntryId?: number): SeamlessResponse => ({
    status: 'OK',
    balance: Number(balance),
    currency: player.currency,
    player_id: providerPlayerId(player.id),
    ...(ledgerEntryId === undefined ? {} : { operator_transaction_id: String(ledgerEntryId) }),
  });

  /**
   * A debit read and checked statement by statement: when a cached check fails, this path gives the
   * refusal in its order (a repeat first: a retried debit gets its first answer even after its token
   * expired), and a debit that passes them all still applies once, under the wallet lock.
   */
  async function checkedDebit(
    providerCode: string,
    request: SeamlessRequest<'debit'>,
    state: CallState,
    now: Date,
  ): Promise<SeamlessResponse> {
    const player = await findPlayer(state, providerCode, request.player_id);
    const fingerprint: Fingerprint = {
      kind: 'debit',
      playerId: player.id,
      roundId: request.round_id,
      referenceTransactionId: null,
      amount: BigInt(request.amount),
    };
    // A retried debit gets its first answer even after its token expired, so repeats are looked up first.
    const early = await storedTransaction(db, providerCode, request.transaction_id);
    if (early) return replay(early, fingerprint);
    const { launch, loginSession } = await liveLaunch(providerCode, request.token, now);
    if (launch.playerId !== player.id) refuse('INVALID_TOKEN', 'the token belongs to another player');
    ensureActive(player);
    if (request.currency !== player.currency) refuse('CURRENCY_MISMATCH', `the player plays in ${player.currency}`);
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, request.game_code)));
    if (!game) refuse('INVALID_REQUEST', 'unknown game_code');
    // Playing is activity: a player who keeps betting is not logged out for being idle.
    await loginSessions.touch(loginSession, now);

    return recordOnce(providerCode, request.transaction_id, fingerprint, async (tx) => {
      const [rolledBack] = await tx
        .select({ id: providerTransactions.id })
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerCode, providerCode),
            eq(providerTransactions.kind, 'rollback'),
            eq(providerTransactions.referenceTransactionId, request.transaction_id),
          ),
        );
      if (rolledBack) refuse('TRANSACTION_CONFLICT', 'this debit was rolled back before it arrived');
      const [bet] = await tx
        .insert(bets)
        .values({
          siteId: player.siteId,
          playerId: player.id,
          providerCode,
          gameCode: game.gameCode,
          gameName: game.gameName,
          gameType: game.gameType,
          roundId: request.round_id,
          transactionId: request.transaction_id,
          stake: fingerprint.amount,
          betType: request.bet?.bet_type ?? '',
          selections: (request.bet?.selections ?? []) as BetSelection[],
        })
        .returning({ id: bets.id });
      const moved = await moveMoney(tx, {
        siteId: player.siteId,
        playerId: player.id,
        kind: 'bet',
        amount: -fingerprint.amount,
        idempotencyKey: `seamless:${providerCode}:${request.transaction_id}`,
        reference: request.round_id,
        meta: { provider_code: providerCode, game_code: game.gameCode, game_name: game.gameName, bet_id: bet!.id },
      });
      return { response: ok(player, moved.balanceAfter, moved.entryId), betId: bet!.id, ledgerEntryId: moved.entryId };
    });
  }

  /**
   * A credit of a bet placed while a bonus was in play that has ended since: the bonus's take-back
   * (PromotionService.takeBackFromPayout) runs in the credit's transaction, under the wallet lock.
   */
  async function checkedCredit(
    providerCode: string,
    request: SeamlessRequest<'credit'>,
    player: KnownPlayer,
    fingerprint: Fingerprint,
  ): Promise<SeamlessResponse> {
    return recordOnce(providerCode, request.transaction_id, fingerprint, async (tx) => {
      const bet = await debitedBet(tx, providerCode, request.reference_transaction_id, player.id);
      if (!bet) refuse('BET_NOT_FOUND', 'no debit with reference_transaction_id');
      if (bet.status !== 'open') refuse('BET_ALREADY_SETTLED', `the bet is ${bet.status}`);
      let balance = await balanceOf(tx, player.id);
      let ledgerEntryId: number | null = null;
      if (fingerprint.amount > 0n) {
        const paid = await payForBet(tx, providerCode, request, player, bet, 'win', fingerprint.amount);
        balance = paid.balance;
        ledgerEntryId = paid.entryId;
      }
      await tx
        .update(bets)
        .set({ status: 'settled', payout: fingerprint.amount, settledAt: new Date() })
        .where(eq(bets.id, bet.id));
      return { response: ok(player, balance, ledgerEntryId ?? undefined), betId: bet.id, ledgerEntryId };
    });
  }

  /**
   * Applies debits and credits through seamless_debit / seamless_credit (migration 0006): one round
   * trip each that locks the wallet, checks the transaction id, moves the balance and writes the bet,
   * the ledger entry and the transaction with its answer, or writes nothing and says why. When the
   * statements in flight fill WALLET_GROUP_COMMIT, the calls that arrive meanwhile go together in
   * one seamless_batch statement (migrations 0007, 0008): one commit for all of them.
   */
  const walletCalls = createGroupCommit(applyBatch, WALLET_GROUP_COMMIT);

  /**
   * The statements keep the database's change feed quiet (migration 0021), so the wallets they may
   * have moved are announced once they are done, committed or not.
   */
  async function applyBatch(items: WalletItem[]): Promise<Array<AppliedRow | undefined>> {
    try {
      return await applyStatements(items);
    } finally {
      loginSessions.walletsMoved(items.map((item) => item.player));
    }
  }

  async function applyStatements(items: WalletItem[]): Promise<Array<AppliedRow | undefined>> {
    const rowsOf = (result: unknown) => (result as { rows: Array<AppliedRow & { r_item?: number }> }).rows;
    if (items.length === 1) {
      try {
        return rowsOf(await db.execute(singleStatement(items[0]!)));
      } catch (error) {
        // A copy with other details (another player's lock) committed first.
        if (isUniqueViolation(error)) return [{ ...NO_ROW, r_outcome: 'unique' }];
        throw error;
      }
    }
    const rows = rowsOf(await db.execute(sql`select * from seamless_batch(${JSON.stringify(items)}::jsonb)`));
    const byItem: Array<AppliedRow | undefined> = new Array(items.length);
    for (const row of rows) byItem[row.r_item!] = row;
    return byItem;
  }

  /** One debit or credit, its row or its stored first answer (a repeat, or a copy that committed first). */
  async function applyStatement(
    providerCode: string,
    transactionId: string,
    fingerprint: Fingerprint,
    state: CallState,
    item: WalletItem,
  ): Promise<AppliedRow | SeamlessResponse> {
    const row = await walletCalls.submit(item);
    if (row.r_outcome === 'failed') throw new Error(`seamless ${item.action} ${transactionId}: ${row.r_status}`);
    if (row.r_outcome === 'unique') {
      const first = await storedTransaction(db, providerCode, transactionId);
      if (first) return replay(first, fingerprint);
      throw new Error(`seamless ${item.action} ${transactionId}: unique violation without a stored transaction`);
    }
    state.balance = BigInt(row.r_balance);
    if (row.r_outcome === 'replay') {
      return replay(
        {
          kind: row.r_kind!,
          playerId: Number(row.r_player),
          roundId: row.r_round!,
          referenceTransactionId: row.r_reference,
          amount: BigInt(row.r_amount!),
          response: row.r_response as Record<string, unknown>,
        },
        fingerprint,
      );
    }
    return row;
  }

  /** Playing is activity: a player who keeps betting is not logged out for being idle (written at most once a minute). */
  async function touchSession(sessionId: number, lastSeen: Date | string | null | undefined, now: Date): Promise<void> {
    if (!lastSeen) return;
    try {
      await loginSessions.touch({ id: sessionId, lastSeenAt: new Date(lastSeen) }, now);
    } catch (error) {
      // The money already moved and its answer is stored: a failed touch must not turn it into an error.
      log.warn({ err: error }, 'seamless debit: the login session was not touched');
    }
  }

  const actions: {
    [A in SeamlessAction]: (
      providerCode: string,
      request: SeamlessRequest<A>,
      state: CallState,
      now: Date,
    ) => Promise<SeamlessResponse>;
  } = {
    async authenticate(providerCode, request, state, now) {
      const { launch } = await liveLaunch(providerCode, request.token, now);
      await exchangeOnce(launch.id, now);
      const player = await findPlayer(state, providerCode, providerPlayerId(launch.playerId));
      ensureActive(player);
      return ok(player, await balanceOf(db, player.id));
    },

    async balance(providerCode, request, state) {
      const player = await findPlayer(state, providerCode, request.player_id);
      ensureActive(player);
      return ok(player, await balanceOf(db, player.id));
    },

    async debit(providerCode, request, state, now) {
      const player = await knownPlayer(state, providerCode, request.player_id);
      const [launch, game] = await Promise.all([launchOf(request.token), gameOf(providerCode, request.game_code)]);
      if (
        !launch ||
        launch.providerCode !== providerCode ||
        launch.expiresAt <= now ||
        launch.playerId !== player.id ||
        request.currency !== player.currency ||
        !game
      ) {
        return checkedDebit(providerCode, request, state, now);
      }
      const fingerprint: Fingerprint = {
        kind: 'debit',
        playerId: player.id,
        roundId: request.round_id,
        referenceTransactionId: null,
        amount: BigInt(request.amount),
      };
      const idleSince = new Date(now.getTime() - loginSessions.idleMs);
      const row = await applyStatement(providerCode, request.transaction_id, fingerprint, state, {
        action: 'debit',
        provider: providerCode,
        transaction: request.transaction_id,
        player: player.id,
        site: player.siteId,
        round: request.round_id,
        amount: String(fingerprint.amount),
        game_code: game.gameCode,
        game_name: game.gameName,
        game_type: game.gameType,
        bet_type: request.bet?.bet_type ?? '',
        selections: request.bet?.selections ?? [],
        currency: player.currency,
        session: launch.sessionId,
        now: now.toISOString(),
        idle_since: idleSince.toISOString(),
      });
      if (!('r_outcome' in row)) return row;
      if (row.r_outcome === 'invalid_token')
        refuse('INVALID_TOKEN', 'the token is unknown, expired or its login session has ended');
      if (row.r_outcome === 'blocked') ensureActive({ status: row.r_status } as PlayerRow);
      await touchSession(launch.sessionId, row.r_last_seen, now);
      if (row.r_outcome === 'conflict') refuse('TRANSACTION_CONFLICT', 'this debit was rolled back before it arrived');
      if (row.r_outcome === 'insufficient') refuse('INSUFFICIENT_FUNDS', 'balance too low');
      return answer(row.r_response!);
    },

    async credit(providerCode, request, state) {
      const player = await knownPlayer(state, providerCode, request.player_id);
      const fingerprint: Fingerprint = {
        kind: 'credit',
        playerId: player.id,
        roundId: request.round_id,
        referenceTransactionId: request.reference_transaction_id,
        amount: BigInt(request.amount),
      };
      if (request.currency !== player.currency) refuse('CURRENCY_MISMATCH', `the player plays in ${player.currency}`);
      const row = await applyStatement(providerCode, request.transaction_id, fingerprint, state, {
        action: 'credit',
        provider: providerCode,
        transaction: request.transaction_id,
        player: player.id,
        site: player.siteId,
        round: request.round_id,
        reference: request.reference_transaction_id,
        amount: String(fingerprint.amount),
        currency: player.currency,
      });
      if (!('r_outcome' in row)) return row;
      if (row.r_outcome === 'bet_not_found') refuse('BET_NOT_FOUND', 'no debit with reference_transaction_id');
      if (row.r_outcome === 'settled') refuse('BET_ALREADY_SETTLED', `the bet is ${row.r_status}`);
      if (row.r_outcome === 'slow') {
        state.balance = undefined;
        return checkedCredit(providerCode, request, player, fingerprint);
      }
      return answer(row.r_response!);
    },

    async rollback(providerCode, request, state) {
      const player = await findPlayer(state, providerCode, request.player_id);
      const fingerprint: Fingerprint = {
        kind: 'rollback',
        playerId: player.id,
        roundId: request.round_id,
        referenceTransactionId: request.reference_transaction_id,
        amount: 0n,
      };
      return recordOnce(providerCode, request.transaction_id, fingerprint, async (tx) => {
        const bet = await debitedBet(tx, providerCode, request.reference_transaction_id, player.id);
        // An unknown debit is recorded as rolled back, so that the debit arriving late is refused.
        if (!bet || bet.status === 'refunded') {
          return { response: ok(player, await balanceOf(tx, player.id)), betId: bet?.id ?? null, ledgerEntryId: null };
        }
        if (bet.status === 'settled') refuse('BET_ALREADY_SETTLED', 'a settled bet cannot be rolled back');
        const paid = await payForBet(tx, providerCode, request, player, bet, 'refund', bet.stake);
        await tx.update(bets).set({ status: 'refunded', settledAt: new Date() }).where(eq(bets.id, bet.id));
        return { response: ok(player, paid.balance, paid.entryId), betId: bet.id, ledgerEntryId: paid.entryId };
      });
    },
  };

  /** Checks the signature and the timestamp, then runs the action; every outcome is an answer. */
  async function handle(request: SignedRequest, now = new Date()): Promise<SeamlessResponse> {
    const state: CallState = {};
    try {
      // PostgreSQL text cannot hold U+0000, so a value with one is refused before it reaches a query.
      if (nulCharacterPath(request.providerCode)) refuse('PROVIDER_DISABLED', 'the provider is not configured');
      const integration = await integrations.find(request.providerCode);
      if (!integration) refuse('PROVIDER_DISABLED', 'the provider is not configured');
      const timestamp = Number(request.timestamp);
      if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > SEAMLESS_MAX_CLOCK_SKEW_SECONDS) {
        refuse('INVALID_SIGNATURE', 'missing or stale timestamp');
      }
      if (
        !request.signature ||
        !verifySeamlessSignature(integration!.secret, request.timestamp!, request.rawBody, request.signature)
      ) {
        refuse('INVALID_SIGNATURE', 'the signature does not match');
      }
      if (!integration!.enabled) refuse('PROVIDER_DISABLED', 'the provider is disabled');
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        return refuse('INVALID_REQUEST', 'the body is not JSON');
      }
      const parsed = SEAMLESS_REQUESTS[request.action].safeParse(body);
      if (!parsed.success) refuse('INVALID_REQUEST', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
      if (nulCharacterPath(parsed.data)) refuse('INVALID_REQUEST', 'a field holds a NUL character');
      const run = actions[request.action] as (
        providerCode: string,
        request: unknown,
        state: CallState,
        now: Date,
      ) => Promise<SeamlessResponse>;
      return await run(integration!.providerCode, parsed.data, state, now);
    } catch (error) {
      if (error instanceof Refusal) {
        const known = state.player && ok(state.player, state.balance ?? (await balanceOf(db, state.player.id)));
        return answer({ ...known, status: error.status, message: error.detail });
      }
      log.error({ err: error, provider: request.providerCode, action: request.action }, 'seamless wallet call failed');
      return answer({ status: 'INTERNAL_ERROR', message: 'internal error' });
    }
  }

  return { handle };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
