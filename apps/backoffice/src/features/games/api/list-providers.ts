import { queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogueAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type CatalogueProvider = catalogueAdmin.CatalogueProvider;

/** Every site's provider list: how a provider is connected is the installation's, and each site's list shows it. */
export const everySiteProvidersKey = ['catalogue', 'providers'] as const;
export const providersKey = (siteId: number) => [...everySiteProvidersKey, siteId] as const;

export const providersQuery = (siteId: number) =>
  queryOptions({
    queryKey: providersKey(siteId),
    queryFn: ({ signal }) => call('catalogueProvidersList', { site_id: siteId }, signal),
  });

/** Every provider with whether the site offers it and how it is connected (never its secret). */
export function useProviders(siteId: number) {
  return useQuery(providersQuery(siteId));
}
