import { z } from 'zod';
import { ok } from '../envelope.js';
import { freeText, serialId } from '../fields.js';
import { FAILURES, type FailureKey } from '../status.js';
import { APPROVAL_STATUSES } from './backoffice.js';
import { amount, isoDateTime, PLAYER_STATUSES } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { optionalReason } from './operator-fields.js';
import { DEPOSIT_LIMIT_PERIODS } from './protection.js';
import { CASHIER_KINDS, CASHIER_STATUSES, positiveAmount } from './wallet.js';

/**
 * The cashier desk: the back office's queue of deposit and withdrawal requests across the member's
 * sites, each with what a cashier needs to decide it (the player's balance, status, protection,
 * limits, recent requests and open bonus), and decisions one at a time or in bulk. A withdrawal
 * above its operator's threshold is not paid when approved: it becomes a four-eyes approval that a
 * second member decides. The desk stays current through a server-sent event stream
 * (CASHIER_DESK_STREAM_PATH) whose messages are cashierDeskEventSchema.
 */

/** oldest: the order to work through; largest: the most money first. */
export const CASHIER_DESK_SORTS = ['oldest', 'newest', 'largest', 'smallest'] as const;
export type CashierDeskSort = (typeof CASHIER_DESK_SORTS)[number];

export const CASHIER_DESK_PAGE_MAX = 100;
/** The most requests one bulk decision takes. */
export const CASHIER_DESK_BULK_MAX = 100;
/** How many of the player's latest requests each row carries. */
export const CASHIER_DESK_RECENT = 5;

const requestId = z.number().int().positive();

/** One of the player's latest requests, as the desk's side panel lists them. */
export const recentRequestSchema = z.object({
  request_id: z.number().int(),
  kind: z.enum(CASHIER_KINDS),
  status: z.enum(CASHIER_STATUSES),
  amount,
  created_at: isoDateTime,
});

export const depositLimitSetSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  amount,
  /** player: set by the player (responsible gaming); operator: set by staff; the lower applies */
  set_by: z.enum(['player', 'operator']),
});

/** What a cashier weighs before deciding: the player behind the request, amounts in the site currency. */
export const cashierPlayerContextSchema = z.object({
  status: z.enum(PLAYER_STATUSES),
  /** the player confirmed their phone number with a TAC */
  phone_verified: z.boolean(),
  registered_at: isoDateTime,
  /** the whole balance, cash and bonus */
  balance: amount,
  /** the part of the balance an open bonus still holds under wagering (at most the balance) */
  bonus: amount,
  /** the balance less the bonus */
  cash: amount,
  time_out_until: isoDateTime.nullable(),
  self_excluded_until: isoDateTime.nullable(),
  self_excluded_permanently: z.boolean(),
  deposit_limits: z.array(depositLimitSetSchema),
  /** the player's latest requests but this one, newest first, at most CASHIER_DESK_RECENT */
  recent: z.array(recentRequestSchema),
  open_bonus: z
    .object({
      promotion_id: z.number().int(),
      title: z.string(),
      amount,
      wagering_required: amount,
      wagering_left: amount,
      expires_at: isoDateTime.nullable(),
    })
    .nullable(),
});
export type CashierPlayerContext = z.infer<typeof cashierPlayerContextSchema>;

export const cashierDeskRequestSchema = z.object({
  request_id: z.number().int(),
  kind: z.enum(CASHIER_KINDS),
  status: z.enum(CASHIER_STATUSES),
  site: z.object({ id: z.number().int(), name: z.string(), currency: z.string() }),
  account_id: z.string(),
  amount,
  /** deposits: how the player paid (bank_transfer, e_wallet) */
  method: z.string(),
  /** the player's bank account, number in full: deposits may name it, withdrawals are paid to it */
  bank: z.object({ bank_name: z.string(), holder_name: z.string(), account_number: z.string() }).nullable(),
  payment_reference: z.string(),
  receipt_reference: z.string(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  /** who decided it: staff:<username>, key:<name>, player:<id> for a cancel */
  decided_by: z.string(),
  decision_reason: z.string(),
  /** approving it takes a second member: a withdrawal above its operator's threshold */
  needs_second_approver: z.boolean(),
  /**
   * The request's latest four-eyes approval: pending, it waits for a second member; rejected, the
   * second member refused to pay it and the request waits for the cashier again; null: none proposed.
   */
  approval: z
    .object({
      approval_id: z.number().int(),
      status: z.enum(APPROVAL_STATUSES),
      proposed_by: z.string(),
      proposed_at: isoDateTime,
      decided_by: z.string().nullable(),
      decision_reason: z.string(),
    })
    .nullable(),
  player: cashierPlayerContextSchema,
});
export type CashierDeskRequest = z.infer<typeof cashierDeskRequestSchema>;

/** Amounts are decimal major units, compared with each request in its own site's currency. */
export const cashierDeskQueueRequest = z
  .object({
    kind: z.enum(CASHIER_KINDS).optional(),
    status: z.enum(CASHIER_STATUSES).default('pending'),
    /** one of the member's sites; omitted: all of them */
    site_id: serialId.optional(),
    amount_min: positiveAmount.optional(),
    amount_max: positiveAmount.optional(),
    /** part of the player's account id, any case */
    account_id: freeText().max(40, 'tooLong').optional(),
    sort: z.enum(CASHIER_DESK_SORTS).default('oldest'),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(CASHIER_DESK_PAGE_MAX).default(25),
  })
  .refine((body) => body.amount_min === undefined || body.amount_max === undefined || body.amount_max >= body.amount_min, {
    error: 'maxBelowMin',
    path: ['amount_max'],
  });
export type CashierDeskQueue = z.output<typeof cashierDeskQueueRequest>;
export const cashierDeskQueueResponse = ok({
  value: z.array(cashierDeskRequestSchema),
  total: z.number().int(),
  /** pending requests per kind of the site asked for (or all the member's sites), whatever the other filters: the tabs' counts */
  pending: z.object({ deposit: z.number().int(), withdrawal: z.number().int() }),
});

/**
 * One decision for each request named (at most CASHIER_DESK_BULK_MAX, each once). A rejection needs
 * a reason; the player reads it in their inbox, as they read an approval's when one is given.
 */
export const cashierDeskDecideRequest = z
  .object({
    request_ids: z
      .array(requestId)
      .min(1, 'required')
      .max(CASHIER_DESK_BULK_MAX, 'tooLong')
      .refine((ids) => new Set(ids).size === ids.length, 'invalid'),
    decision: z.enum(['approve', 'reject']),
    reason: optionalReason,
  })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, { error: 'required', path: ['reason'] });

export const FAILURE_KEYS = Object.keys(FAILURES) as [FailureKey, ...FailureKey[]];

/**
 * What became of one request of a decision. decided: it is approved or rejected now; pending_approval:
 * a withdrawal above the threshold waits for a second member (approval_id); failed: nothing changed,
 * for the reason `failure` names (requestNotFound, requestNotPending, depositLimitExceeded…). Each
 * request is decided on its own: one that fails leaves the others decided.
 */
export const cashierDeskOutcomeSchema = z.object({
  request_id: z.number().int(),
  outcome: z.enum(['decided', 'pending_approval', 'failed']),
  /** the request's status after the decision; null when it failed */
  status: z.enum(CASHIER_STATUSES).nullable(),
  approval_id: z.number().int().nullable(),
  failure: z.enum(FAILURE_KEYS).nullable(),
});
export type CashierDeskOutcome = z.infer<typeof cashierDeskOutcomeSchema>;
export const cashierDeskDecideResponse = ok({ value: z.array(cashierDeskOutcomeSchema) });

/** The desk's live stream: server-sent events, GET, with the staff session cookie; permission cashier.read. */
export const CASHIER_DESK_STREAM_PATH = '/api/backoffice/cashier/stream';
/** A comment line this often keeps proxies from closing a quiet stream. */
export const CASHIER_DESK_HEARTBEAT_SECONDS = 25;

export const CASHIER_DESK_EVENT_TYPES = [
  /** a player asked for a deposit or a withdrawal */
  'request_created',
  /** approved or rejected by staff, or cancelled by the player */
  'request_decided',
  /** a withdrawal above the threshold waits for a second member */
  'approval_proposed',
  /** the second member decided it (an approval settles the withdrawal: request_decided follows) */
  'approval_decided',
] as const;

/**
 * One message of the stream (each SSE `data:` line is one, as JSON). It says what changed, not the
 * data: the desk reads the queue again, so a member sees only what the queue shows them. Only events
 * of the member's sites reach them.
 */
export const cashierDeskEventSchema = z.object({
  type: z.enum(CASHIER_DESK_EVENT_TYPES),
  site_id: z.number().int(),
  request_id: z.number().int(),
  kind: z.enum(CASHIER_KINDS),
  status: z.enum(CASHIER_STATUSES),
  approval_id: z.number().int().nullable(),
  at: isoDateTime,
});
export type CashierDeskEvent = z.infer<typeof cashierDeskEventSchema>;

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

export const cashierDeskCalls = {
  cashierDeskQueue: {
    ...backoffice,
    path: '/api/backoffice/cashier/queue',
    permission: 'cashier.read',
    audited: false,
    summary: "Deposit and withdrawal requests of the member's sites, a page at a time, each with the player's context",
    request: cashierDeskQueueRequest,
    response: cashierDeskQueueResponse,
    failures: ['siteNotFound'],
  },
  cashierDeskDecide: {
    ...backoffice,
    path: '/api/backoffice/cashier/decide',
    permission: 'cashier.decide',
    audited: true,
    summary: 'Approve or reject one or many requests; a withdrawal above the threshold goes to a second member',
    request: cashierDeskDecideRequest,
    response: cashierDeskDecideResponse,
    failures: [],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
