import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { FailureAlert } from './failure-alert';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text ml="sm" c="dimmed">
        {t('common.loading')}
      </Text>
    </Center>
  );
}

/**
 * The one loading, failure and empty view of a query: the children get the data once it is there
 * (and not empty, when `isEmpty` is given).
 */
export function QueryState<Data>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<Data>;
  isEmpty?: (data: Data) => boolean;
  emptyText?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    const failure = failureOf(query.error);
    return <FailureAlert failure={failure} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" py="md">
        {emptyText}
      </Text>
    );
  }
  return children(query.data);
}
