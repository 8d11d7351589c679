import '@/shared/ui/rich-text.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { failureOf } from '@/shared/api/client';
import { formatDate } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { sanitizeCms } from '@/shared/lib/sanitize-cms';
import { LazyImage } from '@/shared/ui/lazy-image';
import { SectionState } from '@/shared/ui/section-state';
import { useNewsArticle } from '../api/get-news-article';

/** One article: image, title, date and its body, sanitised again here whatever the server did. */
export function NewsArticle({ newsId }: { newsId: number }) {
  const { t } = useTranslation(['pages', 'ui', 'errors']);
  const article = useNewsArticle(newsId);
  const body = useMemo(() => (article.data ? sanitizeCms(article.data.body) : ''), [article.data]);
  const back = (
    <Link to={PATHS.news} className="news-back">
      {t('news.all')}
    </Link>
  );

  if (article.isPending) {
    return (
      <p className="news-state" role="status">
        {t('ui:loading')}
      </p>
    );
  }
  if (article.isError) {
    const failure = failureOf(article.error)?.message;
    return (
      <>
        {back}
        {failure === 'newsNotFound' ? (
          <SectionState kind="empty" message={errorText(failure, t)} />
        ) : (
          <SectionState kind="error" message={t('news.loadError')} onRetry={() => void article.refetch()} />
        )}
      </>
    );
  }
  const { data } = article;
  return (
    <article className="card news-article" aria-labelledby="news-article-title">
      {back}
      {data.image ? <LazyImage className="news-image" src={data.image} alt="" /> : null}
      <h2 id="news-article-title" className="news-article-title">
        {data.title}
      </h2>
      <time className="news-date" dateTime={data.published_at}>
        {formatDate(data.published_at)}
      </time>
      {/* Sanitised by sanitizeCms (DOMPurify with the contract's CMS_HTML allow-list, as the server cleaned it). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's article is HTML by design */}
      <div className="news-body rich-text" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
