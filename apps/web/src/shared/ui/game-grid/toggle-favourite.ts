import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse, Game } from '@wl/contract/lite';
import { ApiCallError, callApi, handleFailure, succeeded } from '@/shared/api/client';
import { playerAuth, useUserStore } from '@/shared/session/user-store';

export type Favourite = CallResponse<'favList'>['value'][number];

export interface FavouriteChange {
  game: Game;
  /** true adds the game, false removes it */
  add: boolean;
}

const FAVOURITE_MUTATION = ['games', 'favourite'] as const;

export const isSameGame = (a: Pick<Game, 'provider_code' | 'game_code'>, b: Pick<Game, 'provider_code' | 'game_code'>) =>
  a.provider_code === b.provider_code && a.game_code === b.game_code;

export function asFavourite(game: Game): Favourite {
  return {
    game_code: game.game_code,
    game_name: game.game_name,
    game_type: game.game_type,
    img_url: game.game_image,
    provider_code: game.provider_code,
  };
}

/** fav_add / fav_remove; both answer the player's whole list as the server now has it. */
export async function changeFavourite({ game, add }: FavouriteChange): Promise<Favourite[]> {
  const ref = { provider_code: game.provider_code, game_code: game.game_code };
  const result = add
    ? await callApi('favAdd', { ...playerAuth(), ...ref }, { silent: true })
    : await callApi('favRemove', { ...playerAuth(), ...ref }, { silent: true });
  if (!succeeded(result)) throw new ApiCallError(result);
  return result.value;
}

/**
 * Adds or removes a favourite at once in the user store (game_fav_list), then calls the server.
 * A failure undoes only this game's change (other toggles may be on their way) and then shows the
 * failure as every call does (favouritesFull, gameNotFound, or a session that ended). The server's
 * list replaces the store's once no other toggle is still waiting.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FAVOURITE_MUTATION,
    mutationFn: changeFavourite,
    onMutate: ({ game, add }) => {
      const { game_fav_list: list, setFavourites } = useUserStore.getState();
      const index = list.findIndex((entry) => isSameGame(entry, game));
      const removed = index >= 0 ? list[index] : undefined;
      if (add && !removed) setFavourites([asFavourite(game), ...list]);
      if (!add && removed) setFavourites(list.filter((entry) => !isSameGame(entry, game)));
      return { index, removed };
    },
    onError: (error, { game, add }, context) => {
      const { game_fav_list: list, setFavourites } = useUserStore.getState();
      if (add && !context?.removed) setFavourites(list.filter((entry) => !isSameGame(entry, game)));
      if (!add && context?.removed && !list.some((entry) => isSameGame(entry, game))) {
        const restored = [...list];
        restored.splice(Math.min(context.index, restored.length), 0, context.removed);
        setFavourites(restored);
      }
      if (error instanceof ApiCallError) void handleFailure(error.failure);
    },
    onSuccess: (list) => {
      // This mutation still counts as running here, so 1 means no other toggle is waiting.
      if (queryClient.isMutating({ mutationKey: FAVOURITE_MUTATION }) <= 1) useUserStore.getState().setFavourites(list);
    },
  });
}

export function useIsFavourite(game: Pick<Game, 'provider_code' | 'game_code'>): boolean {
  return useUserStore((state) => state.game_fav_list.some((entry) => isSameGame(entry, game)));
}
