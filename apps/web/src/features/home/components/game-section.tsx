import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { GameGrid, GameGridSkeleton } from '@/shared/ui/game-grid/game-grid';
import { SectionState } from '@/shared/ui/section-state';
import { useHomeGameList } from '../api/get-home-games';
import type { GamesStyle, HomeList } from '../home-sections';

const SHOWN = { grid: 12, row: 16, spotlight: 9 } as const;
const SKELETONS = 6;

/** One home list (hot, featured, popular or new) as a grid, one scrollable row, or one large game beside a grid. */
export function GameSection({ list, style }: { list: HomeList; style: GamesStyle }) {
  const { t } = useTranslation('pages');
  const { query, games } = useHomeGameList(list);
  const rowRef = useRef<HTMLUListElement>(null);
  const shown = games.slice(0, SHOWN[style]);
  const titleId = `games-${list}-title`;
  const listClass = `game-list game-list-${style}`;

  const scrollRow = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  // A list with nothing the site shows is left out rather than announced empty.
  if (query.isSuccess && shown.length === 0) return null;

  return (
    <section className={`home-section game-section game-section-${style}`} aria-labelledby={titleId} aria-busy={query.isPending}>
      <div className="section-head">
        <h2 id={titleId} className="section-title">
          {t(`home.games.lists.${list}`)}
        </h2>
        {style === 'row' && shown.length > 0 ? (
          <div className="row-controls">
            <button type="button" className="icon-button" onClick={() => scrollRow(-1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('home.games.previous')}</span>
            </button>
            <button type="button" className="icon-button" onClick={() => scrollRow(1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('home.games.next')}</span>
            </button>
          </div>
        ) : null}
        {list === 'hot' ? (
          <Link to={PATHS.hot} className="section-link">
            {t('home.games.viewAll')}
          </Link>
        ) : null}
      </div>
      {query.isPending ? (
        <GameGridSkeleton count={SKELETONS} className={listClass} />
      ) : query.isError ? (
        <SectionState kind="error" message={t('home.games.error')} onRetry={() => void query.refetch()} />
      ) : (
        <GameGrid
          games={shown}
          className={listClass}
          featureFirst={style === 'spotlight'}
          ref={style === 'row' ? rowRef : undefined}
        />
      )}
    </section>
  );
}
