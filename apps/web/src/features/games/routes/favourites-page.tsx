import '../games.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { asGame, favouritesQueryOptions } from '@/shared/session/get-favourites';
import { usePlayerId } from '@/shared/session/user-store';
import { GameGrid, GameGridSkeleton } from '@/shared/ui/game-grid/game-grid';
import { SectionState } from '@/shared/ui/section-state';

const SKELETONS = 8;

/**
 * The player's favourite games, newest first, as one grid (at most FAVOURITES_LIMIT, so no
 * paging). A heart taken off removes the game at once; the list is the one the tiles' hearts
 * read, so every row and page agrees.
 */
export default function FavouritesPage() {
  const { t } = useTranslation('pages');
  const query = useQuery(favouritesQueryOptions(usePlayerId()));
  const title = t('favourites.title');

  return (
    <section className="page lobby-page favourites-page" aria-labelledby="favourites-title" aria-busy={query.isFetching}>
      <div className="lobby-head">
        <h1 id="favourites-title">{title}</h1>
      </div>
      {query.isPending ? (
        <GameGridSkeleton count={SKELETONS} />
      ) : query.isError ? (
        <SectionState kind="error" message={t('favourites.error')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="favourites-empty">
          <SectionState kind="empty" message={t('favourites.empty')} />
          <Link to={PATHS.hot} className="button button-primary">
            {t('favourites.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="lobby-count" aria-live="polite">
            {t('games.lobby.count', { count: query.data.length })}
          </p>
          <GameGrid games={query.data.map(asGame)} />
        </>
      )}
    </section>
  );
}
