import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, Game } from '@wl/contract/lite';
import { useMemo } from 'react';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { playerKeys } from './player-keys';

/** One entry of the user store's `game_fav_list` (spec-coverage S3.1, S3.3). */
export type Favourite = CallResponse<'favList'>['value'][number];

const NO_FAVOURITES: Favourite[] = [];

export async function getFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  return (await call('favList', {}, { signal })).value;
}

export function favouritesQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: playerKeys.favourites(accountId),
    queryFn: ({ signal }) => getFavourites(signal),
    enabled: Boolean(accountId),
  });
}

/** The player's favourites; empty for a visitor, before they load and when the call failed (spec-coverage S8.10). */
export function useFavourites(): Favourite[] {
  return useQuery(favouritesQueryOptions(usePlayerId())).data ?? NO_FAVOURITES;
}

/** A favourite as a game tile shows it (the favourite list names the picture img_url). */
export function asGame({ img_url, ...favourite }: Favourite): Game {
  return { ...favourite, game_image: img_url };
}

/** The player's favourites as games, newest first, for the favourites rows and page. */
export function useFavouriteGames(): Game[] {
  const favourites = useFavourites();
  return useMemo(() => favourites.map(asGame), [favourites]);
}
