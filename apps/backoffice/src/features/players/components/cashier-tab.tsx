import { Badge, type MantineColor, Stack, Text } from '@mantine/core';
import { CASHIER_KINDS, CASHIER_STATUSES, type CashierStatus } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { dataColumns } from '@/shared/ui/data-table';
import { Nowrap } from './nowrap';
import { type RecordOf, RecordsTable } from './records-table';

const column = dataColumns<RecordOf<'playerCashier'>>();
const STATUS_COLOURS: Record<CashierStatus, MantineColor> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** The player's deposit and withdrawal requests, with who decided them and why. */
export function CashierTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatAmount = useFormatAmount();
  const columns = (currency: string) => [
    column.accessor('created_at', {
      header: t('players.when'),
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('kind', {
      header: t('players.cashier.kind'),
      meta: {
        filter: {
          kind: 'select',
          options: CASHIER_KINDS.map((kind) => ({ value: kind, label: t(`players.cashierKinds.${kind}`) })),
        },
      },
      cell: ({ getValue }) => t(`players.cashierKinds.${getValue()}`),
    }),
    column.accessor('amount', {
      header: t('players.cashier.amount'),
      meta: { align: 'end' },
      cell: ({ getValue }) => <Nowrap>{formatAmount(getValue(), currency)}</Nowrap>,
    }),
    column.display({
      id: 'details',
      header: t('players.cashier.details'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.bank_name || row.original.method}</Text>
          <Text size="xs" c="dimmed">
            {[row.original.account_number, row.original.payment_reference].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: t('players.status'),
      meta: {
        filter: {
          kind: 'select',
          options: CASHIER_STATUSES.map((status) => ({ value: status, label: t(`players.cashierStatuses.${status}`) })),
        },
      },
      cell: ({ getValue }) => (
        <Badge variant="light" color={STATUS_COLOURS[getValue()]} miw="fit-content">
          {t(`players.cashierStatuses.${getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'decision',
      header: t('players.cashier.decision'),
      cell: ({ row }) =>
        row.original.decided_at ? (
          <Stack gap={0}>
            <Text size="sm">{row.original.decided_by}</Text>
            <Text size="xs" c="dimmed">
              {[formatDateTime(row.original.decided_at), row.original.decision_reason].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    }),
  ];
  return (
    <RecordsTable
      name="playerCashier"
      playerId={playerId}
      caption={t('players.cashier.caption')}
      emptyText={t('players.cashier.empty')}
      getRowId={(request) => String(request.request_id)}
      columns={columns}
    />
  );
}
