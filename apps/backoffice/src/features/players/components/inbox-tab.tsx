import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount, useFormatCount } from '@/shared/i18n/format-number';
import { dataColumns } from '@/shared/ui/data-table';
import { Nowrap } from './nowrap';
import { type RecordOf, RecordsTable } from './records-table';

const column = dataColumns<RecordOf<'playerInbox'>>();

/** The messages in the player's inbox, read or not, with any reward and whether it was claimed. */
export function InboxTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatAmount = useFormatAmount();
  const formatCount = useFormatCount();
  const columns = (currency: string) => [
    column.accessor('created_at', {
      header: t('players.when'),
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('title', {
      header: t('players.inbox.message'),
      cell: ({ row }) => (
        <Stack gap={0} maw={420}>
          <Text size="sm" fw={row.original.read ? undefined : 600}>
            {row.original.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {row.original.body}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'reward',
      header: t('players.inbox.reward'),
      meta: { align: 'end' },
      cell: ({ row }) => {
        const item = row.original;
        if (item.reward_type === 'none') return '—';
        const amount =
          item.reward_type === 'cash'
            ? formatAmount(item.reward_amount, currency)
            : t('players.inbox.tokens', { tokens: formatCount(item.reward_amount) });
        return <Nowrap>{item.claimed ? t('players.inbox.claimed', { amount }) : amount}</Nowrap>;
      },
    }),
    column.accessor('read', {
      header: t('players.inbox.read'),
      cell: ({ getValue }) => (getValue() ? t('players.yes') : t('players.no')),
    }),
  ];
  return (
    <RecordsTable
      name="playerInbox"
      playerId={playerId}
      caption={t('players.inbox.caption')}
      emptyText={t('players.inbox.empty')}
      getRowId={(item) => String(item.inbox_id)}
      columns={columns}
    />
  );
}
