import { getConfig, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { requestsTo } from '@/shared/testing/fake-server';
import { cachedFigures, logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { WHEEL_SPIN_MS } from '../lib/wheel';
import { miniGameServer } from '../testing';
import SpinPage from './spin-page';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => {
  setTestSite();
  preferReducedMotion(true);
});

const figure = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('/spin', () => {
  it('spends the cost, shows the drawn prize and then lets the player claim it', async () => {
    const server = miniGameServer({ tokens: 40, draw: 2 });
    const { queryClient } = renderWithProviders(<SpinPage />, { path: '/spin?game_id=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Wheel' })).toBeTruthy();
    await waitFor(() => expect(figure('Available')).toBe('40'));

    await userEvent.click(screen.getByRole('button', { name: 'Spin for 10 tokens' }));
    expect(await screen.findByText('You won ₱1! Claim it to collect.')).toBeTruthy();
    expect(requestsTo(server, '/api/mini_game/mini_game_bet')).toEqual([{ auth: 'tok', account_id: 'juan88', game_id: 1 }]);
    expect(figure('Available')).toBe('30');
    expect(figure('Frozen')).toBe('10');
    expect(cachedFigures(queryClient).tokenWallet).toEqual({ token_balance: 30, frozen_token: 10 });

    await userEvent.click(await screen.findByRole('button', { name: 'Claim rewards (1)' }));
    expect(await screen.findByText('Collected: ₱1.')).toBeTruthy();
    await waitFor(() => expect(figure('Frozen')).toBe('0'));
    expect(cachedFigures(queryClient).balance?.balance).toBe(101);
  });

  it('turns the wheel with the default easing before it reveals the prize', async () => {
    preferReducedMotion(false);
    miniGameServer({ draw: 0 });
    const { container } = renderWithProviders(<SpinPage />, { path: '/spin?game_id=1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin for 10 tokens' }));
    expect(await screen.findByRole('button', { name: 'Spinning…' })).toBeTruthy();
    const disc = container.querySelector<SVGElement>('.prize-wheel-disc')!;
    expect(disc.style.transition).toBe(`transform ${WHEEL_SPIN_MS}ms ease-in-out`);
    // Four prizes of 90° each: five turns, then the first one's middle (45°) back under the pointer.
    expect(disc.style.transform).toBe('rotate(2115deg)');
    expect(screen.queryByText('No prize this time.')).toBeNull();
    expect(
      await screen.findByText('No prize this time.', {}, { timeout: WHEEL_SPIN_MS + getConfig().asyncUtilTimeout }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin for 10 tokens' })).toBeTruthy();
  });

  it('does not offer a spin the wallet cannot pay for', async () => {
    const server = miniGameServer({ tokens: 5 });
    renderWithProviders(<SpinPage />, { path: '/spin?game_id=1' });
    expect(await screen.findByText('You do not have enough tokens.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin for 10 tokens' }).hasAttribute('disabled')).toBe(true);
    expect(requestsTo(server, '/api/mini_game/mini_game_bet')).toHaveLength(0);
  });

  it("shows the server's refusal beside the button when the wallet changed meanwhile", async () => {
    miniGameServer({ override: { '/api/mini_game/mini_game_bet': { statusCode: 402, message: 'insufficientTokens' } } });
    renderWithProviders(<SpinPage />, { path: '/spin?game_id=1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin for 10 tokens' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You do not have enough tokens.');
  });

  it('opens the first game without a game id and says when the asked game does not exist', async () => {
    miniGameServer();
    const first = renderWithProviders(<SpinPage />, { path: '/spin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Wheel' })).toBeTruthy();
    first.unmount();

    renderWithProviders(<SpinPage />, { path: '/spin?game_id=99' });
    expect(await screen.findByText('This game is not available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All mini games' }).getAttribute('href')).toBe('/minigame');
  });
});
