import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';
import { useSiteStore } from '@/shared/session/site-store';

export type SocialAccount = CallResponse<'socialAccount'>['accountList'][number];

const SOCIAL_ACCOUNTS_STALE_MS = 5 * 60_000;

/** social_account; the site store keeps the list too (its accountList, spec-coverage S3.6, S3.15). */
export async function getSocialAccounts(site: SiteRef, signal?: AbortSignal): Promise<SocialAccount[]> {
  const result = await call('socialAccount', site, { signal });
  useSiteStore.getState().setAccountList(result.accountList);
  return result.accountList;
}

export function socialAccountsQueryOptions(site: SiteRef) {
  return queryOptions({
    queryKey: ['info', 'social-accounts', site.domain_name, site.external_id],
    queryFn: ({ signal }) => getSocialAccounts(site, signal),
    enabled: Boolean(site.external_id),
    staleTime: SOCIAL_ACCOUNTS_STALE_MS,
  });
}

export function useSocialAccounts() {
  return useQuery(socialAccountsQueryOptions(useSiteRef()));
}
