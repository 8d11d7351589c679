import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useFavouriteGames } from '@/shared/session/get-favourites';
import { useRecentGames } from '@/shared/session/get-recent-games';
import { useUserStore } from '@/shared/session/user-store';
import { GameRow } from '@/shared/ui/game-grid/game-row';
import type { PlayerList } from '../home-sections';

/** A player's row on the home: recently played ("continue playing") or favourites; nothing while empty or for a visitor. */
export function PlayerGamesSection({ list }: { list: PlayerList }) {
  const { t } = useTranslation('pages');
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const recent = useRecentGames();
  const favourites = useFavouriteGames();
  const games = list === 'recent' ? recent : favourites;
  if (!isAuthenticated || games.length === 0) return null;
  return (
    <GameRow
      title={t(list === 'recent' ? 'games.rows.recent' : 'games.rows.favourites')}
      games={games}
      className="home-section"
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
