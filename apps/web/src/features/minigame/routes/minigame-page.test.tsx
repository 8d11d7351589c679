import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { requestsTo } from '@/shared/testing/fake-server';
import { cachedFigures, logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { miniGameServer, play } from '../testing';
import MiniGamePage from './minigame-page';

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

const figure = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
const gameCard = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('/minigame', () => {
  it('shows the token wallet, every game with its cost and prizes, and where to play it', async () => {
    miniGameServer({ tokens: 40 });
    const { queryClient } = renderWithProviders(<MiniGamePage />);
    await waitFor(() => expect(figure('Available')).toBe('40'));
    expect(figure('Frozen')).toBe('0');
    expect(cachedFigures(queryClient).tokenWallet).toEqual({ token_balance: 40, frozen_token: 0 });

    const wheel = await screen.findByRole('heading', { name: 'Lucky Wheel' });
    const card = wheel.closest('li')!;
    expect(within(card).getByText('Costs 10 tokens a play')).toBeTruthy();
    const prizes = within(within(card).getByRole('list', { name: 'Prizes of Lucky Wheel' })).getAllByRole('listitem');
    expect(prizes.map((prize) => prize.textContent)).toEqual(['No prize', '5 tokens', '₱1', '10 tokens']);
    expect(within(card).getByRole('link', { name: 'Play Lucky Wheel' }).getAttribute('href')).toBe('/spin?game_id=1');
    expect(within(card).getByRole('button', { name: 'Claim rewards (0)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You have not played yet.')).toBeTruthy();
  });

  it('claims the pending prizes of a game and shows the wallet and log the server has afterwards', async () => {
    const server = miniGameServer({
      tokens: 30,
      log: [play(1, { status: 'pending', prize: { label: '10 Tokens', type: 'token', amount: 10 } }), play(2)],
    });
    const { queryClient } = renderWithProviders(<MiniGamePage />);
    const card = await waitFor(() => gameCard('Lucky Wheel'));
    await userEvent.click(await within(card).findByRole('button', { name: 'Claim rewards (1)' }));

    expect(await within(card).findByRole('status')).toHaveProperty('textContent', 'Collected: 10 tokens.');
    expect(requestsTo(server, '/api/mini_game/mini_game_reward')).toEqual([{ auth: 'tok', account_id: 'juan88', game_id: 1 }]);
    await waitFor(() => expect(figure('Available')).toBe('40'));
    expect(cachedFigures(queryClient).balance).toEqual({ balance: 100, token: 40 });
    expect(await within(card).findByRole('button', { name: 'Claim rewards (0)' })).toBeTruthy();
    const log = screen.getByRole('table', { name: 'Play log' });
    expect(within(log).queryByText('To claim')).toBeNull();
    expect(within(log).getAllByText('Claimed')).toHaveLength(2);
  });

  it('shows prizes another tab collected first as collected, not as an error', async () => {
    miniGameServer({
      log: [play(1, { status: 'pending' })],
      override: { '/api/mini_game/mini_game_reward': { statusCode: 409, message: 'nothingToClaim' } },
    });
    renderWithProviders(<MiniGamePage />);
    const card = await waitFor(() => gameCard('Lucky Wheel'));
    await userEvent.click(await within(card).findByRole('button', { name: 'Claim rewards (1)' }));
    expect(await within(card).findByRole('status')).toHaveProperty(
      'textContent',
      'Already collected: these prizes were claimed in another window.',
    );
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('says why a claim was refused beside the button', async () => {
    miniGameServer({
      log: [play(1, { status: 'pending' })],
      override: { '/api/mini_game/mini_game_reward': { statusCode: 404, message: 'gameNotFound' } },
    });
    renderWithProviders(<MiniGamePage />);
    const card = await waitFor(() => gameCard('Lucky Wheel'));
    await userEvent.click(await within(card).findByRole('button', { name: 'Claim rewards (1)' }));
    expect(await within(card).findByRole('alert')).toHaveProperty('textContent', 'This game is not available.');
  });

  it('pages through the play log ten plays at a time', async () => {
    miniGameServer({ log: Array.from({ length: 12 }, (_, index) => play(12 - index)) });
    renderWithProviders(<MiniGamePage />);
    const log = await screen.findByRole('table', { name: 'Play log' });
    expect(within(log).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(screen.getByRole('table', { name: 'Play log' })).getAllByRole('row')).toHaveLength(3);
  });

  it('shows an error with a retry when the games cannot be loaded, and an empty list as such', async () => {
    miniGameServer({ override: { '/api/mini_game/mini_game_list': { statusCode: 500, message: 'internalServerError' } } });
    renderWithProviders(<MiniGamePage />);
    const games = screen.getByRole('region', { name: 'Games' });
    expect(await within(games).findByRole('alert')).toBeTruthy();

    miniGameServer({ override: { '/api/mini_game/mini_game_list': { statusCode: 1, value: [] } } });
    await userEvent.click(within(games).getByRole('button', { name: 'Try again' }));
    expect(await within(games).findByText('No mini games are available right now.')).toBeTruthy();
  });
});
