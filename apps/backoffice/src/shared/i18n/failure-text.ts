import type { Failure } from '@wl/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from './format';
import { isFailureKey } from './index';

/**
 * The text of a failure in the member's language: its message key's, with the time a lock ends
 * or the wait a rate limit asks for when the answer says so. The same function until the language
 * changes, so that an effect or a memo may depend on it.
 */
export function useFailureText(): (failure: Failure) => string {
  const { t } = useTranslation(['ui', 'errors', 'validation']);
  const formatDateTime = useFormatDateTime();
  return useCallback(
    (failure) => {
      if (failure.message === 'staffLocked' && failure.until)
        return t('failure.lockedUntil', { time: formatDateTime(failure.until) });
      if (failure.message === 'tooManyRequests' && failure.retry_after) {
        return t('failure.retryAfter', { seconds: failure.retry_after });
      }
      return isFailureKey(failure.message) ? t(`errors:${failure.message}`) : t('errors:unknownError');
    },
    [t, formatDateTime],
  );
}
