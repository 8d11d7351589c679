import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatCount } from '@/shared/i18n/format-number';
import { useMayCall } from '@/shared/session/may-call';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { useNotify } from '@/shared/ui/notify';
import { type Broadcast, useBroadcasts } from '../api/list-broadcasts';
import { BroadcastForm, useRewardText } from './broadcast-form';
import type { Site } from './content-page';

const column = dataColumns<Broadcast>();

/** Who a broadcast went to, in words: "VIP 2, 3 · signed in within 7 days · depositors". */
function useSegmentText() {
  const { t } = useTranslation('content');
  return (segment: Broadcast['segment']) => {
    const parts = [
      segment.vip_levels.length > 0 ? t('broadcasts.segmentVip', { levels: segment.vip_levels.join(', ') }) : null,
      segment.active_within_days !== null ? t('broadcasts.segmentActive', { days: segment.active_within_days }) : null,
      segment.depositors_only ? t('broadcasts.segmentDepositors') : null,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('broadcasts.everyone');
  };
}

/** The site's broadcasts, and a new one to a segment, for a member who may send them. */
export function BroadcastsTab({ site }: { site: Site }) {
  const { t } = useTranslation('content');
  const notify = useNotify();
  const mayCall = useMayCall();
  const onPhone = useMediaQuery('(max-width: 48em)');
  const formatDateTime = useFormatDateTime();
  const formatCount = useFormatCount();
  const segmentText = useSegmentText();
  const rewardText = useRewardText();
  const broadcasts = useBroadcasts(site.id);
  const [writing, setWriting] = useState(false);
  const currency = broadcasts.data?.currency ?? site.currency;

  const columns = [
    column.accessor('created_at', {
      header: t('broadcasts.sentColumn'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(row.original.created_at)}</Text>
          <Text size="xs" c="dimmed">
            {row.original.created_by}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('en_title', {
      header: t('broadcasts.titleColumn'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.original.en_title}
          </Text>
          {row.original.local_title && (
            <Text size="xs" c="dimmed">
              {row.original.local_title}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'segment',
      header: t('broadcasts.segmentColumn'),
      cell: ({ row }) => <Text size="sm">{segmentText(row.original.segment)}</Text>,
    }),
    column.display({
      id: 'reward',
      header: t('broadcasts.rewardColumn'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{rewardText(row.original.reward_cash, row.original.reward_tokens, currency)}</Text>
          {row.original.expires_at && (
            <Text size="xs" c="dimmed">
              {t('broadcasts.expires', { date: formatDateTime(row.original.expires_at) })}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('recipients', {
      header: t('broadcasts.recipientsColumn'),
      meta: { align: 'end' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
    column.accessor('claims', {
      header: t('broadcasts.claimsColumn'),
      meta: { align: 'end' },
      cell: ({ row }) =>
        row.original.reward_cash > 0 || row.original.reward_tokens > 0 ? formatCount(row.original.claims) : '—',
    }),
  ];

  return (
    <Stack gap="md">
      {mayCall('broadcastsSend') && (
        <Group justify="flex-end">
          <Button onClick={() => setWriting(true)}>{t('broadcasts.new')}</Button>
        </Group>
      )}
      <DataTable
        caption={t('broadcasts.caption')}
        columns={columns}
        rows={broadcasts.data?.value}
        getRowId={(broadcast) => String(broadcast.broadcast_id)}
        emptyText={t('broadcasts.empty')}
        refreshing={broadcasts.isFetching}
        failure={broadcasts.isError ? failureOf(broadcasts.error) : undefined}
        onRetry={() => void broadcasts.refetch()}
      />
      <Modal
        opened={writing}
        onClose={() => setWriting(false)}
        size="64rem"
        fullScreen={onPhone}
        title={t('broadcasts.new')}
        closeButtonProps={{ 'aria-label': t('editor.cancel') }}
      >
        {writing && (
          <BroadcastForm
            site={site}
            currency={currency}
            onCancel={() => setWriting(false)}
            onSent={(broadcast) => {
              setWriting(false);
              notify.done(
                t('broadcasts.sentToast', { count: broadcast.recipients, formatted: formatCount(broadcast.recipients) }),
              );
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
