import '../minigame.css';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/shared/ui/query-state';
import { useMiniGames } from '../api/get-mini-games';
import { pendingPlays, usePlayLog } from '../api/get-play-log';
import { MiniGameCard } from '../components/mini-game-card';
import { PlayLog } from '../components/play-log';
import { TokenWalletCard } from '../components/token-wallet';

/** /minigame: the hub in the minigame layout — the token wallet, every game with its prizes, and the play log. */
export default function MiniGamePage() {
  const { t } = useTranslation(['pages', 'ui']);
  const games = useMiniGames();
  const log = usePlayLog();

  return (
    <section className="page minigame-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('minigame.title')}</h1>
      <p className="minigame-intro">{t('minigame.intro')}</p>
      <div className="minigame-columns">
        <TokenWalletCard />
        <section className="minigame-games" aria-labelledby="mini-games-title" aria-busy={games.isPending}>
          <h2 id="mini-games-title">{t('minigame.games.title')}</h2>
          {games.isPending || games.isError ? (
            <QueryState query={games} errorMessage={t('minigame.loadError')} loadingLook="plain" errorLook="card" />
          ) : games.data.length === 0 ? (
            <p className="card minigame-empty">{t('minigame.games.empty')}</p>
          ) : (
            <ul className="minigame-game-list">
              {games.data.map((game) => (
                <MiniGameCard key={game.game_id} game={game} pending={pendingPlays(log.data, game.game_id)} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <PlayLog />
    </section>
  );
}
