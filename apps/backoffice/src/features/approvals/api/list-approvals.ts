import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

type ApprovalsList = CallRequest<'approvalsList'>;

export function approvalsQuery(list: ApprovalsList) {
  return queryOptions({
    queryKey: ['approvals', 'list', list],
    queryFn: ({ signal }) => call('approvalsList', list, signal),
  });
}

/**
 * Proposals of the kinds the member may decide, on their sites. The pending ones are looked at
 * again every 30 s, so a proposal made meanwhile shows up without a reload.
 */
export function useApprovals(list: ApprovalsList) {
  return useQuery({
    ...approvalsQuery(list),
    placeholderData: keepPreviousData,
    refetchInterval: list.status === 'pending' ? 30_000 : false,
  });
}
