import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '@/shared/i18n/format-number';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import type { Report, ReportFilters } from '../api/get-report';
import { DailyChart } from './daily-chart';
import { ExportButton } from './export-button';
import { majorOf, useFormatMinor } from './money';

type Dashboard = Report<'reportsDashboard'>;
type Day = Dashboard['days'][number];
type Figure = keyof Dashboard['totals'];

const MONEY: readonly Figure[] = [
  'deposit_amount',
  'withdrawal_amount',
  'stakes',
  'payouts',
  'ggr',
  'bonus_cost',
  'ngr',
  'average_bet',
];
/** The cards, in the order an operator reads them: the result first, then the money, then the people. */
const CARDS: readonly Figure[] = [
  'ggr',
  'ngr',
  'deposit_amount',
  'withdrawal_amount',
  'bonus_cost',
  'stakes',
  'payouts',
  'average_bet',
  'registrations',
  'first_time_depositors',
  'depositors',
  'active_players',
];
const TABLE: readonly Figure[] = [
  'registrations',
  'first_time_depositors',
  'depositors',
  'deposit_count',
  'deposit_amount',
  'withdrawal_count',
  'withdrawal_amount',
  'bet_count',
  'stakes',
  'payouts',
  'ggr',
  'bonus_cost',
  'ngr',
  'active_players',
  'average_bet',
];

const column = dataColumns<Day>();

export function OverviewPanel({ report, filters }: { report: Dashboard; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const formatCount = useFormatCount();
  const formatMinor = useFormatMinor(report.currency);
  const formatFigure = (figure: Figure, value: number) => (MONEY.includes(figure) ? formatMinor(value) : formatCount(value));
  const { totals } = report;

  const chartData = report.days.map((day) => ({
    label: day.date.slice(5),
    ggr: majorOf(day.ggr, report.currency),
    ngr: majorOf(day.ngr, report.currency),
    deposits: majorOf(day.deposit_amount, report.currency),
    withdrawals: majorOf(day.withdrawal_amount, report.currency),
    active: day.active_players,
    registrations: day.registrations,
    ftd: day.first_time_depositors,
  }));
  const formatMajor = (value: number) => formatMinor(Math.round(value * 100));

  const columns = [
    column.accessor('date', {
      header: t('figures.date'),
      cell: ({ getValue }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {getValue()}
        </Text>
      ),
    }),
    ...TABLE.map((figure) =>
      column.accessor(figure, {
        header: t(`figures.${figure}`),
        meta: { align: 'end' as const },
        cell: ({ getValue }) => <Text size="sm">{formatFigure(figure, getValue())}</Text>,
      }),
    ),
  ];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="dl" m={0}>
        {CARDS.map((figure) => (
          <Card key={figure} withBorder padding="sm">
            <Text component="dt" size="xs" c="dimmed">
              {t(`figures.${figure}`)}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              fz="lg"
              c={(figure === 'ggr' || figure === 'ngr') && totals[figure] < 0 ? 'red' : undefined}
            >
              {formatFigure(figure, totals[figure])}
            </Text>
            {figure === 'deposit_amount' && (
              <Text size="xs" c="dimmed">
                {t('cards.deposits', { count: totals.deposit_count, formatted: formatCount(totals.deposit_count) })}
              </Text>
            )}
            {figure === 'withdrawal_amount' && (
              <Text size="xs" c="dimmed">
                {t('cards.withdrawals', { count: totals.withdrawal_count, formatted: formatCount(totals.withdrawal_count) })}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <DailyChart
          title={t('charts.result')}
          kind="bar"
          data={chartData}
          format={formatMajor}
          series={[
            { key: 'ggr', label: t('figures.ggr'), color: 'var(--mantine-color-blue-6)' },
            { key: 'ngr', label: t('figures.ngr'), color: 'var(--mantine-color-teal-6)' },
          ]}
        />
        <DailyChart
          title={t('charts.cashflow')}
          kind="line"
          data={chartData}
          format={formatMajor}
          series={[
            { key: 'deposits', label: t('figures.deposit_amount'), color: 'var(--mantine-color-green-6)' },
            { key: 'withdrawals', label: t('figures.withdrawal_amount'), color: 'var(--mantine-color-orange-6)' },
          ]}
        />
        <DailyChart
          title={t('charts.players')}
          kind="line"
          data={chartData}
          format={formatCount}
          series={[
            { key: 'active', label: t('figures.active_players'), color: 'var(--mantine-color-violet-6)' },
            { key: 'registrations', label: t('figures.registrations'), color: 'var(--mantine-color-cyan-6)' },
            { key: 'ftd', label: t('figures.first_time_depositors'), color: 'var(--mantine-color-pink-6)' },
          ]}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Group justify="flex-end">
          <ExportButton table="days" filters={filters} label={t('tables.days')} />
        </Group>
        <DataTable
          caption={t('tables.days')}
          columns={columns}
          rows={report.days}
          getRowId={(day) => day.date}
          emptyText={t('empty')}
        />
      </Stack>
    </Stack>
  );
}
