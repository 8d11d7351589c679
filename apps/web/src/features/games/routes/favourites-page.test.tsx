import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { setTestSite } from '@/shared/testing/site';
import FavouritesPage from './favourites-page';

const FAV_LIST = '/api/home/fav_list';
const favourite = (game_code: string, game_name: string) => ({
  provider_code: 'JILI',
  game_code,
  game_name,
  game_type: 'slots',
  img_url: '',
});

beforeAll(initTestI18n);

beforeEach(() => {
  setTestSite();
  useUserStore.setState({
    isAuthenticated: true,
    user: { account_id: 'juan88', full_name: 'Juan', contact_email: '', session_token: 'tok' },
    token: 'tok',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('favourites page', () => {
  it("shows the player's favourites newest first, and a heart taken off removes the game", async () => {
    const fetchMock = fakeServer({
      [FAV_LIST]: { statusCode: 1, value: [favourite('super_ace', 'Super Ace'), favourite('crazy_777', 'Crazy 777')] },
      '/api/home/fav_remove': { statusCode: 1, value: [favourite('crazy_777', 'Crazy 777')] },
    });
    renderWithProviders(<FavouritesPage />, { path: '/favourites' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favourites');
    const links = await screen.findAllByRole('link', { name: /^Play / });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Play Super Ace', 'Play Crazy 777']);
    expect(screen.getByText('2 games')).toBeTruthy();

    const heart = screen.getByRole('button', { name: 'Favourite Super Ace' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/home/fav_remove')[0]).toMatchObject({ provider_code: 'JILI', game_code: 'super_ace' });
  });

  it('says how to add one when there is none, with a way to the games', async () => {
    fakeServer({ [FAV_LIST]: { statusCode: 1, value: [] } });
    renderWithProviders(<FavouritesPage />, { path: '/favourites' });
    expect(await screen.findByText('No favourites yet. Tap the heart on a game to keep it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/hot');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      [FAV_LIST]: () =>
        fail
          ? { statusCode: 500, message: 'internalServerError' }
          : { statusCode: 1, value: [favourite('super_ace', 'Super Ace')] },
    });
    renderWithProviders(<FavouritesPage />, { path: '/favourites' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your favourites could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Play Super Ace' })).toBeTruthy();
  });
});
