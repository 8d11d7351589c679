import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallResponse, type Language, PAGINATION_DEFAULTS } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { currentLanguage, useLanguage } from '@/shared/i18n/use-language';
import { type SiteRef, siteRef, useSiteRef } from '@/shared/session/site-ref';
import { newsKeys } from './news-keys';

export type NewsPage = CallResponse<'newsList'>;
export type NewsItem = NewsPage['value'][number];

/** The page size of /news: the pagination default (spec-coverage S9.8). */
export const NEWS_PAGE_SIZE = PAGINATION_DEFAULTS.itemsPerPage;

/** One page of the site's published news, newest first; bodies are left out of lists. */
export function getNewsPage(
  site: SiteRef,
  language: Language,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<NewsPage> {
  return call('newsList', { ...site, language, page, page_size: pageSize }, { signal });
}

export function newsPageQueryOptions(site: SiteRef, language: Language, page: number, pageSize: number) {
  return queryOptions({
    queryKey: newsKeys.page(site.domain_name, language, page, pageSize),
    queryFn: ({ signal }) => getNewsPage(site, language, page, pageSize, signal),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useNewsPage(page: number, pageSize: number = NEWS_PAGE_SIZE) {
  return useQuery(newsPageQueryOptions(useSiteRef(), useLanguage(), page, pageSize));
}

export function prefetchNewsPage(queryClient: QueryClient, page: number, pageSize: number = NEWS_PAGE_SIZE): void {
  void queryClient.prefetchQuery(newsPageQueryOptions(siteRef(), currentLanguage(), page, pageSize));
}
