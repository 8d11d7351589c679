import { queryOptions, useQuery } from '@tanstack/react-query';
import type { contentAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

export type ContentSeo = contentAdmin.ContentSeo;

export const seoQuery = (siteId: number) =>
  queryOptions({
    queryKey: contentKeys.seo(siteId),
    queryFn: ({ signal }) => call('contentSeoList', { site_id: siteId }, signal),
  });

/** The SEO record of every page a search engine reaches, with the site's name and domain for the preview. */
export function useSeoRecords(siteId: number) {
  return useQuery(seoQuery(siteId));
}
