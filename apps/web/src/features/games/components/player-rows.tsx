import type { Game, Lobby } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useFavouriteGames } from '@/shared/session/get-favourites';
import { useRecentGames } from '@/shared/session/get-recent-games';
import { useUserStore } from '@/shared/session/user-store';
import { GameRow } from '@/shared/ui/game-grid/game-row';

const ofLobby = (games: readonly Game[], lobby: Lobby) =>
  lobby === 'hot' ? games : games.filter((game) => game.game_type === lobby);

/**
 * A lobby's "Continue playing" and "Favourites" rows: the player's games of the lobby's category
 * (every category in the hot lobby), each row only when it has a game. Nothing for a visitor.
 */
export function PlayerRows({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation('pages');
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const recent = ofLobby(useRecentGames(), lobby);
  const favourites = ofLobby(useFavouriteGames(), lobby);
  if (!isAuthenticated) return null;
  return (
    <>
      {recent.length > 0 ? <GameRow title={t('games.rows.recent')} games={recent} className="lobby-row" /> : null}
      {favourites.length > 0 ? (
        <GameRow
          title={t('games.rows.favourites')}
          games={favourites}
          className="lobby-row"
          action={
            <Link to={PATHS.favourites} className="section-link">
              {t('games.rows.allFavourites')}
            </Link>
          }
        />
      ) : null}
    </>
  );
}
