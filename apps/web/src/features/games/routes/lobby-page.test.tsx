import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import type { Favourite } from '@/shared/session/get-favourites';
import { playerKeys } from '@/shared/session/player-keys';
import { useUserStore } from '@/shared/session/user-store';
import { type FakeAnswer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { SITE_FIXTURE, setTestSite } from '@/shared/testing/site';
import { lobbyServer, SLOT_GAMES } from '../testing';
import LobbyPage from './lobby-page';

const GAME_LIST = '/api/product/game_list';

/** Logs juan88 in; returns the server's answer to fav_list, for the test's server. */
function logIn(favourites: { provider_code: string; game_code: string; game_name: string }[] = []): {
  '/api/home/fav_list': FakeAnswer;
} {
  useUserStore.setState({
    isAuthenticated: true,
    user: { account_id: 'juan88', full_name: 'Juan', contact_email: '', session_token: 'tok' },
    token: 'tok',
  });
  return {
    '/api/home/fav_list': { statusCode: 1, value: favourites.map((game) => ({ ...game, game_type: 'slots', img_url: '' })) },
  };
}

const favouriteCodes = (queryClient: QueryClient) =>
  queryClient.getQueryData<Favourite[]>(playerKeys.favourites('juan88'))?.map((game) => game.game_code);

beforeAll(initTestI18n);

beforeEach(() => {
  setTestSite();
  useUserStore.getState().reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lobby page', () => {
  it('shows the lobby of its path: title, provider chips with logos, ten games and the pagination', async () => {
    const fetchMock = lobbyServer();
    renderWithProviders(<LobbyPage />, { path: '/slots' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
    expect(await screen.findByRole('link', { name: 'Play Jili Game 01' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(10);
    expect(screen.getByText('14 games')).toBeTruthy();

    const providers = screen.getByRole('group', { name: 'Providers' });
    const all = within(providers).getByRole('button', { name: 'All, 14 games' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    const pg = within(providers).getByRole('button', { name: 'PG Soft, 2 games' });
    expect(pg.querySelector('img')?.getAttribute('src')).toBe('/img/providers/pgsoft.svg');
    expect(screen.getByRole('navigation', { name: 'Game pages' })).toBeTruthy();

    expect(requestsTo(fetchMock, GAME_LIST)[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: SITE_FIXTURE.external_id,
      lobby: 'slots',
      provider_code: '',
      search: '',
      page: 1,
      page_size: 10,
    });
  });

  it('links each card to its play page, with a lazy image of the game', async () => {
    lobbyServer();
    renderWithProviders(<LobbyPage />, { path: '/slots?provider=PGSOFT' });
    const card = await screen.findByRole('link', { name: 'Play Mahjong Ways' });
    expect(card.getAttribute('href')).toBe('/playnow?provider_code=PGSOFT&game_code=mahjong_ways');
    expect(card.querySelector('.lazy-image img')?.getAttribute('alt')).toBe('');
  });

  it('filters by provider and keeps it in the URL', async () => {
    const fetchMock = lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots?page=2' });
    await screen.findAllByRole('link', { name: /^Play / });
    await userEvent.click(screen.getByRole('button', { name: 'PG Soft, 2 games' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(2));
    expect(router.state.location.search).toBe('?provider=PGSOFT');
    expect(requestsTo(fetchMock, GAME_LIST).at(-1)).toMatchObject({ provider_code: 'PGSOFT', page: 1 });
    expect(screen.getByRole('button', { name: 'PG Soft, 2 games' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('searches by name once typing pauses, and restores the search from the URL', async () => {
    const fetchMock = lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots' });
    await screen.findAllByRole('link', { name: /^Play / });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'mahj');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=mahj');
    const searches = requestsTo(fetchMock, GAME_LIST).map((body) => body.search);
    expect(searches).not.toContain('m');
    expect(searches.at(-1)).toBe('mahj');
  });

  it('keeps a search typed just as another filter changes the URL', async () => {
    lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots' });
    await screen.findAllByRole('link', { name: /^Play / });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'mahj');
    await act(() => router.navigate('/slots?provider=PGSOFT'));
    await waitFor(() => expect(router.state.location.search).toBe('?provider=PGSOFT&q=mahj'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('mahj');
  });

  it('opens on the page, provider and search of the URL', async () => {
    const fetchMock = lobbyServer();
    renderWithProviders(<LobbyPage />, { path: '/slots?provider=JILI&q=game&page=2' });
    expect(await screen.findByRole('link', { name: 'Play Jili Game 11' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('game');
    expect(requestsTo(fetchMock, GAME_LIST)[0]).toMatchObject({ provider_code: 'JILI', search: 'game', page: 2 });
  });

  it('moves to another page with the pagination', async () => {
    const fetchMock = lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots' });
    await screen.findAllByRole('link', { name: /^Play / });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(4));
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo(fetchMock, GAME_LIST).at(-1)).toMatchObject({ page: 2 });
  });

  it('says when nothing matches, and shows every game again on request', async () => {
    lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots?q=zzz' });
    expect(await screen.findByText('No games match your search.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(10));
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry when the lobby cannot be loaded', async () => {
    let fail = true;
    lobbyServer({
      [GAME_LIST]: () =>
        fail
          ? { statusCode: 500, message: 'internalServerError' }
          : { statusCode: 1, value: SLOT_GAMES.slice(0, 1), total: 1, page: 1, page_size: 10, providers: [] },
    });
    renderWithProviders(<LobbyPage />, { path: '/hot' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hot games');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Play Jili Game 01' })).toBeTruthy();
  });

  it('shows no favourite toggle to a visitor', async () => {
    lobbyServer();
    renderWithProviders(<LobbyPage />, { path: '/slots' });
    await screen.findAllByRole('link', { name: /^Play / });
    expect(screen.queryByRole('button', { name: /^Favourite / })).toBeNull();
  });
});

describe('favourite toggle', () => {
  it('adds a favourite at once, then keeps the list the server answers', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = lobbyServer({
      ...logIn(),
      '/api/home/fav_add': async () => {
        await answered;
        return {
          statusCode: 1,
          value: [
            { game_code: 'mahjong_ways', game_name: 'Mahjong Ways', game_type: 'slots', img_url: 'x', provider_code: 'PGSOFT' },
          ],
        };
      },
    });
    const { queryClient } = renderWithProviders(<LobbyPage />, { path: '/slots?provider=PGSOFT' });
    const toggle = await screen.findByRole('button', { name: 'Favourite Mahjong Ways' });
    await waitFor(() => expect(requestsTo(fetchMock, '/api/home/fav_list')).toHaveLength(1));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    // The server has not answered yet.
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(favouriteCodes(queryClient)).toEqual(['mahjong_ways']);
    release();
    await waitFor(() => expect(queryClient.getQueryData<Favourite[]>(playerKeys.favourites('juan88'))?.[0]?.img_url).toBe('x'));
    expect(requestsTo(fetchMock, '/api/home/fav_add')[0]).toEqual({
      auth: 'tok',
      account_id: 'juan88',
      provider_code: 'PGSOFT',
      game_code: 'mahjong_ways',
    });
  });

  it('undoes an add the server refuses', async () => {
    const fetchMock = lobbyServer({ ...logIn(), '/api/home/fav_add': () => ({ statusCode: 409, message: 'favouritesFull' }) });
    const { queryClient } = renderWithProviders(<LobbyPage />, { path: '/slots?provider=PGSOFT' });
    const toggle = await screen.findByRole('button', { name: 'Favourite Fortune Tiger' });
    await waitFor(() => expect(requestsTo(fetchMock, '/api/home/fav_list')).toHaveLength(1));
    await userEvent.click(toggle);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/home/fav_add')).toHaveLength(1));
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(favouriteCodes(queryClient)).toEqual([]);
  });

  it('removes a favourite, and puts it back in its place when the removal fails', async () => {
    const favourites = logIn([
      { provider_code: 'JILI', game_code: 'jili_1', game_name: 'Jili Game 01' },
      { provider_code: 'PGSOFT', game_code: 'mahjong_ways', game_name: 'Mahjong Ways' },
      { provider_code: 'JILI', game_code: 'jili_2', game_name: 'Jili Game 02' },
    ])['/api/home/fav_list'];
    const fetchMock = lobbyServer({
      // The list is read again after the failure; that read stays unanswered, so what shows is the undo.
      '/api/home/fav_list': inTurn(favourites, () => new Promise(() => {})),
      '/api/home/fav_remove': () => ({ statusCode: 500, message: 'internalServerError' }),
    });
    const { queryClient } = renderWithProviders(<LobbyPage />, { path: '/slots?provider=PGSOFT' });
    const toggle = await screen.findByRole('button', { name: 'Favourite Mahjong Ways' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(toggle);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/home/fav_remove')).toHaveLength(1));
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(favouriteCodes(queryClient)).toEqual(['jili_1', 'mahjong_ways', 'jili_2']);
  });
});
