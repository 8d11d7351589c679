import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { visitorMarkKey } from '@/shared/lib/visitor-marks';
import { useSiteStore } from '@/shared/session/site-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { SITE_FIXTURE } from '@/shared/testing/site';
import HomePage from '../routes/home-page';

const game = (game_code: string, game_name: string) => ({
  provider_code: 'EVOPLAY',
  game_code,
  game_name,
  game_type: 'slots',
  game_image: '',
});
const LISTS = {
  hot: [],
  featured: [],
  popular: [],
  new: [],
  popup: [game('ice_mania', 'Ice Mania'), game('fruit_nova', 'Fruit Nova')],
};

const DAY_MS = 86_400_000;
const MORNING = new Date(2030, 0, 1, 9, 0);

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
  fakeServer({
    // The lists as the server sends them, whatever else they carry.
    '/api/product/home_games': { statusCode: 1, value: LISTS } as unknown as CallResponse<'homeGames'>,
    '/api/settings/top10winner_withdrawal': { statusCode: -500, message: 'internalServerError' },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function withSite(site: Partial<typeof SITE_FIXTURE> = {}) {
  useSiteStore.setState({ status: 'ready', template: 'casino1', hasHotGames: true, site: { ...SITE_FIXTURE, ...site } });
}

async function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(<HomePage />, { queryClient });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return view;
}

const strip = () => screen.queryByRole('region', { name: 'Try these games' });

describe('the popup games strip', () => {
  it('opens the home page in its flow, first, with the games to try', async () => {
    withSite();
    const { container } = await renderHome();
    const region = strip()!;
    expect(within(region).getByRole('link', { name: 'Play Ice Mania' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Play Fruit Nova' })).toBeTruthy();
    // A section of the page, not a layer over it.
    expect(container.querySelector('.home-page')?.firstElementChild).toBe(region);
    expect(region.closest('[role="dialog"], aside')).toBeNull();
  });

  it('stays dismissed for the rest of the day on this site, and is back the next day', async () => {
    withSite();
    await renderHome();
    fireEvent.click(within(strip()!).getByRole('button', { name: 'Hide these games for today' }));
    expect(strip()).toBeNull();
    expect(localStorage.getItem(visitorMarkKey('popupGames', SITE_FIXTURE.external_id))).toBe('2030-01-01');

    cleanup();
    vi.setSystemTime(new Date(MORNING.getTime() + 14 * 3_600_000));
    await renderHome();
    expect(strip()).toBeNull();

    cleanup();
    // Another site in the same browser has its own strip.
    withSite({ external_id: 'site-other' });
    await renderHome();
    expect(strip()).not.toBeNull();

    cleanup();
    withSite();
    vi.setSystemTime(new Date(MORNING.getTime() + DAY_MS));
    await renderHome();
    expect(strip()).not.toBeNull();
  });

  it('does not show when the operator switched it off', async () => {
    withSite({ show_popup_games: false });
    await renderHome();
    expect(strip()).toBeNull();
  });
});
