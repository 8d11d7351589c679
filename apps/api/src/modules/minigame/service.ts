import { randomInt } from 'node:crypto';
import { type Currency, type Prize, toMajor } from '@wl/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MiniGamePrize, miniGamePlays, miniGames } from '../../db/schema/index.js';
import { fail } from '../../lib/failure.js';
import type { PlayerRow } from '../auth/sessions.js';
import type { SiteRow } from '../site/service.js';
import { getWallet, moveMoney, moveTokens } from '../wallet/service.js';

type MiniGameRow = typeof miniGames.$inferSelect;
type MiniGamePlayRow = typeof miniGamePlays.$inferSelect;

const LOG_LENGTH = 50;

/** Cash prizes are stored in minor units, token prizes in whole tokens; the client sees major units and tokens. */
function toPrize(prize: MiniGamePrize, currency: Currency): Prize {
  const amount = prize.type === 'cash' ? toMajor(BigInt(prize.amount), currency) : Number(prize.amount);
  return { label: prize.label, type: prize.type, amount };
}

/** Weights are whole numbers; a prize with weight 0 (or less) is shown but can never be drawn. */
const drawWeight = (prize: MiniGamePrize) => Math.max(0, Math.trunc(prize.weight));

/** Index of the drawn prize: a CSPRNG ticket over the total weight, so every outcome has exactly its share. */
export function drawPrize(prizes: readonly MiniGamePrize[]): number {
  const total = prizes.reduce((sum, prize) => sum + drawWeight(prize), 0);
  if (total <= 0) throw new Error('the mini game has no prize with a positive weight');
  const ticket = randomInt(total);
  let reached = 0;
  return prizes.findIndex((prize) => {
    reached += drawWeight(prize);
    return ticket < reached;
  });
}

const tokenWallet = (wallet: { tokenBalance: bigint; frozenToken: bigint }) => ({
  token_balance: Number(wallet.tokenBalance),
  frozen_token: Number(wallet.frozenToken),
});

/**
 * Mini games: a bet moves the cost from available to frozen tokens and draws the prize at once;
 * the reward call later releases the frozen cost and credits the drawn prizes. Keeping the draw
 * in the play row means what the player was shown is exactly what gets paid.
 */
export function createMiniGameService(db: Db) {
  async function findGame(site: SiteRow, gameId: number, options: { enabledOnly: boolean }): Promise<MiniGameRow> {
    const [game] = await db
      .select()
      .from(miniGames)
      .where(
        and(
          eq(miniGames.id, gameId),
          eq(miniGames.siteId, site.id),
          options.enabledOnly ? eq(miniGames.enabled, true) : undefined,
        ),
      );
    if (!game) fail('gameNotFound');
    return game;
  }

  async function creditPrize(tx: Db, site: SiteRow, player: PlayerRow, play: MiniGamePlayRow, gameName: string): Promise<void> {
    const amount = BigInt(play.prize.amount);
    if (amount <= 0n) return;
    if (play.prize.type === 'token') {
      await moveTokens(tx, {
        siteId: site.id,
        playerId: player.id,
        kind: 'minigame_prize',
        amount,
        idempotencyKey: `minigame:prize:${play.id}`,
      });
    } else if (play.prize.type === 'cash') {
      await moveMoney(tx, {
        siteId: site.id,
        playerId: player.id,
        kind: 'minigame_prize',
        amount,
        idempotencyKey: `minigame:prize:${play.id}`,
        reference: `mini_game_play:${play.id}`,
        meta: { game_id: play.gameId, game_name: gameName },
      });
    }
  }

  return {
    async list(site: SiteRow) {
      const rows = await db
        .select()
        .from(miniGames)
        .where(and(eq(miniGames.siteId, site.id), eq(miniGames.enabled, true)))
        .orderBy(asc(miniGames.position), asc(miniGames.id));
      return rows.map((game) => ({
        game_id: game.id,
        code: game.code,
        name: game.name,
        cost_token: Number(game.costToken),
        prizes: game.prizes.map((prize) => toPrize(prize, site.currency)),
      }));
    },

    async bet(site: SiteRow, player: PlayerRow, gameId: number) {
      const game = await findGame(site, gameId, { enabledOnly: true });
      const prizeIndex = drawPrize(game.prizes);
      const prize = game.prizes[prizeIndex]!;
      return db.transaction(async (tx) => {
        const [play] = await tx
          .insert(miniGamePlays)
          .values({ siteId: site.id, playerId: player.id, gameId: game.id, costToken: game.costToken, prizeIndex, prize })
          .returning({ id: miniGamePlays.id });
        const wallet = await moveTokens(tx, {
          siteId: site.id,
          playerId: player.id,
          kind: 'minigame_bet',
          amount: -game.costToken,
          frozenChange: game.costToken,
          idempotencyKey: `minigame:bet:${play!.id}`,
        });
        return { play_id: play!.id, prize_index: prizeIndex, prize: toPrize(prize, site.currency), ...tokenWallet(wallet) };
      });
    },

    /**
     * Settles every pending play of the game. The conditional UPDATE is the claim: a concurrent
     * call waits on the same rows and then finds them settled, so each play pays exactly once.
     */
    async reward(site: SiteRow, player: PlayerRow, gameId: number) {
      const game = await findGame(site, gameId, { enabledOnly: false });
      return db.transaction(async (tx) => {
        const plays = await tx
          .update(miniGamePlays)
          .set({ status: 'settled', settledAt: sql`now()` })
          .where(
            and(eq(miniGamePlays.playerId, player.id), eq(miniGamePlays.gameId, game.id), eq(miniGamePlays.status, 'pending')),
          )
          .returning();
        if (plays.length === 0) fail('nothingToClaim');
        plays.sort((a, b) => a.id - b.id);
        for (const play of plays) {
          await moveTokens(tx, {
            siteId: site.id,
            playerId: player.id,
            kind: 'minigame_settle',
            amount: 0n,
            frozenChange: -play.costToken,
            idempotencyKey: `minigame:settle:${play.id}`,
          });
          await creditPrize(tx, site, player, play, game.name);
        }
        const wallet = await getWallet(tx, player.id);
        return {
          settled: plays.map((play) => ({ play_id: play.id, prize: toPrize(play.prize, site.currency) })),
          game_balance: toMajor(wallet.balance, site.currency),
          ...tokenWallet(wallet),
        };
      });
    },

    async wallet(player: PlayerRow) {
      return tokenWallet(await getWallet(db, player.id));
    },

    async log(site: SiteRow, player: PlayerRow) {
      const rows = await db
        .select({ play: miniGamePlays, gameName: miniGames.name })
        .from(miniGamePlays)
        .innerJoin(miniGames, eq(miniGamePlays.gameId, miniGames.id))
        .where(and(eq(miniGamePlays.playerId, player.id), eq(miniGamePlays.siteId, site.id)))
        .orderBy(desc(miniGamePlays.createdAt), desc(miniGamePlays.id))
        .limit(LOG_LENGTH);
      return rows.map(({ play, gameName }) => ({
        play_id: play.id,
        game_id: play.gameId,
        game_name: gameName,
        cost_token: Number(play.costToken),
        prize: toPrize(play.prize, site.currency),
        status: play.status,
        created_at: play.createdAt.toISOString(),
        settled_at: play.settledAt ? play.settledAt.toISOString() : null,
      }));
    },

    /** The rewards icon shows only when the operator enabled it and there is something to play. */
    async gamify(site: SiteRow): Promise<boolean> {
      if (!site.gamifyEnabled) return false;
      const [game] = await db
        .select({ id: miniGames.id })
        .from(miniGames)
        .where(and(eq(miniGames.siteId, site.id), eq(miniGames.enabled, true)))
        .limit(1);
      return game !== undefined;
    },
  };
}

export type MiniGameService = ReturnType<typeof createMiniGameService>;
