import { Badge, Stack, Text } from '@mantine/core';
import { BET_STATUSES } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { dataColumns } from '@/shared/ui/data-table';
import { Nowrap } from './nowrap';
import { type RecordOf, RecordsTable } from './records-table';

const column = dataColumns<RecordOf<'playerBets'>>();

/** The player's bets with their stake, payout and round. */
export function BetsTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatAmount = useFormatAmount();
  const columns = (currency: string) => [
    column.accessor('created_at', {
      header: t('players.when'),
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('game_name', {
      header: t('players.bets.game'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.game_name}</Text>
          <Text size="xs" c="dimmed">
            {row.original.provider_code} · {row.original.game_type} · {row.original.round_id}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('stake', {
      header: t('players.bets.stake'),
      meta: { align: 'end' },
      cell: ({ getValue }) => <Nowrap>{formatAmount(getValue(), currency)}</Nowrap>,
    }),
    column.accessor('payout', {
      header: t('players.bets.payout'),
      meta: { align: 'end' },
      cell: ({ getValue }) => <Nowrap>{formatAmount(getValue(), currency)}</Nowrap>,
    }),
    column.accessor('status', {
      header: t('players.status'),
      meta: {
        filter: {
          kind: 'select',
          options: BET_STATUSES.map((status) => ({ value: status, label: t(`players.betStatuses.${status}`) })),
        },
      },
      cell: ({ getValue }) => (
        <Badge variant="light" color={getValue() === 'open' ? 'blue' : 'gray'} miw="fit-content">
          {t(`players.betStatuses.${getValue()}`)}
        </Badge>
      ),
    }),
  ];
  return (
    <RecordsTable
      name="playerBets"
      playerId={playerId}
      caption={t('players.bets.caption')}
      emptyText={t('players.bets.empty')}
      getRowId={(bet) => String(bet.bet_id)}
      columns={columns}
    />
  );
}
