import { z } from 'zod';
import { ok } from '../envelope.js';
import { freeText, fullName } from '../fields.js';
import { LANGUAGES } from '../tables.js';
import { amount, isoDate, isoDateTime, pageRequest, pageResponse, playerBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

/**
 * The cashier: bank accounts, deposit and withdrawal requests that an operator approves or
 * rejects, the transaction history and the ledger statement. Amounts are decimal major units of
 * the site currency, at most its minor digits (the server refuses finer ones).
 */

export const BANK_NAME_MAX = 60;

export const bankAccountSchema = z.object({
  bank_account_id: z.number().int(),
  bank_name: z.string(),
  holder_name: z.string(),
  /** only the last four digits show: ******1234 */
  account_number: z.string(),
  created_at: isoDateTime,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const accountNumber = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9]{6,20}$/, 'invalidAccountNumber'));

export const bankAccountListRequest = playerBody;
export const bankAccountListResponse = ok({
  value: z.array(bankAccountSchema),
  /** how many accounts the site allows a player to keep */
  max_accounts: z.number().int(),
});

export const bankAccountAddRequest = playerBody.extend({
  bank_name: freeText().min(2, 'tooShort').max(BANK_NAME_MAX, 'tooLong'),
  holder_name: fullName,
  account_number: accountNumber,
});
/** The player's accounts after the change. */
export const bankAccountAddResponse = bankAccountListResponse;

export const bankAccountRemoveRequest = playerBody.extend({ bank_account_id: z.number().int().positive() });
export const bankAccountRemoveResponse = bankAccountListResponse;

export const CASHIER_KINDS = ['deposit', 'withdrawal'] as const;
export type CashierKind = (typeof CASHIER_KINDS)[number];
/** pending → approved | rejected | cancelled; each change happens once. */
export const CASHIER_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type CashierStatus = (typeof CASHIER_STATUSES)[number];
export const DEPOSIT_METHODS = ['bank_transfer', 'e_wallet'] as const;

/** A client-made key (a UUID per form submission): the same key makes one request, however often it is sent. */
export const idempotencyKey = freeText().min(8, 'tooShort').max(100, 'tooLong');

export const positiveAmount = z.number().positive('amountNotPositive').max(1_000_000_000_000, 'amountTooLarge');

export const cashierRequestSchema = z.object({
  request_id: z.number().int(),
  kind: z.enum(CASHIER_KINDS),
  status: z.enum(CASHIER_STATUSES),
  amount,
  /** deposits only; empty for withdrawals */
  method: z.string(),
  /** the player's bank account: paid from (deposit, optional) or paid to (withdrawal) */
  bank_account: bankAccountSchema.nullable(),
  payment_reference: z.string(),
  receipt_reference: z.string(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  /** the operator's reason for a rejection, or the player's for a cancel */
  decision_reason: z.string(),
});
export type CashierRequest = z.infer<typeof cashierRequestSchema>;

/**
 * A bank transfer names the player's own bank account it is paid from; an e-wallet payment names
 * its reference (the e-wallet's transaction or account number).
 */
export const depositRequest = playerBody
  .extend({
    amount: positiveAmount,
    method: z.enum(DEPOSIT_METHODS, 'invalidMethod'),
    bank_account_id: z.number().int().positive().optional(),
    payment_reference: freeText().max(100, 'tooLong').optional().default(''),
    receipt_reference: freeText().max(100, 'tooLong').optional().default(''),
    idempotency_key: idempotencyKey,
  })
  .refine((body) => body.method !== 'bank_transfer' || body.bank_account_id !== undefined, {
    error: 'required',
    path: ['bank_account_id'],
  })
  .refine((body) => body.method !== 'e_wallet' || body.payment_reference !== '', {
    error: 'required',
    path: ['payment_reference'],
  });
export const depositResponse = ok({ value: cashierRequestSchema });

/** The amount leaves the balance at once (held), so it cannot be spent or withdrawn twice. */
/**
 * While a deposit bonus has wagering open the withdrawal is refused (bonusWageringOpen) unless
 * forfeit_bonus is true: the player confirmed, the bonus is taken back and the withdrawal made.
 */
export const withdrawalRequest = playerBody.extend({
  amount: positiveAmount,
  bank_account_id: z.number().int().positive(),
  idempotency_key: idempotencyKey,
  forfeit_bonus: z.boolean().optional().default(false),
});
export const withdrawalResponse = ok({ value: cashierRequestSchema, balance: amount });

export const cancelRequestRequest = playerBody.extend({
  request_id: z.number().int().positive(),
  reason: freeText({ multiline: true }).max(200, 'tooLong').optional().default(''),
});
export const cancelRequestResponse = ok({ value: cashierRequestSchema, balance: amount });

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'bonus', 'adjustment'] as const;

/**
 * One line of the transaction history: a deposit or withdrawal request (any status), or a
 * bonus or adjustment booked on the balance (always approved).
 */
export const transactionSchema = z.object({
  type: z.enum(TRANSACTION_TYPES),
  /** set for deposits and withdrawals made by request */
  request_id: z.number().int().nullable(),
  status: z.enum(CASHIER_STATUSES),
  /** signed: money out is negative */
  amount,
  /** a deposit's method, a withdrawal's bank and masked account, or the ledger kind of a booking */
  detail: z.string(),
  /** a rejected request's reason from the operator, a cancelled one's from the player; else empty */
  reason: z.string(),
  created_at: isoDateTime,
});

/** Dates are days in the site's timezone (YYYY-MM-DD), both inclusive, at most 93 days apart. */
export const transactionHistoryRequest = playerBody.extend({
  start_date: isoDate,
  end_date: isoDate,
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(CASHIER_STATUSES).optional(),
  ...pageRequest,
});
export const transactionHistoryResponse = ok({
  value: z.array(transactionSchema),
  ...pageResponse,
  /** pending requests of any date, so they are always visible */
  pending: z.array(cashierRequestSchema),
});

export const statementEntrySchema = z.object({
  entry_id: z.number().int(),
  /** one of LEDGER_KINDS; a string, so that a page open while a newer server adds a kind still shows it */
  kind: z.string(),
  amount,
  /** the running balance right after this movement */
  balance: amount,
  /**
   * what the movement belongs to, for the server: "cashier:<request id>", "promotion:<id>",
   * "mission:<id>", "inbox:<id>", "mini_game_play:<id>", a game round…; never shown as it is
   */
  reference: z.string(),
  /**
   * the promotion's or mission's title in the language asked for (English when it has none); a bet's,
   * win's or refund's game name; else empty
   */
  title: z.string(),
  created_at: isoDateTime,
});

/** Every ledger movement in the range, newest first; dates as in transaction_history. */
export const statementRequest = playerBody.extend({
  start_date: isoDate,
  end_date: isoDate,
  language: z.enum(LANGUAGES, 'invalidLanguage').optional().default('EN'),
  ...pageRequest,
});
export const statementResponse = ok({
  value: z.array(statementEntrySchema),
  ...pageResponse,
  /** the balance before the first movement of the range, and after the last */
  opening_balance: amount,
  closing_balance: amount,
});

export const walletLimitsRequest = playerBody.extend({
  language: z.enum(LANGUAGES, 'invalidLanguage').optional().default('EN'),
});
export const walletLimitsResponse = ok({
  currency: z.string(),
  /** per request, deposits and withdrawals alike */
  min_amount: amount,
  max_amount: amount,
  max_bank_accounts: z.number().int(),
  /** the whole balance: pending withdrawals have already left it */
  balance: amount,
  /**
   * what a withdrawal may take now: the balance less what a bonus whose wagering is open holds
   * (bonus_lock.locked), which the bonus takes back when the player forfeits it to withdraw
   */
  withdrawable: amount,
  /** the bonus holding part of the balance, null when none is open */
  bonus_lock: z
    .object({
      promotion_id: z.number().int(),
      /** in the language asked for, English when it has none */
      title: z.string(),
      /** the bonus and what bets placed with it won, as far as the balance holds it */
      locked: amount,
      wagering_required: amount,
      wagering_done: amount,
      expires_at: isoDateTime.nullable(),
    })
    .nullable(),
  pending_withdrawals: amount,
  /** what the player's deposit limits still allow now, null when no limit is set */
  deposit_allowance: amount.nullable(),
});

export const accountSummaryRequest = playerBody;
export const accountSummaryResponse = ok({
  balance: amount,
  total_deposits: amount,
  /** withdrawals taken from the balance (paid or pending), less those returned */
  total_withdrawals: amount,
  /** total_deposits − total_withdrawals */
  net_deposits: amount,
  pending_withdrawals: amount,
  /** the login before this session's, null at the first login */
  previous_login_at: isoDateTime.nullable(),
});

/** The cashier calls: bank accounts, deposits, withdrawals, history, statement and limits. */
/** Where the player pays a deposit: the operator's receiving accounts (the back office keeps them). */
/**
 * The reference a player quotes on a payment so the cashier can match it to them: "S<site id>-<account
 * id>" in capitals, underscores written as hyphens (banks' payment notes often drop an underscore).
 * It never changes for a player, names them on every site of an installation (account ids are unique
 * per site) and the cashier reads the account id straight from it, without a lookup.
 */
export function depositReference(siteId: number, accountId: string): string {
  return `S${siteId}-${accountId.toUpperCase().replaceAll('_', '-')}`;
}

export const playerReceivingAccountSchema = z.object({
  receiving_account_id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  /** per deposit, in the site currency; null: the site's own limits only */
  min_amount: amount.nullable(),
  max_amount: amount.nullable(),
  qr_image_url: z.string().nullable(),
});
export type PlayerReceivingAccount = z.infer<typeof playerReceivingAccountSchema>;

export const receivingAccountsRequest = playerBody.extend({ method: z.enum(DEPOSIT_METHODS, 'invalidMethod') });
export const receivingAccountsResponse = ok({
  /** the site's enabled accounts for the method, in the operator's order; empty: none set up */
  value: z.array(playerReceivingAccountSchema),
  /** what the player writes in the payment's note or reference field (depositReference) */
  reference: z.string(),
});

export const walletCalls = {
  bankAccountList: {
    path: '/api/wallet/bank_account_list',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The player bank accounts, numbers masked',
    tag: 'wallet',
    request: bankAccountListRequest,
    response: bankAccountListResponse,
    failures: [],
  },
  bankAccountAdd: {
    path: '/api/wallet/bank_account_add',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Add a bank account (up to the site limit); answers the new list',
    tag: 'wallet',
    request: bankAccountAddRequest,
    response: bankAccountAddResponse,
    failures: ['bankAccountExists', 'bankAccountLimit'],
  },
  bankAccountRemove: {
    path: '/api/wallet/bank_account_remove',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Remove a bank account without a pending withdrawal; answers the new list',
    tag: 'wallet',
    request: bankAccountRemoveRequest,
    response: bankAccountRemoveResponse,
    failures: ['bankAccountNotFound', 'bankAccountInUse'],
  },
  deposit: {
    path: '/api/wallet/deposit',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Request a deposit; the operator approves it once the payment arrives',
    tag: 'wallet',
    request: depositRequest,
    response: depositResponse,
    failures: ['amountBelowMinimum', 'amountAboveMaximum', 'depositLimitExceeded', 'bankAccountNotFound'],
  },
  withdrawal: {
    path: '/api/wallet/withdrawal',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Request a withdrawal to one of the player bank accounts; the amount leaves the balance at once',
    tag: 'wallet',
    request: withdrawalRequest,
    response: withdrawalResponse,
    failures: ['amountBelowMinimum', 'amountAboveMaximum', 'insufficientBalance', 'bankAccountNotFound', 'bonusWageringOpen'],
  },
  cancelRequest: {
    path: '/api/wallet/cancel_request',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Cancel a pending deposit or withdrawal; a withdrawal returns to the balance',
    tag: 'wallet',
    request: cancelRequestRequest,
    response: cancelRequestResponse,
    failures: ['requestNotFound', 'requestNotPending'],
  },
  transactionHistory: {
    path: '/api/wallet/transaction_history',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Deposits, withdrawals, bonuses and adjustments in a date range, by type and status',
    tag: 'wallet',
    request: transactionHistoryRequest,
    response: transactionHistoryResponse,
    failures: ['invalidDateRange'],
  },
  statement: {
    path: '/api/wallet/statement',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Every ledger movement in a date range with the running balance',
    tag: 'wallet',
    request: statementRequest,
    response: statementResponse,
    failures: ['invalidDateRange'],
  },
  walletLimits: {
    path: '/api/wallet/limits',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Per-request minimum and maximum, bank account limit, withdrawable balance and deposit allowance',
    tag: 'wallet',
    request: walletLimitsRequest,
    response: walletLimitsResponse,
    failures: [],
  },
  accountSummary: {
    path: '/api/wallet/account_summary',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Balance, net deposits and the previous login time',
    tag: 'wallet',
    request: accountSummaryRequest,
    response: accountSummaryResponse,
    failures: [],
  },
  receivingAccounts: {
    path: '/api/wallet/receiving_accounts',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Where to pay a deposit by a method: the enabled receiving accounts in order, and the reference to quote',
    tag: 'wallet',
    request: receivingAccountsRequest,
    response: receivingAccountsResponse,
    failures: [],
  },
} as const satisfies Record<string, SiteCallDefinition>;
