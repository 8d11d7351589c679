import { Button, Checkbox, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { catalogueAdmin, PRODUCT_CATEGORIES } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useMayCall } from '@/shared/session/may-call';
import type { Member } from '@/shared/session/member';
import { CellBadge } from '@/shared/ui/cell-badge';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { useNotify } from '@/shared/ui/notify';
import { useTableSearchParams } from '@/shared/ui/use-table-search-params';
import { type CatalogueGame, type CatalogueSearch, useCatalogueGames } from '../api/list-catalogue-games';
import { useProviders } from '../api/list-providers';
import { useSetGamesEnabled } from '../api/set-games-enabled';
import { useUpdateCatalogueGame } from '../api/update-catalogue-game';
import { GameDialog } from './game-dialog';
import { GameThumb } from './game-thumb';

type Site = Member['sites'][number];
type Sort = CatalogueSearch['sort'];
type Category = (typeof PRODUCT_CATEGORIES)[number];

const column = dataColumns<CatalogueGame>();
const FILTERS = ['game_name', 'provider_code', 'game_type', 'playable'] as const;
const BY_NAME = { id: 'game_name', desc: false };
const isSort = (id: string | undefined): id is NonNullable<Sort> =>
  (catalogueAdmin.CATALOGUE_GAME_SORTS as readonly string[]).includes(id ?? '');
const isCategory = (value: string | undefined): value is Category => PRODUCT_CATEGORIES.includes(value as Category);

/** Why a game is or is not shown to the site's players. */
function Availability({ game }: { game: CatalogueGame }) {
  const { t } = useTranslation(['games', 'ui']);
  if (game.playable) return <CellBadge color="green">{t('availability.shown')}</CellBadge>;
  const why = !game.catalogue_enabled ? 'catalogueOff' : !game.provider_enabled ? 'providerOff' : 'siteOff';
  return <CellBadge color="gray">{t(`availability.${why}`)}</CellBadge>;
}

/**
 * The site's catalogue: every game with whether players see it, paged, sorted and filtered by the
 * server (all of it in the URL). Members who run the catalogue switch a game on or off in its row
 * and open it to pin its place or set the site's own picture.
 */
export function CatalogueTab({ site }: { site: Site }) {
  const { t } = useTranslation(['games', 'ui']);
  const notify = useNotify();
  const mayCall = useMayCall();
  const onPhone = useMediaQuery('(max-width: 36em)');
  const [table, setTable] = useTableSearchParams({ pageSize: 25, sort: BY_NAME }, FILTERS);
  const providers = useProviders(site.id);
  const update = useUpdateCatalogueGame();
  const [editing, setEditing] = useState<CatalogueGame>();
  const setMany = useSetGamesEnabled();
  // The rows chosen for a bulk switch, by game id, across pages until the switch or a clear.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const mayUpdate = mayCall('catalogueGamesUpdate');
  const filters = table.filters;
  const search: CatalogueSearch = {
    site_id: site.id,
    page: table.page,
    page_size: table.pageSize,
    sort: isSort(table.sort?.id) ? table.sort.id : 'game_name',
    desc: table.sort?.desc ?? false,
    provider_code: filters.provider_code || undefined,
    game_type: isCategory(filters.game_type) ? filters.game_type : undefined,
    playable: filters.playable === 'yes' ? true : filters.playable === 'no' ? false : undefined,
    search: filters.game_name ?? '',
  };
  const games = useCatalogueGames(search);

  const switchGame = async (game: CatalogueGame, enabled: boolean) => {
    try {
      await update.mutateAsync({ site_id: site.id, game_id: game.game_id, enabled });
      notify.done(t(enabled ? 'catalogue.switchedOn' : 'catalogue.switchedOff', { game: game.game_name }));
    } catch (error) {
      notify.failed(error);
    }
  };

  const switchSelected = async (enabled: boolean) => {
    const gameIds = [...selected];
    try {
      await setMany.mutateAsync({ site_id: site.id, game_ids: gameIds, enabled });
      setSelected(new Set());
      notify.done(t(enabled ? 'catalogue.selectedOn' : 'catalogue.selectedOff', { count: gameIds.length }));
    } catch (error) {
      notify.failed(error);
    }
  };
  const pageIds = (games.data?.value ?? []).map((game) => game.game_id);
  const pageSelected = pageIds.filter((id) => selected.has(id)).length;
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const selectColumn = column.display({
    id: 'select',
    header: () => (
      <Checkbox
        aria-label={t('catalogue.selectPage')}
        checked={pageIds.length > 0 && pageSelected === pageIds.length}
        indeterminate={pageSelected > 0 && pageSelected < pageIds.length}
        onChange={(event) => toggle(pageIds, event.currentTarget.checked)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={t('catalogue.select', { game: row.original.game_name })}
        checked={selected.has(row.original.game_id)}
        onChange={(event) => toggle([row.original.game_id], event.currentTarget.checked)}
      />
    ),
  });

  const columns = [
    ...(mayUpdate ? [selectColumn] : []),
    column.accessor('game_name', {
      header: t('catalogue.game'),
      meta: { filter: { kind: 'text' } },
      cell: ({ row }) => (
        <Group gap="sm" wrap="nowrap">
          <GameThumb src={row.original.picture_url} name={row.original.game_name} />
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.original.game_name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.game_code}
            </Text>
          </Stack>
        </Group>
      ),
    }),
    column.accessor('provider_code', {
      header: t('catalogue.provider'),
      meta: {
        filter: {
          kind: 'select',
          options: (providers.data?.value ?? []).map((provider) => ({
            value: provider.provider_code,
            label: provider.provider_name,
          })),
        },
      },
      cell: ({ row }) => row.original.provider_name,
    }),
    column.accessor('game_type', {
      header: t('catalogue.category'),
      meta: {
        filter: {
          kind: 'select',
          options: PRODUCT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
        },
      },
      cell: ({ getValue }) => (isCategory(getValue()) ? t(`categories.${getValue() as Category}`) : getValue()),
    }),
    column.accessor('position', {
      header: t('catalogue.position'),
      meta: { align: 'end' },
      cell: ({ getValue }) => getValue() ?? '—',
    }),
    column.accessor('lists', {
      header: t('catalogue.lists'),
      enableSorting: false,
      cell: ({ getValue }) => (
        <Group gap={4} wrap="nowrap">
          {getValue().map((list) => (
            <CellBadge key={list} color="orange">
              {t(`lists.names.${list}`)}
            </CellBadge>
          ))}
        </Group>
      ),
    }),
    column.accessor('playable', {
      id: 'playable',
      header: t('catalogue.availability'),
      enableSorting: false,
      meta: {
        filter: {
          kind: 'select',
          options: [
            { value: 'yes', label: t('availability.shown') },
            { value: 'no', label: t('availability.hidden') },
          ],
        },
      },
      cell: ({ row }) => <Availability game={row.original} />,
    }),
    ...(mayUpdate
      ? [
          column.display({
            id: 'actions',
            header: t('catalogue.actions'),
            cell: ({ row }) => (
              <Group gap="sm" wrap="nowrap">
                <Switch
                  checked={row.original.enabled}
                  onChange={(event) => void switchGame(row.original, event.currentTarget.checked)}
                  aria-label={t('catalogue.offer', { game: row.original.game_name })}
                  disabled={update.isPending && update.variables?.game_id === row.original.game_id}
                />
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t('catalogue.editGame', { game: row.original.game_name })}
                  onClick={() => setEditing(row.original)}
                >
                  {t('catalogue.edit')}
                </Button>
              </Group>
            ),
          }),
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('catalogue.intro')}
      </Text>
      {mayUpdate && selected.size > 0 && (
        <Paper withBorder p="xs" role="region" aria-label={t('catalogue.bulk')}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('catalogue.selected', { count: selected.size })}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                loading={setMany.isPending}
                onClick={() => void switchSelected(false)}
              >
                {t('catalogue.switchOffSelected')}
              </Button>
              <Button size="compact-sm" variant="light" loading={setMany.isPending} onClick={() => void switchSelected(true)}>
                {t('catalogue.switchOnSelected')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setSelected(new Set())}>
                {t('catalogue.clearSelection')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <DataTable
        caption={t('catalogue.caption', { site: site.name })}
        columns={columns}
        rows={games.data?.value}
        getRowId={(game) => String(game.game_id)}
        emptyText={t('catalogue.empty')}
        refreshing={games.isFetching && games.isPlaceholderData}
        failure={games.isError ? failureOf(games.error) : undefined}
        onRetry={() => void games.refetch()}
        server={{ state: table, total: games.data?.total ?? 0, onStateChange: setTable, pageSizes: [25, 50, 100] }}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        size="lg"
        fullScreen={onPhone}
        title={editing ? t('game.title', { game: editing.game_name }) : ''}
        closeButtonProps={{ 'aria-label': t('ui:common.close') }}
      >
        {editing && (
          <GameDialog
            siteId={site.id}
            game={editing}
            onCancel={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              notify.done(t('game.saved'));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
