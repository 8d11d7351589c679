import type { QueryClient } from '@tanstack/react-query';
import HomePage, { prefetch as prefetchHomeLists } from '@/features/home/routes/home-page';
import { LatestNews, prefetchLatestNews } from '@/features/news';

/** Every template's home shows the game lists, the winners and the latest news. */
export function prefetch(queryClient: QueryClient): void {
  prefetchHomeLists(queryClient);
  prefetchLatestNews(queryClient);
}

/** The home page, its news section the news feature's latest articles. */
export default function HomeRoute() {
  return <HomePage news={<LatestNews />} />;
}
