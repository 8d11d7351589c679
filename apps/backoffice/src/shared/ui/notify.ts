import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useFailureText } from '@/shared/i18n/failure-text';

/** The back office's toasts: what a change did, said one way on every screen. */
export interface Notify {
  /** the change went through */
  done(message: string): void;
  /** it went through, but not all of it or not quite as asked */
  warn(message: string): void;
  /** a call failed: its failure in words, as a screen's failure alert says it */
  failed(error: unknown): void;
}

/**
 * Toasts whose close button is named in the member's language (Mantine's has no name of its own),
 * coloured by outcome.
 */
export function useNotify(): Notify {
  const { t } = useTranslation('ui');
  const failureText = useFailureText();
  return useMemo(() => {
    const show = (message: string, color: string) =>
      notifications.show({ message, color, closeButtonProps: { 'aria-label': t('common.close') } });
    return {
      done: (message) => show(message, 'green'),
      warn: (message) => show(message, 'yellow'),
      failed: (error) => show(failureText(failureOf(error)), 'red'),
    };
  }, [t, failureText]);
}
