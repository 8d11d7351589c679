import { z } from 'zod';
import { ok } from '../envelope.js';
import { freeText, serialId } from '../fields.js';
import { amount, isoDateTime } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { optionalReason, reason } from './operator-fields.js';
import { DEPOSIT_METHODS } from './wallet.js';

/**
 * Receiving accounts: where players pay a deposit, per site and deposit method (a bank account, or
 * an e-wallet such as GCash), in the operator's order, each with optional limits and a QR image.
 * Bank names come from a per-country list the operator can extend. The back office manages them;
 * the player's deposit page shows the enabled ones of the chosen method and the reference to quote.
 */

const method = z.enum(DEPOSIT_METHODS, 'invalidMethod');

/** At most this many accounts per site and method: a deposit page lists them all. */
export const RECEIVING_ACCOUNTS_MAX = 20;
export const RECEIVING_ACCOUNT_NAME_MAX = 80;
export const RECEIVING_ACCOUNT_NUMBER_MAX = 40;
export const BANK_NAME_LENGTH = { min: 2, max: 60 } as const;

/** The QR image's types; the server checks the bytes' magic number against the declared one. */
export const QR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type QrImageType = (typeof QR_IMAGE_TYPES)[number];
/** The largest QR image, decoded. */
export const QR_IMAGE_MAX_BYTES = 512 * 1024;
const DATA_URL_PREFIX_MAX = 'data:image/jpeg;base64,'.length;
/** The longest data URL of an image of QR_IMAGE_MAX_BYTES: base64 writes 4 characters per 3 bytes. */
export const QR_IMAGE_DATA_URL_MAX = DATA_URL_PREFIX_MAX + 4 * Math.ceil(QR_IMAGE_MAX_BYTES / 3);
export const QR_IMAGE_DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** A QR image as a base64 data URL of a PNG, JPEG or WebP. */
export const qrImageDataUrl = z
  .string()
  .max(QR_IMAGE_DATA_URL_MAX, 'imageTooLarge')
  .regex(QR_IMAGE_DATA_URL, 'imageNotSupported');

/** Limits per deposit into the account, decimal major units of the site currency; null: none. */
const accountLimit = z.number().positive('amountNotPositive').max(1_000_000_000_000, 'amountTooLarge').nullable();

/** The path of a receiving account's QR image, versioned by its last change so it can be cached for good. */
export function qrImagePath(receivingAccountId: number, updatedAt: Date): string {
  return `/api/receiving-accounts/${receivingAccountId}/qr?v=${updatedAt.getTime()}`;
}

/**
 * The back office's route of a QR image: for staff who may read the account's site (a session
 * cookie or an API key), whether the account is on or off. The players' route serves only the
 * images of accounts that are on.
 */
export const STAFF_QR_IMAGE_ROUTE = '/api/backoffice/receiving_accounts/:id/qr';

/** The path of a receiving account's QR image on the back office's route, versioned as qrImagePath's. */
export function staffQrImagePath(receivingAccountId: number, updatedAt: Date): string {
  return `${STAFF_QR_IMAGE_ROUTE.replace(':id', String(receivingAccountId))}?v=${updatedAt.getTime()}`;
}

export const receivingAccountSchema = z.object({
  receiving_account_id: z.number().int(),
  site_id: z.number().int(),
  method,
  /** the bank, or the e-wallet (GCash, Maya) */
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  min_amount: amount.nullable(),
  max_amount: amount.nullable(),
  /** its place in the list of its site and method, from 0 */
  position: z.number().int(),
  enabled: z.boolean(),
  has_qr: z.boolean(),
  /**
   * the QR image's address on the back office's route (staffQrImagePath), which shows it to staff
   * whether the account is on or off; players load theirs from the public one, only while it is on
   */
  qr_image_url: z.string().nullable(),
  updated_at: isoDateTime,
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const receivingAccountsListRequest = z.object({
  site_id: serialId,
  /** omitted: both methods, bank transfers first */
  method: method.optional(),
});
export const receivingAccountsListResponse = ok({
  value: z.array(receivingAccountSchema),
  /** the site currency the limits are in */
  currency: z.string(),
});

/**
 * Creates an account (no receiving_account_id; it goes last in its method's list) or replaces one's
 * fields. qr_image: a data URL sets the image, null removes it, omitted keeps it. The bank name is
 * one of the site country's list for the method (see bankNamesList).
 */
export const receivingAccountsSaveRequest = z
  .object({
    site_id: serialId,
    receiving_account_id: serialId.optional(),
    method,
    bank_name: freeText().min(BANK_NAME_LENGTH.min, 'tooShort').max(BANK_NAME_LENGTH.max, 'tooLong'),
    account_name: freeText().min(2, 'tooShort').max(RECEIVING_ACCOUNT_NAME_MAX, 'tooLong'),
    account_number: freeText()
      .min(4, 'tooShort')
      .max(RECEIVING_ACCOUNT_NUMBER_MAX, 'tooLong')
      // a bank account or IBAN, a mobile number, or an e-wallet's e-mail address or handle
      .regex(/^[A-Za-z0-9][A-Za-z0-9 .@_+-]*$/, 'accountNumberChars'),
    min_amount: accountLimit.default(null),
    max_amount: accountLimit.default(null),
    enabled: z.boolean().default(true),
    qr_image: qrImageDataUrl.nullable().optional(),
    reason: optionalReason,
  })
  .refine((body) => body.min_amount === null || body.max_amount === null || body.max_amount >= body.min_amount, {
    error: 'maxBelowMin',
    path: ['max_amount'],
  });
export const receivingAccountsSaveResponse = ok({ value: receivingAccountSchema });

/** Every account of the site and method, each once, in the new order. */
export const receivingAccountsReorderRequest = z.object({
  site_id: serialId,
  method,
  receiving_account_ids: z.array(serialId).min(1, 'required').max(RECEIVING_ACCOUNTS_MAX, 'tooLong'),
  reason: optionalReason,
});
export const receivingAccountsReorderResponse = ok({ value: z.array(receivingAccountSchema) });

export const receivingAccountsDeleteRequest = z.object({ receiving_account_id: serialId, reason });
export const receivingAccountsDeleteResponse = ok({});

export const bankNameSchema = z.object({
  bank_name_id: z.number().int(),
  name: z.string(),
  /** added by the site's operator, not from the shared list */
  own: z.boolean(),
});
export const bankNamesListRequest = z.object({ site_id: serialId, method });
export const bankNamesListResponse = ok({
  value: z.array(bankNameSchema),
  /** the site's country, whose list this is */
  country: z.string(),
});

/** Adds a name to the list of the site's country and method, for the site's operator only. */
export const bankNamesAddRequest = z.object({
  site_id: serialId,
  method,
  name: freeText().min(BANK_NAME_LENGTH.min, 'tooShort').max(BANK_NAME_LENGTH.max, 'tooLong'),
  reason: optionalReason,
});
export const bankNamesAddResponse = ok({ value: bankNameSchema });

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

/** The back office's calls for receiving accounts and bank names. */
export const receivingAccountCalls = {
  receivingAccountsList: {
    ...backoffice,
    path: '/api/backoffice/receiving_accounts/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's receiving accounts per method, in order, with limits, status and whether each has a QR image",
    request: receivingAccountsListRequest,
    response: receivingAccountsListResponse,
    failures: ['siteNotFound'],
  },
  receivingAccountsSave: {
    ...backoffice,
    path: '/api/backoffice/receiving_accounts/save',
    permission: 'accounts.manage',
    audited: true,
    summary: 'Create a receiving account or change one: bank name, account, limits, status, QR image',
    request: receivingAccountsSaveRequest,
    response: receivingAccountsSaveResponse,
    failures: ['siteNotFound', 'receivingAccountNotFound', 'receivingAccountLimit'],
  },
  receivingAccountsReorder: {
    ...backoffice,
    path: '/api/backoffice/receiving_accounts/reorder',
    permission: 'accounts.manage',
    audited: true,
    summary: "Put a site's receiving accounts of one method in a new order",
    request: receivingAccountsReorderRequest,
    response: receivingAccountsReorderResponse,
    failures: ['siteNotFound'],
  },
  receivingAccountsDelete: {
    ...backoffice,
    path: '/api/backoffice/receiving_accounts/delete',
    permission: 'accounts.manage',
    audited: true,
    summary: 'Delete a receiving account',
    request: receivingAccountsDeleteRequest,
    response: receivingAccountsDeleteResponse,
    failures: ['receivingAccountNotFound'],
  },
  bankNamesList: {
    ...backoffice,
    path: '/api/backoffice/bank_names/list',
    permission: 'sites.read',
    audited: false,
    summary: "The banks or e-wallets of a site's country: the shared list and the operator's own",
    request: bankNamesListRequest,
    response: bankNamesListResponse,
    failures: ['siteNotFound'],
  },
  bankNamesAdd: {
    ...backoffice,
    path: '/api/backoffice/bank_names/add',
    permission: 'accounts.manage',
    audited: true,
    summary: "Add a bank or e-wallet to the operator's own list for a site's country",
    request: bankNamesAddRequest,
    response: bankNamesAddResponse,
    failures: ['siteNotFound', 'bankNameExists'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
