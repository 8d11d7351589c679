import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import type { Favourite } from '@/shared/session/get-favourites';
import { setLoginPrompt } from '@/shared/session/login-prompt';
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
  it('shows the lobby of its path: title, provider chips with logos, a page of games and the pagination', async () => {
    const fetchMock = lobbyServer();
    renderWithProviders(<LobbyPage />, { path: '/slots' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
    expect(await screen.findByRole('link', { name: 'Play Jili Game 01' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(24);
    expect(screen.getByText('32 games')).toBeTruthy();

    const providers = screen.getByRole('group', { name: 'Providers' });
    const all = within(providers).getByRole('button', { name: 'All, 32 games' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    const pg = within(providers).getByRole('button', { name: 'PG Soft, 2 games' });
    expect(pg.querySelector('img')?.getAttribute('src')).toBe('/img/providers/pgsoft.svg');
    expect(screen.getByRole('navigation', { name: 'Game pages' })).toBeTruthy();

    expect(requestsTo(fetchMock, GAME_LIST)[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: SITE_FIXTURE.external_id,
      lobby: 'slots',
      sort: 'default',
      provider_code: '',
      search: '',
      page: 1,
      // without a layout to measure (jsdom), a size whole at 2, 3, 4, 6 and 8 columns
      page_size: 24,
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
    expect(await screen.findByRole('link', { name: 'Play Jili Game 25' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('game');
    expect(requestsTo(fetchMock, GAME_LIST)[0]).toMatchObject({ provider_code: 'JILI', search: 'game', page: 2 });
  });

  it('moves to another page with the pagination', async () => {
    const fetchMock = lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots' });
    await screen.findAllByRole('link', { name: /^Play / });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(8));
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo(fetchMock, GAME_LIST).at(-1)).toMatchObject({ page: 2 });
  });

  it('says when nothing matches, and shows every game again on request', async () => {
    lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots?q=zzz' });
    expect(await screen.findByText('No games match your search.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(24));
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

  it('gives a visitor a heart that asks them to log in, and no toggle', async () => {
    const prompt = vi.fn();
    setLoginPrompt(prompt);
    lobbyServer();
    renderWithProviders(<LobbyPage />, { path: '/slots?provider=PGSOFT' });
    const heart = await screen.findByRole('button', { name: 'Log in to add Mahjong Ways to your favourites' });
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    await userEvent.click(heart);
    expect(prompt).toHaveBeenCalledTimes(1);
    setLoginPrompt(() => {});
  });

  it('asks for pages of whole rows of the grid as it is laid out', async () => {
    const computed = window.getComputedStyle;
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
      (element as Element).classList.contains('lobby-grid-probe')
        ? ({ ...computed(element, pseudo), gridTemplateColumns: '150px 150px 150px 150px 150px' } as CSSStyleDeclaration)
        : computed(element, pseudo),
    );
    try {
      const fetchMock = lobbyServer();
      renderWithProviders(<LobbyPage />, { path: '/slots' });
      await waitFor(() => expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(25));
      expect(requestsTo(fetchMock, GAME_LIST).map((body) => body.page_size)).toEqual([25]);
    } finally {
      vi.mocked(window.getComputedStyle).mockRestore();
    }
  });

  it('sorts by popular or new, kept in the URL, and back to the default order', async () => {
    const fetchMock = lobbyServer();
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots?page=2' });
    await screen.findAllByRole('link', { name: /^Play / });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect((select as HTMLSelectElement).value).toBe('default');
    await userEvent.selectOptions(select, 'Popular');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=popular'));
    await waitFor(() => expect(requestsTo(fetchMock, GAME_LIST).at(-1)).toMatchObject({ sort: 'popular', page: 1 }));
    await userEvent.selectOptions(select, 'Recommended');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens an unknown order of the URL in the default order', async () => {
    const fetchMock = lobbyServer();
    renderWithProviders(<LobbyPage />, { path: '/slots?sort=random' });
    await screen.findAllByRole('link', { name: /^Play / });
    expect(requestsTo(fetchMock, GAME_LIST)[0]).toMatchObject({ sort: 'default' });
  });

  it('shows a coming-soon game as a labelled tile with nothing to press', async () => {
    lobbyServer({
      [GAME_LIST]: {
        statusCode: 1,
        value: [SLOT_GAMES[0], { ...SLOT_GAMES[1], coming_soon: true }],
        total: 2,
        page: 1,
        page_size: 24,
        providers: [],
      },
    });
    logIn();
    renderWithProviders(<LobbyPage />, { path: '/slots' });
    const name = await screen.findByText('Jili Game 02');
    const card = name.closest('.game-card') as HTMLElement;
    expect(card.classList.contains('game-card-soon')).toBe(true);
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByText('Coming soon: this game cannot be played yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Play / })).toHaveLength(1);
  });
});

describe('player rows', () => {
  const recent = (games: typeof SLOT_GAMES) => ({ '/api/home/recent_list': { statusCode: 1, value: games } });

  it("shows the player's recently played and favourite games of the lobby above its first page", async () => {
    lobbyServer({
      ...logIn([{ provider_code: 'PGSOFT', game_code: 'mahjong_ways', game_name: 'Mahjong Ways' }]),
      ...recent([SLOT_GAMES[3]!, { ...SLOT_GAMES[4]!, game_type: 'fish' }]),
    });
    renderWithProviders(<LobbyPage />, { path: '/slots' });
    const continuing = await screen.findByRole('region', { name: 'Continue playing' });
    expect(
      within(continuing)
        .getAllByRole('link', { name: /^Play / })
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Play Jili Game 04']);
    const favourites = screen.getByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: 'Play Mahjong Ways' })).toBeTruthy();
    expect(within(favourites).getByRole('link', { name: 'All favourites' }).getAttribute('href')).toBe('/favourites');
  });

  it('leaves them out on later pages, while narrowed, when empty, and for a visitor', async () => {
    const answers = { ...logIn(), ...recent([SLOT_GAMES[3]!]) };
    lobbyServer(answers);
    const { router } = renderWithProviders(<LobbyPage />, { path: '/slots?page=2' });
    await screen.findAllByRole('link', { name: /^Play / });
    expect(screen.queryByRole('region', { name: 'Continue playing' })).toBeNull();
    await act(() => router.navigate('/slots'));
    expect(await screen.findByRole('region', { name: 'Continue playing' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull();
    await act(() => router.navigate('/slots?q=jili'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Continue playing' })).toBeNull());
    act(() => useUserStore.getState().reset());
    await act(() => router.navigate('/slots'));
    await screen.findAllByRole('link', { name: /^Play / });
    expect(screen.queryByRole('region', { name: 'Continue playing' })).toBeNull();
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
