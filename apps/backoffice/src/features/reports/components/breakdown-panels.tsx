import { Group, Stack, Text } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { businessReports } from '@wl/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '@/shared/i18n/format-number';
import { type DataColumn, DataTable, dataColumns } from '@/shared/ui/data-table';
import type { Report, ReportFilters } from '../api/get-report';
import { ExportButton } from './export-button';
import { useFormatMinor, useFormatSeconds } from './money';

/** A report table with its CSV export above it. */
function ReportTable<Row extends RowData>({
  table,
  filters,
  caption,
  columns,
  rows,
  rowId,
}: {
  table: businessReports.ReportTable;
  filters: ReportFilters;
  caption: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowId(row: Row): string;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <ExportButton table={table} filters={filters} label={caption} />
      </Group>
      <DataTable caption={caption} columns={columns} rows={rows} getRowId={rowId} emptyText={t('empty')} />
    </Stack>
  );
}

/** Cells of the figures of a row: money in the report's currency, counts as the language writes them. */
function useCells(currency: string) {
  const formatMinor = useFormatMinor(currency);
  const formatCount = useFormatCount();
  return {
    money: ({ getValue }: { getValue(): number }) => (
      <Text size="sm" c={getValue() < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatMinor(getValue())}
      </Text>
    ),
    count: ({ getValue }: { getValue(): number }) => <Text size="sm">{formatCount(getValue())}</Text>,
    text: ({ getValue }: { getValue(): string }): ReactNode => <Text size="sm">{getValue() || '—'}</Text>,
  };
}
const end = { align: 'end' as const };

type Games = Report<'reportsGames'>;
const providerColumn = dataColumns<Games['providers'][number]>();
const gameColumn = dataColumns<Games['games'][number]>();

export function GamesPanel({ report, filters }: { report: Games; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const cell = useCells(report.currency);
  const providerPlay = [
    providerColumn.accessor('players', { header: t('figures.players'), meta: end, cell: cell.count }),
    providerColumn.accessor('bet_count', { header: t('figures.bet_count'), meta: end, cell: cell.count }),
    providerColumn.accessor('stakes', { header: t('figures.stakes'), meta: end, cell: cell.money }),
    providerColumn.accessor('payouts', { header: t('figures.payouts'), meta: end, cell: cell.money }),
    providerColumn.accessor('ggr', { header: t('figures.ggr'), meta: end, cell: cell.money }),
  ];
  const gamePlay = [
    gameColumn.accessor('players', { header: t('figures.players'), meta: end, cell: cell.count }),
    gameColumn.accessor('bet_count', { header: t('figures.bet_count'), meta: end, cell: cell.count }),
    gameColumn.accessor('stakes', { header: t('figures.stakes'), meta: end, cell: cell.money }),
    gameColumn.accessor('payouts', { header: t('figures.payouts'), meta: end, cell: cell.money }),
    gameColumn.accessor('ggr', { header: t('figures.ggr'), meta: end, cell: cell.money }),
  ];
  return (
    <Stack gap="xl">
      <ReportTable
        table="providers"
        filters={filters}
        caption={t('tables.providers')}
        rows={report.providers}
        rowId={(row) => row.provider_code}
        columns={[
          providerColumn.accessor('provider_code', { header: t('figures.provider'), cell: cell.text }),
          providerColumn.accessor('games', { header: t('figures.games'), meta: end, cell: cell.count }),
          ...providerPlay,
        ]}
      />
      <ReportTable
        table="games"
        filters={filters}
        caption={t('tables.games')}
        rows={report.games}
        rowId={(row) => `${row.provider_code}/${row.game_code}`}
        columns={[
          gameColumn.accessor('game_name', { header: t('figures.game'), cell: cell.text }),
          gameColumn.accessor('provider_code', { header: t('figures.provider'), cell: cell.text }),
          ...gamePlay,
        ]}
      />
    </Stack>
  );
}

type Promotions = Report<'reportsPromotions'>;
const promotionColumn = dataColumns<Promotions['promotions'][number]>();
const kindColumn = dataColumns<Promotions['bonus_cost_by_kind'][number]>();

export function PromotionsPanel({ report, filters }: { report: Promotions; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const cell = useCells(report.currency);
  const formatCount = useFormatCount();
  return (
    <Stack gap="xl">
      <ReportTable
        table="promotions"
        filters={filters}
        caption={t('tables.promotions')}
        rows={report.promotions}
        rowId={(row) => String(row.promotion_id)}
        columns={[
          promotionColumn.accessor('title', {
            header: t('figures.promotion'),
            cell: ({ row }) => (
              <Stack gap={0}>
                <Text size="sm">{row.original.title || `#${row.original.promotion_id}`}</Text>
                <Text size="xs" c="dimmed">
                  {t(`promotionKinds.${row.original.kind}` as 'promotionKinds.cashback', { defaultValue: row.original.kind })} ·{' '}
                  {row.original.site_name}
                </Text>
              </Stack>
            ),
          }),
          promotionColumn.accessor('claims', { header: t('figures.claims'), meta: end, cell: cell.count }),
          promotionColumn.accessor('players', { header: t('figures.players'), meta: end, cell: cell.count }),
          promotionColumn.accessor('cost', { header: t('figures.cost'), meta: end, cell: cell.money }),
          promotionColumn.accessor('bonuses_credited', {
            header: t('figures.wagering'),
            meta: end,
            cell: ({ row }) => {
              const { bonuses_credited: credited, wagering_completed: completed } = row.original;
              return (
                <Stack gap={0} align="flex-end">
                  <Text size="sm">{credited === 0 ? '—' : `${Math.round((completed / credited) * 100)}%`}</Text>
                  {credited > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('wageringDetail', {
                        completed: formatCount(completed),
                        credited: formatCount(credited),
                        open: formatCount(row.original.wagering_open),
                        forfeited: formatCount(row.original.forfeited),
                        expired: formatCount(row.original.expired),
                      })}
                    </Text>
                  )}
                </Stack>
              );
            },
          }),
        ]}
      />
      <ReportTable
        table="bonus_cost"
        filters={filters}
        caption={t('tables.bonus_cost')}
        rows={report.bonus_cost_by_kind}
        rowId={(row) => row.kind}
        columns={[
          kindColumn.accessor('kind', {
            header: t('figures.kind'),
            cell: ({ row }) => (
              <Text size="sm">
                {t(`ledgerKinds.${row.original.kind}` as 'ledgerKinds.bonus', { defaultValue: row.original.kind })}
              </Text>
            ),
          }),
          kindColumn.accessor('count', { header: t('figures.count'), meta: end, cell: cell.count }),
          kindColumn.accessor('amount', { header: t('figures.amount'), meta: end, cell: cell.money }),
        ]}
      />
    </Stack>
  );
}

type Vip = Report<'reportsVip'>;
const vipColumn = dataColumns<Vip['levels'][number]>();

export function VipPanel({ report, filters }: { report: Vip; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const cell = useCells(report.currency);
  return (
    <ReportTable
      table="vip_levels"
      filters={filters}
      caption={t('tables.vip_levels')}
      rows={report.levels}
      rowId={(row) => String(row.vip_level)}
      columns={[
        vipColumn.accessor('vip_level', {
          header: t('figures.vip_level'),
          cell: ({ row }) => (
            <Text size="sm">
              {row.original.vip_name
                ? t('vipLevelNamed', { level: row.original.vip_level, name: row.original.vip_name })
                : t('vipLevel', { level: row.original.vip_level })}
            </Text>
          ),
        }),
        vipColumn.accessor('players', { header: t('figures.players'), meta: end, cell: cell.count }),
        vipColumn.accessor('active_players', { header: t('figures.active_players'), meta: end, cell: cell.count }),
        vipColumn.accessor('depositors', { header: t('figures.depositors'), meta: end, cell: cell.count }),
        vipColumn.accessor('deposit_amount', { header: t('figures.deposit_amount'), meta: end, cell: cell.money }),
        vipColumn.accessor('stakes', { header: t('figures.stakes'), meta: end, cell: cell.money }),
        vipColumn.accessor('ggr', { header: t('figures.ggr'), meta: end, cell: cell.money }),
        vipColumn.accessor('bonus_cost', { header: t('figures.bonus_cost'), meta: end, cell: cell.money }),
        vipColumn.accessor('ngr', { header: t('figures.ngr'), meta: end, cell: cell.money }),
      ]}
    />
  );
}

type Cashier = Report<'reportsCashier'>;
const cashierColumn = dataColumns<Cashier['kinds'][number]>();
const rejectionColumn = dataColumns<Cashier['rejections'][number]>();

export function CashierPanel({ report, filters }: { report: Cashier; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const cell = useCells(report.currency);
  const formatSeconds = useFormatSeconds();
  const seconds = ({ getValue }: { getValue(): number | null }) => <Text size="sm">{formatSeconds(getValue())}</Text>;
  return (
    <Stack gap="xl">
      <ReportTable
        table="cashier"
        filters={filters}
        caption={t('tables.cashier')}
        rows={report.kinds}
        rowId={(row) => row.kind}
        columns={[
          cashierColumn.accessor('kind', {
            header: t('figures.kind'),
            cell: ({ row }) => <Text size="sm">{t(`cashierKinds.${row.original.kind}`)}</Text>,
          }),
          cashierColumn.accessor('requested_count', { header: t('figures.requested_count'), meta: end, cell: cell.count }),
          cashierColumn.accessor('requested_amount', { header: t('figures.requested_amount'), meta: end, cell: cell.money }),
          cashierColumn.accessor('approved_count', { header: t('figures.approved_count'), meta: end, cell: cell.count }),
          cashierColumn.accessor('approved_amount', { header: t('figures.approved_amount'), meta: end, cell: cell.money }),
          cashierColumn.accessor('rejected_count', { header: t('figures.rejected_count'), meta: end, cell: cell.count }),
          cashierColumn.accessor('cancelled_count', { header: t('figures.cancelled_count'), meta: end, cell: cell.count }),
          cashierColumn.accessor('pending_count', { header: t('figures.pending_count'), meta: end, cell: cell.count }),
          cashierColumn.accessor('approval_seconds_average', { header: t('figures.approval_average'), meta: end, cell: seconds }),
          cashierColumn.accessor('approval_seconds_median', { header: t('figures.approval_median'), meta: end, cell: seconds }),
          cashierColumn.accessor('approval_seconds_max', { header: t('figures.approval_max'), meta: end, cell: seconds }),
        ]}
      />
      <ReportTable
        table="rejections"
        filters={filters}
        caption={t('tables.rejections')}
        rows={report.rejections}
        rowId={(row) => `${row.kind}:${row.reason}`}
        columns={[
          rejectionColumn.accessor('kind', {
            header: t('figures.kind'),
            cell: ({ row }) => <Text size="sm">{t(`cashierKinds.${row.original.kind}`)}</Text>,
          }),
          rejectionColumn.accessor('reason', { header: t('figures.reason'), cell: cell.text }),
          rejectionColumn.accessor('count', { header: t('figures.count'), meta: end, cell: cell.count }),
          rejectionColumn.accessor('amount', { header: t('figures.amount'), meta: end, cell: cell.money }),
        ]}
      />
    </Stack>
  );
}

type Rg = Report<'reportsResponsibleGaming'>;
const rgColumn = dataColumns<Rg['measures'][number]>();

export function ResponsibleGamingPanel({ report, filters }: { report: Rg; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const cell = useCells(report.currency);
  return (
    <ReportTable
      table="responsible_gaming"
      filters={filters}
      caption={t('tables.responsible_gaming')}
      rows={report.measures}
      rowId={(row) => row.measure}
      columns={[
        rgColumn.accessor('measure', {
          header: t('figures.measure'),
          cell: ({ row }) => <Text size="sm">{t(`measures.${row.original.measure}`)}</Text>,
        }),
        rgColumn.accessor('set_count', { header: t('figures.set_count'), meta: end, cell: cell.count }),
        rgColumn.accessor('players', { header: t('figures.players'), meta: end, cell: cell.count }),
        rgColumn.accessor('in_force_now', { header: t('figures.in_force_now'), meta: end, cell: cell.count }),
      ]}
    />
  );
}
