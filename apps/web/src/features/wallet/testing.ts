import type { BankAccount, CallResponse, CashierRequest, PlayerReceivingAccount } from '@wl/contract/lite';

/** Test fixtures of the wallet: the player's terms, bank accounts and requests, as the server answers them. */
export const LIMITS: CallResponse<'walletLimits'> = {
  statusCode: 1,
  currency: 'PHP',
  min_amount: 500,
  max_amount: 2_500_000,
  max_bank_accounts: 3,
  balance: 1250.5,
  withdrawable: 1250.5,
  bonus_lock: null,
  pending_withdrawals: 0,
  deposit_allowance: null,
};

export const BDO: BankAccount = {
  bank_account_id: 7,
  bank_name: 'BDO',
  holder_name: 'Juan Dela Cruz',
  account_number: '******6789',
  created_at: '2026-03-01T10:30:00.000Z',
};

export const GCASH_BANK: BankAccount = {
  bank_account_id: 8,
  bank_name: 'Metrobank',
  holder_name: 'Juan Dela Cruz',
  account_number: '******4321',
  created_at: '2026-03-02T10:30:00.000Z',
};

export function bankAccounts(value: BankAccount[] = [BDO], max = 3): CallResponse<'bankAccountList'> {
  return { statusCode: 1, value, max_accounts: max };
}

export function cashierRequest(overrides: Partial<CashierRequest> = {}): CashierRequest {
  return {
    request_id: 41,
    kind: 'deposit',
    status: 'pending',
    amount: 1000,
    method: 'bank_transfer',
    bank_account: BDO,
    payment_reference: '',
    receipt_reference: '',
    created_at: '2026-03-05T09:15:00.000Z',
    decided_at: null,
    decision_reason: '',
    ...overrides,
  };
}

/** A transaction history page with `pending` beside it. */
export function history(
  value: CallResponse<'transactionHistory'>['value'] = [],
  pending: CashierRequest[] = [],
  total = value.length,
): CallResponse<'transactionHistory'> {
  return { statusCode: 1, value, total, page: 1, page_size: 10, pending };
}

/** Where the site takes deposits: a bank account and an e-wallet with a QR code. */
export const BDO_PAYEE: PlayerReceivingAccount = {
  receiving_account_id: 4,
  bank_name: 'BDO Unibank',
  account_name: 'Lucky Piso Payments',
  account_number: '0048 2210 9937',
  min_amount: null,
  max_amount: null,
  qr_image_url: null,
};

export const GCASH_PAYEE: PlayerReceivingAccount = {
  receiving_account_id: 5,
  bank_name: 'GCash',
  account_name: 'Lucky Piso Payments',
  account_number: '0917 555 0142',
  min_amount: null,
  max_amount: 50_000,
  qr_image_url: '/api/receiving-accounts/5/qr?v=1767225600000',
};

export function receivingAccounts(value: PlayerReceivingAccount[], reference = 'S3-JUAN88'): CallResponse<'receivingAccounts'> {
  return { statusCode: 1, value, reference };
}
