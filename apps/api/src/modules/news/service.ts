import type { operator as operatorCalls } from '@wl/contract';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, newsArticles } from '../../db/schema/index.js';
import { fail } from '../../lib/failure.js';
import { cleanLocalisedHtml, inLanguage } from '../../lib/html.js';
import type { SiteRow } from '../site/service.js';

type NewsRow = typeof newsArticles.$inferSelect;

export function createNewsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Published and due: a future published_at keeps an article scheduled. */
  function visible(siteId: number) {
    return and(eq(newsArticles.siteId, siteId), eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now()));
  }

  function view(article: NewsRow, language: string, withBody: boolean) {
    return {
      news_id: article.id,
      title: inLanguage(article.title, language),
      image: article.image,
      body: withBody ? inLanguage(article.body, language) : '',
      published_at: article.publishedAt.toISOString(),
    };
  }

  function operatorView(article: NewsRow): operatorCalls.OperatorNews {
    return {
      news_id: article.id,
      title: article.title,
      body: article.body,
      image: article.image,
      status: article.status,
      published_at: article.publishedAt.toISOString(),
    };
  }

  async function ofSite(siteId: number, newsId: number): Promise<NewsRow> {
    const [article] = await db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.siteId, siteId), eq(newsArticles.id, newsId)));
    if (!article) fail('newsNotFound');
    return article;
  }

  return {
    async list(site: SiteRow, language: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsArticles)
          .where(visible(site.id))
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(newsArticles).where(visible(site.id)),
      ]);
      return {
        value: rows.map((row) => view(row, language, false)),
        total: total?.total ?? 0,
        page,
        page_size: pageSize,
      };
    },

    async detail(site: SiteRow, language: string, newsId: number) {
      const [article] = await db
        .select()
        .from(newsArticles)
        .where(and(visible(site.id), eq(newsArticles.id, newsId)));
      if (!article) fail('newsNotFound');
      return { value: view(article, language, true) };
    },

    async operatorList(siteId: number) {
      const rows = await db
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.siteId, siteId))
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
      return { value: rows.map(operatorView) };
    },

    async operatorSave(siteId: number, body: operatorCalls.NewsSave) {
      const values = {
        siteId,
        title: Object.fromEntries(Object.entries(body.title).filter(([, text]) => text)) as Record<string, string>,
        body: cleanLocalisedHtml(body.body),
        image: body.image,
        publishedAt: new Date(body.published_at),
      };
      // Looked up before the transaction: on PGlite's single connection a query outside it would wait forever.
      const current = body.news_id === undefined ? undefined : await ofSite(siteId, body.news_id);
      const saved = await db.transaction(async (tx) => {
        const [row] = current
          ? await tx.update(newsArticles).set(values).where(eq(newsArticles.id, current.id)).returning()
          : await tx.insert(newsArticles).values(values).returning();
        await tx.insert(auditLog).values({
          siteId,
          actor: 'operator',
          action: body.news_id === undefined ? 'news.create' : 'news.update',
          target: `news:${row!.id}`,
          reason: body.reason ?? '',
          data: { published_at: body.published_at },
        });
        return row!;
      });
      return { value: operatorView(saved) };
    },

    async operatorSetStatus(siteId: number, body: operatorCalls.NewsSetStatus) {
      const current = await ofSite(siteId, body.news_id);
      const updated = await db.transaction(async (tx) => {
        await tx.insert(auditLog).values({
          siteId,
          actor: 'operator',
          action: 'news.status',
          target: `news:${current.id}`,
          reason: body.reason ?? '',
          data: { before: current.status, after: body.status },
        });
        const [row] = await tx
          .update(newsArticles)
          .set({ status: body.status })
          .where(eq(newsArticles.id, current.id))
          .returning();
        return row!;
      });
      return { value: operatorView(updated) };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
