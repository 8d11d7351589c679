import type { TFunction } from 'i18next';
import type { ApiFailure } from '@/shared/api/client';
import { formatDateTime } from '@/shared/lib/dates';

/** Login answers about the player's own protection choices: the form says until when, not a generic dialog. */
export const LOGIN_REFUSALS = ['selfExcluded', 'timedOut'] as const;

/**
 * The message of a refused login: a time-out or self-exclusion with its end in the site's date
 * format, or a self-exclusion for good (no `until`).
 */
export function loginRefusalText(failure: ApiFailure, t: TFunction<['ui', 'errors']>): string {
  const until = failure.until ? formatDateTime(failure.until) : null;
  if (failure.message === 'timedOut') return until ? t('auth.login.timedOutUntil', { until }) : t('errors:timedOut');
  return until ? t('auth.login.selfExcludedUntil', { until }) : t('auth.login.selfExcludedForGood');
}
