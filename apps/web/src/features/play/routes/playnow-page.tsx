import '../play.css';
import { type ReactNode, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/config/routes';
import { failureOf } from '@/shared/api/client';
import { useRefreshBalance } from '@/shared/session/get-balance';
import { type GameToLaunch, type LaunchedGame, useLaunchGame } from '../api/launch-game';
import { useGameBalanceMessages } from '../lib/game-balance-messages';

/** Where a player picks another game. */
const LOBBY_PATH = PATHS.hot;

/** Launch failures the page explains in its own words; others get the generic text and a retry. */
const EXPLAINED_FAILURES = ['providerUnavailable', 'gameNotFound'] as const;

function PageMessage({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <div className="play-message" role="alert">
      <p>{text}</p>
      <div className="play-message-actions">
        {children}
        <Link className="button" to={LOBBY_PATH}>
          {t('playnow.toLobby')}
        </Link>
      </div>
    </div>
  );
}

function GameFrame({ game }: { game: LaunchedGame }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const location = useLocation();
  const frame = useRef<HTMLIFrameElement>(null);
  const { mutate: refreshBalance } = useRefreshBalance();
  useGameBalanceMessages(
    frame,
    useCallback(() => refreshBalance(), [refreshBalance]),
  );
  // A page opened directly (no history inside the app) closes to the lobby.
  const close = () => (location.key === 'default' ? navigate(LOBBY_PATH) : navigate(-1));
  return (
    <>
      <header className="play-bar">
        <h1 id="page-title">{game.game_name}</h1>
        <button type="button" className="button play-close" onClick={close}>
          {t('playnow.close')}
        </button>
      </header>
      <iframe ref={frame} className="play-frame" title={game.game_name} src={game.game_url} allow="fullscreen" />
    </>
  );
}

function Launch({ game }: { game: GameToLaunch }) {
  const { t } = useTranslation(['pages', 'ui']);
  const launch = useLaunchGame(game);
  if (launch.isSuccess) return <GameFrame game={launch.data} />;
  if (launch.isError) {
    const key = failureOf(launch.error)?.message ?? '';
    const explained = EXPLAINED_FAILURES.find((failure) => failure === key);
    return (
      <>
        <h1 id="page-title">{t('playnow.title')}</h1>
        <PageMessage text={t(explained ? `playnow.${explained}` : 'playnow.launchFailed')}>
          {explained ? null : (
            <button type="button" className="button" onClick={() => void launch.refetch()}>
              {t('ui:tryAgain')}
            </button>
          )}
        </PageMessage>
      </>
    );
  }
  return (
    <>
      <h1 id="page-title">{t('playnow.title')}</h1>
      <p className="play-message" role="status" aria-busy="true">
        {t('playnow.loading')}
      </p>
    </>
  );
}

/** /playnow?provider_code=…&game_code=…: launches the game for the logged-in player and plays it in a frame. */
export default function PlaynowPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const providerCode = params.get('provider_code')?.trim() ?? '';
  const gameCode = params.get('game_code')?.trim() ?? '';
  return (
    <section className="page play-page" aria-labelledby="page-title">
      {providerCode && gameCode ? (
        <Launch key={`${providerCode}/${gameCode}`} game={{ providerCode, gameCode }} />
      ) : (
        <>
          <h1 id="page-title">{t('playnow.title')}</h1>
          <PageMessage text={t('playnow.missingGame')} />
        </>
      )}
    </section>
  );
}
