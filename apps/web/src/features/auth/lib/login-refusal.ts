import type { TFunction } from 'i18next';
import type { ApiFailure } from '@/shared/api/client';
import { formatDateTime } from '@/shared/lib/dates';

/**
 * Login answers the form handles itself, not a generic dialog: the player's own protection choices
 * (it says until when) and an account never verified (it offers the code step).
 */
export const LOGIN_REFUSALS = ['selfExcluded', 'timedOut', 'accountNotVerified'] as const;

/** Login answers about the account the player named, shown on the account id field (decision 0167). */
export const ACCOUNT_REFUSALS = ['accountBlocked', 'accountClosed'] as const;

/** Where a password login's answers show: a wrong account id or password on the password, the account's state on the account id. */
export const LOGIN_FAILURES_INLINE = {
  invalidCredentials: 'password',
  accountBlocked: 'account_id',
  accountClosed: 'account_id',
} as const;

/** The protection refusals, which the form says in its notice (the others move the form on). */
export function isProtectionRefusal(failure: ApiFailure): boolean {
  return failure.message === 'selfExcluded' || failure.message === 'timedOut';
}

/**
 * The message of a refused login: a time-out or self-exclusion with its end in the site's date
 * format, or a self-exclusion for good (no `until`).
 */
export function loginRefusalText(failure: ApiFailure, t: TFunction<['ui', 'errors']>): string {
  const until = failure.until ? formatDateTime(failure.until) : null;
  if (failure.message === 'timedOut') return until ? t('auth.login.timedOutUntil', { until }) : t('errors:timedOut');
  return until ? t('auth.login.selfExcludedUntil', { until }) : t('auth.login.selfExcludedForGood');
}
