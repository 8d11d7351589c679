import { describe, expect, it } from 'vitest';
import { expectSuccess, testAppForFile } from '../../test/harness.js';

const t = testAppForFile();

describe('news', () => {
  it('lists published articles newest first with paging, hides scheduled and hidden ones, and sanitises bodies', async () => {
    const site = await t.site();
    const save = async (title: string, hoursAgo: number, extra: Record<string, unknown> = {}) => {
      const saved = await t.operator('news/save', {
        domain: 'localhost',
        title: { EN: title, PHP: `${title} (PHP)` },
        body: { EN: `<p>${title}</p><img src="https://cdn.example/a.png" onerror="x()"><iframe src="https://evil"></iframe>` },
        published_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        ...extra,
      });
      expectSuccess(saved);
      return saved.value.news_id;
    };
    const listed = await t.call('newsList', site);
    expectSuccess(listed);
    const before = listed.total;
    const oldest = await save('Oldest', 3);
    const newest = await save('Newest', 1);
    const scheduled = await save('Tomorrow', -24);
    const hidden = await save('Hidden', 2);
    await t.operator('news/set_status', { domain: 'localhost', news_id: hidden, status: 'hidden' });

    const first = await t.call('newsList', { ...site, language: 'PHP', page: 1, page_size: 1 });
    expectSuccess(first);
    expect(first).toMatchObject({ statusCode: 1, total: before + 2, page: 1, page_size: 1 });
    expect(first.value[0]).toMatchObject({ news_id: newest, title: 'Newest (PHP)', body: '' });
    const second = await t.call('newsList', { ...site, page: 2, page_size: 1 });
    expectSuccess(second);
    expect(second.value[0]!.news_id).toBe(oldest);
    const detail = await t.call('newsDetail', { ...site, language: 'CN', news_id: newest });
    expect(detail.value).toMatchObject({ title: 'Newest', body: '<p>Newest</p><img src="https://cdn.example/a.png" />' });
    expect((await t.call('newsDetail', { ...site, news_id: scheduled })).message).toBe('newsNotFound');
    expect((await t.call('newsDetail', { ...site, news_id: hidden })).message).toBe('newsNotFound');
  });
});
