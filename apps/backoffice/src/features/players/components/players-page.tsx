import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PLAYER_STATUSES, playerDesk } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { playerPath } from '@/config/paths';
import { failureOf } from '@/shared/api/call';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { useMember } from '@/shared/session/member';
import { useSelectedSite } from '@/shared/session/site';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { dayBoundary, useDateRange } from '@/shared/ui/use-date-range';
import { useTableSearchParams } from '@/shared/ui/use-table-search-params';
import { type PlayerSearch, useSearchPlayers } from '../api/search-players';
import { StatusBadge } from './status-badge';

type Row = playerDesk.PlayerRow;
type Sort = playerDesk.PlayerSort;

const column = dataColumns<Row>();
const FILTERS = ['status', 'vip_level'] as const;
const QUERY_PARAM = 'q';
const NEWEST_FIRST = { id: 'created_at', desc: true };
const isSort = (id: string | undefined): id is Sort =>
  id !== undefined && (playerDesk.PLAYER_SORTS as readonly string[]).includes(id);
const isStatus = (value: string | undefined): value is Row['status'] => PLAYER_STATUSES.includes(value as Row['status']);

/**
 * Players: one query box (account id, name, e-mail or phone as typed), the status and VIP level
 * filters, registration days and the shell's site, all in the URL; the server pages and sorts. A
 * row opens the player's 360 page.
 */
export function PlayersPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatAmount = useFormatAmount();
  const member = useMember();
  const [params, setParams] = useSearchParams();
  const [table, setTable] = useTableSearchParams({ pageSize: 25, sort: NEWEST_FIRST }, FILTERS);
  const [days, setDay] = useDateRange();
  const [siteId] = useSelectedSite();
  const applied = params.get(QUERY_PARAM) ?? '';
  const [typed, setTyped] = useState(applied);
  // Each change asks the server again: the query is sent after a pause in typing.
  const applyQuery = useDebouncedCallback((query: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (query) updated.set(QUERY_PARAM, query);
      else updated.delete(QUERY_PARAM);
      updated.delete('page');
      return updated;
    });
  }, 400);

  const vipLevel = Number(table.filters.vip_level);
  const rangeBackwards = days.from !== '' && days.to !== '' && days.to < days.from;
  const search: PlayerSearch = {
    query: applied,
    site_id: siteId ?? undefined,
    status: isStatus(table.filters.status) ? table.filters.status : undefined,
    vip_level: table.filters.vip_level && Number.isInteger(vipLevel) && vipLevel >= 0 ? vipLevel : undefined,
    registered_from: dayBoundary(days.from, 'start'),
    registered_to: dayBoundary(days.to, 'end'),
    sort: isSort(table.sort?.id) ? table.sort.id : 'created_at',
    direction: table.sort?.desc === false ? 'asc' : 'desc',
    page: table.page,
    page_size: table.pageSize,
  };
  const players = useSearchPlayers(search, !rangeBackwards);
  const manySites = member.sites.length > 1 && siteId === null;

  const columns = [
    column.accessor('account_id', {
      header: t('players.accountId'),
      cell: ({ row }) => (
        <Anchor component={Link} to={playerPath(row.original.player_id)} fw={600} size="sm">
          {row.original.account_id}
        </Anchor>
      ),
    }),
    column.accessor('full_name', {
      header: t('players.name'),
      enableSorting: false,
      cell: ({ getValue }) => getValue() || '—',
    }),
    column.display({
      id: 'contact',
      header: t('players.contact'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.original.contact_phone}
          </Text>
          {row.original.contact_email && (
            <Text size="xs" c="dimmed">
              {row.original.contact_email}
            </Text>
          )}
        </Stack>
      ),
    }),
    ...(manySites ? [column.accessor('site_name', { header: t('players.site'), enableSorting: false })] : []),
    column.accessor('status', {
      header: t('players.status'),
      enableSorting: false,
      meta: {
        filter: {
          kind: 'select',
          options: PLAYER_STATUSES.map((status) => ({ value: status, label: t(`players.statuses.${status}`) })),
        },
      },
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    column.accessor('vip_level', {
      header: t('players.vip'),
      sortDescFirst: true,
      meta: { filter: { kind: 'text' }, align: 'end' },
    }),
    column.accessor('balance', {
      header: t('players.balance'),
      sortDescFirst: true,
      meta: { align: 'end' },
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(row.original.balance, row.original.currency)}
        </Text>
      ),
    }),
    column.accessor('created_at', {
      header: t('players.registered'),
      sortDescFirst: true,
      cell: ({ getValue }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(getValue())}
        </Text>
      ),
    }),
    column.accessor('last_login_at', {
      header: t('players.lastLogin'),
      sortDescFirst: true,
      cell: ({ getValue }) => {
        const at = getValue();
        return (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {at ? formatDateTime(at) : t('players.never')}
          </Text>
        );
      },
    }),
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('players.title')} />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="search"
          label={t('players.search')}
          description={t('players.searchHint')}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            applyQuery(event.currentTarget.value.trim());
          }}
          style={{ flex: '1 1 18rem' }}
          maxLength={64}
          autoComplete="off"
        />
        <TextInput
          type="date"
          label={t('players.registeredFrom')}
          value={days.from}
          max={days.to || undefined}
          onChange={(event) => setDay('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('players.registeredTo')}
          value={days.to}
          min={days.from || undefined}
          error={rangeBackwards ? t('players.rangeBackwards') : undefined}
          onChange={(event) => setDay('to', event.currentTarget.value)}
        />
      </Group>
      <DataTable
        caption={t('players.caption')}
        columns={columns}
        rows={rangeBackwards ? [] : players.data?.value}
        getRowId={(row) => String(row.player_id)}
        emptyText={applied ? t('players.noMatch', { query: applied }) : t('players.empty')}
        refreshing={players.isFetching && !players.isPending}
        failure={players.isError ? failureOf(players.error) : undefined}
        onRetry={() => void players.refetch()}
        server={{ state: table, total: rangeBackwards ? 0 : (players.data?.total ?? 0), onStateChange: setTable }}
      />
    </Stack>
  );
}
