import { screen, waitFor } from '@testing-library/react';
import { calls } from '@wl/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { cachedFigures, logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import PlaynowPage from './playnow-page';

const LAUNCH_PATH = calls.launchGame.path;
const BALANCE_PATH = calls.getBalance.path;
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

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

function frame(): HTMLIFrameElement {
  return screen.getByTitle('Lucky Lantern') as HTMLIFrameElement;
}

function postFromFrame(data: unknown, { origin = window.location.origin, source = frame().contentWindow } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('/playnow', () => {
  it('launches the game for the player and plays it in a frame', async () => {
    const fetchMock = fakeServer({ [LAUNCH_PATH]: launched });
    renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    expect(await screen.findByRole('heading', { name: 'Lucky Lantern' })).toBeTruthy();
    expect(frame().getAttribute('src')).toBe(launched.value.game_url);
    expect(requestsTo(fetchMock, LAUNCH_PATH)).toEqual([
      expect.objectContaining({
        provider_code: 'WLGAMES',
        game_code: 'lucky_lantern',
        device: 'desktop',
        language: 'EN',
        auth: 'tok',
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Close game' })).toBeTruthy();
  });

  it('refreshes the header balance when the game reports a round, and only then', async () => {
    const fetchMock = fakeServer({
      [LAUNCH_PATH]: launched,
      [BALANCE_PATH]: { statusCode: 1, game_balance: 98.5, game_token: 5, currency: 'PHP' },
    });
    const { queryClient } = renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    await screen.findByTitle('Lucky Lantern');
    postFromFrame({ type: 'wl:balance', balance: 9850 }, { origin: 'https://evil.example' });
    postFromFrame({ type: 'wl:balance', balance: 9850 }, { source: window });
    postFromFrame({ type: 'something-else' });
    postFromFrame({ type: 'wl:balance', balance: 9850 });
    await waitFor(() => expect(cachedFigures(queryClient).balance).toEqual({ balance: 98.5, token: 5 }));
    expect(requestsTo(fetchMock, BALANCE_PATH)).toHaveLength(1);
  });

  it('explains a provider that is not available, without a frame', async () => {
    fakeServer({ [LAUNCH_PATH]: { statusCode: 503, message: 'providerUnavailable' } });
    renderWithProviders(<PlaynowPage />, { path: '/playnow?provider_code=JILI&game_code=super_ace' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/provider is not available right now/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/hot');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('explains a game the site does not have', async () => {
    fakeServer({ [LAUNCH_PATH]: { statusCode: 404, message: 'gameNotFound' } });
    renderWithProviders(<PlaynowPage />, { path: '/playnow?provider_code=WLGAMES&game_code=nope' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not available on this site/);
  });

  it('offers a retry when the launch failed for another reason', async () => {
    const fetchMock = fakeServer({ [LAUNCH_PATH]: { statusCode: 503, message: 'serviceUnavailable' } });
    renderWithProviders(<PlaynowPage />, { path: GAME_PATH });
    (await screen.findByRole('button', { name: 'Try again' })).click();
    await waitFor(() => expect(requestsTo(fetchMock, LAUNCH_PATH)).toHaveLength(2));
  });

  it('asks for a game when the link names none', () => {
    const fetchMock = fakeServer({});
    renderWithProviders(<PlaynowPage />, { path: '/playnow?provider_code=WLGAMES' });
    expect(screen.getByRole('alert').textContent).toMatch(/No game was chosen/);
    expect(screen.getByRole('link', { name: 'Browse games' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
