import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CallResponse, MenuItem, ThemeCode } from '@wl/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '@/features/site/store';
import { SITE_FIXTURE } from '@/features/site/testing';
import { initTestI18n } from '@/shared/lib/testing';
import HomePage from './routes/home-page';

const category = (key: string, title: string, path: string): MenuItem => ({
  key,
  title,
  path,
  icon: key,
  category: key,
  children: [],
});
const GAME_MENU = [category('slots', 'Slots', '/slots'), category('fish', 'Fishing', '/fishing')];

const HOT_GAMES: CallResponse<'getHotGames'> = {
  statusCode: 1,
  value: [
    {
      provider_code: 'JILI',
      game_code: 'super_ace',
      game_name: 'Super Ace',
      game_type: 'slots',
      game_image: '/img/games/JILI/super_ace.webp',
    },
    { provider_code: 'PPLAY', game_code: 'sweet_bonanza', game_name: 'Sweet Bonanza', game_type: 'slots', game_image: '' },
  ],
};

const TOP_WINNERS: CallResponse<'top10WinnerWithdrawal'> = {
  statusCode: 1,
  value: {
    withrawal: [{ account_id: 'pl***9', amount: 5000, created_at: '2030-01-01T10:00:00Z' }],
    winner: [{ account_id: 'ju***n', amount: 12500.75, created_at: '2030-01-01T09:00:00Z', game_name: 'Super Ace' }],
    hour_withdrawal: 5000,
    registered_player: 1520,
    active_player: 310,
    deposited_player: 87,
  },
};

/** Answers the home page's calls by path; a missing path fails like a server that is down. */
function stubCalls(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const path = String(input);
    if (!(path in answers)) return new Response('{}', { status: 503 });
    return new Response(JSON.stringify(answers[path]), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function seedSite(theme: ThemeCode, hasHotGames = true) {
  useSiteStore.setState({
    status: 'ready',
    template: theme,
    content: { menu: [], game_menu: GAME_MENU },
    hasHotGames,
    site: { ...SITE_FIXTURE, theme_code: theme, theme_color: 'lucky' },
  });
}

function renderHome() {
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(initTestI18n);

beforeEach(() => {
  document.title = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('shows the hot games of the site, each card linking to play it', async () => {
    const fetchMock = stubCalls({
      '/api/product/get_hot_games': HOT_GAMES,
      '/api/settings/top10winner_withdrawal': TOP_WINNERS,
    });
    seedSite('slot2');
    renderHome();

    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(within(section).getByRole('status').textContent).toBe('Loading…');

    const superAce = await within(section).findByRole('link', { name: 'Play Super Ace' });
    expect(superAce.getAttribute('href')).toBe('/playnow?provider_code=JILI&game_code=super_ace');
    const image = within(superAce).getByRole('img', { name: 'Super Ace' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    // a game without an image gets the named plate at once
    const bonanza = within(section).getByRole('link', { name: 'Play Sweet Bonanza' });
    expect(within(bonanza).getByRole('img', { name: 'Sweet Bonanza' }).tagName).toBe('SPAN');

    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/product/get_hot_games')?.[1]?.body));
    expect(body).toEqual({ domain_name: window.location.hostname, external_id: 'site-lucky', game_type: '' });
  });

  it('swaps a game image that fails to load for the plate with the game name', async () => {
    stubCalls({ '/api/product/get_hot_games': HOT_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('slot2');
    renderHome();
    const superAce = await screen.findByRole('link', { name: 'Play Super Ace' });
    fireEvent.error(within(superAce).getByRole('img', { name: 'Super Ace' }));
    const plate = within(superAce).getByRole('img', { name: 'Super Ace' });
    expect(plate.tagName).toBe('SPAN');
    expect(plate.textContent).toContain('SA');
  });

  it('says so when the site has no hot games', async () => {
    stubCalls({
      '/api/product/get_hot_games': { statusCode: 1, value: [] },
      '/api/settings/top10winner_withdrawal': TOP_WINNERS,
    });
    seedSite('casino1');
    renderHome();
    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(await within(section).findByText('No hot games to show right now. Check back soon.')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /^Play / })).toBeNull();
  });

  it('shows an error with a retry when the hot games cannot be loaded', async () => {
    stubCalls({ '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1');
    renderHome();
    const section = screen.getByRole('region', { name: 'Hot games' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Hot games could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the top winners with masked ids, amounts and the player counters', async () => {
    stubCalls({ '/api/product/get_hot_games': HOT_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
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
    stubCalls({ '/api/product/get_hot_games': HOT_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1');
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Welcome to Lucky Piso']);
    const categories = screen.getByRole('region', { name: 'Game categories' });
    expect(within(categories).getByRole('link', { name: 'Fishing' }).getAttribute('href')).toBe('/fishing');
    expect(document.title).toBe('Home | Lucky Piso');
    await screen.findByRole('link', { name: 'Play Super Ace' });
  });

  it('orders the sections as the template says', async () => {
    stubCalls({ '/api/product/get_hot_games': HOT_GAMES, '/api/settings/top10winner_withdrawal': TOP_WINNERS });
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

  it('leaves the hot games out when the site menus have no hot games entry', () => {
    const fetchMock = stubCalls({ '/api/settings/top10winner_withdrawal': TOP_WINNERS });
    seedSite('casino1', false);
    renderHome();
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/get_hot_games')).toBe(false);
  });
});
