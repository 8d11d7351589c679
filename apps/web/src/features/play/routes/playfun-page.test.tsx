import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls } from '@wl/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayer } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import PlayfunPage from './playfun-page';

const FUN_PATH = calls.launchFunGame.path;
const GAME_PATH = '/playfun?provider_code=WLGAMES&game_code=neon_nights';
const launched = {
  statusCode: 1,
  value: {
    game_url: '/provider/wlgames/play?game=neon_nights&lang=EN#token=fun.PHP',
    provider_code: 'WLGAMES',
    game_code: 'neon_nights',
    game_name: 'Neon Nights',
  },
};

beforeAll(initTestI18n);
beforeEach(() => setTestSite());
afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('/playfun', () => {
  it('opens a built-in game for a visitor, labelled fun mode, with the way to sign up', async () => {
    const fetchMock = fakeServer({ [FUN_PATH]: launched });
    renderWithProviders(<PlayfunPage />, { path: GAME_PATH });
    const frame = (await screen.findByTitle('Neon Nights')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(launched.value.game_url);
    const notice = screen.getByTestId('fun-notice');
    expect(notice.textContent).toMatch(/Fun mode/);
    expect(notice.textContent).toMatch(/not money/);
    expect(within(notice).getByRole('link', { name: 'Sign up to play for real' }).getAttribute('href')).toBe('/register');
    const [request] = requestsTo(fetchMock, FUN_PATH);
    expect(request).toMatchObject({ provider_code: 'WLGAMES', game_code: 'neon_nights', language: 'EN' });
    // a visitor's call: no session token goes with it
    expect(request).not.toHaveProperty('auth');
  });

  it('leads a logged-in player to real play instead', async () => {
    logInPlayer();
    fakeServer({ [FUN_PATH]: launched });
    renderWithProviders(<PlayfunPage />, { path: GAME_PATH });
    const link = await screen.findByRole('link', { name: 'Play for real' });
    expect(link.getAttribute('href')).toBe('/playnow?provider_code=WLGAMES&game_code=neon_nights');
  });

  it('starts a new demo balance by opening the game again', async () => {
    fakeServer({ [FUN_PATH]: launched });
    renderWithProviders(<PlayfunPage />, { path: GAME_PATH });
    const first = await screen.findByTitle('Neon Nights');
    await userEvent.click(screen.getByRole('button', { name: 'New demo balance' }));
    await waitFor(() => expect(screen.getByTitle('Neon Nights')).not.toBe(first));
  });

  it('explains a game that cannot be played for fun', async () => {
    fakeServer({ [FUN_PATH]: { statusCode: 404, message: 'gameNotFound' } });
    renderWithProviders(<PlayfunPage />, { path: '/playfun?provider_code=JILI&game_code=super_ace' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not available on this site/);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
