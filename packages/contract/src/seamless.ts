import { z } from 'zod';
import { betSelectionSchema } from './calls/report.js';
import { freeText, minorUnits } from './fields.js';

/**
 * The seamless wallet API that game providers (and aggregators) call on the operator, as
 * aggregators define it: the provider keeps no balance; it asks ours on every bet and win.
 * POST /api/seamless/{provider_code}/{action}; every body is signed, see docs/providers.md.
 * Amounts are integers in the minor units of the player's currency.
 */
export const SEAMLESS_ACTIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

export const SEAMLESS_SIGNATURE_HEADER = 'x-wl-signature';
export const SEAMLESS_TIMESTAMP_HEADER = 'x-wl-timestamp';
/** A signed request older or newer than this is refused, which bounds replays. */
export const SEAMLESS_MAX_CLOCK_SKEW_SECONDS = 300;

export const SEAMLESS_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'CURRENCY_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'BET_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'TRANSACTION_CONFLICT',
  'PROVIDER_DISABLED',
  'INTERNAL_ERROR',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

const id = freeText().min(1).max(128);

export const seamlessAuthenticateRequest = z.object({ token: id });
export const seamlessBalanceRequest = z.object({ player_id: id });
export const seamlessDebitRequest = z.object({
  player_id: id,
  /** the launch token of the game session the bet was placed in */
  token: id,
  transaction_id: id,
  round_id: id,
  game_code: id,
  currency: z.string().length(3),
  amount: minorUnits,
  /** sportsbook providers describe the bet; casino rounds leave it out */
  bet: z.object({ bet_type: freeText().max(32), selections: z.array(betSelectionSchema).max(30) }).optional(),
});
export const seamlessCreditRequest = z.object({
  player_id: id,
  transaction_id: id,
  /** the debit this win settles */
  reference_transaction_id: id,
  round_id: id,
  game_code: id,
  currency: z.string().length(3),
  /** 0 settles a lost bet */
  amount: minorUnits,
});
export const seamlessRollbackRequest = z.object({
  player_id: id,
  transaction_id: id,
  /** the debit to refund */
  reference_transaction_id: id,
  round_id: id,
  game_code: id,
});

export const SEAMLESS_REQUESTS = {
  authenticate: seamlessAuthenticateRequest,
  balance: seamlessBalanceRequest,
  debit: seamlessDebitRequest,
  credit: seamlessCreditRequest,
  rollback: seamlessRollbackRequest,
} as const satisfies Record<SeamlessAction, z.ZodType>;
export type SeamlessRequest<A extends SeamlessAction> = z.infer<(typeof SEAMLESS_REQUESTS)[A]>;

/**
 * Every answer, success or not, has status; balance is present whenever the player is known.
 * A repeated transaction_id gets the first answer again, byte for byte.
 */
export const seamlessResponse = z.object({
  status: z.enum(SEAMLESS_STATUSES),
  balance: minorUnits.optional(),
  currency: z.string().optional(),
  player_id: z.string().optional(),
  /** the operator's ledger reference of the transaction */
  operator_transaction_id: z.string().optional(),
  message: z.string().optional(),
});
export type SeamlessResponse = z.infer<typeof seamlessResponse>;
