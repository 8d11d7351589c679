import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';

export type InboxItem = CallResponse<'getInbox'>['value'][number];
export interface Inbox {
  items: InboxItem[];
  unread: number;
}

/** The player's inbox, newest first; a broadcast's texts come in the interface's language. */
export async function getInbox(signal?: AbortSignal): Promise<Inbox> {
  const result = await call('getInbox', { language: currentLanguage() }, { signal });
  const items = [...result.value].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { items, unread: result.unread };
}

export function inboxQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: accountKeys.inbox(accountId),
    queryFn: ({ signal }) => getInbox(signal),
    enabled: Boolean(accountId),
  });
}

export function useInbox() {
  return useQuery(inboxQueryOptions(usePlayerId()));
}
