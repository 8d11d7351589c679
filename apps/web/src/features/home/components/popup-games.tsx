import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mark, markedOn } from '@/shared/lib/visitor-marks';
import { useSiteStore } from '@/shared/session/site-store';
import { GameGrid } from '@/shared/ui/game-grid/game-grid';
// After the grid's own styles: the strip's small cards override them.
import './popup-games.css';
import { useHomeGameList } from '../api/get-home-games';

const SHOWN = 6;

/**
 * The popup list (spec-coverage S3.4, EVOPLAY's games by default) as a strip in the page's flow at
 * the top of the home page (decision 0180): it covers nothing, scrolls sideways on a phone, and
 * once dismissed stays away for the rest of the visitor's day on this site. The operator switches
 * it off with show_popup_games.
 */
export function PopupGames() {
  const { t } = useTranslation('pages');
  const site = useSiteStore((state) => state.site);
  const externalId = site?.external_id ?? '';
  const { games: listed } = useHomeGameList('popup');
  // Games to try now: one whose provider is not connected yet ("coming soon") is no invitation.
  const games = listed.filter((game) => !('coming_soon' in game && game.coming_soon));
  const [dismissed, setDismissed] = useState(() => markedOn('popupGames', externalId));
  if (!site?.show_popup_games || dismissed || games.length === 0) return null;

  const dismiss = () => {
    mark('popupGames', externalId);
    setDismissed(true);
  };
  return (
    <section className="popup-games" aria-labelledby="popup-games-title">
      <div className="popup-games-head">
        <h2 id="popup-games-title" className="popup-games-title">
          {t('games.popup.title')}
        </h2>
        <p className="popup-games-text">{t('games.popup.text')}</p>
        <button type="button" className="popup-games-close" aria-label={t('games.popup.dismiss')} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <GameGrid games={games.slice(0, SHOWN)} className="game-list game-list-popup" />
    </section>
  );
}
