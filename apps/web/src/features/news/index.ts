/** What the news offers the rest of the app: the home's latest articles, and a way to ask for them ahead. */
export { LatestNews, prefetchLatestNews } from './components/latest-news';
