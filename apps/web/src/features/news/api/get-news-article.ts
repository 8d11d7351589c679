import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';
import type { NewsItem } from './get-news-page';
import { newsKeys } from './news-keys';

/** One article with its body (HTML); newsNotFound once it is unpublished. */
export async function getNewsArticle(site: SiteRef, language: Language, newsId: number, signal?: AbortSignal): Promise<NewsItem> {
  const result = await call('newsDetail', { ...site, language, news_id: newsId }, { signal });
  return result.value;
}

export function newsArticleQueryOptions(site: SiteRef, language: Language, newsId: number) {
  return queryOptions({
    queryKey: newsKeys.article(site.domain_name, language, newsId),
    queryFn: ({ signal }) => getNewsArticle(site, language, newsId, signal),
  });
}

export function useNewsArticle(newsId: number) {
  return useQuery(newsArticleQueryOptions(useSiteRef(), useLanguage(), newsId));
}
