import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls } from '@wl/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useModalStore } from '@/shared/stores/modal-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import PlaynowPage from './playnow-page';

const LAUNCH_PATH = calls.launchGame.path;
const INFO_PATH = calls.gameInfo.path;
const GAME_PATH = '/playnow?provider_code=WLGAMES&game_code=lucky_lantern';

const launched = {
  statusCode: 1,
  value: {
    game_url: '/provider/wlgames/play?game=lucky_lantern&lang=EN#token=abc',
    provider_code: 'WLGAMES',
    game_code: 'lucky_lantern',
    game_name: 'Lucky Lantern',
  },
};

const slotInfo = {
  statusCode: 1,
  value: {
    provider_code: 'WLGAMES',
    game_code: 'lucky_lantern',
    game_name: 'Lucky Lantern',
    game_type: 'slots',
    game_image: '/img/games/WLGAMES/lucky_lantern.svg',
    provider_name: 'WL Games',
    fun_play: true,
    currency: 'PHP',
    rtp: 9595,
    volatility: 'low',
    min_bet: 1,
    max_bet: 500,
  },
};

/** Phone-wide or not, as the browser's media query answers. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: phone, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

/** Whether the browser has the Fullscreen API (jsdom has none of it). */
function fullscreenApi(enabled: boolean) {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
}

/** A browser with the Fullscreen API, whose full screen element follows requests and exits. */
function offerFullscreen() {
  let element: Element | null = null;
  fullscreenApi(true);
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  const request = vi.fn(async function (this: Element) {
    element = this;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  HTMLElement.prototype.requestFullscreen = request;
  document.exitFullscreen = vi.fn(async () => {
    element = null;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  return request;
}

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => useModalStore.getState().closeAll());
});

describe('the game view at desktop widths', () => {
  it('keeps the page around the game, and puts the view in and out of full screen', async () => {
    screenIsPhone(false);
    const request = offerFullscreen();
    fakeServer({ [LAUNCH_PATH]: launched });
    renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    const view = await screen.findByTestId('play-view');
    expect(view.classList.contains('is-phone')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(view);
    const exit = await screen.findByRole('button', { name: 'Exit full screen' });
    expect(exit.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(exit);
    expect(await screen.findByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('offers no full-screen button where the browser has no Fullscreen API', async () => {
    screenIsPhone(false);
    fullscreenApi(false);
    fakeServer({ [LAUNCH_PATH]: launched });
    renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    await screen.findByTestId('play-view');
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close game' })).toBeTruthy();
  });
});

describe('the game view on a phone', () => {
  it('fills the screen, with a way back to the page the player came from', async () => {
    screenIsPhone(true);
    fakeServer({ [LAUNCH_PATH]: launched });
    const { router } = renderWithProviders(<PlaynowPage />, { path: '/slots' });
    await act(() => router.navigate(GAME_PATH));
    const view = await screen.findByTestId('play-view');
    expect(view.classList.contains('is-phone')).toBe(true);
    // no browser full screen on a phone: the view already fills it
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    await userEvent.click(within(view).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slots'));
  });

  it('makes the page behind inert and still while it fills the screen, a sheet over it reachable, and gives the page back on leaving', async () => {
    screenIsPhone(true);
    fakeServer({ [LAUNCH_PATH]: launched, [INFO_PATH]: slotInfo });
    const page = (
      <>
        <header data-testid="site-header">
          <a href="/">Home</a>
        </header>
        <main>
          <p data-testid="beside">Other content</p>
          <PlaynowPage />
        </main>
        <footer data-testid="site-footer">Footer</footer>
      </>
    );
    const { router } = renderWithProviders(page, { path: '/slots' });
    await act(() => router.navigate(GAME_PATH));
    const view = await screen.findByTestId('play-view');
    const behind = ['site-header', 'beside', 'site-footer'].map((id) => screen.getByTestId(id));
    for (const element of behind) expect(element.closest('[inert]'), element.dataset.testid).not.toBeNull();
    expect(view.closest('[inert]')).toBeNull();
    // nor does the page scroll behind it
    expect(document.documentElement.style.overflow).toBe('hidden');
    // What appears beside the game later (a floating entry once its data is in) is inert too.
    const late = document.createElement('a');
    late.href = '/minigame';
    behind[1]!.parentElement!.append(late);
    await waitFor(() => expect(late.hasAttribute('inert')).toBe(true));

    // The info sheet opens over the view and is reachable; closing it leaves the page behind inert.
    await userEvent.click(within(view).getByRole('button', { name: 'About Lucky Lantern' }));
    const sheet = await screen.findByRole('dialog', { name: 'Lucky Lantern' });
    expect(sheet.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.closest('[inert]')).toBeNull();
    for (const element of behind) expect(element.closest('[inert]')).not.toBeNull();

    await act(() => router.navigate('/slots'));
    await waitFor(() => expect(screen.queryByTestId('play-view')).toBeNull());
    for (const element of [...behind, late]) expect(element.closest('[inert]'), element.dataset.testid).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('leaves the page as it is at desktop widths', async () => {
    screenIsPhone(false);
    fakeServer({ [LAUNCH_PATH]: launched });
    renderWithProviders(
      <>
        <header data-testid="site-header">Header</header>
        <PlaynowPage />
      </>,
      { path: GAME_PATH },
    );
    await screen.findByTestId('play-view');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('goes back to the lobby when the game was opened directly', async () => {
    screenIsPhone(true);
    fakeServer({ [LAUNCH_PATH]: launched });
    const { router } = renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hot'));
  });
});

describe('the info sheet', () => {
  it("shows a built-in game's RTP, volatility and bets in the site currency", async () => {
    screenIsPhone(false);
    const fetchMock = fakeServer({ [LAUNCH_PATH]: launched, [INFO_PATH]: slotInfo });
    renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'About Lucky Lantern' }));
    const sheet = await screen.findByRole('dialog', { name: 'Lucky Lantern' });
    await within(sheet).findByText('95.95%');
    const figures = Object.fromEntries(
      within(sheet)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Provider: 'WL Games',
      'Return to player (RTP)': '95.95%',
      Volatility: 'Low',
      'Minimum bet': '₱1.00',
      'Maximum bet': '₱500.00',
    });
    expect(requestsTo(fetchMock, INFO_PATH)).toEqual([
      expect.objectContaining({ provider_code: 'WLGAMES', game_code: 'lucky_lantern' }),
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves out the figures the catalogue does not know, and says so', async () => {
    screenIsPhone(false);
    fakeServer({
      [LAUNCH_PATH]: {
        ...launched,
        value: { ...launched.value, provider_code: 'JILI', game_code: 'super_ace', game_name: 'Super Ace' },
      },
      [INFO_PATH]: {
        statusCode: 1,
        value: {
          ...slotInfo.value,
          provider_code: 'JILI',
          game_code: 'super_ace',
          game_name: 'Super Ace',
          provider_name: 'JILI Games',
          fun_play: false,
          rtp: null,
          volatility: null,
          min_bet: null,
          max_bet: null,
        },
      },
    });
    renderWithProviders(<PlaynowPage />, { path: '/playnow?provider_code=JILI&game_code=super_ace' });
    await userEvent.click(await screen.findByRole('button', { name: 'About Super Ace' }));
    const sheet = await screen.findByRole('dialog', { name: 'Super Ace' });
    expect(await within(sheet).findByText(/has not published the figures/)).toBeTruthy();
    expect(
      within(sheet)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Provider']);
    expect(within(sheet).queryByText(/%/)).toBeNull();
  });

  it('offers a retry when the info could not be loaded', async () => {
    screenIsPhone(false);
    const fetchMock = fakeServer({ [LAUNCH_PATH]: launched, [INFO_PATH]: { statusCode: 503, message: 'serviceUnavailable' } });
    renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'About Lucky Lantern' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo(fetchMock, INFO_PATH)).toHaveLength(2));
  });
});
