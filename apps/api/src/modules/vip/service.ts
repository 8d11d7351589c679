import { toMajor } from '@wl/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, players, vipLevelRewards, vipLevels } from '../../db/schema/index.js';
import type { PlayerRow } from '../auth/sessions.js';
import type { SiteRow } from '../site/service.js';
import { getWallet, moveTokens } from '../wallet/service.js';

/** The first instant of the current calendar month in UTC: VIP cycles are monthly. */
function cycleStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

type VipLevelRow = typeof vipLevels.$inferSelect;

/** A level's name in a language: its own text there, else English (issue 19: a Chinese site showed English names). */
export function vipLevelName(level: Pick<VipLevelRow, 'name' | 'names'>, language: string): string {
  return level.names[language] || level.names.EN || level.name;
}

/**
 * The token rewards of the levels a player has just climbed past (above `from`, up to `to`), each
 * once per player and level: the reward row's primary key lets one payment through.
 */
async function payLevelRewards(db: Db, site: SiteRow, playerId: number, levels: VipLevelRow[], from: number, to: number) {
  const due = levels.filter((level) => level.level > from && level.level <= to && level.rewardTokens > 0n);
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    for (const level of due) {
      const [paid] = await tx
        .insert(vipLevelRewards)
        .values({ playerId, level: level.level, siteId: site.id, tokens: level.rewardTokens })
        .onConflictDoNothing()
        .returning();
      if (!paid) continue;
      await moveTokens(tx, {
        siteId: site.id,
        playerId,
        kind: 'promotion',
        amount: level.rewardTokens,
        idempotencyKey: `vip-level:${playerId}:${level.level}`,
      });
    }
  });
}

/** The highest level whose lifetime deposit and turnover requirements are both met, of levels in ascending order. */
export function reachedLevel(
  levels: VipLevelRow[],
  wallet: { totalDeposit: bigint; totalTurnover: bigint },
): VipLevelRow | undefined {
  return levels
    .filter((level) => wallet.totalDeposit >= level.depositRequired && wallet.totalTurnover >= level.turnoverRequired)
    .at(-1);
}

/** The VIP level a player has reached now, from their wallet totals (0 when none). */
export async function currentVipLevel(db: Db, siteId: number, playerId: number): Promise<number> {
  const levels = await db.select().from(vipLevels).where(eq(vipLevels.siteId, siteId)).orderBy(asc(vipLevels.level));
  return reachedLevel(levels, await getWallet(db, playerId))?.level ?? 0;
}

/**
 * VIP progress (docs/decisions/0024-vip.md): the level is the highest one whose lifetime deposit and
 * turnover requirements are both met. starting_* is the lifetime total before this month's cycle,
 * cycle_* what this month added, *_next the next level's requirement.
 */
export function createVipService(db: Db) {
  return {
    async progress(site: SiteRow, player: PlayerRow, language: string = site.language) {
      const levels = await db.select().from(vipLevels).where(eq(vipLevels.siteId, site.id)).orderBy(asc(vipLevels.level));
      const wallet = await getWallet(db, player.id);
      const [cycle] = await db
        .select({
          deposit: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'deposit' then ${ledgerEntries.amount} else 0 end), 0)`,
          turnover: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'bet' then -${ledgerEntries.amount} else 0 end), 0)`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.playerId, player.id),
            inArray(ledgerEntries.kind, ['deposit', 'bet']),
            gte(ledgerEntries.createdAt, cycleStart()),
          ),
        );
      const cycleDeposit = BigInt(cycle?.deposit ?? 0);
      const cycleTurnover = BigInt(cycle?.turnover ?? 0);

      const current = reachedLevel(levels, wallet) ?? levels[0];
      const next = levels.find((level) => level.level > (current?.level ?? -1));
      if (current && current.level !== player.vipLevel) {
        await db.update(players).set({ vipLevel: current.level }).where(eq(players.id, player.id));
        await payLevelRewards(db, site, player.id, levels, player.vipLevel, current.level);
      }
      // The interface's language the player app asks in (English where a level has no name in it).
      const name = (level: VipLevelRow | undefined) => (level ? vipLevelName(level, language) : '');
      const money = (minor: bigint) => toMajor(minor, site.currency);
      return {
        currentLevel: current?.level ?? 0,
        nextLevel: [
          {
            starting_deposit: money(wallet.totalDeposit - cycleDeposit),
            cycle_deposit: money(cycleDeposit),
            deposit_next: money(next?.depositRequired ?? current?.depositRequired ?? 0n),
            starting_turnover: money(wallet.totalTurnover - cycleTurnover),
            cycle_turnover: money(cycleTurnover),
            turnover_next: money(next?.turnoverRequired ?? current?.turnoverRequired ?? 0n),
            vip_name: name(current),
            vip_name_next: name(next ?? current),
          },
        ],
        levels: levels.map((level) => ({
          level: level.level,
          vip_name: name(level),
          deposit_required: money(level.depositRequired),
          turnover_required: money(level.turnoverRequired),
        })),
      };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
