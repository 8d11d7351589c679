import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WlgamesSessionResponse, WlgamesSpinResponse } from '@wl/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from './game';

const WINDOW = [
  ['lantern', 'koi', 'fan'],
  ['lantern', 'koi', 'coin'],
  ['lantern', 'koi', 'orange'],
  ['dragon', 'fan', 'coin'],
  ['fan', 'coin', 'orange'],
];

/** A fun session as the provider opens it for the launch token `fun.PHP`. */
const FUN_SESSION: WlgamesSessionResponse = {
  statusCode: 1,
  session: 'fun.first',
  expires_at: '2026-11-22T10:00:00.000Z',
  game: 'lucky_lantern',
  game_name: 'Lucky Lantern',
  currency: 'PHP',
  balance: 200_000,
  bet_levels: [100, 200, 500],
  reels: 5,
  rows: 3,
  paylines: [[1, 1, 1, 1, 1]],
  paytable: [{ symbol: 'koi', wild: false, pays: [20, 60, 200] }],
  rtp: 0.9595,
  max_win_times_bet: 1000,
  window: WINDOW,
  fun: true,
};

const spinAnswer = (session: string, balance: number): WlgamesSpinResponse => ({
  statusCode: 1,
  round_id: 'FUN1',
  bet: 100,
  window: WINDOW,
  wins: [],
  win: 0,
  balance,
  session,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a fun session in the WLGAMES game client', () => {
  it('labels the demo balance, and sends each spin the session id of the last answer', async () => {
    const fetchMock = fakeServer({
      '/provider/wlgames/session': FUN_SESSION,
      '/provider/wlgames/spin': inTurn(spinAnswer('fun.second', 199_900), spinAnswer('fun.third', 199_800)),
    });
    render(<WlgamesGame launch={{ token: 'fun.PHP', game: 'lucky_lantern', language: 'EN' }} />);
    expect((await screen.findByTestId('wl-balance')).parentElement?.textContent).toMatch(/^Demo balance \(not money\)/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,999.00'));
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,998.00'));
    expect(requestsTo(fetchMock, '/provider/wlgames/spin').map((body) => body.session)).toEqual(['fun.first', 'fun.second']);
  });
});
