import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/client';
import { isLanguage } from '@/shared/i18n';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';
import type { GameToLaunch, LaunchedGame } from './launch-game';

/** A fun launch opens a new demo session each time, like a paid one: never cached, never retried behind the visitor's back. */
export const launchFunGameQueryOptions = (site: SiteRef, game: GameToLaunch, language: string) =>
  queryOptions({
    queryKey: ['play', 'fun', site.domain_name, game.providerCode, game.gameCode, language] as const,
    queryFn: async ({ signal }): Promise<LaunchedGame> =>
      (
        await call(
          'launchFunGame',
          {
            ...site,
            provider_code: game.providerCode,
            game_code: game.gameCode,
            ...(isLanguage(language) ? { language } : {}),
          },
          { signal },
        )
      ).value,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useLaunchFunGame(game: GameToLaunch) {
  const { i18n } = useTranslation();
  return useQuery(launchFunGameQueryOptions(useSiteRef(), game, i18n.language));
}
