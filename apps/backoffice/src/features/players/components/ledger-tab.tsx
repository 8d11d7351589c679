import { Text } from '@mantine/core';
import { LEDGER_KINDS } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { dataColumns } from '@/shared/ui/data-table';
import { Nowrap } from './nowrap';
import { type RecordOf, RecordsTable } from './records-table';

const column = dataColumns<RecordOf<'playerLedger'>>();

/** Every movement of the player's balance, with the balance after it: the statement. */
export function LedgerTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatAmount = useFormatAmount();
  const columns = (currency: string) => [
    column.accessor('created_at', {
      header: t('players.when'),
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('kind', {
      header: t('players.ledger.kind'),
      meta: {
        filter: {
          kind: 'select',
          options: LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`players.ledgerKinds.${kind}`) })),
        },
      },
      cell: ({ getValue }) => t(`players.ledgerKinds.${getValue()}`),
    }),
    column.accessor('amount', {
      header: t('players.ledger.amount'),
      meta: { align: 'end' },
      cell: ({ getValue }) => <Nowrap c={getValue() < 0 ? 'red' : undefined}>{formatAmount(getValue(), currency)}</Nowrap>,
    }),
    column.accessor('balance', {
      header: t('players.ledger.balance'),
      meta: { align: 'end' },
      cell: ({ getValue }) => <Nowrap>{formatAmount(getValue(), currency)}</Nowrap>,
    }),
    column.accessor('reference', {
      header: t('players.ledger.reference'),
      cell: ({ getValue }) => (
        <Text size="sm" lineClamp={2} maw={280}>
          {getValue() || '—'}
        </Text>
      ),
    }),
  ];
  return (
    <RecordsTable
      name="playerLedger"
      playerId={playerId}
      caption={t('players.ledger.caption')}
      emptyText={t('players.ledger.empty')}
      getRowId={(entry) => String(entry.entry_id)}
      columns={columns}
    />
  );
}
