import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { playerKeys } from '@/shared/session/player-keys';
import { usePlayerId } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';
import type { Inbox } from './get-inbox';

export type ClaimedReward = CallResponse<'claimInbox'>['value'][number];

/**
 * claim_inbox. A refusal is the button's to show beside it (alreadyClaimed as claimed, not as an
 * error), not a dialog over the inbox.
 */
export async function claimInboxItem(inboxId: number): Promise<ClaimedReward> {
  const result = await call('claimInbox', { inbox_id: inboxId });
  return result.value[0]!;
}

/**
 * A claim marks the item claimed and read at once (the server does both), then the balance and
 * the inbox are fetched again so every figure is the server's. A refused claim reloads
 * the inbox too: the item was claimed or expired elsewhere.
 */
export function claimInboxItemMutationOptions(queryClient: QueryClient, accountId: string) {
  const inboxKey = accountKeys.inbox(accountId);
  return mutationOptions({
    mutationKey: ['account', 'claim-inbox-item'],
    mutationFn: claimInboxItem,
    onSuccess: async (reward) => {
      queryClient.setQueryData<Inbox>(inboxKey, (inbox) => {
        if (!inbox) return inbox;
        const claimed = inbox.items.find((item) => item.inbox_id === reward.inbox_id);
        return {
          unread: claimed && !claimed.is_read ? Math.max(0, inbox.unread - 1) : inbox.unread,
          items: inbox.items.map((item) =>
            item.inbox_id === reward.inbox_id ? { ...item, claimed: true, claimable: false, is_read: true } : item,
          ),
        };
      });
      await Promise.allSettled([
        queryClient.invalidateQueries({ queryKey: playerKeys.balance(accountId) }),
        queryClient.invalidateQueries({ queryKey: inboxKey }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

export function useClaimInboxItem() {
  return useMutation(claimInboxItemMutationOptions(useQueryClient(), usePlayerId()));
}
