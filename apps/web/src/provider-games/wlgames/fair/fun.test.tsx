import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FairMinesResponse } from '@wl/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { launchOf, PATHS, roundOf, sessionOf } from './test-fixtures';

/** A fun session of an instant fair game: a demo balance in the session id, which every answer renews. */
const funSession = (game: Parameters<typeof sessionOf>[0]) =>
  sessionOf(game, { session: 'fun.first', fun: true, seeds: { server_seed_hash: 'b'.repeat(64), client_seed: 'c1', nonce: 0 } });

const funMines = (fields: Partial<FairMinesResponse>): FairMinesResponse => ({
  statusCode: 1,
  round_id: 'FUN1',
  bet: 500,
  mines: 3,
  state: 'open',
  revealed: [],
  multiplier: 0,
  payout: 0,
  mine_tiles: null,
  server_seed_hash: 'b'.repeat(64),
  client_seed: 'c1',
  nonce: 0,
  balance: 149_500,
  ...fields,
});

let parent: { postMessage: ReturnType<typeof vi.fn> };
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
function watchParent() {
  parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
}

describe('an instant fair game in fun mode', () => {
  it('shows the demo balance, sends each round the renewed session, tells the page nothing and links no round to verify', async () => {
    watchParent();
    const fetchMock = fakeServer({
      [PATHS.session]: funSession('dice'),
      [PATHS.play]: inTurn(
        roundOf(
          { game: 'dice', roll: 3810, won: true },
          { round_id: 'FUN1', nonce: 0, payout: 990, multiplier: 1.98, balance: 150_490, session: 'fun.second' },
        ),
        roundOf({ game: 'dice', roll: 7000, won: false }, { round_id: 'FUN2', nonce: 1, balance: 149_990, session: 'fun.third' }),
      ),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('dice')} />);
    const balance = await screen.findByTestId('wl-balance');
    expect(balance.parentElement?.textContent).toBe('Demo balance (not money) ₱1,500.00');
    // no seeds to manage or verify: a note says why
    expect(screen.queryByTestId('fair-seed-hash')).toBeNull();
    expect(screen.getByText(/Fun rounds are drawn on this demo session’s own seeds/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,504.90'));
    await user.click(await screen.findByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,499.90'));

    expect(requestsTo(fetchMock, PATHS.play).map((sent) => sent.session)).toEqual(['fun.first', 'fun.second']);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(screen.getByTestId('fair-history').textContent).toContain('FUN2');
    expect(screen.queryByRole('link', { name: /Verify round/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /verify/i })).toBeNull();
  });

  it('plays mines on the renewed session: start, reveal, cash out', async () => {
    watchParent();
    const fetchMock = fakeServer({
      [PATHS.session]: funSession('mines'),
      [PATHS.minesStart]: funMines({ session: 'fun.started' }),
      [PATHS.minesReveal]: (body) => funMines({ revealed: [body.tile as number], multiplier: 1.125, session: 'fun.revealed' }),
      [PATHS.minesCashOut]: funMines({
        state: 'won',
        revealed: [6],
        multiplier: 1.125,
        payout: 562,
        mine_tiles: [0, 1, 2],
        balance: 150_062,
        session: 'fun.cashed',
      }),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('mines')} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Mines' }), '3');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await user.click(await screen.findByRole('button', { name: 'Tile 7' }));
    await user.click(await screen.findByRole('button', { name: /Cash out/ }));
    await waitFor(() => expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,500.62'));
    expect(requestsTo(fetchMock, PATHS.minesStart)[0]).toMatchObject({ session: 'fun.first' });
    expect(requestsTo(fetchMock, PATHS.minesReveal)[0]).toEqual({ session: 'fun.started', round_id: 'FUN1', tile: 6 });
    expect(requestsTo(fetchMock, PATHS.minesCashOut)[0]).toEqual({ session: 'fun.revealed', round_id: 'FUN1' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Verify round/ })).toBeNull();
  });

  it('says a bet above the demo balance needs a lower bet, not a deposit', async () => {
    fakeServer({
      [PATHS.session]: funSession('bingo'),
      [PATHS.play]: { statusCode: 402, message: 'insufficientBalance' },
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('bingo')} />);
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Not enough demo balance for this bet. Lower the bet.',
    );
  });
});

describe('a paid instant fair game', () => {
  it('keeps its balance label, with the currency’s decimals', async () => {
    fakeServer({ [PATHS.session]: sessionOf('keno', { balance: 2_952_500 }) });
    render(<WlgamesGame launch={launchOf('keno')} />);
    expect((await screen.findByTestId('wl-balance')).parentElement?.textContent).toBe('Balance ₱29,525.00');
  });
});
