import { Group, SegmentedControl, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/shared/session/member';
import { QueryState } from '@/shared/ui/query-state';
import { type Report, type ReportFilters, type ReportName, useReport } from '../api/get-report';
import { CashierPanel, GamesPanel, PromotionsPanel, ResponsibleGamingPanel, VipPanel } from './breakdown-panels';
import { OverviewPanel } from './overview-panel';
import { REPORT_TABS, type ReportTab, useReportFilters } from './use-report-filters';

const CALL_OF: Record<ReportTab, ReportName> = {
  overview: 'reportsDashboard',
  games: 'reportsGames',
  promotions: 'reportsPromotions',
  vip: 'reportsVip',
  cashier: 'reportsCashier',
  responsible_gaming: 'reportsResponsibleGaming',
};

/** One tab's report, asked for only while its tab is open. */
function TabReport<N extends ReportName>({
  name,
  filters,
  enabled,
  children,
}: {
  name: N;
  filters: ReportFilters;
  enabled: boolean;
  children(report: Report<N>): ReactNode;
}) {
  const report = useReport(name, filters, enabled) as UseQueryResult<Report<N>>;
  if (!enabled) return null;
  return <QueryState query={report}>{children}</QueryState>;
}

/**
 * The business reports: the dashboard and its breakdowns over the shell's site (or every site of
 * the member) and a range of days, in one currency at a time; every table exports as CSV.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const member = useMember();
  const { filters, from, to, backwards, siteId, tab, setDay, setCurrency, setTab } = useReportFilters();
  // The dashboard names the scope's currencies and sites, whichever tab is open.
  const scope = useReport('reportsDashboard', filters, !backwards);
  const site = member.sites.find((each) => each.id === siteId);
  const currencies = scope.data?.currencies ?? [];
  const currency = scope.data?.currency ?? filters.currency ?? '';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {site
            ? t('scopeSite', { site: site.name, currency })
            : t('scopeAll', { count: scope.data?.sites.length ?? 0, currency })}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('from')}
          value={from}
          max={to}
          onChange={(event) => setDay('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={to}
          min={from}
          error={backwards ? t('rangeBackwards') : undefined}
          onChange={(event) => setDay('to', event.currentTarget.value)}
        />
        {currencies.length > 1 && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-currency">
              {t('currency')}
            </Text>
            <SegmentedControl
              aria-labelledby="report-currency"
              value={currency}
              onChange={setCurrency}
              data={currencies.map((code) => ({ value: code, label: code }))}
            />
          </Stack>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('daysNote')}
      </Text>
      <Tabs value={tab} onChange={(value) => value && setTab(value as ReportTab)} keepMounted={false}>
        <Tabs.List>
          {REPORT_TABS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`tabs.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {REPORT_TABS.map((each) => (
          <Tabs.Panel key={each} value={each} pt="md">
            {each === 'overview' ? (
              !backwards && (
                <QueryState query={scope}>{(report) => <OverviewPanel report={report} filters={filters} />}</QueryState>
              )
            ) : (
              <TabReport name={CALL_OF[each]} filters={filters} enabled={tab === each && !backwards}>
                {(report) => {
                  switch (each) {
                    case 'games':
                      return <GamesPanel report={report as Report<'reportsGames'>} filters={filters} />;
                    case 'promotions':
                      return <PromotionsPanel report={report as Report<'reportsPromotions'>} filters={filters} />;
                    case 'vip':
                      return <VipPanel report={report as Report<'reportsVip'>} filters={filters} />;
                    case 'cashier':
                      return <CashierPanel report={report as Report<'reportsCashier'>} filters={filters} />;
                    default:
                      return <ResponsibleGamingPanel report={report as Report<'reportsResponsibleGaming'>} filters={filters} />;
                  }
                }}
              </TabReport>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
