import { type Currency, type engagementCalls, type operator as operatorCalls, toMajor } from '@wl/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  bets,
  ledgerEntries,
  type PromotionEligibility,
  type PromotionRules,
  players,
  promotionClaims,
  promotions,
  referralRewards,
  wallets,
} from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { minOf } from '../../lib/bigints.js';
import { fail, failField } from '../../lib/failure.js';
import { cleanLocalisedHtml, inLanguage } from '../../lib/html.js';
import { type PeriodRange, previousPeriod } from '../../lib/periods.js';
import type { PlayerRow } from '../auth/sessions.js';
import { maskAccountId } from '../settings/service.js';
import type { SiteRow } from '../site/service.js';
import { auditEntry } from '../staff/audit-scope.js';
import { currentVipLevel } from '../vip/service.js';
import { getWallet, moveMoney, moveTokens } from '../wallet/service.js';

type PromotionRow = typeof promotions.$inferSelect;
type ClaimRow = typeof promotionClaims.$inferSelect;
type RulesView = engagementCalls.PromotionRules;
type SiteRecord = { id: number; currency: string };

/** The period key of what a player takes once. */
const ONCE = 'once';

/** Basis points of a percentage given with up to two decimals. */
function basisPoints(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

function percentOf(amount: bigint, percent: number): bigint {
  return (amount * basisPoints(percent)) / 10_000n;
}

export function rulesView(rules: PromotionRules, currency: Currency): RulesView {
  const money = (minor: string) => toMajor(BigInt(minor), currency);
  switch (rules.kind) {
    case 'deposit_bonus':
      return {
        kind: rules.kind,
        percent: rules.percent,
        cap: money(rules.cap),
        min_deposit: money(rules.minDeposit),
        wagering_multiplier: rules.wageringMultiplier,
        valid_days: rules.validDays,
        game_contribution: { ...rules.gameContribution },
        max_bet: rules.maxBet ? money(rules.maxBet) : null,
        first_deposit_only: rules.firstDepositOnly ?? false,
      };
    case 'cashback':
      return { kind: rules.kind, percent: rules.percent, cap: money(rules.cap), period: rules.period };
    case 'event_tokens':
      return { kind: rules.kind, event: rules.event, vip_level: rules.vipLevel, tokens: Number(rules.tokens) };
    case 'referral':
      return { kind: rules.kind, reward: money(rules.reward), min_deposit: money(rules.minDeposit) };
  }
}

export function rulesFromInput(rules: RulesView, currency: Currency): PromotionRules {
  const minor = (field: string, value: number) => minorUnits(value, currency, `rules.${field}`).toString();
  switch (rules.kind) {
    case 'deposit_bonus':
      return {
        kind: rules.kind,
        percent: rules.percent,
        cap: minor('cap', rules.cap),
        minDeposit: minor('min_deposit', rules.min_deposit),
        wageringMultiplier: rules.wagering_multiplier,
        validDays: rules.valid_days,
        gameContribution: { ...rules.game_contribution },
        maxBet: rules.max_bet === null ? null : minor('max_bet', rules.max_bet),
        firstDepositOnly: rules.first_deposit_only,
      };
    case 'cashback':
      return { kind: rules.kind, percent: rules.percent, cap: minor('cap', rules.cap), period: rules.period };
    case 'event_tokens':
      return { kind: rules.kind, event: rules.event, vipLevel: rules.vip_level, tokens: String(rules.tokens) };
    case 'referral':
      return { kind: rules.kind, reward: minor('reward', rules.reward), minDeposit: minor('min_deposit', rules.min_deposit) };
  }
}

/** The eligibility as the contract writes it; a promotion saved before migration 0015 is open to every level. */
export function eligibilityView(eligibility: PromotionEligibility): engagementCalls.PromotionEligibility {
  return { min_vip_level: eligibility.minVipLevel ?? 0, max_vip_level: eligibility.maxVipLevel ?? null };
}

function isEligible(eligibility: PromotionEligibility, vipLevel: number): boolean {
  const { min_vip_level, max_vip_level } = eligibilityView(eligibility);
  return vipLevel >= min_vip_level && (max_vip_level === null || vipLevel <= max_vip_level);
}

/** The rules a claim runs under: its own copy, or (a claim made before migration 0015) its promotion's. */
async function rulesOfClaim(db: Db, claim: ClaimRow): Promise<PromotionRules | undefined> {
  if (claim.rules) return claim.rules;
  const [promotion] = await db.select({ rules: promotions.rules }).from(promotions).where(eq(promotions.id, claim.promotionId));
  return promotion?.rules;
}

/** A promotion as the audit log keeps it before and after a change. */
function auditView(promotion: PromotionRow, currency: Currency): Record<string, unknown> {
  return {
    kind: promotion.kind,
    title: promotion.title,
    rules: rulesView(promotion.rules, currency),
    eligibility: eligibilityView(promotion.eligibility),
    status: promotion.status,
    starts_at: promotion.startsAt.toISOString(),
    ends_at: promotion.endsAt ? promotion.endsAt.toISOString() : null,
    position: promotion.position,
  };
}

/** What a player takes with promotionClaim; first-deposit tokens and referral rewards are paid by events. */
function isClaimable(rules: PromotionRules): boolean {
  return (
    rules.kind === 'deposit_bonus' || rules.kind === 'cashback' || (rules.kind === 'event_tokens' && rules.event === 'vip_level')
  );
}

/** Offered now: active and inside its schedule. */
function offeredAt(at: Date) {
  return and(
    eq(promotions.status, 'active'),
    lte(promotions.startsAt, at),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
  );
}

function creditKey(claim: { promotionId: number; playerId: number; periodKey: string }): string {
  return `promotion:${claim.promotionId}:${claim.playerId}:${claim.periodKey}`;
}

/**
 * What an ended bonus owes back: the bonus and what the bets placed while it was in play (between
 * its credit and its end) won on top of their stakes. A bet's stake, win and refund entries carry
 * its bet_id; a bet still open counts as lost until it settles, so the amount grows as they win.
 */
async function bonusOwed(tx: Db, claim: ClaimRow): Promise<bigint> {
  if (claim.creditEntryId === null || claim.endedEntryId === null) return claim.amount;
  const stake = alias(ledgerEntries, 'stake');
  const betsInPlay = tx
    .select({ betId: sql`${stake.meta}->>'bet_id'` })
    .from(stake)
    .where(
      and(
        eq(stake.playerId, claim.playerId),
        eq(stake.kind, 'bet'),
        gt(stake.id, claim.creditEntryId),
        lte(stake.id, claim.endedEntryId),
      ),
    );
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, claim.playerId),
        inArray(ledgerEntries.kind, ['bet', 'win', 'refund']),
        gt(ledgerEntries.id, claim.creditEntryId),
        inArray(sql`${ledgerEntries.meta}->>'bet_id'`, betsInPlay),
      ),
    );
  const winnings = BigInt(row?.total ?? '0');
  return claim.amount + (winnings > 0n ? winnings : 0n);
}

/** The bonus_forfeit entries of a claim so far: a promotion is taken once per player, so its reference names the claim. */
async function takenBack(tx: Db, claim: ClaimRow): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, claim.playerId),
        eq(ledgerEntries.kind, 'bonus_forfeit'),
        eq(ledgerEntries.reference, `promotion:${claim.promotionId}`),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** One bonus_forfeit debit of a claim; the key makes each (the forfeit, each bet's payout) happen once. */
async function takeBack(tx: Db, claim: ClaimRow, amount: bigint, idempotencyKey: string, betId?: number) {
  if (amount <= 0n) return undefined;
  return moveMoney(tx, {
    siteId: claim.siteId,
    playerId: claim.playerId,
    kind: 'bonus_forfeit',
    amount: -amount,
    idempotencyKey,
    reference: `promotion:${claim.promotionId}`,
    meta: { promotion_id: claim.promotionId, reason: claim.status, ...(betId === undefined ? {} : { bet_id: betId }) },
  });
}

/** Serialises a player's promotion changes (opt-in, credit, forfeit, withdrawal check) on their wallet row. */
async function lockWallet(tx: Db, playerId: number): Promise<void> {
  await tx.select({ playerId: wallets.playerId }).from(wallets).where(eq(wallets.playerId, playerId)).for('update');
}

/**
 * Bets since the bonus credit, refunds taken off: refunded bets never count towards the wagering.
 * Under the claim's rules, a bet counts its game category's contribution (100% when not named),
 * and a bet above the maximum bet counts nothing.
 */
export async function wageringDone(db: Db, claim: ClaimRow): Promise<bigint> {
  if (claim.creditEntryId === null) return 0n;
  const rules = await rulesOfClaim(db, claim);
  if (rules?.kind === 'deposit_bonus') {
    const contribution = rules.gameContribution ?? {};
    const maxBet = rules.maxBet ? BigInt(rules.maxBet) : null;
    if (maxBet !== null || Object.keys(contribution).length > 0) {
      return weightedWagering(db, claim, contribution, maxBet);
    }
  }
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, claim.playerId),
        inArray(ledgerEntries.kind, ['bet', 'refund']),
        gt(ledgerEntries.id, claim.creditEntryId),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** The wagering of a claim with contributions or a maximum bet: each bet's stake less its refunds, weighed by its category. */
async function weightedWagering(
  db: Db,
  claim: ClaimRow,
  contribution: Record<string, number>,
  maxBet: bigint | null,
): Promise<bigint> {
  const rows = await db
    .select({
      gameType: bets.gameType,
      stake: bets.stake,
      net: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(ledgerEntries)
    .leftJoin(bets, sql`${bets.id} = (${ledgerEntries.meta}->>'bet_id')::bigint`)
    .where(
      and(
        eq(ledgerEntries.playerId, claim.playerId),
        inArray(ledgerEntries.kind, ['bet', 'refund']),
        gt(ledgerEntries.id, claim.creditEntryId!),
      ),
    )
    .groupBy(bets.id, bets.gameType, bets.stake);
  let total = 0n;
  for (const row of rows) {
    const net = BigInt(row.net);
    if (net <= 0n) continue;
    if (maxBet !== null && row.stake !== null && row.stake > maxBet) continue;
    const percent = row.gameType === null ? 100 : (contribution[row.gameType] ?? 100);
    total += (net * BigInt(percent)) / 100n;
  }
  return total;
}

/** The net loss of a player over a period, from the ledger: bets − wins − refunds, never below zero. */
async function netLoss(db: Db, playerId: number, period: PeriodRange): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        inArray(ledgerEntries.kind, ['bet', 'win', 'refund']),
        gte(ledgerEntries.createdAt, period.from),
        lt(ledgerEntries.createdAt, period.to),
      ),
    );
  const loss = BigInt(row?.total ?? '0');
  return loss > 0n ? loss : 0n;
}

export function createPromotionService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Takes the caller's transaction when there is one: a single-connection database would wait on itself. */
  async function offered(from: Db, siteId: number, at: Date): Promise<PromotionRow[]> {
    return from
      .select()
      .from(promotions)
      .where(and(eq(promotions.siteId, siteId), offeredAt(at)))
      .orderBy(asc(promotions.position), asc(promotions.id));
  }

  async function offeredOne(siteId: number, promotionId: number): Promise<PromotionRow> {
    const [promotion] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.siteId, siteId), eq(promotions.id, promotionId), offeredAt(now())));
    if (!promotion) fail('promotionNotFound');
    return promotion;
  }

  function promotionView(promotion: PromotionRow, language: string, currency: Currency): engagementCalls.Promotion {
    return {
      promotion_id: promotion.id,
      kind: promotion.kind,
      title: inLanguage(promotion.title, language),
      terms: inLanguage(promotion.terms, language),
      image: promotion.image,
      starts_at: promotion.startsAt.toISOString(),
      ends_at: promotion.endsAt ? promotion.endsAt.toISOString() : null,
      rules: rulesView(promotion.rules, currency),
      eligibility: eligibilityView(promotion.eligibility),
      claimable: isClaimable(promotion.rules),
    };
  }

  async function claimView(claim: ClaimRow, promotion: PromotionRow, language: string, currency: Currency) {
    const money = (minor: bigint) => toMajor(minor, currency);
    const done =
      claim.status === 'active' ? await wageringDone(db, claim) : claim.status === 'completed' ? claim.wageringRequired : 0n;
    return {
      promotion_id: promotion.id,
      kind: promotion.kind,
      title: inLanguage(promotion.title, language),
      status: claim.status,
      period_key: claim.periodKey,
      amount: promotion.kind === 'event_tokens' ? Number(claim.amount) : money(claim.amount),
      deposit_amount: money(claim.depositAmount),
      wagering_required: money(claim.wageringRequired),
      wagering_done: money(minOf(done, claim.wageringRequired)),
      expires_at: claim.expiresAt ? claim.expiresAt.toISOString() : null,
      created_at: claim.createdAt.toISOString(),
    } satisfies engagementCalls.PromotionClaim;
  }

  async function activeBonus(tx: Db, playerId: number): Promise<ClaimRow | undefined> {
    const [claim] = await tx
      .select()
      .from(promotionClaims)
      .where(and(eq(promotionClaims.playerId, playerId), eq(promotionClaims.status, 'active')));
    return claim;
  }

  /**
   * Ends the bonus and takes back what it owes, as far as the balance holds it (what was lost in
   * play is gone). The wallet row is locked first, so no bet settles between reading the bets and
   * the debit; the conditional status change lets one caller through, so it happens once. The
   * player's newest ledger entry marks the bets placed while the bonus was in play.
   */
  async function forfeit(tx: Db, claim: ClaimRow, outcome: 'forfeited' | 'expired', at: Date): Promise<ClaimRow> {
    await lockWallet(tx, claim.playerId);
    const [newest] = await tx
      .select({ id: max(ledgerEntries.id) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, claim.playerId));
    const [ended] = await tx
      .update(promotionClaims)
      .set({ status: outcome, settledAt: at, endedEntryId: newest?.id ?? null })
      .where(and(eq(promotionClaims.id, claim.id), eq(promotionClaims.status, 'active')))
      .returning();
    if (!ended) return claim;
    const wallet = await getWallet(tx, claim.playerId);
    await takeBack(tx, ended, minOf(await bonusOwed(tx, ended), wallet.balance), `${creditKey(ended)}:forfeit`);
    return ended;
  }

  /**
   * Brings an active bonus up to date: completed once the wagering is met, expired (and taken
   * back) once its time is up. Checked whenever it matters (withdrawal, the player's list).
   */
  async function settle(tx: Db, claim: ClaimRow, at: Date): Promise<ClaimRow> {
    if (claim.status !== 'active') return claim;
    if ((await wageringDone(tx, claim)) >= claim.wageringRequired) {
      const [completed] = await tx
        .update(promotionClaims)
        .set({ status: 'completed', settledAt: at })
        .where(and(eq(promotionClaims.id, claim.id), eq(promotionClaims.status, 'active')))
        .returning();
      return completed ?? claim;
    }
    if (claim.expiresAt && claim.expiresAt <= at) return forfeit(tx, claim, 'expired', at);
    return claim;
  }

  /** Inserts the claim once: a second claim of the same period, even concurrent, is alreadyClaimed. */
  async function insertClaim(tx: Db, values: typeof promotionClaims.$inferInsert): Promise<ClaimRow> {
    const [claim] = await tx.insert(promotionClaims).values(values).onConflictDoNothing().returning();
    if (!claim) fail('alreadyClaimed');
    return claim;
  }

  async function cashbackDue(promotion: PromotionRow, player: PlayerRow, timeZone: string, at: Date) {
    if (promotion.rules.kind !== 'cashback') throw new Error('not a cashback promotion');
    const period = previousPeriod(at, timeZone, promotion.rules.period);
    const loss = await netLoss(db, player.id, period);
    return { period, amount: minOf(percentOf(loss, promotion.rules.percent), BigInt(promotion.rules.cap)) };
  }

  async function claimCashback(site: SiteRow, player: PlayerRow, promotion: PromotionRow, at: Date): Promise<ClaimRow> {
    const { period, amount } = await cashbackDue(promotion, player, site.timezone, at);
    if (amount <= 0n) fail('nothingToClaim');
    return db.transaction(async (tx) => {
      const claim = await insertClaim(tx, {
        promotionId: promotion.id,
        siteId: site.id,
        playerId: player.id,
        periodKey: period.key,
        status: 'paid',
        rules: promotion.rules,
        amount,
        createdAt: at,
        creditedAt: at,
        settledAt: at,
      });
      const credit = await moveMoney(tx, {
        siteId: site.id,
        playerId: player.id,
        kind: 'cashback',
        amount,
        idempotencyKey: creditKey(claim),
        reference: `promotion:${promotion.id}`,
        meta: { promotion_id: promotion.id, period: period.key },
      });
      const [paid] = await tx
        .update(promotionClaims)
        .set({ creditEntryId: credit.entryId })
        .where(eq(promotionClaims.id, claim.id))
        .returning();
      return paid!;
    });
  }

  async function optInDepositBonus(site: SiteRow, player: PlayerRow, promotion: PromotionRow, at: Date): Promise<ClaimRow> {
    return db.transaction(async (tx) => {
      await lockWallet(tx, player.id);
      // An opt-in whose promotion is no longer offered can never be credited, so it does not block.
      const [open] = await tx
        .select({ promotionId: promotionClaims.promotionId })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .where(
          and(
            eq(promotionClaims.playerId, player.id),
            or(eq(promotionClaims.status, 'active'), and(eq(promotionClaims.status, 'opted_in'), offeredAt(at))),
          ),
        );
      if (open) fail(open.promotionId === promotion.id ? 'alreadyClaimed' : 'bonusAlreadyActive');
      return insertClaim(tx, {
        promotionId: promotion.id,
        siteId: site.id,
        playerId: player.id,
        periodKey: ONCE,
        status: 'opted_in',
        rules: promotion.rules,
        createdAt: at,
      });
    });
  }

  async function grantTokens(tx: Db, promotion: PromotionRow, playerId: number, at: Date): Promise<ClaimRow> {
    if (promotion.rules.kind !== 'event_tokens') throw new Error('not a token promotion');
    const tokens = BigInt(promotion.rules.tokens);
    const claim = await insertClaim(tx, {
      promotionId: promotion.id,
      siteId: promotion.siteId,
      playerId,
      periodKey: ONCE,
      status: 'paid',
      rules: promotion.rules,
      amount: tokens,
      createdAt: at,
      creditedAt: at,
      settledAt: at,
    });
    await moveTokens(tx, {
      siteId: promotion.siteId,
      playerId,
      kind: 'promotion',
      amount: tokens,
      idempotencyKey: creditKey(claim),
    });
    return claim;
  }

  /** The tokens of every first-deposit promotion on offer, each once; a repeat is skipped, not an error. */
  async function firstDepositTokens(tx: Db, siteId: number, playerId: number, at: Date): Promise<void> {
    for (const promotion of await offered(tx, siteId, at)) {
      if (promotion.rules.kind !== 'event_tokens' || promotion.rules.event !== 'first_deposit') continue;
      if (!isEligible(promotion.eligibility, await currentVipLevel(tx, siteId, playerId))) continue;
      const [taken] = await tx
        .select({ id: promotionClaims.id })
        .from(promotionClaims)
        .where(and(eq(promotionClaims.promotionId, promotion.id), eq(promotionClaims.playerId, playerId)));
      if (!taken) await grantTokens(tx, promotion, playerId, at);
    }
  }

  /** The referrer's reward for this referee, once: the referee is the reward row's primary key. */
  async function rewardReferrer(tx: Db, referee: PlayerRow, deposit: bigint, at: Date): Promise<void> {
    if (!referee.referrerCode) return;
    const [referrer] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.siteId, referee.siteId), eq(players.referralCode, referee.referrerCode)));
    if (!referrer || referrer.id === referee.id) return;
    const promotion = (await offered(tx, referee.siteId, at)).find((candidate) => candidate.rules.kind === 'referral');
    if (promotion?.rules.kind !== 'referral' || deposit < BigInt(promotion.rules.minDeposit)) return;
    const [already] = await tx.select().from(referralRewards).where(eq(referralRewards.refereeId, referee.id));
    if (already) return;
    const reward = BigInt(promotion.rules.reward);
    const credit = await moveMoney(tx, {
      siteId: referee.siteId,
      playerId: referrer.id,
      kind: 'referral_reward',
      amount: reward,
      idempotencyKey: `referral:${referee.id}:reward`,
      reference: `promotion:${promotion.id}`,
      meta: { promotion_id: promotion.id, referee_id: referee.id },
    });
    await tx
      .insert(referralRewards)
      .values({
        refereeId: referee.id,
        referrerId: referrer.id,
        promotionId: promotion.id,
        amount: reward,
        ledgerEntryId: credit.entryId,
        createdAt: at,
      })
      .onConflictDoNothing();
  }

  /** Credits the bonus the player opted in to, when this deposit qualifies. */
  async function creditDepositBonus(tx: Db, playerId: number, deposit: bigint, requestId: number, at: Date): Promise<void> {
    const [row] = await tx
      .select({ claim: promotionClaims, promotion: promotions })
      .from(promotionClaims)
      .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
      .where(and(eq(promotionClaims.playerId, playerId), eq(promotionClaims.status, 'opted_in'), offeredAt(at)));
    // The rules the player opted in under: a change of the promotion since does not reach them.
    const rules = row?.claim.rules ?? row?.promotion.rules;
    if (!row || rules?.kind !== 'deposit_bonus') return;
    if (deposit < BigInt(rules.minDeposit)) return;
    if (rules.firstDepositOnly) {
      const [deposits] = await tx
        .select({ total: count() })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, 'deposit')));
      if ((deposits?.total ?? 0) > 1) return;
    }
    const bonus = minOf(percentOf(deposit, rules.percent), BigInt(rules.cap));
    if (bonus <= 0n) return;
    const [activated] = await tx
      .update(promotionClaims)
      .set({
        status: 'active',
        amount: bonus,
        depositAmount: deposit,
        wageringRequired: (bonus + deposit) * BigInt(rules.wageringMultiplier),
        creditedAt: at,
        expiresAt: new Date(at.getTime() + rules.validDays * 86_400_000),
      })
      .where(and(eq(promotionClaims.id, row.claim.id), eq(promotionClaims.status, 'opted_in')))
      .returning();
    if (!activated) return;
    const credit = await moveMoney(tx, {
      siteId: activated.siteId,
      playerId,
      kind: 'bonus',
      amount: bonus,
      idempotencyKey: creditKey(activated),
      reference: `promotion:${activated.promotionId}`,
      meta: { promotion_id: activated.promotionId, cashier_request_id: requestId },
    });
    await tx.update(promotionClaims).set({ creditEntryId: credit.entryId }).where(eq(promotionClaims.id, activated.id));
  }

  async function promotionOfClaim(claim: ClaimRow): Promise<PromotionRow> {
    const [promotion] = await db.select().from(promotions).where(eq(promotions.id, claim.promotionId));
    return promotion!;
  }

  async function operatorView(promotion: PromotionRow, currency: Currency): Promise<operatorCalls.OperatorPromotion> {
    const [claims] =
      promotion.kind === 'referral'
        ? await db.select({ total: count() }).from(referralRewards).where(eq(referralRewards.promotionId, promotion.id))
        : await db.select({ total: count() }).from(promotionClaims).where(eq(promotionClaims.promotionId, promotion.id));
    return {
      promotion_id: promotion.id,
      kind: promotion.kind,
      title: promotion.title,
      terms: promotion.terms,
      image: promotion.image,
      rules: rulesView(promotion.rules, currency),
      status: promotion.status,
      starts_at: promotion.startsAt.toISOString(),
      ends_at: promotion.endsAt ? promotion.endsAt.toISOString() : null,
      position: promotion.position,
      claims: claims?.total ?? 0,
    };
  }

  async function ofSite(siteId: number, promotionId: number): Promise<PromotionRow> {
    const [promotion] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.siteId, siteId), eq(promotions.id, promotionId)));
    if (!promotion) fail('promotionNotFound');
    return promotion;
  }

  return {
    async list(site: SiteRow, language: string) {
      return { value: (await offered(db, site.id, now())).map((promotion) => promotionView(promotion, language, site.currency)) };
    },

    async detail(site: SiteRow, language: string, promotionId: number) {
      return { value: promotionView(await offeredOne(site.id, promotionId), language, site.currency) };
    },

    async claim(site: SiteRow, player: PlayerRow, language: string, promotionId: number) {
      const promotion = await offeredOne(site.id, promotionId);
      const at = now();
      if (isClaimable(promotion.rules) && !isEligible(promotion.eligibility, await currentVipLevel(db, site.id, player.id))) {
        fail('promotionNotEligible');
      }
      if (promotion.rules.kind === 'deposit_bonus' && promotion.rules.firstDepositOnly) {
        const [deposits] = await db
          .select({ total: count() })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.kind, 'deposit')));
        if ((deposits?.total ?? 0) > 0) fail('promotionNotEligible');
      }
      let claim: ClaimRow;
      if (promotion.rules.kind === 'deposit_bonus') claim = await optInDepositBonus(site, player, promotion, at);
      else if (promotion.rules.kind === 'cashback') claim = await claimCashback(site, player, promotion, at);
      else if (promotion.rules.kind === 'event_tokens' && promotion.rules.event === 'vip_level') {
        if ((await currentVipLevel(db, site.id, player.id)) < promotion.rules.vipLevel) fail('promotionNotClaimable');
        claim = await db.transaction((tx) => grantTokens(tx, promotion, player.id, at));
      } else fail('promotionNotClaimable');
      const wallet = await getWallet(db, player.id);
      return {
        value: await claimView(claim, promotion, language, site.currency),
        balance: toMajor(wallet.balance, site.currency),
        token_balance: Number(wallet.tokenBalance),
      };
    },

    async mine(site: SiteRow, player: PlayerRow, language: string) {
      const at = now();
      const active = await activeBonus(db, player.id);
      if (active) await db.transaction((tx) => settle(tx, active, at));
      const rows = await db
        .select({ claim: promotionClaims, promotion: promotions })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .where(eq(promotionClaims.playerId, player.id))
        .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id));
      const cashback = [];
      for (const promotion of await offered(db, site.id, at)) {
        if (promotion.rules.kind !== 'cashback') continue;
        const due = await cashbackDue(promotion, player, site.timezone, at);
        const claimed = rows.some((row) => row.claim.promotionId === promotion.id && row.claim.periodKey === due.period.key);
        cashback.push({
          promotion_id: promotion.id,
          period_key: due.period.key,
          amount: toMajor(claimed ? 0n : due.amount, site.currency),
          claimed,
        });
      }
      return {
        value: await Promise.all(rows.map((row) => claimView(row.claim, row.promotion, language, site.currency))),
        cashback,
      };
    },

    async forfeitBonus(site: SiteRow, player: PlayerRow, language: string) {
      const at = now();
      const ended = await db.transaction(async (tx) => {
        await lockWallet(tx, player.id);
        const active = await activeBonus(tx, player.id);
        if (!active) fail('noActiveBonus');
        const settled = await settle(tx, active, at);
        if (settled.status !== 'active') fail('noActiveBonus');
        return forfeit(tx, settled, 'forfeited', at);
      });
      const wallet = await getWallet(db, player.id);
      return {
        value: await claimView(ended, await promotionOfClaim(ended), language, site.currency),
        balance: toMajor(wallet.balance, site.currency),
      };
    },

    /**
     * What an open deposit bonus holds of the balance now, for the withdrawal page (decision 0166):
     * what a forfeit would take back (the bonus and what bets placed with it won so far), with its
     * wagering. The bonus is brought up to date first (completed or expired); null when none is open.
     */
    async bonusLock(playerId: number, language: string) {
      const active = await activeBonus(db, playerId);
      if (!active) return null;
      const settled = await db.transaction((tx) => settle(tx, active, now()));
      if (settled.status !== 'active') return null;
      const [newest] = await db
        .select({ id: max(ledgerEntries.id) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.playerId, playerId));
      const [owed, done, promotion] = await Promise.all([
        bonusOwed(db, { ...settled, endedEntryId: newest?.id ?? settled.creditEntryId }),
        wageringDone(db, settled),
        promotionOfClaim(settled),
      ]);
      return {
        promotionId: promotion.id,
        title: inLanguage(promotion.title, language),
        locked: owed,
        wageringRequired: settled.wageringRequired,
        wageringDone: minOf(done, settled.wageringRequired),
        expiresAt: settled.expiresAt,
      };
    },

    /**
     * The cashier's check inside a withdrawal's transaction (the wallet row is locked): with
     * wagering open the withdrawal is refused, or, when the player confirmed, the bonus is
     * forfeited first. An expired or completed bonus is settled on the way.
     */
    async ensureWithdrawalAllowed(tx: Db, playerId: number, forfeitBonus: boolean): Promise<void> {
      const active = await activeBonus(tx, playerId);
      if (!active) return;
      const at = now();
      const settled = await settle(tx, active, at);
      if (settled.status !== 'active') return;
      if (!forfeitBonus) fail('bonusWageringOpen');
      await forfeit(tx, settled, 'forfeited', at);
    },

    /**
     * The seamless wallet's hook when a bet pays out (a win or a refund), in the settling
     * transaction with the wallet row locked. A bet placed while a bonus was in play that settles
     * after the bonus was forfeited or expired pays first what the bonus still owes, before any
     * of it can be bet or withdrawn; once per bet. Answers the balance after.
     */
    async takeBackFromPayout(tx: Db, bet: { id: number; playerId: number }, payout: bigint, balance: bigint): Promise<bigint> {
      if (payout <= 0n) return balance;
      const [row] = await tx
        .select({ claim: promotionClaims })
        .from(promotionClaims)
        .innerJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.playerId, promotionClaims.playerId),
            eq(ledgerEntries.kind, 'bet'),
            gt(ledgerEntries.id, promotionClaims.creditEntryId),
            lte(ledgerEntries.id, promotionClaims.endedEntryId),
            sql`${ledgerEntries.meta}->>'bet_id' = ${String(bet.id)}`,
          ),
        )
        .where(and(eq(promotionClaims.playerId, bet.playerId), isNotNull(promotionClaims.endedEntryId)));
      if (!row) return balance;
      const due = (await bonusOwed(tx, row.claim)) - (await takenBack(tx, row.claim));
      const taken = await takeBack(tx, row.claim, minOf(due, payout), `${creditKey(row.claim)}:forfeit:bet:${bet.id}`, bet.id);
      return taken?.balanceAfter ?? balance;
    },

    /**
     * The cashier's hook when a deposit is approved, in the approval's transaction: the opted-in
     * deposit bonus, and on the first deposit the first-deposit tokens and the referrer's reward.
     */
    async onDepositApproved(tx: Db, deposit: { id: number; playerId: number; amount: bigint }): Promise<void> {
      const at = now();
      await creditDepositBonus(tx, deposit.playerId, deposit.amount, deposit.id, at);
      const [deposits] = await tx
        .select({ total: count() })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.playerId, deposit.playerId), eq(ledgerEntries.kind, 'deposit')));
      if ((deposits?.total ?? 0) !== 1) return;
      const [player] = await tx.select().from(players).where(eq(players.id, deposit.playerId));
      await firstDepositTokens(tx, player!.siteId, player!.id, at);
      await rewardReferrer(tx, player!, deposit.amount, at);
    },

    async referralInfo(site: SiteRow, player: PlayerRow) {
      const reward = (await offered(db, site.id, now())).find((promotion) => promotion.rules.kind === 'referral');
      const referees = await db
        .select({ accountId: players.accountId, createdAt: players.createdAt, rewarded: referralRewards.refereeId })
        .from(players)
        .leftJoin(referralRewards, and(eq(referralRewards.refereeId, players.id), eq(referralRewards.referrerId, player.id)))
        .where(and(eq(players.siteId, site.id), eq(players.referrerCode, player.referralCode)))
        .orderBy(desc(players.createdAt));
      const [total] = await db
        .select({ sum: sql<string>`coalesce(sum(${referralRewards.amount}), 0)::text` })
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, player.id));
      return {
        referral_code: player.referralCode,
        referral_path: `/register?ref=${encodeURIComponent(player.referralCode)}`,
        reward:
          reward && reward.rules.kind === 'referral'
            ? {
                promotion_id: reward.id,
                reward: toMajor(BigInt(reward.rules.reward), site.currency),
                min_deposit: toMajor(BigInt(reward.rules.minDeposit), site.currency),
              }
            : null,
        referees: referees.map((referee) => ({
          account_id: maskAccountId(referee.accountId),
          joined_at: referee.createdAt.toISOString(),
          qualified: referee.rewarded !== null,
        })),
        total_rewards: toMajor(BigInt(total?.sum ?? '0'), site.currency),
      };
    },

    async operatorList(site: SiteRecord) {
      const rows = await db
        .select()
        .from(promotions)
        .where(eq(promotions.siteId, site.id))
        .orderBy(asc(promotions.position), asc(promotions.id));
      const currency = site.currency as Currency;
      return { value: await Promise.all(rows.map((row) => operatorView(row, currency))), currency };
    },

    async operatorSave(site: SiteRecord, body: operatorCalls.PromotionsSave) {
      const currency = site.currency as Currency;
      const values = {
        siteId: site.id,
        kind: body.rules.kind,
        title: Object.fromEntries(Object.entries(body.title).filter(([, text]) => text)) as Record<string, string>,
        terms: cleanLocalisedHtml(body.terms),
        image: body.image,
        rules: rulesFromInput(body.rules, currency),
        startsAt: new Date(body.starts_at),
        endsAt: body.ends_at ? new Date(body.ends_at) : null,
        position: body.position,
      };
      if (values.endsAt && values.endsAt <= values.startsAt) failField('ends_at', 'invalid');
      // Looked up before the transaction: on PGlite's single connection a query outside it would wait forever.
      const current = body.promotion_id === undefined ? undefined : await ofSite(site.id, body.promotion_id);
      if (current && current.kind !== values.kind) failField('rules.kind', 'invalid');
      const saved = await db.transaction(async (tx) => {
        let row: PromotionRow | undefined;
        if (current) {
          [row] = await tx.update(promotions).set(values).where(eq(promotions.id, current.id)).returning();
        } else {
          [row] = await tx.insert(promotions).values(values).returning();
        }
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: site.id,
            action: body.promotion_id === undefined ? 'promotion.create' : 'promotion.update',
            target: `promotion:${row!.id}`,
            reason: body.reason ?? '',
            before: current ? auditView(current, currency) : null,
            after: auditView(row!, currency),
          }),
        );
        return row!;
      });
      return { value: await operatorView(saved, currency) };
    },

    /** An ended promotion stays ended: it can no longer be paused or resumed. */
    async operatorSetStatus(site: SiteRecord, body: operatorCalls.PromotionsSetStatus) {
      const current = await ofSite(site.id, body.promotion_id);
      if (current.status === 'ended' && body.status !== 'ended') failField('status', 'invalid');
      const [updated] = await db.transaction(async (tx) => {
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: site.id,
            action: 'promotion.status',
            target: `promotion:${current.id}`,
            reason: body.reason ?? '',
            before: { status: current.status },
            after: { status: body.status },
          }),
        );
        return tx.update(promotions).set({ status: body.status }).where(eq(promotions.id, current.id)).returning();
      });
      return { value: await operatorView(updated!, site.currency as Currency) };
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
