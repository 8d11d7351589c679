import { ActionIcon, Alert, Button, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { catalogueAdmin } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/shared/session/may-call';
import type { Member } from '@/shared/session/member';
import { CellBadge } from '@/shared/ui/cell-badge';
import { useNotify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/query-state';
import { useCatalogueGames } from '../api/list-catalogue-games';
import { type GameListName, type ListGame, useGameLists } from '../api/list-game-lists';
import { useSetGameList } from '../api/set-game-list';
import { GameThumb } from './game-thumb';

type Site = Member['sites'][number];

/** Finds a game of the catalogue the site offers, by name, to add to the list. */
function AddGame({ siteId, exclude, onAdd }: { siteId: number; exclude: number[]; onAdd(game: ListGame): void }) {
  const { t } = useTranslation(['games', 'ui']);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const found = useCatalogueGames({
    site_id: siteId,
    search,
    playable: true,
    page_size: 20,
    page: 1,
    sort: 'game_name',
    desc: false,
  });
  const games = (found.data?.value ?? []).filter((game) => !exclude.includes(game.game_id));
  return (
    <Select
      label={t('lists.add')}
      placeholder={t('lists.addPlaceholder')}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('ui:common.loading') : t('lists.nothingFound')}
      data={games.map((game) => ({ value: String(game.game_id), label: `${game.game_name} · ${game.provider_name}` }))}
      value={null}
      onChange={(value) => {
        const game = games.find((each) => String(each.game_id) === value);
        if (!game) return;
        onAdd({
          game_id: game.game_id,
          provider_code: game.provider_code,
          game_code: game.game_code,
          game_name: game.game_name,
          game_type: game.game_type,
          picture_url: game.picture_url,
          playable: game.playable,
        });
        setTyped('');
      }}
      maw={420}
    />
  );
}

/** One list being edited: its games in order, moved, removed and added here, saved together. */
function ListEditor({ site, list, saved, editable }: { site: Site; list: GameListName; saved: ListGame[]; editable: boolean }) {
  const { t } = useTranslation(['games', 'ui']);
  const notify = useNotify();
  const setList = useSetGameList();
  const [draft, setDraft] = useState<ListGame[]>(saved);
  const changed = draft.map((game) => game.game_id).join() !== saved.map((game) => game.game_id).join();
  const listName = t(`lists.names.${list}`);

  const move = (index: number, by: -1 | 1) =>
    setDraft((current) => {
      const next = [...current];
      const [game] = next.splice(index, 1);
      if (game) next.splice(index + by, 0, game);
      return next;
    });

  const save = async () => {
    try {
      await setList.mutateAsync({ site_id: site.id, list, game_ids: draft.map((game) => game.game_id) });
      notify.done(t('lists.saved', { list: listName }));
    } catch (error) {
      notify.failed(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(`lists.about.${list}`)}
      </Text>
      {draft.length === 0 ? (
        <Text c="dimmed">{t('lists.empty')}</Text>
      ) : (
        <Stack component="ol" gap={6} p={0} m={0} aria-label={t('lists.order', { list: listName })} style={{ listStyle: 'none' }}>
          {draft.map((game, index) => (
            <Card key={game.game_id} component="li" withBorder padding="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Text size="sm" c="dimmed" w={24} ta="end">
                    {index + 1}
                  </Text>
                  <GameThumb src={game.picture_url} name={game.game_name} />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} truncate>
                      {game.game_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {game.provider_code}
                    </Text>
                  </Stack>
                  {!game.playable && <CellBadge color="gray">{t('availability.hidden')}</CellBadge>}
                </Group>
                {editable && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={t('lists.moveUp', { game: game.game_name })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden>↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('lists.moveDown', { game: game.game_name })}
                      disabled={index === draft.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden>↓</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={t('lists.remove', { game: game.game_name })}
                      onClick={() => setDraft((current) => current.filter((each) => each.game_id !== game.game_id))}
                    >
                      <span aria-hidden>×</span>
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {editable && (
        <>
          {draft.length < catalogueAdmin.GAME_LIST_MAX ? (
            <AddGame
              siteId={site.id}
              exclude={draft.map((game) => game.game_id)}
              onAdd={(game) => setDraft((current) => [...current, game])}
            />
          ) : (
            <Alert color="yellow">{t('lists.full', { max: catalogueAdmin.GAME_LIST_MAX })}</Alert>
          )}
          <Group>
            <Button onClick={() => void save()} disabled={!changed} loading={setList.isPending}>
              {t('lists.save', { list: listName })}
            </Button>
            <Button variant="default" disabled={!changed} onClick={() => setDraft(saved)}>
              {t('lists.undo')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The site's curated lists: the hot lobby and the home page's featured, popular, new and popup rows. */
export function ListsTab({ site }: { site: Site }) {
  const { t } = useTranslation(['games', 'ui']);
  const mayCall = useMayCall();
  const lists = useGameLists(site.id);
  const [list, setList] = useState<GameListName>('hot');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('lists.choose')}
        value={list}
        onChange={(value) => setList(value as GameListName)}
        data={catalogueAdmin.GAME_LIST_NAMES.map((name) => ({ value: name, label: t(`lists.names.${name}`) }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <QueryState query={lists}>
        {(data) => (
          <ListEditor
            // a saved list (or another site's) starts a new draft
            key={`${list}:${data.value[list].map((game) => game.game_id).join()}`}
            site={site}
            list={list}
            saved={data.value[list]}
            editable={mayCall('catalogueListsSet')}
          />
        )}
      </QueryState>
    </Stack>
  );
}
