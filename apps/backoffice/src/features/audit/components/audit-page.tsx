import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { backoffice, type Failure, STAFF_ROLES, type StaffRole } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatCount } from '@/shared/i18n/format-number';
import { useMayCall } from '@/shared/session/may-call';
import { useMember } from '@/shared/session/member';
import { useSelectedSite } from '@/shared/session/site';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { PageHeader } from '@/shared/ui/page-header';
import { dayBoundary, useDateRange } from '@/shared/ui/use-date-range';
import { useTableSearchParams } from '@/shared/ui/use-table-search-params';
import { useExportAudit } from '../api/export-audit';
import { type AuditSearch, useAuditSearch } from '../api/search-audit';
import { AuditDetails } from './audit-details';

type Entry = backoffice.AuditEntry;

const column = dataColumns<Entry>();
const FILTERS = ['actor', 'action', 'target'] as const;
const NEWEST_FIRST = { id: 'at', desc: true };

/** A role the audit row names, which the log keeps as text (a role since renamed stays as written). */
function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Hands the CSV to the browser as a download named after today. */
function download(csv: string): void {
  // The byte-order mark tells spreadsheet programs the file is UTF-8 (names and reasons in Chinese).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The audit log: who did what, from where, to what and why, newest first, paged and filtered on
 * the server with every filter in the URL (the site is the shell's site picker). A row opens to
 * its before and after; the matching rows export as CSV.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatCount = useFormatCount();
  const member = useMember();
  const mayCall = useMayCall();
  const [table, setTable] = useTableSearchParams({ pageSize: 50, sort: NEWEST_FIRST }, FILTERS);
  const [days, setDay] = useDateRange();
  const [siteId] = useSelectedSite();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const exporter = useExportAudit();
  const [exported, setExported] = useState<{ rows: number; truncated: boolean }>();
  const [exportFailure, setExportFailure] = useState<Failure>();

  const rangeBackwards = days.from !== '' && days.to !== '' && days.to < days.from;
  const filters = {
    actor: table.filters.actor,
    action: table.filters.action,
    target: table.filters.target,
    site_id: siteId ?? undefined,
    from: dayBoundary(days.from, 'start'),
    to: dayBoundary(days.to, 'end'),
  };
  const search: AuditSearch = {
    ...filters,
    sort: table.sort?.desc === false ? 'oldest' : 'newest',
    page: table.page,
    page_size: table.pageSize,
  };
  const entries = useAuditSearch(search, !rangeBackwards);
  const siteNames = new Map(member.sites.map((site) => [site.id, site.name]));
  const selectedSite = siteId === null ? undefined : siteNames.get(siteId);

  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const exportCsv = async () => {
    setExported(undefined);
    setExportFailure(undefined);
    try {
      const answer = await exporter.mutateAsync(filters);
      download(answer.csv);
      setExported({ rows: answer.rows, truncated: answer.truncated });
    } catch (error) {
      setExportFailure(failureOf(error));
    }
  };

  const columns = [
    column.display({
      id: 'open',
      header: () => <VisuallyHidden>{t('audit.details')}</VisuallyHidden>,
      cell: ({ row }) => {
        const isOpen = opened.has(row.original.id);
        return (
          <ActionIcon
            variant="subtle"
            aria-expanded={isOpen}
            aria-controls={isOpen ? `audit-entry-${row.original.id}` : undefined}
            aria-label={t(isOpen ? 'audit.hideDetails' : 'audit.showDetails', { id: row.original.id })}
            onClick={() => toggle(row.original.id)}
          >
            <span aria-hidden>{isOpen ? '▾' : '▸'}</span>
          </ActionIcon>
        );
      },
    }),
    column.accessor('at', {
      header: t('audit.when'),
      sortDescFirst: true,
      cell: ({ getValue }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(getValue())}
        </Text>
      ),
    }),
    column.accessor('actor', {
      header: t('audit.actor'),
      enableSorting: false,
      meta: { filter: { kind: 'text' } },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.actor || '—'}</Text>
          {row.original.role && (
            <Text size="xs" c="dimmed">
              {isStaffRole(row.original.role) ? t(`roles.${row.original.role}`) : row.original.role}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('action', {
      header: t('audit.action'),
      enableSorting: false,
      meta: { filter: { kind: 'text' } },
      cell: ({ getValue }) => (
        <Text size="sm" ff="monospace">
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('target', {
      header: t('audit.target'),
      enableSorting: false,
      meta: { filter: { kind: 'text' } },
      cell: ({ getValue }) => (
        <Text size="sm" ff="monospace">
          {getValue() || '—'}
        </Text>
      ),
    }),
    column.accessor('site_id', {
      header: t('audit.site'),
      enableSorting: false,
      cell: ({ getValue }) => {
        const id = getValue();
        return id === null ? '—' : (siteNames.get(id) ?? `#${id}`);
      },
    }),
    column.accessor('reason', {
      header: t('audit.reason'),
      enableSorting: false,
      cell: ({ getValue }) => (
        <Text size="sm" lineClamp={2} maw={260}>
          {getValue() || '—'}
        </Text>
      ),
    }),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('audit.title')}
        description={selectedSite ? t('audit.oneSite', { site: selectedSite }) : t('audit.intro')}
        actions={
          mayCall('auditExport') && (
            <Button variant="default" onClick={() => void exportCsv()} loading={exporter.isPending} disabled={rangeBackwards}>
              {t('audit.export')}
            </Button>
          )
        }
      />
      {exportFailure && <FailureAlert failure={exportFailure} />}
      {exported && (
        <Alert
          color={exported.truncated ? 'yellow' : 'green'}
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setExported(undefined)}
          closeButtonLabel={t('common.close')}
        >
          {exported.truncated
            ? t('audit.exportedTruncated', {
                rows: formatCount(exported.rows),
                max: formatCount(backoffice.AUDIT_EXPORT_MAX),
              })
            : t('audit.exported', { count: exported.rows, rows: formatCount(exported.rows) })}
        </Alert>
      )}
      <Group gap="sm" align="flex-start">
        <TextInput
          type="date"
          label={t('audit.from')}
          value={days.from}
          max={days.to || undefined}
          onChange={(event) => setDay('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('audit.to')}
          value={days.to}
          min={days.from || undefined}
          error={rangeBackwards ? t('audit.rangeBackwards') : undefined}
          onChange={(event) => setDay('to', event.currentTarget.value)}
        />
      </Group>
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        rows={rangeBackwards ? [] : entries.data?.value}
        getRowId={(entry) => String(entry.id)}
        emptyText={t('audit.empty')}
        refreshing={entries.isFetching && !entries.isPending}
        failure={entries.isError ? failureOf(entries.error) : undefined}
        onRetry={() => void entries.refetch()}
        renderDetail={(entry) =>
          opened.has(entry.id) && (
            <div id={`audit-entry-${entry.id}`}>
              <AuditDetails entry={entry} />
            </div>
          )
        }
        server={{ state: table, total: rangeBackwards ? 0 : (entries.data?.total ?? 0), onStateChange: setTable }}
      />
    </Stack>
  );
}
