import '../games.css';
import { GAME_SORTS, type GameSort, TITLE_SEPARATOR } from '@wl/contract/lite';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { routeMeta } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';
import { GameGrid, GameGridSkeleton } from '@/shared/ui/game-grid/game-grid';
import { Pagination } from '@/shared/ui/pagination';
import { SectionState } from '@/shared/ui/section-state';
import { type LobbyFilter, useGameList } from '../api/get-game-list';
import { GameSearch } from '../components/game-search';
import { PlayerRows } from '../components/player-rows';
import { ProviderFilter } from '../components/provider-filter';
import { SortSelect } from '../components/sort-select';
import { UNMEASURED_PAGE_SIZE, useWholeRowsPageSize } from '../lib/page-size';
import { LOBBY_PARAMS, LOBBY_PATHS, lobbyOfPath } from '../lobbies';

function positivePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function knownSort(value: string | null): GameSort {
  return GAME_SORTS.find((sort) => sort === value) ?? 'default';
}

/**
 * Every lobby (/slots, /casino, …, /hot): one page configured by its path. The provider, the
 * search, the order and the page live in the URL query, so a reload, a shared link or the back
 * button brings the same view back. A page is whole rows of the grid at the screen's width
 * (lib/page-size.ts). On its first page, unnarrowed, a player sees their recently played and
 * favourite games of the lobby above it.
 */
export default function LobbyPage() {
  const { t } = useTranslation(['pages', 'ui']);
  const { pathname } = useLocation();
  const siteName = useSiteStore((state) => state.site?.site_name ?? '');
  const [params, setParams] = useSearchParams();
  const lobby = lobbyOfPath(pathname) ?? 'hot';
  const probe = useRef<HTMLUListElement>(null);
  const pageSize = useWholeRowsPageSize(probe);
  const filter: LobbyFilter = {
    lobby,
    sort: knownSort(params.get(LOBBY_PARAMS.sort)),
    provider_code: params.get(LOBBY_PARAMS.provider) ?? '',
    search: params.get(LOBBY_PARAMS.search) ?? '',
    page: positivePage(params.get(LOBBY_PARAMS.page)),
    page_size: pageSize ?? UNMEASURED_PAGE_SIZE,
  };
  const query = useGameList(filter, pageSize !== null);
  const title = t(`pages:${routeMeta(LOBBY_PATHS[lobby])?.titleKey ?? 'hot'}.title`);

  const narrowed = Boolean(filter.provider_code || filter.search);

  useEffect(() => {
    document.title = siteName ? `${title} ${TITLE_SEPARATOR} ${siteName}` : title;
  }, [title, siteName]);

  /** Changes some of the query; any change but the page itself starts again at page 1. */
  const update = useCallback(
    (changes: Partial<Record<keyof typeof LOBBY_PARAMS, string>>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete(LOBBY_PARAMS.page);
          for (const [key, value] of Object.entries(changes) as [keyof typeof LOBBY_PARAMS, string][]) {
            if (value && !(key === 'page' && value === '1')) next.set(LOBBY_PARAMS[key], value);
            else next.delete(LOBBY_PARAMS[key]);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  // Typing replaces the history entry: back leaves the lobby instead of stepping through keystrokes.
  const onSearch = useCallback((search: string) => update({ search }, true), [update]);

  // A new width changes the page size: the page that holds the first game shown stays in view.
  const shownPageSize = useRef(pageSize);
  useEffect(() => {
    const before = shownPageSize.current;
    shownPageSize.current = pageSize;
    if (before === null || pageSize === null || before === pageSize || filter.page === 1) return;
    update({ page: String(Math.floor(((filter.page - 1) * before) / pageSize) + 1) }, true);
  }, [pageSize, filter.page, update]);

  const data = query.data;

  return (
    <section className="page lobby-page" aria-labelledby="lobby-title" aria-busy={query.isFetching}>
      <div className="lobby-head">
        <h1 id="lobby-title">{title}</h1>
        <GameSearch value={filter.search} onSearch={onSearch} />
        <SortSelect value={filter.sort} onChange={(sort) => update({ sort: sort === 'default' ? '' : sort })} />
      </div>
      {filter.page === 1 && !narrowed ? <PlayerRows lobby={lobby} /> : null}
      {data && data.providers.length > 0 ? (
        <ProviderFilter
          providers={data.providers}
          selected={filter.provider_code}
          onSelect={(provider) => update({ provider })}
        />
      ) : null}
      {/* An empty grid of the lobby's class: its columns decide the page size. */}
      <ul className="game-list lobby-grid-probe" ref={probe} aria-hidden="true" />
      {query.isPending ? (
        <GameGridSkeleton count={filter.page_size} />
      ) : query.isError || !data ? (
        <SectionState kind="error" message={t('pages:games.lobby.error')} onRetry={() => void query.refetch()} />
      ) : data.value.length === 0 ? (
        narrowed ? (
          <SectionState
            kind="empty"
            message={t('pages:games.lobby.noMatch')}
            action={{ label: t('pages:games.lobby.showAll'), onClick: () => update({ provider: '', search: '' }) }}
          />
        ) : (
          <SectionState kind="empty" message={t('pages:games.lobby.empty')} />
        )
      ) : (
        <>
          <p className="lobby-count" aria-live="polite">
            {t('pages:games.lobby.count', { count: data.total })}
          </p>
          <GameGrid games={data.value} className={query.isPlaceholderData ? 'game-list is-stale' : 'game-list'} />
          <Pagination
            page={data.page}
            totalItems={data.total}
            itemsPerPage={data.page_size}
            label={t('pages:games.lobby.pages')}
            onChange={(page) => {
              update({ page: String(page) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </section>
  );
}
