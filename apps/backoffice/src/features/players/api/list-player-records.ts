import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallRequest, type CallResponse, call } from '@/shared/api/call';
import { playerKey } from './get-player';

/** The 360 page's paged lists: one call each, all asked the same way. */
export type RecordsCall = 'playerLedger' | 'playerBets' | 'playerCashier' | 'playerInbox' | 'playerAudit';

export function playerRecordsQuery<N extends RecordsCall>(name: N, request: CallRequest<N>) {
  return queryOptions({
    queryKey: [...playerKey(request.player_id), name, request],
    queryFn: ({ signal }): Promise<CallResponse<N>> => call(name, request, signal),
  });
}

/** A page of one of the player's lists; the last page stays shown while the next one loads. */
export function usePlayerRecords<N extends RecordsCall>(name: N, request: CallRequest<N>) {
  return useQuery({ ...playerRecordsQuery(name, request), placeholderData: keepPreviousData });
}
