import '../news.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/shared/ui/pagination';
import { SectionState } from '@/shared/ui/section-state';
import { NEWS_PAGE_SIZE, useNewsPage } from '../api/get-news-page';
import { NewsArticle } from '../components/news-article';
import { NewsCard } from '../components/news-card';

/** The article asked for by ?id=, when it is an article id at all. */
function newsIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NewsList() {
  const { t } = useTranslation(['pages', 'ui']);
  const [page, setPage] = useState(1);
  const news = useNewsPage(page);
  if (news.isPending) {
    return (
      <p className="news-state" role="status">
        {t('ui:loading')}
      </p>
    );
  }
  if (news.isError) return <SectionState kind="error" message={t('news.loadError')} onRetry={() => void news.refetch()} />;
  if (news.data.total === 0) return <SectionState kind="empty" message={t('news.empty')} />;
  return (
    <>
      <ul className="news-list" aria-busy={news.isPlaceholderData}>
        {news.data.value.map((item) => (
          <NewsCard key={item.news_id} item={item} />
        ))}
      </ul>
      <Pagination
        page={page}
        totalItems={news.data.total}
        itemsPerPage={NEWS_PAGE_SIZE}
        onChange={setPage}
        label={t('news.pages')}
      />
    </>
  );
}

/**
 * /news: the site's articles, newest first, a page at a time; one article at /news?id=<id> (routes
 * take no parameters, and a query keeps an article linkable from the home and elsewhere).
 */
export default function NewsPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const newsId = newsIdOf(params.get('id'));
  return (
    <section className="page news-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('news.title')}</h1>
      {newsId === null ? <NewsList /> : <NewsArticle newsId={newsId} />}
    </section>
  );
}
