import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/shared/ui/game-grid/game-grid';
// After the grid's own styles: the popup's narrower list overrides them.
import './popup-games.css';
import { readStored, writeStored } from '@/shared/lib/storage';
import { useHomeGameList } from '../api/get-home-games';

/** Remembered per browser session: the popup shows once per visit, not on every return to the home page. */
export const POPUP_SEEN_KEY = 'wl.games-popup-seen';
const SHOWN = 4;

/**
 * The popup list (spec-coverage S3.4, EVOPLAY's games by default): a "try these games" card that
 * slides up over the bottom of the home page once per session. It is not modal: the page stays
 * usable behind it, it never competes with the login or first-visit modals, and it closes with
 * its button or Escape.
 */
export function PopupGames() {
  const { t } = useTranslation('pages');
  const { games } = useHomeGameList('popup');
  const [open, setOpen] = useState(() => readStored('session', POPUP_SEEN_KEY) !== '1');
  const visible = open && games.length > 0;

  useEffect(() => {
    if (!visible) return;
    writeStored('session', POPUP_SEEN_KEY, '1');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  if (!visible) return null;
  return (
    <aside className="popup-games" aria-labelledby="popup-games-title">
      <div className="popup-games-head">
        <h2 id="popup-games-title" className="popup-games-title">
          {t('games.popup.title')}
        </h2>
        <button type="button" className="popup-games-close" aria-label={t('games.popup.close')} onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="popup-games-text">{t('games.popup.text')}</p>
      <GameGrid games={games.slice(0, SHOWN)} className="game-list game-list-popup" />
    </aside>
  );
}
