import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Game } from '@wl/contract/lite';
import { call, failureOf, showFailure } from '@/shared/api/client';
import { type Favourite, useFavourites } from '@/shared/session/get-favourites';
import { playerKeys } from '@/shared/session/player-keys';
import { usePlayerId } from '@/shared/session/user-store';

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

/** The list as it will be once the change is made: a new favourite goes first. */
function withChange(list: Favourite[], { game, add }: FavouriteChange): Favourite[] {
  const others = list.filter((entry) => !isSameGame(entry, game));
  if (!add) return others;
  return others.length < list.length ? list : [asFavourite(game), ...list];
}

/** fav_add / fav_remove; both answer the player's whole list as the server now has it. */
export async function changeFavourite({ game, add }: FavouriteChange): Promise<Favourite[]> {
  const ref = { provider_code: game.provider_code, game_code: game.game_code };
  const result = add ? await call('favAdd', ref) : await call('favRemove', ref);
  return result.value;
}

/**
 * Adds or removes a favourite at once in the cached list, then calls the server (TanStack's
 * optimistic update). A failure puts the list back as it was and shows the failure as every call
 * does (favouritesFull, gameNotFound, or a session that ended). The last toggle to settle brings
 * the server's list: its answer when it succeeded, else a fresh read. While other toggles are on
 * their way, a failed one leaves the list to them, since its snapshot predates their changes.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const queryKey = playerKeys.favourites(usePlayerId());
  const onlyToggleRunning = () => queryClient.isMutating({ mutationKey: FAVOURITE_MUTATION }) <= 1;
  return useMutation({
    mutationKey: FAVOURITE_MUTATION,
    mutationFn: changeFavourite,
    onMutate: async (change) => {
      // A read on its way would overwrite the change with the list from before it.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Favourite[]>(queryKey);
      queryClient.setQueryData<Favourite[]>(queryKey, (list = []) => withChange(list, change));
      return { previous };
    },
    onError: (error, _change, context) => {
      if (onlyToggleRunning()) queryClient.setQueryData<Favourite[]>(queryKey, context?.previous ?? []);
      const failure = failureOf(error);
      if (failure) void showFailure(failure);
    },
    onSettled: async (serverList) => {
      // This mutation still counts as running here, so "only" means no other toggle is waiting.
      if (!onlyToggleRunning()) return;
      if (serverList) queryClient.setQueryData(queryKey, serverList);
      else await queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useIsFavourite(game: Pick<Game, 'provider_code' | 'game_code'>): boolean {
  return useFavourites().some((entry) => isSameGame(entry, game));
}

/** The game whose heart a visitor tapped: it is added once the login that tap asked for succeeds. */
let wanted: Game | null = null;

/** Remembers the game a visitor wants as a favourite, in place of any earlier one (the last tap counts). */
export function wantFavourite(game: Game): void {
  wanted = game;
}

/**
 * After a login, once the player's favourites are loaded: adds the game a visitor's heart asked for,
 * with one fav_add, unless it is a favourite already (a player who had it before logging in gets no
 * second copy). Forgotten either way, so a later login adds nothing. A refusal (favouritesFull,
 * gameNotFound) is shown as every call's is.
 */
export async function addWantedFavourite(queryClient: QueryClient, accountId: string): Promise<void> {
  const game = wanted;
  wanted = null;
  if (!game) return;
  const queryKey = playerKeys.favourites(accountId);
  if (queryClient.getQueryData<Favourite[]>(queryKey)?.some((entry) => isSameGame(entry, game))) return;
  try {
    queryClient.setQueryData(queryKey, await changeFavourite({ game, add: true }));
  } catch (error) {
    const failure = failureOf(error);
    if (failure) await showFailure(failure);
  }
}
