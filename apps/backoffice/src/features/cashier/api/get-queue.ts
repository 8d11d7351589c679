import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

export type QueueRequest = CallRequest<'cashierDeskQueue'>;

/** Every answer of the desk is kept under this key: a live event or a decision reads them all again. */
export const CASHIER_KEY = ['cashier'] as const;

export function queueQuery(request: QueueRequest) {
  return queryOptions({
    queryKey: [...CASHIER_KEY, 'queue', request],
    queryFn: ({ signal }) => call('cashierDeskQueue', request, signal),
  });
}

/** One page of the queue; the rows shown stay while the next answer is on its way. */
export function useQueue(request: QueueRequest) {
  return useQuery({ ...queueQuery(request), placeholderData: keepPreviousData });
}
