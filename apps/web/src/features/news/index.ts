/** What the news offers the rest of the app: the home's latest articles. */
export { LatestNews } from './components/latest-news';
