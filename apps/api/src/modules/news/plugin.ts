import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createNewsService, type NewsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** also managed through the operator API */
    news: NewsService;
  }
}

/** News: the published articles of a site, per language. */
export const newsPlugin = fp(
  async (app) => {
    const news = createNewsService({ db: app.db, now: app.now });
    app.decorate('news', news);

    registerCall(app, 'newsList', (body, { site }) => news.list(site, body.language, body.page, body.page_size));
    registerCall(app, 'newsDetail', (body, { site }) => news.detail(site, body.language, body.news_id));
  },
  { name: 'news', dependencies: ['core', 'site'] },
);
