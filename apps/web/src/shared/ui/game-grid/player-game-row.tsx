import type { Game } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { GameRow } from './game-row';

export type PlayerGameList = 'recent' | 'favourites';

/**
 * A player's own row of games: recently played ("Continue playing"), or favourites with the way to
 * the favourites page. Nothing while it has no game.
 */
export function PlayerGameRow({ list, games, className }: { list: PlayerGameList; games: readonly Game[]; className: string }) {
  const { t } = useTranslation('pages');
  if (games.length === 0) return null;
  return (
    <GameRow
      title={t(list === 'recent' ? 'games.rows.recent' : 'games.rows.favourites')}
      games={games}
      className={className}
      action={
        list === 'favourites' ? (
          <Link to={PATHS.favourites} className="section-link">
            {t('games.rows.allFavourites')}
          </Link>
        ) : undefined
      }
    />
  );
}
