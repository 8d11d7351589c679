import { type Currency, engagementAdmin as contract, toMajor } from '@wl/contract';
import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  type MiniGamePrize,
  miniGamePlays,
  miniGames,
  missionClaims,
  missions,
  players,
  promotionClaims,
  promotions,
  referralRewards,
  vipLevels,
} from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { fail, failField } from '../../lib/failure.js';
import { cleanLocalisedHtml } from '../../lib/html.js';
import { eligibilityView, rulesFromInput, rulesView } from '../promotions/service.js';
import type { SiteRow } from '../site/service.js';
import { requireSite, type StaffActor } from '../staff/actor.js';
import { auditEntry } from '../staff/audit-scope.js';

type PromotionRow = typeof promotions.$inferSelect;
type MissionRow = typeof missions.$inferSelect;
type VipLevelRow = typeof vipLevels.$inferSelect;
type MiniGameRow = typeof miniGames.$inferSelect;

/** The texts given, without the empty ones: an empty language falls back to English. */
function localised(texts: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function isMoneyMission(kind: MissionRow['kind']): boolean {
  return kind === 'deposit_at_least' || kind === 'wager_on_category';
}

/** A promotion as the back office and the audit log see it, without its counts. */
function promotionFields(row: PromotionRow, currency: Currency) {
  return {
    promotion_id: row.id,
    site_id: row.siteId,
    kind: row.kind,
    title: row.title,
    terms: row.terms,
    image: row.image,
    rules: rulesView(row.rules, currency),
    eligibility: eligibilityView(row.eligibility),
    status: row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    position: row.position,
  };
}

function missionFields(row: MissionRow, currency: Currency) {
  return {
    mission_id: row.id,
    site_id: row.siteId,
    kind: row.kind,
    period: row.period,
    title: row.title,
    target: isMoneyMission(row.kind) ? toMajor(row.target, currency) : Number(row.target),
    game_type: row.gameType,
    reward_type: row.rewardType,
    reward_amount: row.rewardType === 'bonus' ? toMajor(row.rewardAmount, currency) : Number(row.rewardAmount),
    status: row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    position: row.position,
  };
}

function vipLevelFields(row: VipLevelRow, currency: Currency) {
  return {
    level: row.level,
    names: Object.keys(row.names).length > 0 ? row.names : { EN: row.name },
    deposit_required: toMajor(row.depositRequired, currency),
    turnover_required: toMajor(row.turnoverRequired, currency),
    reward_tokens: Number(row.rewardTokens),
  };
}

function miniGameFields(row: MiniGameRow, currency: Currency) {
  const prizes = row.prizes.map((prize) => ({
    label: prize.label,
    type: prize.type,
    amount: prize.type === 'cash' ? toMajor(BigInt(prize.amount), currency) : Number(prize.amount),
    weight: Math.max(0, Math.trunc(prize.weight)),
  }));
  const cost = Number(row.costToken);
  const expectation = contract.miniGameExpectation(prizes, cost);
  return {
    game_id: row.id,
    site_id: row.siteId,
    code: row.code,
    name: row.name,
    cost_token: cost,
    enabled: row.enabled,
    position: row.position,
    prizes: prizes.map((prize, index) => ({ ...prize, chance: expectation.chances[index] ?? 0 })),
    expected_tokens: expectation.expected_tokens,
    expected_cash: Math.round(expectation.expected_cash * 10_000) / 10_000,
    token_return_percent: Math.round(expectation.token_return_percent * 100) / 100,
  };
}

/**
 * The back office's promotions and rewards: every call names its site, checked against the
 * member's reach first; every change writes its audit row, with the record before and after, in
 * the change's own transaction.
 */
export function createEngagementAdminService(deps: { db: Db; siteById: (siteId: number) => Promise<SiteRow>; now: () => Date }) {
  const { db, siteById, now } = deps;

  async function siteFor(actor: StaffActor, siteId: number): Promise<SiteRow> {
    requireSite(actor, siteId);
    return siteById(siteId);
  }

  // ─── Promotions ──────────────────────────────────────────────────────────────────────────

  async function promotionOf(tx: Db, siteId: number, promotionId: number): Promise<PromotionRow> {
    const [row] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.siteId, siteId), eq(promotions.id, promotionId)));
    if (!row) fail('promotionNotFound');
    return row;
  }

  async function promotionView(tx: Db, row: PromotionRow, currency: Currency): Promise<contract.AdminPromotion> {
    let claims = 0;
    let open = 0;
    if (row.kind === 'referral') {
      const [rewarded] = await tx.select({ total: count() }).from(referralRewards).where(eq(referralRewards.promotionId, row.id));
      claims = rewarded?.total ?? 0;
    } else {
      const rows = await tx
        .select({ status: promotionClaims.status, total: count() })
        .from(promotionClaims)
        .where(eq(promotionClaims.promotionId, row.id))
        .groupBy(promotionClaims.status);
      claims = rows.reduce((sum, each) => sum + each.total, 0);
      open = rows
        .filter((each) => each.status === 'opted_in' || each.status === 'active')
        .reduce((sum, each) => sum + each.total, 0);
    }
    return { ...promotionFields(row, currency), claims, open_claims: open };
  }

  /** A site offers one referral reward at a time: the reward a referee's deposit pays must be unambiguous. */
  async function ensureOneReferral(tx: Db, siteId: number, exceptId: number | undefined): Promise<void> {
    const [other] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(
        and(
          eq(promotions.siteId, siteId),
          eq(promotions.kind, 'referral'),
          eq(promotions.status, 'active'),
          exceptId === undefined ? undefined : ne(promotions.id, exceptId),
        ),
      );
    if (other) fail('referralPromotionExists');
  }

  async function promotionsList(actor: StaffActor, body: { site_id: number }) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db
      .select()
      .from(promotions)
      .where(eq(promotions.siteId, site.id))
      .orderBy(asc(promotions.position), asc(promotions.id));
    const value = [];
    for (const row of rows) value.push(await promotionView(db, row, site.currency));
    return { value, currency: site.currency };
  }

  /**
   * Saves a promotion. The players who took it up keep what they hold: each claim carries a copy
   * of the rules it was made under (opt-in, credit, wagering and contributions all read that copy).
   */
  async function promotionsSave(actor: StaffActor, body: contract.EngagementPromotionsSave) {
    const site = await siteFor(actor, body.site_id);
    const fields = {
      kind: body.rules.kind,
      title: localised(body.title),
      terms: cleanLocalisedHtml(body.terms),
      image: body.image,
      rules: rulesFromInput(body.rules, site.currency),
      eligibility: { minVipLevel: body.eligibility.min_vip_level, maxVipLevel: body.eligibility.max_vip_level },
      startsAt: new Date(body.starts_at),
      endsAt: body.ends_at ? new Date(body.ends_at) : null,
      position: body.position,
      updatedAt: now(),
    };
    const saved = await db.transaction(async (tx) => {
      if (body.promotion_id === undefined) {
        if (fields.kind === 'referral') await ensureOneReferral(tx, site.id, undefined);
        const [created] = await tx
          .insert(promotions)
          .values({ siteId: site.id, ...fields })
          .returning();
        if (!created) throw new Error('the promotion insert returned no row');
        await tx.insert(auditLog).values(
          auditEntry({
            action: 'promotions.create',
            target: `promotion:${created.id}`,
            siteId: site.id,
            reason: body.reason ?? '',
            after: promotionFields(created, site.currency),
          }),
        );
        return created;
      }
      const before = await promotionOf(tx, site.id, body.promotion_id);
      if (before.kind !== fields.kind) failField('rules.kind', 'invalid');
      if (before.status === 'ended') fail('promotionEnded');
      if (fields.kind === 'referral' && before.status === 'active') await ensureOneReferral(tx, site.id, before.id);
      const [updated] = await tx.update(promotions).set(fields).where(eq(promotions.id, before.id)).returning();
      if (!updated) throw new Error('the promotion update returned no row');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'promotions.update',
          target: `promotion:${updated.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: promotionFields(before, site.currency),
          after: promotionFields(updated, site.currency),
        }),
      );
      return updated;
    });
    return { value: await promotionView(db, saved, site.currency) };
  }

  /** An ended promotion stays ended; players keep what they hold whatever its status. */
  async function promotionsSetStatus(
    actor: StaffActor,
    body: { site_id: number; promotion_id: number; status: contract.EngagementStatus; reason?: string | undefined },
  ) {
    const site = await siteFor(actor, body.site_id);
    const saved = await db.transaction(async (tx) => {
      const before = await promotionOf(tx, site.id, body.promotion_id);
      if (before.status === 'ended' && body.status !== 'ended') fail('promotionEnded');
      if (before.kind === 'referral' && body.status === 'active') await ensureOneReferral(tx, site.id, before.id);
      const [updated] = await tx
        .update(promotions)
        .set({ status: body.status, updatedAt: now() })
        .where(eq(promotions.id, before.id))
        .returning();
      if (!updated) throw new Error('the promotion update returned no row');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'promotions.status',
          target: `promotion:${updated.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: { status: before.status },
          after: { status: updated.status },
        }),
      );
      return updated;
    });
    return { value: await promotionView(db, saved, site.currency) };
  }

  // ─── Missions ────────────────────────────────────────────────────────────────────────────

  async function missionOf(tx: Db, siteId: number, missionId: number): Promise<MissionRow> {
    const [row] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.siteId, siteId), eq(missions.id, missionId)));
    if (!row) fail('missionNotFound');
    return row;
  }

  async function missionView(tx: Db, row: MissionRow, currency: Currency): Promise<contract.AdminMission> {
    const [claims] = await tx.select({ total: count() }).from(missionClaims).where(eq(missionClaims.missionId, row.id));
    return { ...missionFields(row, currency), claims: claims?.total ?? 0 };
  }

  async function missionsList(actor: StaffActor, body: { site_id: number }) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db
      .select()
      .from(missions)
      .where(eq(missions.siteId, site.id))
      .orderBy(asc(missions.position), asc(missions.id));
    const value = [];
    for (const row of rows) value.push(await missionView(db, row, site.currency));
    return { value, currency: site.currency };
  }

  async function missionsSave(actor: StaffActor, body: contract.EngagementMissionsSave) {
    const site = await siteFor(actor, body.site_id);
    const minor = (field: string, value: number) => minorUnits(value, site.currency, field);
    const fields = {
      kind: body.kind,
      period: body.period,
      title: localised(body.title),
      target: isMoneyMission(body.kind) ? minor('target', body.target) : BigInt(body.target),
      gameType: body.kind === 'wager_on_category' ? body.game_type : '',
      rewardType: body.reward_type,
      rewardAmount: body.reward_type === 'bonus' ? minor('reward_amount', body.reward_amount) : BigInt(body.reward_amount),
      startsAt: new Date(body.starts_at),
      endsAt: body.ends_at ? new Date(body.ends_at) : null,
      position: body.position,
    };
    if (fields.target <= 0n) failField('target', 'amountNotPositive');
    if (fields.rewardAmount <= 0n) failField('reward_amount', 'amountNotPositive');
    const saved = await db.transaction(async (tx) => {
      if (body.mission_id === undefined) {
        const [created] = await tx
          .insert(missions)
          .values({ siteId: site.id, ...fields })
          .returning();
        if (!created) throw new Error('the mission insert returned no row');
        await tx.insert(auditLog).values(
          auditEntry({
            action: 'missions.create',
            target: `mission:${created.id}`,
            siteId: site.id,
            reason: body.reason ?? '',
            after: missionFields(created, site.currency),
          }),
        );
        return created;
      }
      const before = await missionOf(tx, site.id, body.mission_id);
      if (before.status === 'ended') fail('missionEnded');
      const [updated] = await tx.update(missions).set(fields).where(eq(missions.id, before.id)).returning();
      if (!updated) throw new Error('the mission update returned no row');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'missions.update',
          target: `mission:${updated.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: missionFields(before, site.currency),
          after: missionFields(updated, site.currency),
        }),
      );
      return updated;
    });
    return { value: await missionView(db, saved, site.currency) };
  }

  async function missionsSetStatus(
    actor: StaffActor,
    body: { site_id: number; mission_id: number; status: contract.EngagementStatus; reason?: string | undefined },
  ) {
    const site = await siteFor(actor, body.site_id);
    const saved = await db.transaction(async (tx) => {
      const before = await missionOf(tx, site.id, body.mission_id);
      if (before.status === 'ended' && body.status !== 'ended') fail('missionEnded');
      const [updated] = await tx.update(missions).set({ status: body.status }).where(eq(missions.id, before.id)).returning();
      if (!updated) throw new Error('the mission update returned no row');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'missions.status',
          target: `mission:${updated.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: { status: before.status },
          after: { status: updated.status },
        }),
      );
      return updated;
    });
    return { value: await missionView(db, saved, site.currency) };
  }

  // ─── VIP levels ──────────────────────────────────────────────────────────────────────────

  async function ladderOf(tx: Db, siteId: number): Promise<VipLevelRow[]> {
    return tx.select().from(vipLevels).where(eq(vipLevels.siteId, siteId)).orderBy(asc(vipLevels.level));
  }

  async function ladderView(tx: Db, site: SiteRow) {
    const levels = await ladderOf(tx, site.id);
    const counts = await tx
      .select({ level: players.vipLevel, total: count() })
      .from(players)
      .where(eq(players.siteId, site.id))
      .groupBy(players.vipLevel);
    const playersAt = new Map(counts.map((row) => [row.level, row.total]));
    return {
      value: levels.map((row) => ({ ...vipLevelFields(row, site.currency), players: playersAt.get(row.level) ?? 0 })),
      currency: site.currency,
      language: site.language,
    };
  }

  async function vipLevelsList(actor: StaffActor, body: { site_id: number }) {
    const site = await siteFor(actor, body.site_id);
    return ladderView(db, site);
  }

  /**
   * Replaces the ladder, level by level (a level's place is its number). A player's level follows
   * from the thresholds the next time it is read; a token reward is paid to those who climb to the
   * level from now on, once each.
   */
  async function vipLevelsSave(actor: StaffActor, body: contract.EngagementVipLevelsSave) {
    const site = await siteFor(actor, body.site_id);
    const rows = body.levels.map((level, index) => ({
      siteId: site.id,
      level: index,
      name: level.names.EN ?? '',
      names: localised(level.names),
      depositRequired: minorUnits(level.deposit_required, site.currency, `levels.${index}.deposit_required`),
      turnoverRequired: minorUnits(level.turnover_required, site.currency, `levels.${index}.turnover_required`),
      rewardTokens: BigInt(level.reward_tokens),
    }));
    return db.transaction(async (tx) => {
      const before = await ladderOf(tx, site.id);
      await tx.delete(vipLevels).where(and(eq(vipLevels.siteId, site.id), gt(vipLevels.level, rows.length - 1)));
      for (const row of rows) {
        await tx
          .insert(vipLevels)
          .values(row)
          .onConflictDoUpdate({
            target: [vipLevels.siteId, vipLevels.level],
            set: {
              name: row.name,
              names: row.names,
              depositRequired: row.depositRequired,
              turnoverRequired: row.turnoverRequired,
              rewardTokens: row.rewardTokens,
            },
          });
      }
      const after = await ladderOf(tx, site.id);
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'vipLevels.save',
          target: `site:${site.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: { levels: before.map((row) => vipLevelFields(row, site.currency)) },
          after: { levels: after.map((row) => vipLevelFields(row, site.currency)) },
        }),
      );
      return ladderView(tx, site);
    });
  }

  // ─── Mini games ──────────────────────────────────────────────────────────────────────────

  async function miniGameView(tx: Db, row: MiniGameRow, currency: Currency): Promise<contract.AdminMiniGame> {
    const [plays] = await tx.select({ total: count() }).from(miniGamePlays).where(eq(miniGamePlays.gameId, row.id));
    return { ...miniGameFields(row, currency), plays: plays?.total ?? 0 };
  }

  async function miniGamesList(actor: StaffActor, body: { site_id: number }) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db
      .select()
      .from(miniGames)
      .where(eq(miniGames.siteId, site.id))
      .orderBy(asc(miniGames.position), asc(miniGames.id));
    const value = [];
    for (const row of rows) value.push(await miniGameView(db, row, site.currency));
    return { value, currency: site.currency };
  }

  /** A round already played keeps the prize it drew: the play row holds a copy of it. */
  async function miniGamesSave(actor: StaffActor, body: contract.EngagementMiniGamesSave) {
    const site = await siteFor(actor, body.site_id);
    const prizes: MiniGamePrize[] = body.prizes.map((prize, index) => ({
      label: prize.label,
      type: prize.type,
      amount:
        prize.type === 'cash'
          ? minorUnits(prize.amount, site.currency, `prizes.${index}.amount`).toString()
          : prize.type === 'token'
            ? String(prize.amount)
            : '0',
      weight: prize.weight,
    }));
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(miniGames)
        .where(and(eq(miniGames.siteId, site.id), eq(miniGames.id, body.game_id)));
      if (!before) fail('gameNotFound');
      const [updated] = await tx
        .update(miniGames)
        .set({ name: body.name, costToken: BigInt(body.cost_token), enabled: body.enabled, prizes })
        .where(eq(miniGames.id, before.id))
        .returning();
      if (!updated) throw new Error('the mini game update returned no row');
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'miniGames.update',
          target: `miniGame:${updated.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: miniGameFields(before, site.currency),
          after: miniGameFields(updated, site.currency),
        }),
      );
      return updated;
    });
    return { value: await miniGameView(db, saved, site.currency) };
  }

  return {
    promotionsList,
    promotionsSave,
    promotionsSetStatus,
    missionsList,
    missionsSave,
    missionsSetStatus,
    vipLevelsList,
    vipLevelsSave,
    miniGamesList,
    miniGamesSave,
  };
}

export type EngagementAdminService = ReturnType<typeof createEngagementAdminService>;
