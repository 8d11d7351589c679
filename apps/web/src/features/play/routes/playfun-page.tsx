import '../play.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useUserStore } from '@/shared/session/user-store';
import { useLaunchFunGame } from '../api/launch-fun-game';
import type { GameToLaunch, LaunchedGame } from '../api/launch-game';
import { GameView } from '../components/game-view';
import { LaunchStatus, PlayPage } from '../components/page-message';

/** What fun mode is, on screen the whole time: not money, a new demo balance at will, and the way to real play. */
function FunNotice({ game, onRestart }: { game: GameToLaunch; onRestart: () => void }) {
  const { t } = useTranslation('pages');
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const realPlay = `${PATHS.playnow}?${new URLSearchParams({ provider_code: game.providerCode, game_code: game.gameCode })}`;
  return (
    <div className="play-fun-notice" role="note" data-testid="fun-notice">
      <p>
        <strong className="play-fun-badge">{t('playfun.badge')}</strong> {t('playfun.notMoney')}
      </p>
      <div className="play-fun-actions">
        <button type="button" className="button button-ghost" onClick={onRestart}>
          {t('playfun.restart')}
        </button>
        {isAuthenticated ? (
          <Link className="button button-primary" to={realPlay}>
            {t('playfun.playReal')}
          </Link>
        ) : (
          <Link className="button button-primary" to={PATHS.register}>
            {t('playfun.signUp')}
          </Link>
        )}
      </div>
    </div>
  );
}

function FunGame({ game, toLaunch }: { game: LaunchedGame; toLaunch: GameToLaunch }) {
  const [session, setSession] = useState(0);
  return (
    <GameView
      game={game}
      toLaunch={toLaunch}
      frameKey={session}
      notice={<FunNotice game={toLaunch} onRestart={() => setSession((count) => count + 1)} />}
    />
  );
}

function Launch({ game }: { game: GameToLaunch }) {
  const launch = useLaunchFunGame(game);
  return launch.isSuccess ? <FunGame game={launch.data} toLaunch={game} /> : <LaunchStatus launch={launch} />;
}

/**
 * /playfun?provider_code=…&game_code=…: a built-in game for fun, for visitors and players alike:
 * a demo balance that is not money and never touches the wallet (the provider's fun session).
 */
export default function PlayfunPage() {
  const { t } = useTranslation('pages');
  return <PlayPage title={t('playfun.title')} launch={(game) => <Launch game={game} />} />;
}
