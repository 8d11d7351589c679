import type { QueryClient } from '@tanstack/react-query';
import { refreshBalance } from '@/shared/session/refresh-balance';
import { playerAuth } from '@/shared/session/user-store';
import { walletKeys } from './wallet-keys';

/**
 * After every change (a request, a cancel, a bank account added or removed): every wallet list and
 * figure is fetched again and the header balance follows at once. A failed balance refresh is left
 * to the next one; the change itself went through.
 */
export async function refreshWallet(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all(playerAuth().account_id) }),
    refreshBalance().catch(() => undefined),
  ]);
}
