import { Alert, Button, Group } from '@mantine/core';
import type { Failure } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@/shared/i18n/failure-text';

/** A failure in words, announced to screen readers, with a retry when the caller can try again. */
export function FailureAlert({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <span>{failureText(failure)}</span>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
