import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { inertOutside } from '@/shared/lib/inert';
import { lockPageScroll } from '@/shared/lib/page-scroll';
import type { GameToLaunch, LaunchedGame } from '../api/launch-game';
import { useFullscreen } from '../lib/use-fullscreen';
import { usePhoneLayout } from '../lib/use-phone-layout';
import { GameInfoButton } from './game-info-sheet';

/** Where a player picks another game. */
export const LOBBY_PATH = PATHS.hot;

interface GameViewProps {
  game: LaunchedGame;
  toLaunch: GameToLaunch;
  frame?: RefObject<HTMLIFrameElement | null>;
  /** shown above the frame (fun mode's notice) */
  notice?: ReactNode;
  /** changing it opens the game URL again (a fresh fun session) */
  frameKey?: number;
}

/**
 * A game in its frame. On a phone it fills the screen over the site's header and menus, with a bar
 * at the bottom, in reach of a thumb, that leads back; at desktop widths it sits in the page with
 * a full-screen button where the browser has the Fullscreen API. While it fills a phone's screen
 * the page under it is inert and does not scroll, so a keyboard, a screen reader or a thumb cannot wander behind it. Back (the bar's, or the
 * browser's) returns to where the player came from, or to the lobby when the page was opened
 * directly.
 */
export function GameView({ game, toLaunch, frame, notice, frameKey }: GameViewProps) {
  const { t } = useTranslation(['pages', 'ui']);
  const navigate = useNavigate();
  const location = useLocation();
  const phone = usePhoneLayout();
  const view = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(view);
  useEffect(() => {
    if (!phone || !view.current) return;
    const undoInert = inertOutside(view.current);
    const unlockScroll = lockPageScroll();
    return () => {
      unlockScroll();
      undoInert();
    };
  }, [phone]);
  // A page opened directly (no history inside the app) closes to the lobby.
  const close = () => (location.key === 'default' ? navigate(LOBBY_PATH) : navigate(-1));
  return (
    <div ref={view} className={`play-view${phone ? ' is-phone' : ''}`} data-testid="play-view">
      <header className="play-bar">
        {phone ? (
          <button type="button" className="button play-close" onClick={close}>
            <span aria-hidden="true">‹ </span>
            {t('ui:back')}
          </button>
        ) : null}
        <h1 id="page-title">{game.game_name}</h1>
        <GameInfoButton game={toLaunch} name={game.game_name} />
        {!phone && fullscreen.available ? (
          <button
            type="button"
            className="button play-fullscreen"
            aria-pressed={fullscreen.active}
            onClick={() => void fullscreen.toggle()}
          >
            {fullscreen.active ? t('playnow.exitFullScreen') : t('playnow.fullScreen')}
          </button>
        ) : null}
        {phone ? null : (
          <button type="button" className="button play-close" onClick={close}>
            {t('playnow.close')}
          </button>
        )}
      </header>
      {notice}
      <iframe key={frameKey} ref={frame} className="play-frame" title={game.game_name} src={game.game_url} allow="fullscreen" />
    </div>
  );
}
