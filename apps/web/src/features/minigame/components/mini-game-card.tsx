import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatTokens } from '@/shared/lib/money';
import type { MiniGame } from '../api/get-mini-games';
import { ClaimRewardsButton } from './claim-rewards-button';
import { PrizeList } from './prize-list';

/** One game of the hub: its cost and prizes, the way to play it, and its prizes waiting to be claimed. */
export function MiniGameCard({ game, pending }: { game: MiniGame; pending: number }) {
  const { t } = useTranslation('pages');
  const titleId = `mini-game-${game.game_id}`;
  return (
    <li className="card minigame-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{game.name}</h3>
      <p className="minigame-cost">{t('minigame.games.cost', { cost: formatTokens(game.cost_token, { showZero: true }) })}</p>
      <PrizeList prizes={game.prizes} label={t('minigame.games.prizesOf', { name: game.name })} />
      <div className="minigame-card-actions">
        <Link className="button button-primary" to={`${PATHS.spin}?game_id=${game.game_id}`}>
          {t('minigame.games.play', { name: game.name })}
        </Link>
        <ClaimRewardsButton gameId={game.game_id} pending={pending} />
      </div>
    </li>
  );
}
