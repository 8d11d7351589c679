import { queryOptions, useQuery } from '@tanstack/react-query';
import type { contentAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

export type ContentPage = contentAdmin.ContentPage;

export const pagesQuery = (siteId: number) =>
  queryOptions({
    queryKey: contentKeys.pages(siteId),
    queryFn: ({ signal }) => call('contentPagesList', { site_id: siteId }, signal),
  });

/** Every CMS page of the site in English and the site's language. */
export function usePages(siteId: number) {
  return useQuery(pagesQuery(siteId));
}
