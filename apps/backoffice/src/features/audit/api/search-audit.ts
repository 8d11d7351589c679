import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

export type AuditSearch = CallRequest<'auditSearch'>;

export function auditSearchQuery(search: AuditSearch) {
  return queryOptions({
    queryKey: ['audit', 'search', search],
    queryFn: ({ signal }) => call('auditSearch', search, signal),
  });
}

/** A page of the audit log; the last page stays shown while the next one loads. */
export function useAuditSearch(search: AuditSearch, enabled: boolean) {
  return useQuery({ ...auditSearchQuery(search), enabled, placeholderData: keepPreviousData });
}
