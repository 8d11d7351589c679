import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@wl/contract/lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, inTurn, type RequestBody, requestsTo } from '@/shared/testing/fake-server';
import { setTestSite } from '@/shared/testing/site';
import { article, newsPage } from '../testing';
import NewsPage from './news-page';

const LIST = '/api/news/list';
const DETAIL = '/api/news/detail';
const SITE = { domain_name: 'localhost', external_id: 'site-lucky', language: 'EN' };

beforeAll(initTestI18n);
beforeEach(() => setTestSite());

/** 23 articles, answered a page at a time as the server does. */
const pagedNews = (body: RequestBody) => {
  const page = Number(body.page);
  const items = Array.from({ length: 23 }, (_, index) => article(index + 1)).slice((page - 1) * 10, page * 10);
  return newsPage(items, 23, page);
};

describe('/news', () => {
  it('lists the articles with image, date and title, each linking to its page', async () => {
    const server = fakeServer({ [LIST]: newsPage([article(1, { title: 'Grand opening' }), article(2)]) });
    renderWithProviders(<NewsPage />, { path: '/news' });

    const link = await screen.findByRole('link', { name: /Grand opening/ });
    expect(link.getAttribute('href')).toBe('/news?id=1');
    expect(within(link).getByText('2026-06-01')).toBeTruthy();
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/img/news/1.webp');
    expect(requestsTo(server, LIST)).toEqual([{ ...SITE, page: 1, page_size: 10 }]);
    // One page needs no pagination.
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
  });

  it('pages through the articles ten at a time', async () => {
    const server = fakeServer({ [LIST]: pagedNews });
    renderWithProviders(<NewsPage />, { path: '/news' });

    expect(await screen.findByRole('link', { name: /Article 10\b/ })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'News pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByRole('link', { name: /Article 23/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Article 10\b/ })).toBeNull());
    expect(requestsTo(server, LIST).map((body) => body.page)).toEqual([1, 3]);
  });

  it('says when there is no news, and offers a retry when it does not load', async () => {
    fakeServer({ [LIST]: inTurn(failure('internalServerError'), newsPage([])) });
    renderWithProviders(<NewsPage />, { path: '/news' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The news could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No news yet.')).toBeTruthy();
  });

  it('shows one article at ?id= with its body, sanitised', async () => {
    const server = fakeServer({
      [DETAIL]: {
        statusCode: 1,
        value: article(7, { title: 'Lantern festival', body: '<h1>Big news</h1><p>Read on.</p><script>alert(1)</script>' }),
      },
    });
    renderWithProviders(<NewsPage />, { path: '/news?id=7' });

    const page = (await screen.findByRole('heading', { name: 'Lantern festival' })).closest('article') as HTMLElement;
    expect(within(page).getByText('Read on.')).toBeTruthy();
    // The page title is the only h1: the body's h1 becomes an h2.
    expect(within(page).getByRole('heading', { level: 2, name: 'Big news' })).toBeTruthy();
    expect(page.querySelector('script')).toBeNull();
    expect(within(page).getByText('2026-06-01')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
    expect(requestsTo(server, DETAIL)).toEqual([{ ...SITE, news_id: 7 }]);
    expect(requestsTo(server, LIST)).toEqual([]);
  });

  it('says so when the article is gone', async () => {
    fakeServer({ [DETAIL]: failure('newsNotFound') });
    renderWithProviders(<NewsPage />, { path: '/news?id=99' });
    expect(await screen.findByText('This article is not available.')).toBeTruthy();
  });
});
