import type { FairGame, SeamlessResponse } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fairGameSessions, players, sites } from '../../../db/schema/index.js';
import { newToken, sha256 } from '../../../lib/crypto.js';
import { fail } from '../../../lib/failure.js';
import { failForRefusal, reachWallet, type WalletClient } from '../wallet-client.js';
import type { FairSite } from './service.js';

/** As long as a launch token can last; the operator refuses the token sooner when the login ends. */
const SESSION_TTL_MS = 4 * 3_600_000;

export type GameSessionRow = typeof fairGameSessions.$inferSelect;

export interface GameSessionsDeps {
  db: Db;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * The fair games' sessions, instant and shared alike: opened from a launch token the operator
 * confirms, found again by their id (kept only hashed), and the player's balance asked of the
 * operator's seamless wallet API.
 */
export function createGameSessions({ db, wallet, log, now }: GameSessionsDeps) {
  const reach = (call: () => Promise<SeamlessResponse>) => reachWallet(call, log);

  async function balanceOf(playerId: number): Promise<number> {
    const answer = await reach(() => wallet.balance({ player_id: String(playerId) }));
    if (answer.status !== 'OK') failForRefusal(answer.status);
    return answer.balance ?? 0;
  }

  return {
    balanceOf,

    /**
     * Opens a game session of `game` for a launch token the operator confirms. The player's bets
     * left behind by lost answers are finished first (`finishLeftBehind` answers how many it found),
     * so the balance answered is the one after them.
     */
    async open(token: string, game: FairGame, finishLeftBehind: (playerId: number) => Promise<number>) {
      const player = await reach(() => wallet.authenticate({ token }));
      if (player.status === 'PROVIDER_DISABLED') fail('providerUnavailable');
      if (player.status !== 'OK' || !player.player_id) fail('sessionExpired');
      const [row] = await db
        .select({ playerId: players.id, siteId: players.siteId, currency: sites.currency })
        .from(players)
        .innerJoin(sites, eq(sites.id, players.siteId))
        .where(eq(players.id, Number(player.player_id)));
      if (!row) fail('sessionExpired');
      const balance = (await finishLeftBehind(row.playerId)) ? await balanceOf(row.playerId) : (player.balance ?? 0);
      const id = newToken();
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
      await db.insert(fairGameSessions).values({
        idHash: sha256(id),
        launchToken: token,
        playerId: row.playerId,
        siteId: row.siteId,
        game,
        currency: row.currency,
        expiresAt,
      });
      return {
        session: id,
        expires_at: expiresAt.toISOString(),
        playerId: row.playerId,
        site: { id: row.siteId, currency: row.currency } as FairSite,
        balance,
      };
    },

    /** The game session of an id, while it lasts and plays one of `games`; sessionExpired otherwise. */
    async live(id: string, games: readonly FairGame[]): Promise<GameSessionRow> {
      const [session] = await db
        .select()
        .from(fairGameSessions)
        .where(eq(fairGameSessions.idHash, sha256(id)));
      if (!session || session.expiresAt <= now() || !(games as readonly string[]).includes(session.game)) fail('sessionExpired');
      return session;
    },
  };
}

export type GameSessions = ReturnType<typeof createGameSessions>;
