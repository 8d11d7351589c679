import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys } from '@/features/account/api/account-keys';
import { useWatchPendingRequests } from '@/features/wallet/api/watch-pending-requests';
import { playerKeys } from '@/shared/session/player-keys';
import { usePlayerId } from '@/shared/session/user-store';

/**
 * The player's open pages follow the cashier's decisions without a reload: the wallet watches the
 * pending requests (and reads its figures again when one is decided), and the inbox, where the
 * decision's message arrives, is read again with them.
 */
export default function DecisionWatch() {
  const queryClient = useQueryClient();
  const accountId = usePlayerId();
  useWatchPendingRequests(() => void queryClient.invalidateQueries({ queryKey: accountKeys.inbox(accountId) }));
  useEffect(() => {
    if (!accountId) return undefined;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: playerKeys.balance(accountId) });
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => document.removeEventListener('visibilitychange', onReturn);
  }, [accountId, queryClient]);
  return null;
}
