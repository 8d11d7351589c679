import type { QueryClient } from '@tanstack/react-query';
import { failureOf, showFailure } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/use-language';
import { balanceQueryOptions } from './get-balance';
import { favouritesQueryOptions } from './get-favourites';
import { vipQueryOptions } from './get-vip';
import { playerKeys } from './player-keys';
import { playerAuth } from './user-store';

/**
 * After login (and on reload of a logged-in tab): balance, VIP and favourites are fetched into the
 * query cache, even over fresh ones (spec-coverage S4.1). Their failures follow S8.4 and S8.10: a session
 * that ended has already logged out, serviceUnavailable is only logged, anything else opens the
 * error dialog and this resolves once it is closed; a failed favourites call leaves an empty list.
 */
export async function loadPlayerData(queryClient: QueryClient): Promise<void> {
  const accountId = playerAuth().account_id;
  const loads = await Promise.allSettled([
    queryClient.fetchQuery({ ...balanceQueryOptions(accountId), staleTime: 0 }),
    queryClient.fetchQuery({ ...vipQueryOptions(accountId, currentLanguage()), staleTime: 0 }),
    queryClient.fetchQuery({ ...favouritesQueryOptions(accountId), staleTime: 0 }),
  ]);
  if (loads[2].status === 'rejected') queryClient.setQueryData(playerKeys.favourites(accountId), []);
  for (const load of loads) {
    const failure = load.status === 'rejected' ? failureOf(load.reason) : undefined;
    if (failure) await showFailure(failure);
  }
}
