import { useFavouriteGames } from '@/shared/session/get-favourites';
import { useRecentGames } from '@/shared/session/get-recent-games';
import { useUserStore } from '@/shared/session/user-store';
import { type PlayerGameList, PlayerGameRow } from '@/shared/ui/game-grid/player-game-row';

/** A player's row on the home: recently played ("continue playing") or favourites; nothing while empty or for a visitor. */
export function PlayerGamesSection({ list }: { list: PlayerGameList }) {
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const recent = useRecentGames();
  const favourites = useFavouriteGames();
  if (!isAuthenticated) return null;
  return <PlayerGameRow list={list} games={list === 'recent' ? recent : favourites} className="home-section" />;
}
