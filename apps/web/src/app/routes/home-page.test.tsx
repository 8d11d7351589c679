import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallResponse, MenuItem, ThemeCode } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { mark } from '@/shared/lib/visitor-marks';
import { useSiteStore } from '@/shared/session/site-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { SITE_FIXTURE } from '@/shared/testing/site';
import HomePage, { prefetch } from './home-page';

const category = (key: string, title: string, path: string): MenuItem => ({
  key,
  title,
  path,
  icon: key,
  category: key,
  children: [],
});
const GAME_MENU = [category('slots', 'Slots', '/slots'), category('fish', 'Fishing', '/fishing')];

const game = (provider_code: string, game_code: string, game_name: string, game_image = '') => ({
  provider_code,
  game_code,
  game_name,
  game_type: 'slots',
  game_image,
});

const HOME_GAMES: CallResponse<'homeGames'> = {
  statusCode: 1,
  value: {
    hot: [game('JILI', 'super_ace', 'Super Ace', '/img/art/super_ace.webp'), game('PPLAY', 'sweet_bonanza', 'Sweet Bonanza')],
    featured: [],
    popular: [game('PGSOFT', 'mahjong_ways', 'Mahjong Ways')],
    new: [game('JDB', 'miner_babe', 'Miner Babe')],
    popup: [game('EVOPLAY', 'ice_mania', 'Ice Mania')],
  },
};
const NO_LISTS: CallResponse<'homeGames'> = {
  statusCode: 1,
  value: { hot: [], featured: [], popular: [], new: [], popup: [] },
};
const HOME_GAMES_PATH = '/api/product/home_games';
/** A card's picture: decorative, so it has no accessible name to find it by */
const gameImage = (card: HTMLElement) => card.querySelector<HTMLImageElement>('.game-card-media img')!;

const TOP_WINNERS: CallResponse<'top10WinnerWithdrawal'> = {
  statusCode: 1,
  value: {
    withrawal: [{ account_id: 'pl***9', amount: 5000, created_at: '2030-01-01T10:00:00Z' }],
    winner: [{ account_id: 'ju***n', amount: 12500.75, created_at: '2030-01-01T09:00:00Z', game_name: 'Super Ace' }],
    hour_withdrawal: 5000,
    registered_player: 1520,
    active_player: 310,
    deposited_player: 87,
    show: { registered: true, active: true, winners: true },
    recent_wins: [],
  },
};

function seedSite(theme: ThemeCode, hasHotGames = true) {
  useSiteStore.setState({
    status: 'ready',
    template: theme,
    content: { menu: [], game_menu: GAME_MENU, footer_menu: [] },
    hasHotGames,
    provider_count: [{ category: 'slots', total: 8 }],
    site: { ...SITE_FIXTURE, theme_code: theme, theme_color: 'lucky' },
  });
}

function renderHome() {
  renderWithProviders(<HomePage />);
}

beforeAll(initTestI18n);

beforeEach(() => {
  document.title = '';
  // The popup strip has its own test (features/home); here it was dismissed today.
  mark('popupGames', SITE_FIXTURE.external_id);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('asks for its games, winners and latest news as its module loads, so its first render shows them', async () => {
    const fetchMock = fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('slot2');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch(queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requestsTo(fetchMock, '/api/news/list')).toEqual([
      { domain_name: window.location.hostname, external_id: 'site-lucky', language: 'EN', page: 1, page_size: 3 },
    ]);
    renderWithProviders(<HomePage />, { queryClient });
    expect(screen.getByRole('link', { name: 'Play Super Ace' })).toBeTruthy();
    expect(screen.getByText('Super Ace', { selector: '.winner-game' })).toBeTruthy();
  });

  it('shows the hot games of the site, each card linking to play it', async () => {
    const fetchMock = fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('slot2');
    renderHome();

    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(within(section).getByRole('status').textContent).toBe('Loading…');

    const superAce = await within(section).findByRole('link', { name: 'Play Super Ace' });
    expect(superAce.getAttribute('href')).toBe('/playnow?provider_code=JILI&game_code=super_ace');
    const image = gameImage(superAce);
    expect(image.getAttribute('src')).toBe('/img/art/super_ace.webp');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    // a game without an image gets the server's drawn picture
    const bonanza = within(section).getByRole('link', { name: 'Play Sweet Bonanza' });
    expect(gameImage(bonanza).getAttribute('src')).toBe('/img/games/PPLAY/sweet_bonanza.svg');

    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === HOME_GAMES_PATH)?.[1]?.body));
    expect(body).toEqual({ domain_name: window.location.hostname, external_id: 'site-lucky' });
  });

  it('swaps a game image that fails to load for the drawn picture of the game', async () => {
    fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('slot2');
    renderHome();
    const superAce = await screen.findByRole('link', { name: 'Play Super Ace' });
    fireEvent.error(gameImage(superAce));
    expect(gameImage(superAce).getAttribute('src')).toBe('/img/games/JILI/super_ace.svg');
  });

  it('shows the featured, popular and new lists of the site', async () => {
    fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1');
    renderHome();
    const popular = screen.getByRole('region', { name: 'Popular games' });
    expect(await within(popular).findByRole('link', { name: 'Play Mahjong Ways' })).toBeTruthy();
    const newest = screen.getByRole('region', { name: 'New games' });
    expect(within(newest).getByRole('link', { name: 'Play Miner Babe' })).toBeTruthy();
  });

  it('leaves out a list that has nothing the site shows, rather than announce it empty', async () => {
    fakeServer({ [HOME_GAMES_PATH]: NO_LISTS, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1');
    renderHome();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull());
    expect(screen.queryByText('No games to show here right now. Check back soon.')).toBeNull();
  });

  it('shows a list as the server answers it (the server narrows it to what the site shows), a coming-soon game dimmed, not a link', async () => {
    const hot = [
      game('PGSOFT', 'mahjong_ways', 'Mahjong Ways'),
      // a category the site's provider counts do not name: the client does not second-guess the server
      { ...game('EVOLUTION', 'crazy_time', 'Crazy Time'), game_type: 'livecasino' },
      { ...game('JILI', 'super_ace', 'Super Ace'), coming_soon: true },
    ];
    fakeServer({
      [HOME_GAMES_PATH]: { ...NO_LISTS, value: { ...NO_LISTS.value, hot } },
      '/api/settings/top10winner_withdrawal': TOP_WINNERS,
    });
    seedSite('casino1');
    renderHome();
    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(await within(section).findByRole('link', { name: /^Play Mahjong Ways/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: /^Play Crazy Time/ })).toBeTruthy();
    expect(within(section).getByText('Super Ace').closest('.game-card-soon')).not.toBeNull();
    expect(within(section).queryByRole('link', { name: 'Play Super Ace' })).toBeNull();
    expect(within(section).getAllByText('Coming soon: this game cannot be played yet.').length).toBeGreaterThan(0);
  });

  it('shows an error with a retry when the home lists cannot be loaded', async () => {
    fakeServer({ '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1');
    renderHome();
    const section = screen.getByRole('region', { name: 'Hot games' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('These games could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the top winners with masked ids, amounts and the player counters', async () => {
    fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1');
    renderHome();
    const section = screen.getByRole('region', { name: 'Top winners' });
    expect(await within(section).findByText('ju***n')).toBeTruthy();
    expect(within(section).getByText('₱12,500.75')).toBeTruthy();
    expect(within(section).getByText('1,520')).toBeTruthy();
    expect(within(section).getByText('Registered players')).toBeTruthy();
    expect(within(section).getByText('Withdrawn in the last hour: ₱5,000')).toBeTruthy();
  });

  it('has one h1, the category tiles of the game menu, and the default title', async () => {
    fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1');
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Welcome to Lucky Piso']);
    const categories = screen.getByRole('region', { name: 'Game categories' });
    expect(within(categories).getByRole('link', { name: 'Fishing' }).getAttribute('href')).toBe('/fishing');
    expect(document.title).toBe('Home | Lucky Piso');
    await screen.findByRole('link', { name: 'Play Super Ace' });
  });

  it('orders the sections as the template says', async () => {
    fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('slot7');
    renderHome();
    const order = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(order.filter((text) => ['Top winners', 'Game categories', 'Hot games'].includes(text ?? ''))).toEqual([
      'Top winners',
      'Game categories',
      'Hot games',
    ]);
    await screen.findByRole('link', { name: 'Play Super Ace' });
  });

  it('shows the latest news after the game lists, linking to each article', async () => {
    const news = { news_id: 4, title: 'Lantern festival', image: '', body: '', published_at: '2026-06-01T12:00:00.000Z' };
    fakeServer({
      [HOME_GAMES_PATH]: HOME_GAMES,
      '/api/settings/top10winner_withdrawal': TOP_WINNERS,
      '/api/news/list': { statusCode: 1, value: [news], total: 1, page: 1, page_size: 3 },
    });
    seedSite('casino1');
    renderHome();
    const section = screen.getByRole('region', { name: 'Latest news' });
    expect((await within(section).findByRole('link', { name: /Lantern festival/ })).getAttribute('href')).toBe('/news?id=4');
    const order = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(order.indexOf('Latest news')).toBe(order.indexOf('New games') + 1);
  });

  it('leaves the hot games out when the site menus have no hot games entry', async () => {
    fakeServer({ [HOME_GAMES_PATH]: HOME_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1', false);
    renderHome();
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Play Mahjong Ways' })).toBeTruthy();
  });
});
