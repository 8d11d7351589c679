import { type Currency, type engagementCalls, type operator as operatorCalls, toMajor } from '@wl/contract';
import { and, asc, count, eq, gt, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, bets, ledgerEntries, miniGamePlays, missionClaims, missions, sessions } from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { minOf } from '../../lib/bigints.js';
import { fail, failField } from '../../lib/failure.js';
import { inLanguage } from '../../lib/html.js';
import { type PeriodRange, periodAt } from '../../lib/periods.js';
import type { PlayerRow } from '../auth/sessions.js';
import type { SiteRow } from '../site/service.js';
import { auditEntry } from '../staff/audit-scope.js';
import { getWallet, moveMoney, moveTokens } from '../wallet/service.js';

type MissionRow = typeof missions.$inferSelect;
type SiteRecord = { id: number; currency: string };

/** Deposits and wagers are money (minor units); logins and mini game plays are counts. */
function isMoneyKind(kind: MissionRow['kind']): boolean {
  return kind === 'deposit_at_least' || kind === 'wager_on_category';
}

function offeredAt(at: Date) {
  return and(eq(missions.status, 'active'), lte(missions.startsAt, at), or(isNull(missions.endsAt), gt(missions.endsAt, at)));
}

/** Progress within one period, from the events themselves: nothing is counted twice or kept. */
async function progressOf(db: Db, mission: MissionRow, playerId: number, period: PeriodRange): Promise<bigint> {
  const total = (row: { total: string | number } | undefined) => BigInt(row?.total ?? 0);
  switch (mission.kind) {
    case 'login': {
      const [row] = await db
        .select({ total: count() })
        .from(sessions)
        .where(and(eq(sessions.playerId, playerId), gte(sessions.createdAt, period.from), lt(sessions.createdAt, period.to)));
      return total(row);
    }
    case 'deposit_at_least': {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.playerId, playerId),
            eq(ledgerEntries.kind, 'deposit'),
            gte(ledgerEntries.createdAt, period.from),
            lt(ledgerEntries.createdAt, period.to),
          ),
        );
      return total(row);
    }
    case 'wager_on_category': {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)::text` })
        .from(bets)
        .where(
          and(
            eq(bets.playerId, playerId),
            eq(bets.gameType, mission.gameType),
            ne(bets.status, 'refunded'),
            gte(bets.createdAt, period.from),
            lt(bets.createdAt, period.to),
          ),
        );
      return total(row);
    }
    case 'play_mini_games': {
      const [row] = await db
        .select({ total: count() })
        .from(miniGamePlays)
        .where(
          and(
            eq(miniGamePlays.playerId, playerId),
            gte(miniGamePlays.createdAt, period.from),
            lt(miniGamePlays.createdAt, period.to),
          ),
        );
      return total(row);
    }
  }
}

export function createMissionService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  function measure(mission: MissionRow, value: bigint, currency: Currency): number {
    return isMoneyKind(mission.kind) ? toMajor(value, currency) : Number(value);
  }

  function reward(mission: MissionRow, currency: Currency): number {
    return mission.rewardType === 'bonus' ? toMajor(mission.rewardAmount, currency) : Number(mission.rewardAmount);
  }

  async function playerView(mission: MissionRow, site: SiteRow, player: PlayerRow, language: string, at: Date) {
    const period = periodAt(at, site.timezone, mission.period);
    const [progress, [claimed]] = await Promise.all([
      progressOf(db, mission, player.id, period),
      db
        .select({ id: missionClaims.id })
        .from(missionClaims)
        .where(
          and(
            eq(missionClaims.missionId, mission.id),
            eq(missionClaims.playerId, player.id),
            eq(missionClaims.periodKey, period.key),
          ),
        ),
    ]);
    return {
      view: {
        mission_id: mission.id,
        kind: mission.kind,
        period: mission.period,
        title: inLanguage(mission.title, language),
        target: measure(mission, mission.target, site.currency),
        // Shown capped at the target: the bar is full, whatever more was played.
        progress: measure(mission, minOf(progress, mission.target), site.currency),
        game_type: mission.gameType,
        reward_type: mission.rewardType,
        reward_amount: reward(mission, site.currency),
        period_key: period.key,
        period_ends_at: period.to.toISOString(),
        claimed: Boolean(claimed),
      } satisfies engagementCalls.Mission,
      period,
      complete: progress >= mission.target,
    };
  }

  function operatorView(mission: MissionRow, currency: Currency): operatorCalls.OperatorMission {
    return {
      mission_id: mission.id,
      kind: mission.kind,
      period: mission.period,
      title: mission.title,
      target: measure(mission, mission.target, currency),
      game_type: mission.gameType,
      reward_type: mission.rewardType,
      reward_amount: reward(mission, currency),
      status: mission.status,
      starts_at: mission.startsAt.toISOString(),
      ends_at: mission.endsAt ? mission.endsAt.toISOString() : null,
      position: mission.position,
    };
  }

  async function ofSite(siteId: number, missionId: number): Promise<MissionRow> {
    const [mission] = await db
      .select()
      .from(missions)
      .where(and(eq(missions.siteId, siteId), eq(missions.id, missionId)));
    if (!mission) fail('missionNotFound');
    return mission;
  }

  /** The change's audit row with the mission before and after, in the change's transaction. */
  async function audit(
    tx: Db,
    siteId: number,
    action: string,
    missionId: number,
    reason: string | undefined,
    change: { before: Record<string, unknown> | null; after: Record<string, unknown> },
  ) {
    await tx
      .insert(auditLog)
      .values(auditEntry({ siteId, action, target: `mission:${missionId}`, reason: reason ?? '', ...change }));
  }

  return {
    async list(site: SiteRow, player: PlayerRow, language: string) {
      const at = now();
      const rows = await db
        .select()
        .from(missions)
        .where(and(eq(missions.siteId, site.id), offeredAt(at)))
        .orderBy(asc(missions.position), asc(missions.id));
      const views = await Promise.all(rows.map((mission) => playerView(mission, site, player, language, at)));
      return { value: views.map((entry) => entry.view) };
    },

    /**
     * Pays a completed mission once per period: the unique (mission, player, period) row lets one
     * of concurrent claims through, and the reward's idempotency key names the same period.
     */
    async claim(site: SiteRow, player: PlayerRow, language: string, missionId: number) {
      const at = now();
      const [mission] = await db
        .select()
        .from(missions)
        .where(and(eq(missions.siteId, site.id), eq(missions.id, missionId), offeredAt(at)));
      if (!mission) fail('missionNotFound');
      const { view, period, complete } = await playerView(mission, site, player, language, at);
      if (view.claimed) fail('alreadyClaimed');
      if (!complete) fail('missionNotComplete');
      await db.transaction(async (tx) => {
        const [claim] = await tx
          .insert(missionClaims)
          .values({ missionId: mission.id, playerId: player.id, periodKey: period.key, createdAt: at })
          .onConflictDoNothing()
          .returning();
        if (!claim) fail('alreadyClaimed');
        const idempotencyKey = `mission:${mission.id}:${player.id}:${period.key}`;
        if (mission.rewardType === 'token') {
          await moveTokens(tx, {
            siteId: site.id,
            playerId: player.id,
            kind: 'promotion',
            amount: mission.rewardAmount,
            idempotencyKey,
          });
        } else {
          await moveMoney(tx, {
            siteId: site.id,
            playerId: player.id,
            kind: 'bonus',
            amount: mission.rewardAmount,
            idempotencyKey,
            reference: `mission:${mission.id}`,
            meta: { mission_id: mission.id, period: period.key },
          });
        }
      });
      const wallet = await getWallet(db, player.id);
      return {
        value: { ...view, claimed: true },
        balance: toMajor(wallet.balance, site.currency),
        token_balance: Number(wallet.tokenBalance),
      };
    },

    async operatorList(site: SiteRecord) {
      const rows = await db
        .select()
        .from(missions)
        .where(eq(missions.siteId, site.id))
        .orderBy(asc(missions.position), asc(missions.id));
      const currency = site.currency as Currency;
      return { value: rows.map((row) => operatorView(row, currency)), currency };
    },

    async operatorSave(site: SiteRecord, body: operatorCalls.MissionsSave) {
      const currency = site.currency as Currency;
      const minor = (field: string, value: number) => minorUnits(value, currency, field);
      const whole = (field: string, value: number) => {
        if (!Number.isInteger(value)) failField(field, 'invalid');
        return BigInt(value);
      };
      const values = {
        siteId: site.id,
        kind: body.kind,
        period: body.period,
        title: Object.fromEntries(Object.entries(body.title).filter(([, text]) => text)) as Record<string, string>,
        target: isMoneyKind(body.kind) ? minor('target', body.target) : whole('target', body.target),
        gameType: body.kind === 'wager_on_category' ? body.game_type : '',
        rewardType: body.reward_type,
        rewardAmount:
          body.reward_type === 'bonus' ? minor('reward_amount', body.reward_amount) : whole('reward_amount', body.reward_amount),
        startsAt: new Date(body.starts_at),
        endsAt: body.ends_at ? new Date(body.ends_at) : null,
        position: body.position,
      };
      if (values.endsAt && values.endsAt <= values.startsAt) failField('ends_at', 'invalid');
      // Looked up before the transaction: on PGlite's single connection a query outside it would wait forever.
      const current = body.mission_id === undefined ? undefined : await ofSite(site.id, body.mission_id);
      const saved = await db.transaction(async (tx) => {
        const [row] = current
          ? await tx.update(missions).set(values).where(eq(missions.id, current.id)).returning()
          : await tx.insert(missions).values(values).returning();
        await audit(tx, site.id, body.mission_id === undefined ? 'mission.create' : 'mission.update', row!.id, body.reason, {
          before: current ? operatorView(current, currency) : null,
          after: operatorView(row!, currency),
        });
        return row!;
      });
      return { value: operatorView(saved, currency) };
    },

    async operatorSetStatus(site: SiteRecord, body: operatorCalls.MissionsSetStatus) {
      const current = await ofSite(site.id, body.mission_id);
      if (current.status === 'ended' && body.status !== 'ended') failField('status', 'invalid');
      const updated = await db.transaction(async (tx) => {
        await audit(tx, site.id, 'mission.status', current.id, body.reason, {
          before: { status: current.status },
          after: { status: body.status },
        });
        const [row] = await tx.update(missions).set({ status: body.status }).where(eq(missions.id, current.id)).returning();
        return row!;
      });
      return { value: operatorView(updated, site.currency as Currency) };
    },
  };
}

export type MissionService = ReturnType<typeof createMissionService>;
