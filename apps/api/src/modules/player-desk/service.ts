import { type Currency, type playerDesk as contract, toMajor, toMinor } from '@wl/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  approvals,
  auditLog,
  bankAccounts,
  bets,
  cashierRequests,
  inboxItems,
  ledgerEntries,
  operatorPlayerLimits,
  playerNotes,
  playerProtection,
  players,
  referralRewards,
  sessions,
  siteDomains,
  sites,
  staff,
  wallets,
} from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { fail } from '../../lib/failure.js';
import type { PlayerRow, SessionService } from '../auth/sessions.js';
import type { TacService } from '../auth/tac.js';
import type { PromotionService } from '../promotions/service.js';
import type { ProtectionService } from '../protection/service.js';
import type { SiteRow } from '../site/service.js';
import { canActOnSite, requireSite, type StaffActor } from '../staff/actor.js';
import type { ApprovalRecord, ApprovalService } from '../staff/approvals.js';
import type { AuditService } from '../staff/audit.js';
import { auditEntry } from '../staff/audit-scope.js';
import { currentVipLevel } from '../vip/service.js';
import type { AdjustmentService } from '../wallet/adjustments.js';
import { getWallet } from '../wallet/service.js';

type Body<T extends z.ZodType> = z.output<T>;
type PlayerStatus = PlayerRow['status'];
type Paged = { page: number; page_size: number };

/** `%` and `_` typed in the query box are matched as themselves. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The query box's match: part of the account id, name or e-mail; a phone number typed in any way
 * (spaces, dashes, a trunk 0 or the country code) is matched on its digits against the stored
 * E.164 number.
 */
function queryMatch(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${literal(query)}%`;
  const digits = query.replace(/\D/g, '').replace(/^0+/, '');
  const phone =
    /^[+\d\s().-]+$/.test(query) && digits.length >= 4
      ? like(players.contactPhone, `%${digits}%`)
      : ilike(players.contactPhone, pattern);
  return or(ilike(players.accountId, pattern), ilike(players.fullName, pattern), ilike(players.contactEmail, pattern), phone);
}

const SORT_COLUMNS = {
  created_at: players.createdAt,
  last_login_at: players.lastLoginAt,
  account_id: players.accountId,
  vip_level: players.vipLevel,
  balance: wallets.balance,
} as const;

/** The order of a search: the column asked for (never-logged-in players last either way), then the id. */
function searchOrder(sort: contract.PlayerSort, direction: 'asc' | 'desc'): SQL[] {
  const column = SORT_COLUMNS[sort];
  const tieBreak = direction === 'asc' ? asc(players.id) : desc(players.id);
  return [direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, tieBreak];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const offset = (body: Paged) => (body.page - 1) * body.page_size;

/** Only the last four digits of a player's bank account are shown outside the cashier's queue. */
const masked = (number: string) => (number ? `******${number.slice(-4)}` : '');

/** What an account's status makes of a password reset: only an active account sets a new password. */
const RESET_REFUSAL: Record<Exclude<PlayerStatus, 'active'>, 'accountNotVerified' | 'accountBlocked' | 'accountClosed'> = {
  pending: 'accountNotVerified',
  blocked: 'accountBlocked',
  closed: 'accountClosed',
};

export interface PlayerDeskDeps {
  db: Db;
  now: () => Date;
  siteById(siteId: number): Promise<SiteRow>;
  sessions: SessionService;
  protection: ProtectionService;
  promotions: PromotionService;
  tac: TacService;
  adjustments: AdjustmentService;
  approvals: ApprovalService;
  audit: AuditService;
}

/**
 * The back office's player desk: search across the member's sites, the 360 read and its paged
 * lists, and the actions on a player. Every change writes its audit row (reason, before, after)
 * in its own transaction; lifting a block and large adjustments go through four eyes.
 */
export function createPlayerDeskService(deps: PlayerDeskDeps) {
  const { db } = deps;

  /** A player of a site the actor reaches; any other answers accountNotFound, as an unknown id does. */
  async function playerInReach(actor: StaffActor, playerId: number): Promise<{ player: PlayerRow; site: SiteRow }> {
    const [player] = await db.select().from(players).where(eq(players.id, playerId));
    if (!player || !canActOnSite(actor, player.siteId)) fail('accountNotFound');
    return { player, site: await deps.siteById(player.siteId) };
  }

  /** Locks the player's row for a status change and reads it as it is now. */
  async function lockedPlayer(tx: Db, playerId: number): Promise<PlayerRow> {
    const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
    if (!player) fail('accountNotFound');
    return player;
  }

  async function setStatus(
    tx: Db,
    player: PlayerRow,
    status: PlayerStatus,
    audit: { action: string; reason: string; data?: Record<string, unknown> },
  ): Promise<void> {
    await tx.update(players).set({ status }).where(eq(players.id, player.id));
    await tx.insert(auditLog).values(
      auditEntry({
        siteId: player.siteId,
        action: audit.action,
        target: `player:${player.id}`,
        reason: audit.reason,
        before: { status: player.status },
        after: { status },
        data: audit.data,
      }),
    );
  }

  async function operatorLimits(playerId: number, currency: Currency): Promise<contract.OperatorLimits> {
    const [row] = await db
      .select({ limits: operatorPlayerLimits, setBy: staff.username })
      .from(operatorPlayerLimits)
      .leftJoin(staff, eq(staff.id, operatorPlayerLimits.setBy))
      .where(eq(operatorPlayerLimits.playerId, playerId));
    const money = (minor: bigint | null | undefined) => (minor == null ? null : toMajor(minor, currency));
    return {
      daily: money(row?.limits.depositDaily),
      weekly: money(row?.limits.depositWeekly),
      monthly: money(row?.limits.depositMonthly),
      reason: row?.limits.reason ?? '',
      set_by: row?.setBy ?? null,
      updated_at: iso(row?.limits.updatedAt ?? null),
    };
  }

  async function notesOf(playerId: number): Promise<contract.PlayerNote[]> {
    const rows = await db
      .select({ note: playerNotes, username: staff.username, displayName: staff.displayName })
      .from(playerNotes)
      .innerJoin(staff, eq(staff.id, playerNotes.staffId))
      .where(eq(playerNotes.playerId, playerId))
      .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id));
    return rows.map(({ note, username, displayName }) => ({
      note_id: note.id,
      text: note.body,
      author: displayName || username,
      created_at: note.createdAt.toISOString(),
    }));
  }

  async function profileOf(player: PlayerRow, site: SiteRow): Promise<contract.Player360['profile']> {
    const [[domain], [referrer], vipLevel] = await Promise.all([
      // A name reads better than an address: 127.0.0.1 sorts before localhost.
      db
        .select({ domain: siteDomains.domain })
        .from(siteDomains)
        .where(eq(siteDomains.siteId, site.id))
        .orderBy(sql`${siteDomains.domain} ~ '^[0-9.:]+$'`, sql`length(${siteDomains.domain})`, siteDomains.domain)
        .limit(1),
      player.referrerCode
        ? db
            .select({ id: players.id, accountId: players.accountId })
            .from(players)
            .where(and(eq(players.siteId, site.id), eq(players.referralCode, player.referrerCode)))
        : Promise.resolve([]),
      currentVipLevel(db, site.id, player.id),
    ]);
    return {
      player_id: player.id,
      account_id: player.accountId,
      site: { id: site.id, name: site.name, domain: domain?.domain ?? '', currency: site.currency },
      status: player.status,
      vip_level: vipLevel,
      full_name: player.fullName,
      contact_phone: player.contactPhone,
      contact_email: player.contactEmail,
      created_at: player.createdAt.toISOString(),
      verified_at: iso(player.verifiedAt),
      last_login_at: iso(player.lastLoginAt),
      attribution: player.attribution,
      referral_code: player.referralCode,
      referrer: player.referrerCode
        ? { code: player.referrerCode, player_id: referrer?.id ?? null, account_id: referrer?.accountId ?? null }
        : null,
      terms_version: player.termsVersion,
      terms_accepted_at: iso(player.termsAcceptedAt),
    };
  }

  async function referralOf(player: PlayerRow, currency: Currency): Promise<contract.Player360['referral']> {
    const [referees, [total]] = await Promise.all([
      db
        .select({
          id: players.id,
          accountId: players.accountId,
          createdAt: players.createdAt,
          rewarded: referralRewards.refereeId,
        })
        .from(players)
        .leftJoin(referralRewards, and(eq(referralRewards.refereeId, players.id), eq(referralRewards.referrerId, player.id)))
        .where(and(eq(players.siteId, player.siteId), eq(players.referrerCode, player.referralCode)))
        .orderBy(desc(players.createdAt)),
      db
        .select({ sum: sql<string>`coalesce(sum(${referralRewards.amount}), 0)::text` })
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, player.id)),
    ]);
    return {
      referees: referees.map((referee) => ({
        player_id: referee.id,
        account_id: referee.accountId,
        joined_at: referee.createdAt.toISOString(),
        rewarded: referee.rewarded !== null,
      })),
      total_rewards: toMajor(BigInt(total?.sum ?? '0'), currency),
    };
  }

  return {
    async search(actor: StaffActor, body: Body<typeof contract.playerSearchRequest>) {
      if (body.site_id !== undefined) requireSite(actor, body.site_id);
      const where = and(
        actor.siteIds === 'all' ? undefined : inArray(players.siteId, actor.siteIds.length ? [...actor.siteIds] : [-1]),
        body.site_id === undefined ? undefined : eq(players.siteId, body.site_id),
        queryMatch(body.query),
        body.status ? eq(players.status, body.status) : undefined,
        body.vip_level === undefined ? undefined : eq(players.vipLevel, body.vip_level),
        body.registered_from ? gte(players.createdAt, new Date(body.registered_from)) : undefined,
        body.registered_to ? lte(players.createdAt, new Date(body.registered_to)) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ player: players, balance: wallets.balance, siteName: sites.name, currency: sites.currency })
          .from(players)
          .innerJoin(sites, eq(sites.id, players.siteId))
          .leftJoin(wallets, eq(wallets.playerId, players.id))
          .where(where)
          .orderBy(...searchOrder(body.sort, body.direction))
          .limit(body.page_size)
          .offset(offset(body)),
        db.select({ total: count() }).from(players).where(where),
      ]);
      return {
        total: counted?.total ?? 0,
        value: rows.map(({ player, balance, siteName, currency }) => ({
          player_id: player.id,
          account_id: player.accountId,
          site_id: player.siteId,
          site_name: siteName,
          currency,
          status: player.status,
          full_name: player.fullName,
          contact_phone: player.contactPhone,
          contact_email: player.contactEmail,
          vip_level: player.vipLevel,
          balance: toMajor(balance ?? 0n, currency as Currency),
          created_at: player.createdAt.toISOString(),
          last_login_at: iso(player.lastLoginAt),
        })),
      };
    },

    /**
     * The 360 read. Reading the player's promotions brings an active bonus up to date (completed
     * or expired) as the player's own list does, so the bonus shown is the one in force.
     */
    async view(actor: StaffActor, playerId: number): Promise<contract.Player360> {
      const { player, site } = await playerInReach(actor, playerId);
      const currency = site.currency;
      const money = (minor: bigint) => toMajor(minor, currency);
      const { value: claims } = await deps.promotions.mine(site, player, site.language);
      const [profile, wallet, ownLimits, [protection], byOperator, live, referral, notes, pending] = await Promise.all([
        profileOf(player, site),
        getWallet(db, player.id),
        deps.protection.state(site, player),
        db.select().from(playerProtection).where(eq(playerProtection.playerId, player.id)),
        operatorLimits(player.id, currency),
        deps.sessions.listLive(player.id),
        referralOf(player, currency),
        notesOf(player.id),
        db
          .select()
          .from(approvals)
          .where(and(eq(approvals.playerId, player.id), eq(approvals.status, 'pending')))
          .orderBy(asc(approvals.proposedAt)),
      ]);
      const bonus = claims.find((claim) => claim.kind === 'deposit_bonus' && claim.status === 'active');
      return {
        profile,
        balances: {
          cash: money(wallet.balance),
          bonus: bonus
            ? {
                title: bonus.title,
                amount: bonus.amount,
                wagering_required: bonus.wagering_required,
                wagering_left: money(toMinor(bonus.wagering_required, currency) - toMinor(bonus.wagering_done, currency)),
                expires_at: bonus.expires_at,
              }
            : null,
          tokens: Number(wallet.tokenBalance),
          frozen_tokens: Number(wallet.frozenToken),
          total_deposit: money(wallet.totalDeposit),
          total_turnover: money(wallet.totalTurnover),
        },
        responsible_gaming: {
          deposit_limits: ownLimits.deposit_limits,
          operator_limits: byOperator,
          reality_check_minutes: ownLimits.reality_check_minutes,
          time_out_until: iso(protection?.timeOutUntil ?? null),
          self_excluded_until: iso(protection?.selfExcludedUntil ?? null),
          self_excluded_permanently: protection?.selfExcludedPermanently ?? false,
        },
        sessions: live.map((session) => ({
          session_id: session.id,
          ip: session.ip,
          user_agent: session.userAgent,
          created_at: session.createdAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
        })),
        promotions: claims,
        referral,
        notes,
        pending_approvals: await deps.approvals.view(pending),
      };
    },

    async ledger(actor: StaffActor, body: Body<typeof contract.playerLedgerRequest>) {
      const { player, site } = await playerInReach(actor, body.player_id);
      const where = and(eq(ledgerEntries.playerId, player.id), body.kind ? eq(ledgerEntries.kind, body.kind) : undefined);
      const [rows, [counted]] = await Promise.all([
        db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.id)).limit(body.page_size).offset(offset(body)),
        db.select({ total: count() }).from(ledgerEntries).where(where),
      ]);
      return {
        currency: site.currency,
        total: counted?.total ?? 0,
        value: rows.map((entry) => ({
          entry_id: entry.id,
          kind: entry.kind,
          amount: toMajor(entry.amount, site.currency),
          balance: toMajor(entry.balanceAfter, site.currency),
          reference: entry.reference,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },

    async bets(actor: StaffActor, body: Body<typeof contract.playerBetsRequest>) {
      const { player, site } = await playerInReach(actor, body.player_id);
      const where = and(eq(bets.playerId, player.id), body.status ? eq(bets.status, body.status) : undefined);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(bets)
          .where(where)
          .orderBy(desc(bets.createdAt), desc(bets.id))
          .limit(body.page_size)
          .offset(offset(body)),
        db.select({ total: count() }).from(bets).where(where),
      ]);
      return {
        currency: site.currency,
        total: counted?.total ?? 0,
        value: rows.map((bet) => ({
          bet_id: bet.id,
          provider_code: bet.providerCode,
          game_name: bet.gameName,
          game_type: bet.gameType,
          round_id: bet.roundId,
          stake: toMajor(bet.stake, site.currency),
          payout: toMajor(bet.payout, site.currency),
          status: bet.status,
          created_at: bet.createdAt.toISOString(),
          settled_at: iso(bet.settledAt),
        })),
      };
    },

    async cashier(actor: StaffActor, body: Body<typeof contract.playerCashierRequest>) {
      const { player, site } = await playerInReach(actor, body.player_id);
      const where = and(
        eq(cashierRequests.playerId, player.id),
        body.kind ? eq(cashierRequests.kind, body.kind) : undefined,
        body.status ? eq(cashierRequests.status, body.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ request: cashierRequests, bank: bankAccounts })
          .from(cashierRequests)
          .leftJoin(bankAccounts, eq(bankAccounts.id, cashierRequests.bankAccountId))
          .where(where)
          .orderBy(desc(cashierRequests.createdAt), desc(cashierRequests.id))
          .limit(body.page_size)
          .offset(offset(body)),
        db.select({ total: count() }).from(cashierRequests).where(where),
      ]);
      return {
        currency: site.currency,
        total: counted?.total ?? 0,
        value: rows.map(({ request, bank }) => ({
          request_id: request.id,
          kind: request.kind,
          status: request.status,
          amount: toMajor(request.amount, site.currency),
          method: request.method,
          bank_name: bank?.bankName ?? '',
          account_number: masked(bank?.accountNumber ?? ''),
          payment_reference: request.paymentReference,
          created_at: request.createdAt.toISOString(),
          decided_at: iso(request.decidedAt),
          decided_by: request.decidedBy,
          decision_reason: request.decisionReason,
        })),
      };
    },

    async inbox(actor: StaffActor, body: Body<typeof contract.playerInboxRequest>) {
      const { player, site } = await playerInReach(actor, body.player_id);
      const where = eq(inboxItems.playerId, player.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(inboxItems)
          .where(where)
          .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
          .limit(body.page_size)
          .offset(offset(body)),
        db.select({ total: count() }).from(inboxItems).where(where),
      ]);
      return {
        currency: site.currency,
        total: counted?.total ?? 0,
        value: rows.map((item) => ({
          inbox_id: item.id,
          title: item.title,
          body: item.body,
          reward_type: item.rewardType,
          reward_amount: item.rewardType === 'cash' ? toMajor(item.rewardAmount, site.currency) : Number(item.rewardAmount),
          read: item.readAt !== null,
          claimed: item.claimedAt !== null,
          created_at: item.createdAt.toISOString(),
          expires_at: iso(item.expiresAt),
        })),
      };
    },

    async auditTrail(actor: StaffActor, body: Body<typeof contract.playerAuditRequest>) {
      const { player } = await playerInReach(actor, body.player_id);
      return deps.audit.playerTrail(actor, player.id, body);
    },

    /** Sessions stay: the player's next call answers BLOCK, which logs the client out with the right message. */
    async block(actor: StaffActor, body: Body<typeof contract.playerActionRequest>) {
      await playerInReach(actor, body.player_id);
      return db.transaction(async (tx) => {
        const player = await lockedPlayer(tx, body.player_id);
        if (player.status === 'closed') fail('accountClosed');
        if (player.status !== 'blocked') await setStatus(tx, player, 'blocked', { action: 'player.block', reason: body.reason });
        return { previous_status: player.status, status: 'blocked' as const };
      });
    },

    /**
     * Lifting a block waits for a second member (four eyes). One proposal per player at a time: a
     * second request while one waits answers the waiting one.
     */
    async proposeUnblock(actor: StaffActor, body: Body<typeof contract.playerActionRequest>) {
      const { player } = await playerInReach(actor, body.player_id);
      if (actor.kind !== 'staff') fail('approvalRequired');
      return db.transaction(async (tx) => {
        const locked = await lockedPlayer(tx, player.id);
        if (locked.status !== 'blocked') fail('playerNotBlocked');
        const [waiting] = await tx
          .select()
          .from(approvals)
          .where(and(eq(approvals.playerId, player.id), eq(approvals.kind, 'unblock'), eq(approvals.status, 'pending')));
        if (waiting) return { approval: (await deps.approvals.view([waiting], tx))[0]! };
        const approval = await deps.approvals.propose(
          { actor, kind: 'unblock', siteId: player.siteId, playerId: player.id, payload: {}, reason: body.reason },
          tx,
        );
        return { approval };
      });
    },

    /**
     * The approved unblock, in the approval's transaction: back to active, or to pending for an
     * account that never verified its phone. A self-exclusion or time-out still keeps the player
     * out at login.
     */
    async applyUnblock(approval: ApprovalRecord, tx: Db): Promise<void> {
      if (approval.playerId === null) throw new Error(`unblock approval ${approval.id} names no player`);
      const player = await lockedPlayer(tx, approval.playerId);
      if (player.status !== 'blocked') fail('playerNotBlocked');
      await setStatus(tx, player, player.verifiedAt ? 'active' : 'pending', {
        action: 'player.unblock',
        reason: approval.reason,
        data: { approval_id: approval.id },
      });
    },

    async close(actor: StaffActor, body: Body<typeof contract.playerActionRequest>) {
      await playerInReach(actor, body.player_id);
      return db.transaction(async (tx) => {
        const player = await lockedPlayer(tx, body.player_id);
        if (player.status !== 'closed') await setStatus(tx, player, 'closed', { action: 'player.close', reason: body.reason });
        return { previous_status: player.status, status: 'closed' as const };
      });
    },

    /** Ends every session of the player; the games they opened lose the right to bet with them. */
    async forceLogout(actor: StaffActor, body: Body<typeof contract.playerActionRequest>) {
      const { player } = await playerInReach(actor, body.player_id);
      const ended = await db.transaction(async (tx) => {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: deps.now() })
          .where(and(eq(sessions.playerId, player.id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: player.siteId,
            action: 'player.force_logout',
            target: `player:${player.id}`,
            reason: body.reason,
            before: { sessions: rows.length },
            after: { sessions: 0 },
          }),
        );
        return rows.length;
      });
      return { sessions_ended: ended };
    },

    /**
     * Texts the player a reset code through the same TAC service as the forgotten-password page,
     * where they type it with a new password. The resend wait and the phone's hourly limit apply.
     */
    async resetPassword(actor: StaffActor, body: Body<typeof contract.playerActionRequest>) {
      const { player } = await playerInReach(actor, body.player_id);
      if (player.status !== 'active') fail(RESET_REFUSAL[player.status]);
      const sent = await deps.tac.issue(player, 'reset');
      await db.insert(auditLog).values(
        auditEntry({
          siteId: player.siteId,
          action: 'player.reset_password',
          target: `player:${player.id}`,
          reason: body.reason,
          data: { phone: player.contactPhone },
        }),
      );
      return { phone: player.contactPhone, expires_in: sent.expires_in };
    },

    async adjust(actor: StaffActor, body: Body<typeof contract.playerAdjustRequest>) {
      const { player, site } = await playerInReach(actor, body.player_id);
      const result = await deps.adjustments.adjust(
        actor,
        { siteId: site.id, currency: site.currency, playerId: player.id },
        {
          direction: body.direction,
          amount: minorUnits(body.amount, site.currency, 'amount'),
          reason: body.reason,
          idempotencyKey: body.idempotency_key,
        },
      );
      return {
        outcome: result.outcome,
        balance: toMajor(result.balance, site.currency),
        approval: result.outcome === 'pending_approval' ? result.approval : null,
      };
    },

    async setLimits(actor: StaffActor, body: Body<typeof contract.playerSetLimitsRequest>) {
      const { player, site } = await playerInReach(actor, body.player_id);
      const minor = (field: 'daily' | 'weekly' | 'monthly') => {
        const value = body[field];
        return value === null ? null : minorUnits(value, site.currency, field);
      };
      const values = {
        depositDaily: minor('daily'),
        depositWeekly: minor('weekly'),
        depositMonthly: minor('monthly'),
        reason: body.reason,
        setBy: actor.kind === 'staff' ? actor.id : null,
        updatedAt: deps.now(),
      };
      const before = await operatorLimits(player.id, site.currency);
      await db.transaction(async (tx) => {
        await tx
          .insert(operatorPlayerLimits)
          .values({ playerId: player.id, ...values })
          .onConflictDoUpdate({ target: operatorPlayerLimits.playerId, set: values });
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: player.siteId,
            action: 'player.operator_limits',
            target: `player:${player.id}`,
            reason: body.reason,
            before: { daily: before.daily, weekly: before.weekly, monthly: before.monthly },
            after: { daily: body.daily, weekly: body.weekly, monthly: body.monthly },
          }),
        );
      });
      return { value: await operatorLimits(player.id, site.currency) };
    },

    /**
     * Notes are signed by a person: an API key, which is none, cannot write one. Forbidden, not
     * permissionDenied: the key is known, and a 401 would tell its client to authenticate again.
     */
    async addNote(actor: StaffActor, body: Body<typeof contract.playerAddNoteRequest>) {
      const { player } = await playerInReach(actor, body.player_id);
      if (actor.kind !== 'staff') fail('forbidden');
      const noteId = await db.transaction(async (tx) => {
        const [note] = await tx
          .insert(playerNotes)
          .values({ playerId: player.id, staffId: actor.id, body: body.text, createdAt: deps.now() })
          .returning({ id: playerNotes.id });
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: player.siteId,
            action: 'player.note',
            target: `player:${player.id}`,
            after: { text: body.text },
            data: { note_id: note!.id },
          }),
        );
        return note!.id;
      });
      const added = (await notesOf(player.id)).find((note) => note.note_id === noteId);
      return { value: added! };
    },
  };
}

export type PlayerDeskService = ReturnType<typeof createPlayerDeskService>;
