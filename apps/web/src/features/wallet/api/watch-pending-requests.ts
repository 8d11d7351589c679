import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSiteStore } from '@/shared/session/site-store';
import { usePlayerId } from '@/shared/session/user-store';
import { pendingRequestsQueryOptions } from './get-pending-requests';
import type { TransactionHistory } from './get-transaction-history';
import { refreshWallet } from './refresh-wallet';

/** How often a request waiting for the cashier is asked after. */
export const PENDING_POLL_MS = 5_000;

const hasPending = (query: { state: { data?: TransactionHistory } }) => Boolean(query.state.data?.pending.length);

/**
 * While the player has a request waiting for the cashier, asks every PENDING_POLL_MS (and when the
 * window regains focus) whether it still waits; once one is decided, every wallet figure and list
 * is read again (the header balance, the request's status) and `onDecided` runs (the app reads the
 * inbox, where the decision's message is). It never starts a request of its own: the watch begins
 * when the pending list is in the cache (a cashier page read it, as it does after every request)
 * and ends when that list is empty, so a player with nothing pending costs the server nothing.
 */
export function useWatchPendingRequests(onDecided: () => void): void {
  const queryClient = useQueryClient();
  const timeZone = useSiteStore((state) => state.site?.timezone);
  const pending = useQuery({
    ...pendingRequestsQueryOptions(usePlayerId(), timeZone),
    enabled: hasPending,
    refetchInterval: (query) => (hasPending(query) ? PENDING_POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => hasPending(query),
    staleTime: 0,
  });
  const waiting = useRef(new Set<number>());
  const decided = useRef(onDecided);
  decided.current = onDecided;

  useEffect(() => {
    if (!pending.data) return;
    const now = new Set(pending.data.map((request) => request.request_id));
    const gone = [...waiting.current].some((requestId) => !now.has(requestId));
    waiting.current = now;
    if (!gone) return;
    void refreshWallet(queryClient);
    decided.current();
  }, [pending.data, queryClient]);
}
