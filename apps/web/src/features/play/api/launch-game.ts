import { queryOptions, useQuery } from '@tanstack/react-query';
import { BREAKPOINTS, type CallResponse } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/client';
import { isLanguage } from '@/shared/i18n';
import { usePlayerId } from '@/shared/session/user-store';

export type LaunchedGame = CallResponse<'launchGame'>['value'];

export interface GameToLaunch {
  providerCode: string;
  gameCode: string;
}

/** Phones and small tablets get the provider's mobile client. */
function device(): 'desktop' | 'mobile' {
  return window.matchMedia?.(`(max-width: ${BREAKPOINTS.tablet - 1}px)`).matches ? 'mobile' : 'desktop';
}

/**
 * A launch is a new game session at the provider, never a cached answer: each visit to /playnow
 * asks again, and a failed launch is shown rather than retried behind the player's back.
 */
export const launchGameQueryOptions = (accountId: string, game: GameToLaunch, language: string) =>
  queryOptions({
    queryKey: ['play', accountId, 'launch', game.providerCode, game.gameCode, language] as const,
    queryFn: async ({ signal }) =>
      (
        await call(
          'launchGame',
          {
            provider_code: game.providerCode,
            game_code: game.gameCode,
            device: device(),
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

export function useLaunchGame(game: GameToLaunch) {
  const { i18n } = useTranslation();
  return useQuery(launchGameQueryOptions(usePlayerId(), game, i18n.language));
}
