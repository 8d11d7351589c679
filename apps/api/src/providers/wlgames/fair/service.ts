import {
  FAIR_BET_LIMITS,
  FAIR_GAMES,
  FAIR_RTP,
  type FairBetParams,
  type FairGame,
  type FairOutcome,
  type FairVerifyResponse,
  fairBetParams,
  fairOutcome,
  toMajor,
} from '@wl/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fairGameSettings, fairRounds, fairSeedPairs } from '../../../db/schema/index.js';
import { seal, unseal } from '../../../lib/crypto.js';
import { fail, failField } from '../../../lib/failure.js';
import type { PlayerRow } from '../../../modules/auth/sessions.js';
import type { SiteRow } from '../../../modules/site/service.js';
import { isSharedRoundGame, multiplierValue, verifyFairRound } from './outcome.js';
import { hashSeed, newClientSeed, newServerSeed, roundHash } from './seeds.js';

/** The purpose the server seeds are sealed under (lib/crypto.ts seal). */
export const SEAL_PURPOSE = 'fair-server-seed';
/** Revealed pairs listed with the pair in use, newest first. */
const REVEALED_LISTED = 20;

type PairRow = typeof fairSeedPairs.$inferSelect;
/** What the seeds need of a site and a player (the built-in provider reads them by id). */
export type FairSite = Pick<SiteRow, 'id' | 'currency'>;
export type FairPlayer = Pick<PlayerRow, 'id'>;
type RoundRow = typeof fairRounds.$inferSelect;

const seedPair = (pair: PairRow) => ({
  server_seed_hash: pair.serverSeedHash,
  client_seed: pair.clientSeed,
  nonce: pair.nextNonce,
});

const revealedPair = (pair: PairRow) => ({
  ...seedPair(pair),
  server_seed: pair.serverSeed!,
  revealed_at: pair.revealedAt!.toISOString(),
});

export const fairRoundId = (id: number) => `FR${id}`;

/** A site's setting outside the game's range (the range narrowed since) counts as the nearest end. */
function clampRtp(game: FairGame, rtp: number): number {
  const range = FAIR_RTP[game];
  return Math.min(range.max, Math.max(range.min, rtp));
}

/**
 * The player's side of the provably fair scheme: seed pairs (made on first use, the server seed
 * sealed under the server secret until it is revealed), the site's RTP per game, and the verify
 * call that recomputes any round from its seeds.
 */
export function createFairService({ db, serverSecret }: { db: Db; serverSecret: string }) {
  async function pairInUse(db_: Db, player: FairPlayer): Promise<PairRow | undefined> {
    const [pair] = await db_
      .select()
      .from(fairSeedPairs)
      .where(and(eq(fairSeedPairs.playerId, player.id), isNull(fairSeedPairs.revealedAt)));
    return pair;
  }

  async function newPair(db_: Db, site: FairSite, player: FairPlayer, clientSeed: string): Promise<void> {
    const serverSeed = newServerSeed();
    await db_
      .insert(fairSeedPairs)
      .values({
        siteId: site.id,
        playerId: player.id,
        serverSeedSealed: seal(serverSecret, SEAL_PURPOSE, serverSeed),
        serverSeedHash: hashSeed(serverSeed),
        clientSeed,
      })
      // a concurrent first call made it already: one pair in use per player (fair_seed_pairs_in_use)
      .onConflictDoNothing();
  }

  /** The pair in use, made on the player's first call. */
  async function currentPair(site: FairSite, player: FairPlayer): Promise<PairRow> {
    const existing = await pairInUse(db, player);
    if (existing) return existing;
    await newPair(db, site, player, newClientSeed());
    return (await pairInUse(db, player))!;
  }

  /** The site's RTP for a game: its own setting, or the game's default. */
  async function rtpOf(site: FairSite, game: FairGame): Promise<number> {
    const [setting] = await db
      .select({ rtp: fairGameSettings.rtp })
      .from(fairGameSettings)
      .where(and(eq(fairGameSettings.siteId, site.id), eq(fairGameSettings.game, game)));
    return setting ? clampRtp(game, setting.rtp) : FAIR_RTP[game].default;
  }

  /** The site's bet limits for a game in its currency, minor units. */
  async function betLimitsOf(site: FairSite, game: FairGame): Promise<{ min: number; max: number }> {
    const [setting] = await db
      .select({ betLimits: fairGameSettings.betLimits })
      .from(fairGameSettings)
      .where(and(eq(fairGameSettings.siteId, site.id), eq(fairGameSettings.game, game)));
    return setting?.betLimits?.[site.currency] ?? FAIR_BET_LIMITS[site.currency];
  }

  function recompute(input: Parameters<typeof verifyFairRound>[0]): { outcome: FairOutcome; multiplier: number } {
    try {
      return verifyFairRound(input);
    } catch (error) {
      if (error instanceof RangeError) failField('params', 'invalidParams');
      throw error;
    }
  }

  async function verifyStoredRound(site: FairSite, roundId: string): Promise<Omit<FairVerifyResponse, 'statusCode'>> {
    const id = Number(roundId.slice(2));
    const [found] = await db
      .select({ round: fairRounds, pair: fairSeedPairs })
      .from(fairRounds)
      .innerJoin(fairSeedPairs, eq(fairSeedPairs.id, fairRounds.seedPairId))
      .where(and(eq(fairRounds.id, id), eq(fairRounds.siteId, site.id)));
    // an open mines round is still being played: its layout is not shown
    if (!found || found.round.status === 'open') fail('roundNotFound');
    const { round, pair } = found;
    const params = fairBetParams.parse(round.params);
    const stored = { round: storedRound(site, round, pair) };
    if (!pair.serverSeed) {
      return {
        ...stored,
        outcome: fairOutcome.parse(round.outcome),
        multiplier: multiplierValue(round.multiplier),
        recomputed: false,
        round_hash: null,
      };
    }
    const played = recompute({
      serverSeed: pair.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      params,
      rtp: round.rtp,
    });
    return {
      ...stored,
      outcome: played.outcome,
      multiplier: multiplierValue(played.multiplier),
      recomputed: true,
      round_hash: roundHash(pair.serverSeed, round.clientSeed, round.nonce),
    };
  }

  function storedRound(site: FairSite, round: RoundRow, pair: PairRow) {
    return {
      round_id: fairRoundId(round.id),
      game: round.game as FairGame,
      params: fairBetParams.parse(round.params),
      rtp: round.rtp,
      server_seed_hash: pair.serverSeedHash,
      server_seed: pair.serverSeed,
      client_seed: round.clientSeed,
      nonce: round.nonce,
      currency: round.currency,
      bet: toMajor(round.bet, site.currency),
      payout: toMajor(round.payout, site.currency),
      created_at: round.createdAt.toISOString(),
    };
  }

  return {
    currentPair,
    rtpOf,
    betLimitsOf,

    /** Each game's RTP and bet limits on the site, in one read of its settings. */
    async games(site: FairSite) {
      const settings = await db.select().from(fairGameSettings).where(eq(fairGameSettings.siteId, site.id));
      return FAIR_GAMES.map((game) => {
        const range = FAIR_RTP[game];
        const setting = settings.find((row) => row.game === game);
        const limits = setting?.betLimits?.[site.currency] ?? FAIR_BET_LIMITS[site.currency];
        return {
          game,
          rtp: setting ? clampRtp(game, setting.rtp) : range.default,
          rtp_min: range.min,
          rtp_max: range.max,
          currency: site.currency,
          min_bet: toMajor(BigInt(limits.min), site.currency),
          max_bet: toMajor(BigInt(limits.max), site.currency),
          shared_round: isSharedRoundGame(game),
        };
      });
    },

    async seeds(site: FairSite, player: FairPlayer) {
      const current = await currentPair(site, player);
      const revealed = await db
        .select()
        .from(fairSeedPairs)
        .where(and(eq(fairSeedPairs.playerId, player.id), isNotNull(fairSeedPairs.revealedAt)))
        .orderBy(desc(fairSeedPairs.id))
        .limit(REVEALED_LISTED);
      return { current: seedPair(current), revealed: revealed.map(revealedPair) };
    },

    /** A new client seed for the pair in use; its nonce goes on, so no two rounds share their randomness. */
    async setClientSeed(site: FairSite, player: FairPlayer, clientSeed: string) {
      for (;;) {
        const pair = await currentPair(site, player);
        const [updated] = await db
          .update(fairSeedPairs)
          .set({ clientSeed })
          .where(and(eq(fairSeedPairs.id, pair.id), isNull(fairSeedPairs.revealedAt)))
          .returning();
        // rotated meanwhile by another request: the new pair takes the seed
        if (updated) return { current: seedPair(updated) };
      }
    },

    /**
     * Reveals the server seed in use and starts a new pair at nonce 0, in one transaction. A rotation
     * running beside another finds the pair it waited for already revealed, and rotates the new one.
     */
    async rotate(site: FairSite, player: FairPlayer, clientSeed?: string) {
      for (;;) {
        await currentPair(site, player);
        const rotated = await db.transaction(async (tx) => {
          const [pair] = await tx
            .select()
            .from(fairSeedPairs)
            .where(and(eq(fairSeedPairs.playerId, player.id), isNull(fairSeedPairs.revealedAt)))
            .for('update');
          if (!pair) return undefined;
          const [previous] = await tx
            .update(fairSeedPairs)
            .set({ serverSeed: unseal(serverSecret, SEAL_PURPOSE, pair.serverSeedSealed), revealedAt: new Date() })
            .where(eq(fairSeedPairs.id, pair.id))
            .returning();
          await newPair(tx, site, player, clientSeed ?? pair.clientSeed);
          const current = await pairInUse(tx, player);
          return { previous: revealedPair(previous!), current: seedPair(current!) };
        });
        if (rotated) return rotated;
      }
    },

    async verify(
      site: FairSite,
      body: {
        round_id?: string | undefined;
        server_seed?: string | undefined;
        client_seed?: string | undefined;
        nonce?: number | undefined;
        params?: FairBetParams | undefined;
        rtp?: number | undefined;
      },
    ): Promise<Omit<FairVerifyResponse, 'statusCode'>> {
      if (body.round_id) return verifyStoredRound(site, body.round_id);
      if (!body.params) failField('params', 'required');
      if (!body.server_seed) failField('server_seed', 'required');
      if (!body.client_seed) failField('client_seed', 'required');
      const shared = isSharedRoundGame(body.params.game);
      if (!shared && body.nonce === undefined) failField('nonce', 'required');
      const nonce = body.nonce ?? 0;
      const played = recompute({
        serverSeed: body.server_seed,
        clientSeed: body.client_seed,
        nonce,
        params: body.params,
        ...(body.rtp === undefined ? {} : { rtp: body.rtp }),
      });
      return {
        round: null,
        outcome: played.outcome,
        multiplier: multiplierValue(played.multiplier),
        recomputed: true,
        round_hash: shared ? null : roundHash(body.server_seed, body.client_seed, nonce),
      };
    },
  };
}

export type FairService = ReturnType<typeof createFairService>;
