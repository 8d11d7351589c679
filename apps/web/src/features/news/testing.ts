import type { NewsItem, NewsPage } from './api/get-news-page';

/** Test fixtures of the news: articles as the list answers them (no body) and a page of them. */
export function article(newsId: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    news_id: newsId,
    title: `Article ${newsId}`,
    image: `/img/news/${newsId}.webp`,
    body: '',
    published_at: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}

export function newsPage(value: NewsItem[], total = value.length, page = 1, pageSize = 10): NewsPage {
  return { statusCode: 1, value, total, page, page_size: pageSize };
}
