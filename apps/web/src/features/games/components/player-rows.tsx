import type { Game, Lobby } from '@wl/contract/lite';
import { useFavouriteGames } from '@/shared/session/get-favourites';
import { useRecentGames } from '@/shared/session/get-recent-games';
import { useUserStore } from '@/shared/session/user-store';
import { PlayerGameRow } from '@/shared/ui/game-grid/player-game-row';

const ofLobby = (games: readonly Game[], lobby: Lobby) =>
  lobby === 'hot' ? games : games.filter((game) => game.game_type === lobby);

/**
 * A lobby's "Continue playing" and "Favourites" rows: the player's games of the lobby's category
 * (every category in the hot lobby), each row only when it has a game. Nothing for a visitor.
 */
export function PlayerRows({ lobby }: { lobby: Lobby }) {
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const recent = ofLobby(useRecentGames(), lobby);
  const favourites = ofLobby(useFavouriteGames(), lobby);
  if (!isAuthenticated) return null;
  return (
    <>
      <PlayerGameRow list="recent" games={recent} className="lobby-row" />
      <PlayerGameRow list="favourites" games={favourites} className="lobby-row" />
    </>
  );
}
