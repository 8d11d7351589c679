import { queryOptions, useQuery } from '@tanstack/react-query';
import type { contentAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

export type ContentNews = contentAdmin.ContentNews;

export const newsQuery = (siteId: number) =>
  queryOptions({
    queryKey: contentKeys.news(siteId),
    queryFn: ({ signal }) => call('contentNewsList', { site_id: siteId }, signal),
  });

/** The site's articles, newest first, hidden and scheduled ones too. */
export function useNews(siteId: number) {
  return useQuery(newsQuery(siteId));
}
