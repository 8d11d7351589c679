import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';

export type ReferralInfo = CallResponse<'referralInfo'>;
export type Referee = ReferralInfo['referees'][number];

/** referral_info: the player's code and signup link, the site's reward rule and the friends who joined with it. */
export async function getReferralInfo(signal?: AbortSignal): Promise<ReferralInfo> {
  return call('referralInfo', {}, { signal });
}

export function referralInfoQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: ['referral', accountId, 'info'],
    queryFn: ({ signal }) => getReferralInfo(signal),
    enabled: Boolean(accountId),
  });
}

export function useReferralInfo() {
  return useQuery(referralInfoQueryOptions(usePlayerId()));
}
