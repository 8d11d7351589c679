import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHotGames } from '../api/get-hot-games';
import { GameCard } from './game-card';
import { SectionState } from './section-state';

export type HotGamesStyle = 'grid' | 'row' | 'spotlight';

const SHOWN = { grid: 12, row: 16, spotlight: 9 } as const;
const SKELETONS = 6;

/** The site's hot games as a grid, one scrollable row, or one large game beside a grid. */
export function HotGames({ style }: { style: HotGamesStyle }) {
  const { t } = useTranslation(['pages', 'ui']);
  const query = useHotGames();
  const rowRef = useRef<HTMLUListElement>(null);
  const games = query.data?.slice(0, SHOWN[style]) ?? [];

  const scrollRow = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section
      className={`home-section hot-games hot-games-${style}`}
      aria-labelledby="hot-games-title"
      aria-busy={query.isPending}
    >
      <div className="section-head">
        <h2 id="hot-games-title" className="section-title">
          {t('pages:home.games.title')}
        </h2>
        {style === 'row' && games.length > 0 ? (
          <div className="row-controls">
            <button type="button" className="icon-button" onClick={() => scrollRow(-1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('pages:home.games.previous')}</span>
            </button>
            <button type="button" className="icon-button" onClick={() => scrollRow(1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('pages:home.games.next')}</span>
            </button>
          </div>
        ) : null}
        <Link to="/hot" className="section-link">
          {t('pages:home.games.viewAll')}
        </Link>
      </div>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('ui:loading')}
          </p>
          <ul className="game-list" aria-hidden="true">
            {Array.from({ length: SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
              <li key={index} className="game-card-skeleton" />
            ))}
          </ul>
        </>
      ) : query.isError ? (
        <SectionState kind="error" message={t('pages:home.games.error')} onRetry={() => void query.refetch()} />
      ) : games.length === 0 ? (
        <SectionState kind="empty" message={t('pages:home.games.empty')} />
      ) : (
        <ul className="game-list" ref={style === 'row' ? rowRef : undefined}>
          {games.map((game, index) => (
            <li key={`${game.provider_code}-${game.game_code}`}>
              <GameCard game={game} featured={style === 'spotlight' && index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
