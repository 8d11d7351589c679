import type { QueryClient } from '@tanstack/react-query';
import { playerKeys } from '@/shared/session/player-keys';
import { playerAuth } from '@/shared/session/user-store';
import { walletKeys } from './wallet-keys';

/**
 * After every change (a request, a cancel, a bank account added or removed): every wallet list and
 * figure is fetched again, the header balance with them.
 */
export async function refreshWallet(queryClient: QueryClient): Promise<void> {
  const accountId = playerAuth().account_id;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all(accountId) }),
    queryClient.invalidateQueries({ queryKey: playerKeys.balance(accountId) }),
  ]);
}
