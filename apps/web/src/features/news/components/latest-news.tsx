import '../news.css';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { SectionState } from '@/shared/ui/section-state';
import { prefetchNewsPage, useNewsPage } from '../api/get-news-page';
import { NewsCard } from './news-card';

/** How many articles the home shows. */
export const LATEST_NEWS_COUNT = 3;

export function prefetchLatestNews(queryClient: QueryClient): void {
  prefetchNewsPage(queryClient, 1, LATEST_NEWS_COUNT);
}

/** The home's latest news: the newest articles with a link to /news; a site without news shows no section. */
export function LatestNews() {
  const { t } = useTranslation(['pages', 'ui']);
  const news = useNewsPage(1, LATEST_NEWS_COUNT);
  if (news.isSuccess && news.data.value.length === 0) return null;

  return (
    <section className="home-section latest-news" aria-labelledby="latest-news-title" aria-busy={news.isPending}>
      <div className="section-head">
        <h2 id="latest-news-title" className="section-title">
          {t('news.latest')}
        </h2>
        <Link to={PATHS.news} className="section-link">
          {t('news.all')}
        </Link>
      </div>
      {news.isPending ? (
        <p className="visually-hidden" role="status">
          {t('ui:loading')}
        </p>
      ) : news.isError ? (
        <SectionState kind="error" message={t('news.loadError')} onRetry={() => void news.refetch()} />
      ) : (
        <ul className="news-list news-list-latest">
          {news.data.value.map((item) => (
            <NewsCard key={item.news_id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
