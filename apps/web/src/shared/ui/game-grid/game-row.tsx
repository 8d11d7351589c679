import './game-row.css';
import type { Game } from '@wl/contract/lite';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from './game-grid';

/**
 * A titled row of games that scrolls sideways, with arrow buttons for a mouse (the row itself
 * scrolls by touch, trackpad and keyboard focus): the player's favourites and recently played,
 * on the home and in the lobbies. `action` is a link beside the title (e.g. "View all").
 */
export function GameRow({
  title,
  games,
  action,
  className = '',
}: {
  title: string;
  games: readonly Game[];
  action?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const scrollRow = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className={`game-row ${className}`} aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
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
        {action}
      </div>
      <GameGrid games={games} className="game-list game-list-row" ref={rowRef} />
    </section>
  );
}
