import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatDate } from '@/shared/lib/dates';
import { LazyImage } from '@/shared/ui/lazy-image';
import type { NewsItem } from '../api/get-news-page';

/** An article in a list: its image, date and title, the whole card linking to the article. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <li className="news-card">
      <Link to={`${PATHS.news}?id=${item.news_id}`} className="news-card-link">
        {item.image ? <LazyImage className="news-image" src={item.image} alt="" /> : null}
        <span className="news-card-text">
          <time className="news-date" dateTime={item.published_at}>
            {formatDate(item.published_at)}
          </time>
          <span className="news-card-title">{item.title}</span>
        </span>
      </Link>
    </li>
  );
}
