import './game-row.css';
import type { Game } from '@wl/contract/lite';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from './game-grid';

/**
 * The sideways scroll of a row of games, for every row (the home's lists and the player's rows):
 * `ref` goes on the row's list; `back` and `forward` say whether there is more to see that way, so
 * the arrows of a row that shows all its games are left out instead of doing nothing.
 */
export function useRowScroll() {
  const [row, setRow] = useState<HTMLUListElement | null>(null);
  const [room, setRoom] = useState({ back: false, forward: false });
  useEffect(() => {
    if (!row) return;
    const measure = () => {
      // a pixel of slack: scroll positions are fractional at some zoom levels
      const back = Math.abs(row.scrollLeft) > 1;
      const forward = Math.abs(row.scrollLeft) + row.clientWidth < row.scrollWidth - 1;
      setRoom((before) => (before.back === back && before.forward === forward ? before : { back, forward }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(row);
    // games added or removed change how far the row scrolls without resizing its box
    const games = new MutationObserver(measure);
    games.observe(row, { childList: true });
    return () => {
      row.removeEventListener('scroll', measure);
      resizes?.disconnect();
      games.disconnect();
    };
  }, [row]);
  const scrollRow = (direction: 1 | -1) => row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  return { ref: setRow, ...room, scrollRow };
}

/** A row's previous and next arrows, for a mouse (the row itself scrolls by touch, trackpad and keyboard); none when it all shows. */
export function RowControls({ scroll }: { scroll: ReturnType<typeof useRowScroll> }) {
  const { t } = useTranslation('pages');
  if (!scroll.back && !scroll.forward) return null;
  return (
    <div className="row-controls">
      <button type="button" className="icon-button" disabled={!scroll.back} onClick={() => scroll.scrollRow(-1)}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t('home.games.previous')}</span>
      </button>
      <button type="button" className="icon-button" disabled={!scroll.forward} onClick={() => scroll.scrollRow(1)}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t('home.games.next')}</span>
      </button>
    </div>
  );
}

/**
 * A titled row of games that scrolls sideways: the player's favourites and recently played, on the
 * home and in the lobbies. `action` is a link beside the title (e.g. "View all").
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
  const titleId = useId();
  const scroll = useRowScroll();
  return (
    <section className={`game-row ${className}`} aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        <RowControls scroll={scroll} />
        {action}
      </div>
      <GameGrid games={games} className="game-list game-list-row" ref={scroll.ref} />
    </section>
  );
}
