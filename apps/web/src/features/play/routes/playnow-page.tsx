import '../play.css';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshBalance } from '@/shared/session/get-balance';
import { type GameToLaunch, type LaunchedGame, useLaunchGame } from '../api/launch-game';
import { GameView } from '../components/game-view';
import { LaunchStatus, PlayPage } from '../components/page-message';
import { useGameBalanceMessages } from '../lib/game-balance-messages';

function GameFrame({ game, toLaunch }: { game: LaunchedGame; toLaunch: GameToLaunch }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { mutate: refreshBalance } = useRefreshBalance();
  useGameBalanceMessages(
    frame,
    useCallback(() => refreshBalance(), [refreshBalance]),
  );
  return <GameView game={game} toLaunch={toLaunch} frame={frame} />;
}

function Launch({ game }: { game: GameToLaunch }) {
  const launch = useLaunchGame(game);
  return launch.isSuccess ? <GameFrame game={launch.data} toLaunch={game} /> : <LaunchStatus launch={launch} />;
}

/** /playnow?provider_code=…&game_code=…: launches the game for the logged-in player and plays it in a frame. */
export default function PlaynowPage() {
  const { t } = useTranslation('pages');
  return <PlayPage title={t('playnow.title')} launch={(game) => <Launch game={game} />} />;
}
