import '../games.css';
import { PAGINATION_DEFAULTS, TITLE_SEPARATOR } from '@wl/contract/lite';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { routeMeta } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';
import { GameGrid, GameGridSkeleton } from '@/shared/ui/game-grid/game-grid';
import { Pagination } from '@/shared/ui/pagination';
import { SectionState } from '@/shared/ui/section-state';
import { type LobbyFilter, useGameList } from '../api/get-game-list';
import { GameSearch } from '../components/game-search';
import { ProviderFilter } from '../components/provider-filter';
import { LOBBY_PARAMS, LOBBY_PATHS, lobbyOfPath } from '../lobbies';

function positivePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Every lobby (/slots, /casino, …, /hot): one page configured by its path. The provider, the
 * search and the page live in the URL query, so a reload, a shared link or the back button
 * brings the same view back.
 */
export default function LobbyPage() {
  const { t } = useTranslation(['pages', 'ui']);
  const { pathname } = useLocation();
  const siteName = useSiteStore((state) => state.site?.site_name ?? '');
  const [params, setParams] = useSearchParams();
  const lobby = lobbyOfPath(pathname) ?? 'hot';
  const filter: LobbyFilter = {
    lobby,
    provider_code: params.get(LOBBY_PARAMS.provider) ?? '',
    search: params.get(LOBBY_PARAMS.search) ?? '',
    page: positivePage(params.get(LOBBY_PARAMS.page)),
  };
  const query = useGameList(filter);
  const title = t(`pages:${routeMeta(LOBBY_PATHS[lobby])?.titleKey ?? 'hot'}.title`);

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

  const data = query.data;
  const narrowed = Boolean(filter.provider_code || filter.search);

  return (
    <section className="page lobby-page" aria-labelledby="lobby-title" aria-busy={query.isFetching}>
      <div className="lobby-head">
        <h1 id="lobby-title">{title}</h1>
        <GameSearch value={filter.search} onSearch={onSearch} />
      </div>
      {data && data.providers.length > 0 ? (
        <ProviderFilter
          providers={data.providers}
          selected={filter.provider_code}
          onSelect={(provider) => update({ provider })}
        />
      ) : null}
      {query.isPending ? (
        <GameGridSkeleton count={PAGINATION_DEFAULTS.itemsPerPage} />
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
