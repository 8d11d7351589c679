import { z } from 'zod';
import { LEDGER_KINDS } from '../domain/ledger.js';
import { ok } from '../envelope.js';
import { freeText, serialId } from '../fields.js';
import { approvalSchema, auditEntrySchema } from './backoffice.js';
import { amount, isoDateTime, PLAYER_STATUSES } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { promotionClaimSchema } from './engagement.js';
import { ADJUSTMENT_MAX, reason } from './operator-fields.js';
import { depositLimitSchema } from './protection.js';
import { BET_STATUSES } from './report.js';
import { CASHIER_KINDS, CASHIER_STATUSES } from './wallet.js';

/**
 * The back office's player desk: search, the player 360 page (one read, with its long lists as
 * paged calls of their own), and what staff do to a player, each audited with the reason and the
 * before and after. Lifting a block, and an adjustment above the operator's threshold, wait for a
 * second member's approval. A player is named by player_id; one of a site outside the member's
 * reach answers accountNotFound, as an unknown one does.
 */

const playerRef = { player_id: serialId };
const page = {
  page: z.number().int().min(1, 'invalidPage').max(100_000, 'invalidPage').default(1),
  page_size: z.number().int().min(1, 'invalidPageSize').max(200, 'invalidPageSize').default(25),
};
const instant = z.iso.datetime({ offset: true, error: 'invalidDate' });
/** Money typed by staff: decimal major units of the player's site currency, at most its minor digits. */
const staffAmount = z.number().positive('amountNotPositive').max(ADJUSTMENT_MAX, 'amountTooLarge');

export const PLAYER_SORTS = ['created_at', 'last_login_at', 'account_id', 'vip_level', 'balance'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * One query box: part of the account id, the name or the e-mail address, or the phone number as
 * typed (spaces, a leading 0 or the country code are all found).
 */
export const playerSearchRequest = z
  .object({
    query: freeText().max(64, 'tooLong').default(''),
    /** omitted: every site the member reaches */
    site_id: serialId.optional(),
    status: z.enum(PLAYER_STATUSES).optional(),
    vip_level: z.number().int().min(0).max(1000).optional(),
    registered_from: instant.optional(),
    registered_to: instant.optional(),
    sort: z.enum(PLAYER_SORTS).default('created_at'),
    direction: z.enum(SORT_DIRECTIONS).default('desc'),
    ...page,
  })
  .refine((body) => !body.registered_from || !body.registered_to || body.registered_from <= body.registered_to, {
    error: 'endBeforeStart',
    path: ['registered_to'],
  });

export const playerRowSchema = z.object({
  player_id: z.number().int(),
  account_id: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  currency: z.string(),
  status: z.enum(PLAYER_STATUSES),
  full_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  vip_level: z.number().int(),
  balance: amount,
  created_at: isoDateTime,
  last_login_at: isoDateTime.nullable(),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;
export const playerSearchResponse = ok({ value: z.array(playerRowSchema), total: z.number().int() });

export const playerProfileSchema = z.object({
  player_id: z.number().int(),
  account_id: z.string(),
  site: z.object({ id: z.number().int(), name: z.string(), domain: z.string(), currency: z.string() }),
  status: z.enum(PLAYER_STATUSES),
  vip_level: z.number().int(),
  full_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  created_at: isoDateTime,
  verified_at: isoDateTime.nullable(),
  last_login_at: isoDateTime.nullable(),
  /** the campaign and affiliate fields signup carried (ch, cm, pp, affiliate_code…) */
  attribution: z.record(z.string(), z.string()),
  referral_code: z.string(),
  /** the code the player signed up with, and whose it is (null: no such player on the site) */
  referrer: z.object({ code: z.string(), player_id: z.number().int().nullable(), account_id: z.string().nullable() }).nullable(),
  terms_version: z.string(),
  terms_accepted_at: isoDateTime.nullable(),
});

export const playerBalancesSchema = z.object({
  cash: amount,
  /** the deposit bonus in play, its wagering still to do */
  bonus: z
    .object({
      title: z.string(),
      amount,
      wagering_required: amount,
      wagering_left: amount,
      expires_at: isoDateTime.nullable(),
    })
    .nullable(),
  tokens: z.number(),
  frozen_tokens: z.number(),
  total_deposit: amount,
  total_turnover: amount,
});

/** Deposit limits the operator set on the player; the lower of these and the player's own applies. */
export const operatorLimitsSchema = z.object({
  daily: amount.nullable(),
  weekly: amount.nullable(),
  monthly: amount.nullable(),
  reason: z.string(),
  set_by: z.string().nullable(),
  updated_at: isoDateTime.nullable(),
});
export type OperatorLimits = z.infer<typeof operatorLimitsSchema>;

export const responsibleGamingSchema = z.object({
  /** the player's own limits, with what counts against each and any raise waiting for its 24 hours */
  deposit_limits: z.array(depositLimitSchema),
  operator_limits: operatorLimitsSchema,
  reality_check_minutes: z.number().int().nullable(),
  time_out_until: isoDateTime.nullable(),
  self_excluded_until: isoDateTime.nullable(),
  self_excluded_permanently: z.boolean(),
});

export const playerSessionSchema = z.object({
  session_id: z.number().int(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: isoDateTime,
  last_seen_at: isoDateTime,
  expires_at: isoDateTime,
});

export const playerNoteSchema = z.object({
  note_id: z.number().int(),
  text: z.string(),
  author: z.string(),
  created_at: isoDateTime,
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const refereeSchema = z.object({
  player_id: z.number().int(),
  account_id: z.string(),
  joined_at: isoDateTime,
  /** the referrer's reward for this referee was paid */
  rewarded: z.boolean(),
});

export const player360Request = z.object(playerRef);
export const player360Response = ok({
  profile: playerProfileSchema,
  balances: playerBalancesSchema,
  responsible_gaming: responsibleGamingSchema,
  /** the player's sessions still open, newest activity first */
  sessions: z.array(playerSessionSchema),
  /** the player's promotions, newest first: the deposit bonus in play, claims and what they paid */
  promotions: z.array(promotionClaimSchema),
  referral: z.object({ referees: z.array(refereeSchema), total_rewards: amount }),
  /** newest first */
  notes: z.array(playerNoteSchema),
  /** proposals about this player waiting for a second member */
  pending_approvals: z.array(approvalSchema),
});
export type Player360 = Omit<z.infer<typeof player360Response>, 'statusCode'>;

const pagedOf = <T extends z.ZodType>(row: T) => ok({ value: z.array(row), total: z.number().int(), currency: z.string() });

export const playerLedgerRequest = z.object({ ...playerRef, kind: z.enum(LEDGER_KINDS).optional(), ...page });
export const ledgerRowSchema = z.object({
  entry_id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount,
  balance: amount,
  reference: z.string(),
  created_at: isoDateTime,
});
/** Newest first, each with the balance after it. */
export const playerLedgerResponse = pagedOf(ledgerRowSchema);

export const playerBetsRequest = z.object({ ...playerRef, status: z.enum(BET_STATUSES).optional(), ...page });
export const betRowSchema = z.object({
  bet_id: z.number().int(),
  provider_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  round_id: z.string(),
  stake: amount,
  payout: amount,
  status: z.enum(BET_STATUSES),
  created_at: isoDateTime,
  settled_at: isoDateTime.nullable(),
});
export const playerBetsResponse = pagedOf(betRowSchema);

export const playerCashierRequest = z.object({
  ...playerRef,
  kind: z.enum(CASHIER_KINDS).optional(),
  status: z.enum(CASHIER_STATUSES).optional(),
  ...page,
});
export const cashierRowSchema = z.object({
  request_id: z.number().int(),
  kind: z.enum(CASHIER_KINDS),
  status: z.enum(CASHIER_STATUSES),
  amount,
  method: z.string(),
  /** the player's bank account of a withdrawal, its number masked but for the last four digits */
  bank_name: z.string(),
  account_number: z.string(),
  payment_reference: z.string(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  decided_by: z.string(),
  decision_reason: z.string(),
});
export const playerCashierResponse = pagedOf(cashierRowSchema);

export const playerInboxRequest = z.object({ ...playerRef, ...page });
export const inboxRowSchema = z.object({
  inbox_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  reward_type: z.enum(['none', 'cash', 'token']),
  /** major units of cash, or whole tokens */
  reward_amount: z.number(),
  read: z.boolean(),
  claimed: z.boolean(),
  created_at: isoDateTime,
  expires_at: isoDateTime.nullable(),
});
export const playerInboxResponse = pagedOf(inboxRowSchema);

export const playerAuditRequest = z.object({ ...playerRef, ...page });
/** The audit rows whose target is the player or an approval proposed for them, newest first. */
export const playerAuditResponse = ok({ value: z.array(auditEntrySchema), total: z.number().int() });

export const playerActionRequest = z.object({ ...playerRef, reason });
export const playerStatusResponse = ok({ previous_status: z.enum(PLAYER_STATUSES), status: z.enum(PLAYER_STATUSES) });
/** Lifting a block always waits for a second member: the answer is the proposal. */
export const playerUnblockResponse = ok({ approval: approvalSchema });
export const playerForceLogoutResponse = ok({ sessions_ended: z.number().int() });
export const playerResetPasswordResponse = ok({
  /** the number the code went to */
  phone: z.string(),
  expires_in: z.number().int(),
});

export const ADJUSTMENT_OUTCOMES = ['applied', 'pending_approval'] as const;
/**
 * Above the operator's threshold for the currency the adjustment becomes a proposal and nothing
 * moves until a second member approves it. The key makes a repeated submit move the money (or
 * propose it) once.
 */
export const playerAdjustRequest = z.object({
  ...playerRef,
  direction: z.enum(['credit', 'debit']),
  amount: staffAmount,
  reason,
  idempotency_key: freeText().min(8, 'tooShort').max(100, 'tooLong'),
});
export const playerAdjustResponse = ok({
  outcome: z.enum(ADJUSTMENT_OUTCOMES),
  /** the balance now: after the adjustment, or unchanged while it waits */
  balance: amount,
  approval: approvalSchema.nullable(),
});

/** null: no operator limit for that period. */
export const playerSetLimitsRequest = z.object({
  ...playerRef,
  daily: staffAmount.nullable(),
  weekly: staffAmount.nullable(),
  monthly: staffAmount.nullable(),
  reason,
});
export const playerSetLimitsResponse = ok({ value: operatorLimitsSchema });

export const NOTE_MAX = 2000;
export const playerAddNoteRequest = z.object({
  ...playerRef,
  text: freeText({ multiline: true }).min(1, 'required').max(NOTE_MAX, 'tooLong'),
});
export const playerAddNoteResponse = ok({ value: playerNoteSchema });

const desk = { access: 'operator', tag: 'backoffice' } as const;

export const playerDeskCalls = {
  playerSearch: {
    ...desk,
    path: '/api/backoffice/players/search',
    permission: 'players.read',
    audited: false,
    summary: 'Find players by account id, phone, e-mail or name, filtered, sorted and a page at a time',
    request: playerSearchRequest,
    response: playerSearchResponse,
    failures: ['siteNotFound'],
  },
  player360: {
    ...desk,
    path: '/api/backoffice/players/view',
    permission: 'players.read',
    audited: false,
    summary: 'A player 360: profile, balances, responsible gaming, sessions, promotions, referral, notes, pending approvals',
    request: player360Request,
    response: player360Response,
    failures: ['accountNotFound'],
  },
  playerLedger: {
    ...desk,
    path: '/api/backoffice/players/ledger',
    permission: 'players.read',
    audited: false,
    summary: "A player's ledger, newest first, with the balance after each movement",
    request: playerLedgerRequest,
    response: playerLedgerResponse,
    failures: ['accountNotFound'],
  },
  playerBets: {
    ...desk,
    path: '/api/backoffice/players/bets',
    permission: 'players.read',
    audited: false,
    summary: "A player's bets, newest first",
    request: playerBetsRequest,
    response: playerBetsResponse,
    failures: ['accountNotFound'],
  },
  playerCashier: {
    ...desk,
    path: '/api/backoffice/players/cashier',
    permission: 'players.read',
    audited: false,
    summary: "A player's deposit and withdrawal requests, newest first",
    request: playerCashierRequest,
    response: playerCashierResponse,
    failures: ['accountNotFound'],
  },
  playerInbox: {
    ...desk,
    path: '/api/backoffice/players/inbox',
    permission: 'players.read',
    audited: false,
    summary: "A player's inbox messages, newest first",
    request: playerInboxRequest,
    response: playerInboxResponse,
    failures: ['accountNotFound'],
  },
  playerAudit: {
    ...desk,
    path: '/api/backoffice/players/audit',
    permission: 'players.read',
    audited: false,
    summary: 'The audit trail of a player: every action on the account, by staff, keys, the system or the player',
    request: playerAuditRequest,
    response: playerAuditResponse,
    failures: ['accountNotFound'],
  },
  playerBlock: {
    ...desk,
    path: '/api/backoffice/players/block',
    permission: 'players.manage',
    audited: true,
    summary: 'Block a player: their next call ends their session with BLOCK',
    request: playerActionRequest,
    response: playerStatusResponse,
    failures: ['accountNotFound', 'accountClosed'],
  },
  playerUnblock: {
    ...desk,
    path: '/api/backoffice/players/unblock',
    permission: 'players.manage',
    audited: true,
    summary: 'Propose lifting a block; it takes effect when a second member approves',
    request: playerActionRequest,
    response: playerUnblockResponse,
    failures: ['accountNotFound', 'playerNotBlocked', 'approvalRequired'],
  },
  playerClose: {
    ...desk,
    path: '/api/backoffice/players/close',
    permission: 'players.manage',
    audited: true,
    summary: 'Close a player account',
    request: playerActionRequest,
    response: playerStatusResponse,
    failures: ['accountNotFound'],
  },
  playerForceLogout: {
    ...desk,
    path: '/api/backoffice/players/force_logout',
    permission: 'players.support',
    audited: true,
    summary: 'End every open session of a player',
    request: playerActionRequest,
    response: playerForceLogoutResponse,
    failures: ['accountNotFound'],
  },
  playerResetPassword: {
    ...desk,
    path: '/api/backoffice/players/reset_password',
    permission: 'players.support',
    audited: true,
    summary: 'Text the player a password reset code, to set a new password on the forgotten-password page',
    request: playerActionRequest,
    response: playerResetPasswordResponse,
    failures: ['accountNotFound', 'accountNotVerified', 'accountBlocked', 'accountClosed', 'tooManyRequests'],
  },
  playerAdjust: {
    ...desk,
    path: '/api/backoffice/players/adjust',
    permission: 'wallet.adjust',
    audited: true,
    summary: "Credit or debit a player's balance with a reason; above the operator's threshold a second member approves it",
    request: playerAdjustRequest,
    response: playerAdjustResponse,
    failures: ['accountNotFound', 'insufficientBalance', 'approvalRequired'],
  },
  playerSetLimits: {
    ...desk,
    path: '/api/backoffice/players/set_limits',
    permission: 'players.manage',
    audited: true,
    summary: "Set the operator's deposit limits on a player; the lower of these and the player's own applies",
    request: playerSetLimitsRequest,
    response: playerSetLimitsResponse,
    failures: ['accountNotFound'],
  },
  playerAddNote: {
    ...desk,
    path: '/api/backoffice/players/add_note',
    permission: 'players.notes',
    audited: true,
    summary: 'Add a note to a player, signed with the member name',
    request: playerAddNoteRequest,
    response: playerAddNoteResponse,
    failures: ['accountNotFound'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
