import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem, ThemeCode } from '@wl/contract/lite';
import { THEME_CODES, templateOf } from '@wl/contract/lite';
import type { ComponentType, ReactNode } from 'react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { fakeServer, inTurn } from '@/shared/testing/fake-server';
import { SITE_FIXTURE } from '@/shared/testing/site';
import { LAYOUTS } from './index';
import { layoutFor } from './template-layout';
import type { LayoutProps } from './types';

const item = (key: string, title: string, path: string, children: MenuItem[] = []): MenuItem => ({
  key,
  title,
  path,
  icon: key,
  category: null,
  children,
});

const GAME_MENU = [
  item('hot', 'Hot Games', '/hot'),
  item('slots', 'Slots', '/slots'),
  item('livecasino', 'Live Casino', '/casino'),
];
const MENU = [
  item('home', 'Home', '/'),
  ...GAME_MENU,
  item('promotions', 'Promotions', '/promotions', [item('mission', 'Missions', '/mission'), item('spin', 'Lucky Spin', '/spin')]),
  item('vip', 'VIP', '/vip'),
];

function seedSite(theme: ThemeCode | null, overrides: Partial<ReturnType<typeof useSiteStore.getState>> = {}) {
  useSiteStore.setState({
    status: 'ready',
    template: theme,
    content: { menu: MENU, game_menu: GAME_MENU, footer_menu: [] },
    hasHotGames: true,
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    accountList: [],
    site: { ...SITE_FIXTURE, theme_code: theme ?? 'casino1' },
    ...overrides,
  });
}

function renderLayout(Layout: ComponentType<LayoutProps>, { maintenance = false, children = <p>Page content</p> } = {}) {
  const element = (
    <Suspense fallback={<p>loading layout</p>}>
      <Layout maintenance={maintenance}>{children as ReactNode}</Layout>
    </Suspense>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '*', element },
    ],
    { initialEntries: ['/promotions'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const layoutOf = (theme: ThemeCode) => layoutFor(templateOf(theme));

beforeAll(initTestI18n);

beforeEach(() => {
  useUserStore.getState().reset();
  useModalStore.getState().closeAll();
});

afterEach(() => {
  document.documentElement.classList.remove('scroll-locked');
});

const EMPTY_VIP = {
  starting_deposit: 0,
  cycle_deposit: 0,
  deposit_next: 0,
  starting_turnover: 0,
  cycle_turnover: 0,
  turnover_next: 0,
  vip_name: '',
  vip_name_next: '',
};

describe('layout table', () => {
  it('names every layout (spec-coverage S2.2), each lazy', async () => {
    const names = ['default', 'minigame', ...THEME_CODES.map((theme) => templateOf(theme))];
    expect(Object.keys(LAYOUTS).sort()).toEqual([...names].sort());

    seedSite('casino1');
    renderLayout(LAYOUTS.template1!);
    expect(await screen.findByRole('banner')).toBeTruthy();
  });
});

describe('template layouts', () => {
  it.each(THEME_CODES)('%s renders the header, navigation, main and footer landmarks', (theme) => {
    seedSite(theme);
    renderLayout(layoutOf(theme));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('puts the main navigation in the header row on casino1 and in a side rail on casino2', () => {
    seedSite('casino1');
    renderLayout(layoutOf('casino1'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(header).getByRole('navigation', { name: 'Games' })).toBeTruthy();
    expect(screen.getByRole('main').closest<HTMLElement>('.site-shell')?.dataset.nav).toBe('top-bar');
  });

  it('renders casino2 with its navigation beside the page, not in the header', () => {
    seedSite('casino2');
    renderLayout(layoutOf('casino2'));
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('navigation', { name: 'Main' })).toBeNull();
    const rail = screen.getByRole('navigation', { name: 'Main' });
    expect(rail.className).toContain('side-rail');
    expect(within(rail).getByRole('list', { name: 'Games' })).toBeTruthy();
    expect(within(rail).getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/slots');
  });

  it('gives the tab-bar template its game categories as tabs in the header', () => {
    seedSite('sportsbook1');
    renderLayout(layoutOf('sportsbook1'));
    const tabs = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Games' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hot Games', 'Slots', 'Live Casino']);
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
  });

  it('shows the game menu once, not repeated in the site menu beside it', () => {
    seedSite('casino1');
    renderLayout(layoutOf('casino1'));
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Slots' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'VIP' })).toBeTruthy();
  });

  it('opens a submenu as a disclosure and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    seedSite('casino1');
    renderLayout(layoutOf('casino1'));
    const main = screen.getByRole('navigation', { name: 'Main' });
    const toggle = within(main).getByRole('button', { name: 'Promotions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(submenu && within(submenu).getByRole('link', { name: 'Lucky Spin' })).toBeTruthy();
    // the parent's own page leads the submenu, as no child links to it
    expect(submenu && within(submenu).getAllByRole('link')[0]?.getAttribute('href')).toBe('/promotions');

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('drives the drawer template from a menu button: focus moves in, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    seedSite('casino5');
    renderLayout(layoutOf('casino5'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(drawer.id);
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(within(drawer).getByRole('navigation', { name: 'Site menu' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the drawer when one of its links is followed', async () => {
    const user = userEvent.setup();
    seedSite('casino1');
    const router = renderLayout(layoutOf('casino1'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'VIP' }));
    expect(router.state.location.pathname).toBe('/vip');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the drawer from the bottom tab bar on bottom-tab templates', async () => {
    const user = userEvent.setup();
    seedSite('slot1');
    renderLayout(layoutOf('slot1'));
    const tabs = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Menu' })).toBeNull();
    const more = within(tabs).getByRole('button', { name: 'More' });
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});

describe('maintenance', () => {
  it('renders the frame with no page content and the end of the window', () => {
    seedSite('slot3', {
      status: 'maintenance',
      maintenance: { is_maintenance: true, start_date: '2030-01-01T00:00:00Z', end_date: '2030-01-02T10:30:00Z' },
    });
    renderLayout(layoutOf('slot3'), { maintenance: true });
    expect(screen.queryByText('Page content')).toBeNull();
    expect(screen.getByRole('main').childElementCount).toBe(0);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/maintenance.*back by 2030-01-0\d \d\d:\d\d:00/);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('renders the neutral default layout when no template is known', () => {
    seedSite(null, { status: 'maintenance' });
    renderLayout(layoutFor('default'), { maintenance: true });
    expect(screen.getByRole('link', { name: 'LUCKY PISO' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Page content')).toBeNull();
  });
});

describe('account area', () => {
  it('offers a visitor Log in and Register', () => {
    seedSite('casino1');
    renderLayout(layoutOf('casino1'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(within(header).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('shows a player the account id and balance, and logs out to the home page', async () => {
    const user = userEvent.setup();
    seedSite('casino1');
    useUserStore.setState({
      isAuthenticated: true,
      token: 'session-token',
      user: { account_id: 'player01', full_name: 'Juan', contact_email: 'juan@example.com', session_token: 'session-token' },
    });
    fakeServer({ '/api/auth/get_balance': { statusCode: 1, game_balance: 1234.5678, game_token: 3, currency: 'PHP' } });
    const router = renderLayout(layoutOf('casino1'));
    const header = screen.getByRole('banner');
    expect(within(header).getByText('player01')).toBeTruthy();
    expect(await within(header).findByText('₱1,234.567')).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Log out' }));
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('shows the VIP badge and the unread inbox count, and refreshes the balance', async () => {
    const user = userEvent.setup();
    seedSite('casino1');
    useUserStore.setState({
      isAuthenticated: true,
      token: 'session-token',
      user: { account_id: 'player01', full_name: 'Juan', contact_email: '', session_token: 'session-token' },
    });
    fakeServer({
      '/api/settings/get_inbox': { statusCode: 1, unread: 3, value: [] },
      '/api/auth/vip': { statusCode: 1, currentLevel: 2, levels: [], nextLevel: [{ ...EMPTY_VIP, vip_name: 'Gold' }] },
      '/api/auth/get_balance': inTurn(
        { statusCode: 1, game_balance: 10, game_token: 0, currency: 'PHP' },
        { statusCode: 1, game_balance: 250, game_token: 5, currency: 'PHP' },
      ),
    });
    renderLayout(layoutOf('casino1'));
    const header = screen.getByRole('banner');
    expect((await within(header).findByRole('link', { name: 'VIP level Gold' })).getAttribute('href')).toBe('/vip');
    expect(await within(header).findByRole('link', { name: 'Inbox, 3 unread messages' })).toBeTruthy();
    expect(await within(header).findByText('₱10.00')).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(header).findByText('₱250.00')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('opens the login modal from Log in on slot2', async () => {
    const user = userEvent.setup();
    seedSite('slot2');
    renderLayout(layoutOf('slot2'));
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
    await user.click(within(header).getByRole('button', { name: 'Log in' }));
    expect(useModalStore.getState().stack).toEqual(['login']);
  });

  it('opens the sign-in modal from Log in on slot5', async () => {
    const user = userEvent.setup();
    seedSite('slot5');
    renderLayout(layoutOf('slot5'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    expect(useModalStore.getState().stack).toEqual(['signin']);
  });
});

describe('minigame layout', () => {
  it('frames the game with a slim bar: back home and the token balance, no site footer', async () => {
    seedSite('slot1');
    act(() =>
      useUserStore.setState({
        isAuthenticated: true,
        token: 'session-token',
        user: { account_id: 'player01', full_name: 'Juan', contact_email: '', session_token: 'session-token' },
      }),
    );
    fakeServer({ '/api/mini_game/mini_game_wallet': { statusCode: 1, value: [{ frozen_token: 0, token_balance: 42.5 }] } });
    renderLayout(LAYOUTS.minigame!);
    const bar = await screen.findByRole('banner');
    expect(
      within(bar)
        .getByRole('link', { name: /Back to home/ })
        .getAttribute('href'),
    ).toBe('/');
    expect(await within(bar).findByText('42.5')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    vi.unstubAllGlobals();
  });
});
