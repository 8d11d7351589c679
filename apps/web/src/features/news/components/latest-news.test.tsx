import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@wl/contract/lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { setTestSite } from '@/shared/testing/site';
import { article, newsPage } from '../testing';
import { LatestNews } from './latest-news';

const LIST = '/api/news/list';

beforeAll(initTestI18n);
beforeEach(() => setTestSite());

describe('the latest news on the home', () => {
  it('shows the three newest articles and links to all news', async () => {
    const server = fakeServer({ [LIST]: newsPage([article(3), article(2), article(1)], 12, 1, 3) });
    renderWithProviders(<LatestNews />);

    const section = await screen.findByRole('region', { name: 'Latest news' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(3);
    expect(
      within(section)
        .getByRole('link', { name: /Article 3/ })
        .getAttribute('href'),
    ).toBe('/news?id=3');
    expect(within(section).getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
    expect(requestsTo(server, LIST)).toEqual([
      { domain_name: 'localhost', external_id: 'site-lucky', language: 'EN', page: 1, page_size: 3 },
    ]);
  });

  it('is left out when the site has no news', async () => {
    const server = fakeServer({ [LIST]: newsPage([]) });
    renderWithProviders(<LatestNews />);
    await expect.poll(() => requestsTo(server, LIST).length).toBe(1);
    await expect.poll(() => screen.queryByRole('region', { name: 'Latest news' })).toBeNull();
  });

  it('offers a retry when the news does not load', async () => {
    fakeServer({ [LIST]: inTurn(failure('internalServerError'), newsPage([article(1)])) });
    renderWithProviders(<LatestNews />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Article 1/ })).toBeTruthy();
  });
});
