import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { MenuItem } from '@wl/contract/lite';
import { templateOf } from '@wl/contract/lite';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { i18next } from '@/shared/i18n';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { startupFixture } from '@/shared/testing/site';
import { layoutFor } from './template-layout';

/** Great Wall Sports (sportsbook3, template8: a top-bar menu and the rich footer), a Chinese site. */
const item = (key: string, title: string, cn: string | null, path = `/${key}`, children: MenuItem[] = []): MenuItem => ({
  key,
  title,
  titles: cn === null ? {} : { CN: cn },
  path,
  icon: key,
  category: key === 'sportsbook' ? 'sportsbook' : null,
  children,
});

const GAME_MENU = [item('sportsbook', 'Sports', '体育', '/sports')];
const MENU = [
  item('home', 'Home', '首页', '/'),
  ...GAME_MENU,
  item('vip', 'VIP Club', '贵宾俱乐部'),
  item('news', 'News', null),
  item('help', 'Help', '帮助', '', [item('faqs', 'FAQs', '常见问题'), item('banking', 'Banking', null)]),
];
const FOOTER_MENU = [
  item('legal', 'Legal', '法律信息', '', [item('terms', 'Terms', '条款与条件'), item('privacy', 'Privacy', null)]),
];

function startChineseSite() {
  useSiteStore.getState().applyStartup(
    startupFixture({
      site: { theme_code: 'sportsbook3', theme_color: 'cobalt' },
      language: 'CN',
      content: { menu: MENU, game_menu: GAME_MENU, footer_menu: FOOTER_MENU },
      provider_count: [{ category: 'sportsbook', total: 3 }],
    }),
  );
}

function renderSite() {
  const Layout = layoutFor(templateOf('sportsbook3'));
  const element = (
    <Suspense fallback={<p>loading layout</p>}>
      <Layout maintenance={false}>
        <CategoryTiles style="tiles" />
      </Layout>
    </Suspense>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initTestI18n();
  useUserStore.getState().reset();
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('EN'));
});

describe('menu titles in the site language', () => {
  it('shows a Chinese site its menu, game menu and footer in Chinese, and English where a title has no Chinese yet', async () => {
    await i18next.changeLanguage('CN');
    startChineseSite();
    renderSite();

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('link', { name: '贵宾俱乐部' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'News' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: '帮助' })).toBeTruthy();
    expect(within(main).queryByRole('link', { name: 'Home' })).toBeNull();

    const games = screen.getByRole('navigation', { name: 'Games' });
    expect(within(games).getByRole('link', { name: '体育' })).toBeTruthy();
    // the home page's category tiles
    expect(screen.getByText('体育', { selector: '.category-name' })).toBeTruthy();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: '帮助' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '常见问题' }).getAttribute('href')).toBe('/faqs');
    expect(within(footer).getByRole('link', { name: 'Banking' })).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: '法律信息' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '条款与条件' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toBeTruthy();
    // the operator's footer menu stands in for the built-in information links
    expect(within(footer).queryByRole('heading', { name: 'Information' })).toBeNull();
  });

  it('shows the English titles to a player who picks English on the Chinese site', async () => {
    await i18next.changeLanguage('CN');
    startChineseSite();
    renderSite();
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: '首页' })).toBeTruthy();

    await act(() => i18next.changeLanguage('EN'));
    expect(within(main).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'VIP Club' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Legal' })).toBeTruthy();
  });

  it("shows a Mongolian site's categories in English once the player picks English, in the game strip and the tiles", async () => {
    // As the demo seed writes them: the English title, and the site language's beside it.
    const mongolian = (key: string, title: string, mnt: string): MenuItem => ({
      ...item(key, title, null),
      titles: { MNT: mnt },
      category: key === 'hot' ? null : key,
    });
    const gameMenu = [mongolian('hot', 'Hot Games', 'Эрэлттэй тоглоомууд'), mongolian('slots', 'Slots', 'Слот')];
    useSiteStore.getState().applyStartup(
      startupFixture({
        site: { theme_code: 'sportsbook3', theme_color: 'cobalt' },
        language: 'MNT',
        content: { menu: [mongolian('home', 'Home', 'Нүүр'), ...gameMenu], game_menu: gameMenu, footer_menu: [] },
        provider_count: [{ category: 'slots', total: 4 }],
      }),
    );
    await i18next.changeLanguage('MNT');
    renderSite();
    const games = await screen.findByRole('navigation', { name: 'Games' });
    const names = () => ({
      strip: within(games)
        .getAllByRole('link')
        .map((link) => link.textContent),
      tiles: screen.getAllByText(/./, { selector: '.category-name' }).map((tile) => tile.textContent),
    });
    expect(names()).toEqual({ strip: ['Эрэлттэй тоглоомууд', 'Слот'], tiles: ['Эрэлттэй тоглоомууд', 'Слот'] });

    await act(() => i18next.changeLanguage('EN'));
    expect(names()).toEqual({ strip: ['Hot Games', 'Slots'], tiles: ['Hot Games', 'Slots'] });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('keeps the built-in information links on a site without a footer menu', async () => {
    await i18next.changeLanguage('CN');
    useSiteStore.getState().applyStartup(
      startupFixture({
        site: { theme_code: 'sportsbook3', theme_color: 'cobalt' },
        content: { menu: MENU, game_menu: GAME_MENU, footer_menu: [] },
        provider_count: [{ category: 'sportsbook', total: 3 }],
      }),
    );
    renderSite();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Information' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
  });
});
