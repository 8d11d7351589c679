import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';
import type { Inbox } from './get-inbox';

/** read_inbox: marks an item read and answers the new unread count. */
export async function readInboxItem(inboxId: number): Promise<number> {
  const result = await call('readInbox', { inbox_id: inboxId });
  return result.unread;
}

export function readInboxItemMutationOptions(queryClient: QueryClient, accountId: string) {
  return mutationOptions({
    mutationKey: ['account', 'read-inbox-item'],
    mutationFn: readInboxItem,
    onSuccess: (unread, inboxId) => {
      queryClient.setQueryData<Inbox>(accountKeys.inbox(accountId), (inbox) =>
        inbox
          ? { unread, items: inbox.items.map((item) => (item.inbox_id === inboxId ? { ...item, is_read: true } : item)) }
          : inbox,
      );
    },
  });
}

export function useReadInboxItem() {
  return useMutation(readInboxItemMutationOptions(useQueryClient(), usePlayerId()));
}
