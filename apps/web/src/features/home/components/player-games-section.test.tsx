import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { playerKeys } from '@/shared/session/player-keys';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { setTestSite } from '@/shared/testing/site';
import { HOME_SECTIONS, sectionsWithPlayerRows } from '../home-sections';
import { PlayerGamesSection } from './player-games-section';

const game = (game_code: string, game_name: string) => ({
  provider_code: 'WLGAMES',
  game_code,
  game_name,
  game_type: 'slots',
  game_image: '',
});

function logIn() {
  useUserStore.setState({
    isAuthenticated: true,
    user: { account_id: 'juan88', full_name: 'Juan', contact_email: '', session_token: 'tok' },
    token: 'tok',
  });
}

beforeAll(initTestI18n);
beforeEach(() => setTestSite());
afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('the home rows of a player', () => {
  it('shows recently played newest first, as the server answers', async () => {
    logIn();
    const fetchMock = fakeServer({
      '/api/home/recent_list': { statusCode: 1, value: [game('neon_nights', 'Neon Nights'), game('jade_garden', 'Jade Garden')] },
      '/api/home/fav_list': { statusCode: 1, value: [] },
    });
    renderWithProviders(<PlayerGamesSection list="recent" />);
    const row = await screen.findByRole('region', { name: 'Continue playing' });
    expect(
      within(row)
        .getAllByRole('link', { name: /^Play / })
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Play Neon Nights', 'Play Jade Garden']);
    expect(requestsTo(fetchMock, '/api/home/recent_list')[0]).toEqual({ auth: 'tok', account_id: 'juan88' });
  });

  it('shows the favourites with a link to all of them', async () => {
    logIn();
    fakeServer({
      '/api/home/fav_list': {
        statusCode: 1,
        value: [
          { provider_code: 'WLGAMES', game_code: 'fruit_fiesta', game_name: 'Fruit Fiesta', game_type: 'slots', img_url: '' },
        ],
      },
    });
    renderWithProviders(<PlayerGamesSection list="favourites" />);
    const row = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(row).getByRole('link', { name: 'Play Fruit Fiesta' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'All favourites' }).getAttribute('href')).toBe('/favourites');
  });

  it('shows nothing to a visitor, and nothing while the list is empty', async () => {
    const fetchMock = fakeServer({});
    const { unmount } = renderWithProviders(<PlayerGamesSection list="recent" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(requestsTo(fetchMock, '/api/home/recent_list')).toHaveLength(0);
    unmount();
    logIn();
    fakeServer({ '/api/home/recent_list': { statusCode: 1, value: [] }, '/api/home/fav_list': { statusCode: 1, value: [] } });
    const { queryClient } = renderWithProviders(<PlayerGamesSection list="recent" />);
    await waitFor(() => expect(queryClient.getQueryState(playerKeys.recentGames('juan88'))?.status).toBe('success'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('sits right after the first game list of every template', () => {
    for (const [template, sections] of Object.entries(HOME_SECTIONS)) {
      const placed = sectionsWithPlayerRows(sections);
      const first = placed.findIndex((section) => section.kind === 'games');
      expect(placed.slice(first + 1, first + 3), template).toEqual([
        { kind: 'mine', list: 'recent' },
        { kind: 'mine', list: 'favourites' },
      ]);
      expect(placed).toHaveLength(sections.length + 2);
    }
  });
});
