import { type DEPOSIT_METHODS, depositRequest, fields } from '@wl/contract';
import type { FormCheck } from '@/shared/forms/contract-form';
import type { FieldErrors } from '@/shared/forms/form-outcome';
import { playerAuth } from '@/shared/session/user-store';
import { DEPOSIT_FIELDS, type DepositField, type DepositInput } from '../api/request-deposit';
import type { WithdrawalField, WithdrawalInput } from '../api/request-withdrawal';
import { type AmountRules, checkAmount } from './amount';

export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** The deposit form as typed. */
export type DepositFormValues = {
  amount: string;
  method: DepositMethod;
  /** '' until one is chosen */
  bank_account_id: string;
  payment_reference: string;
  receipt_reference: string;
};

/**
 * A deposit as the server takes it, checked with the contract's rules and the player's own terms:
 * the site's range and what their deposit limits still allow. A bank transfer names the account it
 * is paid from, an e-wallet payment its reference.
 */
export function checkDeposit(
  values: DepositFormValues,
  rules: AmountRules & { allowance: number | null },
  idempotencyKey: string,
): FormCheck<DepositFormValues, DepositInput> {
  const amount = checkAmount(values.amount, rules);
  const input: DepositInput = {
    amount: amount.ok ? amount.amount : Number.NaN,
    method: values.method,
    ...(values.method === 'bank_transfer'
      ? { bank_account_id: values.bank_account_id ? Number(values.bank_account_id) : undefined }
      : { payment_reference: values.payment_reference.trim() }),
    receipt_reference: values.receipt_reference.trim(),
    idempotency_key: idempotencyKey,
  };
  const errors: FieldErrors<DepositField> = {};
  if (!amount.ok) errors.amount = amount.error;
  else if (rules.allowance !== null && amount.amount > rules.allowance) errors.amount = 'depositLimitExceeded';
  // The contract's own rules judge the rest, on the whole body the server will read. zod skips a
  // schema's refinements (the account a bank transfer is paid from) while a field fails, so an
  // amount judged wrong above stands in as a valid one: every missing field is then named at once.
  const parsed = depositRequest.safeParse({ ...playerAuth(), ...input, amount: amount.ok ? amount.amount : 1 });
  for (const { field, key } of parsed.success ? [] : fields.fieldErrors(parsed.error)) {
    const formField = DEPOSIT_FIELDS.find((name) => name === field);
    if (formField && formField !== 'amount') errors[formField] ??= key;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: input };
}

/** The withdrawal form as typed. */
export type WithdrawalFormValues = {
  amount: string;
  bank_account_id: string;
};

/** A withdrawal: within the site's range and the withdrawable balance, to a chosen account. */
export function checkWithdrawal(
  values: WithdrawalFormValues,
  rules: AmountRules,
  idempotencyKey: string,
): FormCheck<WithdrawalFormValues, WithdrawalInput> {
  const amount = checkAmount(values.amount, rules);
  const errors: FieldErrors<WithdrawalField> = {};
  if (!amount.ok) errors.amount = amount.error;
  if (!values.bank_account_id) errors.bank_account_id = 'required';
  if (!amount.ok || !values.bank_account_id) return { ok: false, errors };
  return {
    ok: true,
    data: { amount: amount.amount, bank_account_id: Number(values.bank_account_id), idempotency_key: idempotencyKey },
  };
}
