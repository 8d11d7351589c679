import './game-section.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { GameGrid, GameGridSkeleton } from '@/shared/ui/game-grid/game-grid';
import { RowControls, useRowScroll } from '@/shared/ui/game-grid/game-row';
import { SectionState } from '@/shared/ui/section-state';
import { useHomeGameList } from '../api/get-home-games';
import { type GamesStyle, type HomeList, listLayout } from '../home-sections';

const SKELETONS = 6;

/**
 * One home list (hot, featured, popular or new) as a grid, one scrollable row, or one large game
 * beside a grid: the template's style when the list has the games to fill it, else a row (listLayout).
 */
export function GameSection({ list, style: templateStyle }: { list: HomeList; style: GamesStyle }) {
  const { t } = useTranslation('pages');
  const { query, games } = useHomeGameList(list);
  // while loading, the template's own style, so the placeholders take the place the games will
  const { style, shown: count } = query.isSuccess ? listLayout(templateStyle, games.length) : { style: templateStyle, shown: 0 };
  const shown = games.slice(0, count);
  const scroll = useRowScroll();
  const titleId = `games-${list}-title`;
  const listClass = `game-list game-list-${style}`;

  // A list with nothing the site shows is left out rather than announced empty.
  if (query.isSuccess && shown.length === 0) return null;

  return (
    <section className={`home-section game-section game-section-${style}`} aria-labelledby={titleId} aria-busy={query.isPending}>
      <div className="section-head">
        <h2 id={titleId} className="section-title">
          {t(`home.games.lists.${list}`)}
        </h2>
        {style === 'row' ? <RowControls scroll={scroll} /> : null}
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
          ref={style === 'row' ? scroll.ref : undefined}
        />
      )}
    </section>
  );
}
