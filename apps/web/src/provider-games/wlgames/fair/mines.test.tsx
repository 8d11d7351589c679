import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FairMinesResponse } from '@wl/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { launchOf, PATHS, sessionOf } from './test-fixtures';

const minesAnswer = (fields: Partial<FairMinesResponse>): FairMinesResponse => ({
  statusCode: 1,
  round_id: 'FR9',
  bet: 500,
  mines: 3,
  state: 'open',
  revealed: [],
  multiplier: 0,
  payout: 0,
  mine_tiles: null,
  server_seed_hash: 'a'.repeat(64),
  client_seed: 'player-chosen-seed',
  nonce: 7,
  balance: 149_500,
  ...fields,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mines', () => {
  it('starts a round with the chosen mines, reveals with the keyboard, and cashes out between reveals', async () => {
    const fetchMock = fakeServer({
      [PATHS.session]: sessionOf('mines'),
      [PATHS.minesStart]: minesAnswer({}),
      [PATHS.minesReveal]: (body) => minesAnswer({ revealed: [body.tile as number], multiplier: 1.125, balance: 149_500 }),
      [PATHS.minesCashOut]: minesAnswer({
        state: 'won',
        revealed: [6],
        multiplier: 1.125,
        payout: 562,
        mine_tiles: [0, 1, 2],
        balance: 150_062,
      }),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('mines')} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Mines' }), '3');
    expect(screen.getByText('Next gem: 1.125×')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Round on: reveal a tile.')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.minesStart)[0]).toMatchObject({ session: 'fair-session', bet: 500, mines: 3 });
    // the bet cannot change while the round is on
    await waitFor(() => expect((screen.getByLabelText('Bet amount') as HTMLInputElement).disabled).toBe(true));
    // the first tile has the focus stop; arrows move it, Enter reveals
    screen.getByRole('button', { name: 'Tile 1' }).focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(await screen.findByRole('button', { name: 'Tile 7: gem' })).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.minesReveal)[0]).toEqual({ session: 'fair-session', round_id: 'FR9', tile: 6 });
    expect(screen.getByText('Cash-out now: 1.125× (₱5.62)')).toBeTruthy();
    await user.keyboard('c');
    expect(await screen.findByText('Cashed out ₱5.62 (1.125×)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tile 1: mine' })).toBeTruthy();
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,500.62');
    expect(screen.getByRole('link', { name: 'Verify round FR9' }).getAttribute('href')).toBe('/verify?game=mines&round=FR9');
    expect(screen.getByTestId('fair-history').textContent).toContain('1 gems, cashed out');
  });

  it('shows every mine when a mine ends the round', async () => {
    fakeServer({
      [PATHS.session]: sessionOf('mines'),
      [PATHS.minesStart]: minesAnswer({}),
      [PATHS.minesReveal]: minesAnswer({ state: 'lost', revealed: [4], mine_tiles: [4, 10, 20], balance: 149_500 }),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('mines')} />);
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await user.click(await screen.findByRole('button', { name: 'Tile 5' }));
    expect(await screen.findByText('A mine: the round is lost.')).toBeTruthy();
    for (const tile of [5, 11, 21]) expect(screen.getByRole('button', { name: `Tile ${tile}: mine` })).toBeTruthy();
    expect(screen.getByTestId('fair-history').textContent).toContain('Mine after 0 gems');
    await waitFor(() => expect((screen.getByLabelText('Bet amount') as HTMLInputElement).disabled).toBe(false));
  });

  it('resumes the round the session found open, with its bet, gems and cash-out', async () => {
    const fetchMock = fakeServer({
      [PATHS.session]: sessionOf('mines', {
        open_round_id: 'FR5',
        open_round: { round_id: 'FR5', bet: 1000, mines: 5, revealed: [0, 12], multiplier: 1.5631 },
      }),
      [PATHS.minesCashOut]: minesAnswer({
        round_id: 'FR5',
        bet: 1000,
        mines: 5,
        state: 'won',
        revealed: [0, 12],
        multiplier: 1.5631,
        payout: 1563,
        mine_tiles: [1, 2, 3, 4, 5],
      }),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('mines')} />);
    expect(await screen.findByText('Your unfinished round is back: reveal a tile or cash out.')).toBeTruthy();
    expect((screen.getByLabelText('Bet amount') as HTMLInputElement).value).toBe('10.00');
    expect(screen.getByRole('button', { name: 'Tile 1: gem' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tile 13: gem' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Mines' }) as HTMLSelectElement).value).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Cash out ₱15.63' }));
    expect(await screen.findByText('Cashed out ₱15.63 (1.5631×)')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.minesCashOut)).toEqual([{ session: 'fair-session', round_id: 'FR5' }]);
  });

  it('says why a cash-out was refused', async () => {
    fakeServer({
      [PATHS.session]: sessionOf('mines', {
        open_round_id: 'FR5',
        open_round: { round_id: 'FR5', bet: 1000, mines: 5, revealed: [3], multiplier: 1.2375 },
      }),
      [PATHS.minesCashOut]: { statusCode: 503, message: 'serviceUnavailable' },
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('mines', 'PHP')} />);
    await user.click(await screen.findByRole('button', { name: /Mag-cash out/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Hindi maabot ng laro ang iyong wallet/);
    await waitFor(() => expect((screen.getByRole('button', { name: /Mag-cash out/ }) as HTMLButtonElement).disabled).toBe(false));
  });
});
