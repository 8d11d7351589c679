import { callApi, succeeded } from '@/shared/api/client';
import { playerAuth, useUserStore } from '@/shared/session/user-store';

/** After login (and on reload of a logged-in tab): balance, VIP and favourites (spec section 4). */
export async function loadPlayerData(): Promise<void> {
  const credentials = playerAuth();
  const [balance, vip, favourites] = await Promise.all([
    callApi('getBalance', credentials),
    callApi('vip', credentials),
    callApi('favList', credentials),
  ]);
  const store = useUserStore.getState();
  if (succeeded(balance)) store.setBalance(balance.game_balance, balance.game_token);
  if (succeeded(vip)) store.setVip({ ...vip.nextLevel[0]!, currentLevel: vip.currentLevel });
  // A failed favourites call leaves an empty list (spec section 8).
  store.setFavourites(succeeded(favourites) ? favourites.value : []);
}
