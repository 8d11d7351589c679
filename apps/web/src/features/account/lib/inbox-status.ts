import type { InboxItem } from '../api/get-inbox';

export type InboxRewardState = 'none' | 'claimable' | 'claimed' | 'expired';

/** What an item's reward shows: a Claim button, "Claimed", "Expired", or nothing for a plain message. */
export function rewardState(item: InboxItem, now: Date = new Date()): InboxRewardState {
  if (item.reward_type === 'none') return 'none';
  if (item.claimed) return 'claimed';
  if (item.expires_at && new Date(item.expires_at) <= now) return 'expired';
  return item.claimable ? 'claimable' : 'expired';
}
