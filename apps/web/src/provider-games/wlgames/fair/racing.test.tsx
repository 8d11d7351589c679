import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARED_ROUND_PATHS as PATHS, RACE_TIMING, type SharedRoundPlayer } from '@wl/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { racePositions } from './racing';
import {
  at,
  fakeStreams,
  launchOf,
  playerOf,
  roundEvent,
  sharedRoundOf,
  sharedSessionOf,
  stateEvent,
  stateOf,
  testClock,
} from './test-fixtures';

const BETTING = RACE_TIMING.bettingMs;
const raceBet = (fields: Partial<SharedRoundPlayer>) => playerOf({ kind: 'win', runner: 0, ...fields });

let clock: ReturnType<typeof testClock>;
beforeEach(() => {
  clock = testClock();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openRacing(answers: Parameters<typeof fakeServer>[0] = {}, language: 'EN' | 'CN' = 'EN') {
  const fetchMock = fakeServer({
    [PATHS.session]: sharedSessionOf('racing'),
    [PATHS.state]: { statusCode: 1, state: stateOf(null), bets: [] },
    ...answers,
  });
  const streams = fakeStreams();
  render(<WlgamesGame launch={launchOf('racing', language)} />);
  await waitFor(() => expect(streams.opened).toHaveLength(1));
  const stream = streams.latest();
  stream.emit(stateEvent(sharedRoundOf('racing')));
  return { fetchMock, stream };
}

describe('virtual horse racing', () => {
  it("shows the card's odds and the countdown, and places a win bet with Space and a place bet", async () => {
    const { fetchMock, stream } = await openRacing({
      [PATHS.raceBet]: (body) => ({
        statusCode: 1,
        bet: raceBet({
          bet_id: `SB${requestsTo(fetchMock, PATHS.raceBet).length}`,
          runner: body.runner as number,
          kind: body.kind as 'win',
        }),
        balance: 149_500,
      }),
    });
    expect(await screen.findByText('Bets open: the race starts in 2:00')).toBeTruthy();
    const card = screen.getByRole('group', { name: 'Race card' });
    expect(within(card).getByRole('radio', { name: 'Horse 1 win 3.00 · place 1.60' })).toBeTruthy();
    expect(within(card).getByRole('radio', { name: 'Horse 5 win 9.00 · place 4.10' })).toBeTruthy();
    expect(screen.getByText('A place bet wins when the horse finishes in the first 2.')).toBeTruthy();
    clock.set(BETTING - 61_000);
    expect(await screen.findByText('Bets open: the race starts in 1:01')).toBeTruthy();

    const user = userEvent.setup();
    // the arrow keys move through the card's radios as the browser's own do (jsdom cannot walk a radio group)
    await user.click(within(card).getByRole('radio', { name: /^Horse 3 / }));
    expect(within(card).getByRole('radio', { name: /^Horse 3 / })).toHaveProperty('checked', true);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    await waitFor(() => expect(requestsTo(fetchMock, PATHS.raceBet)).toHaveLength(1));
    expect(requestsTo(fetchMock, PATHS.raceBet)[0]).toMatchObject({
      session: 'shared-session',
      bet: 500,
      runner: 2,
      kind: 'win',
    });
    await user.click(screen.getByRole('radio', { name: 'Place' }));
    await user.click(screen.getByRole('button', { name: 'Bet: Place on horse 3' }));
    await waitFor(() => expect(requestsTo(fetchMock, PATHS.raceBet)).toHaveLength(2));
    const [win, place] = requestsTo(fetchMock, PATHS.raceBet);
    expect(place).toMatchObject({ runner: 2, kind: 'place' });
    expect(place!.request_id).not.toBe(win!.request_id);
    expect(screen.getByTestId('fair-race-mine').textContent).toContain('Place on horse 3, ₱10.00: in the race');
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,495.00');
    stream.emit({ type: 'player', player: raceBet({ runner: 2, name: 'de***o' }) });
    expect(screen.getByTestId('fair-players').textContent).toContain('Win on horse 3');
  });

  it("runs the race to the server's finishing order, then shows the result, the pay and the round to verify", async () => {
    const { stream } = await openRacing({ [PATHS.raceBet]: { statusCode: 1, bet: raceBet({ runner: 2 }), balance: 149_000 } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bet: Win on horse 1' }));
    await screen.findByTestId('fair-race-mine');
    const finish = [2, 0, 1, 4, 3];
    clock.set(BETTING + 15_000);
    stream.emit(roundEvent(sharedRoundOf('racing', { phase: 'running', finish })));
    expect(await screen.findByText('The race is on: 0:15 to go')).toBeTruthy();
    expect(screen.queryByTestId('fair-race-finish')).toBeNull();

    // the race ends on the clock; the result and the settled bet follow
    clock.set(BETTING + RACE_TIMING.raceMs + 1_000);
    stream.emit(
      roundEvent(
        sharedRoundOf('racing', {
          phase: 'ended',
          finish,
          next_at: at(BETTING + RACE_TIMING.raceMs + RACE_TIMING.pauseMs),
          seed: 'e'.repeat(64),
        }),
      ),
    );
    expect(await screen.findByText('Horse 3 wins. Next race opens in 29 s')).toBeTruthy();
    expect(Array.from(screen.getByTestId('fair-race-finish').querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Horse 3',
      'Horse 1',
      'Horse 2',
      'Horse 5',
      'Horse 4',
    ]);
    stream.emit({ type: 'player', player: raceBet({ runner: 2, state: 'won', payout: 4500 }) });
    expect(await screen.findByText(/won ₱45.00/)).toBeTruthy();
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,535.00');
    expect(screen.getByRole('link', { name: 'Verify round SR1: Horse 3 won' }).getAttribute('href')).toBe(
      '/verify?game=racing&round=SR1',
    );
  });

  it('explains a refused bet, in the language of the launch', async () => {
    await openRacing({ [PATHS.raceBet]: { statusCode: 402, message: 'insufficientBalance' } }, 'CN');
    await userEvent.setup().click(await screen.findByRole('button', { name: '下注：1 号马独赢' }));
    expect((await screen.findByRole('alert')).textContent).toBe('余额不足以支付此投注。请降低投注或先存款。');
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,500.00');
  });
});

describe('racing for fun', () => {
  it('settles a demo bet from the race by the state call once the race has ended, posting nothing to the page', async () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const funBet = (fields: Partial<SharedRoundPlayer>) => raceBet({ bet_id: 'FB1', name: '', bet: 500, ...fields });
    const finish = [0, 2, 1, 4, 3];
    const ended = sharedRoundOf('racing', {
      phase: 'ended',
      finish,
      next_at: at(BETTING + RACE_TIMING.raceMs + RACE_TIMING.pauseMs),
      seed: 'e'.repeat(64),
    });
    const { fetchMock, stream } = await openRacing({
      [PATHS.session]: sharedSessionOf('racing', { session: 'fun.0', balance: 1_000_000, fun: true }),
      [PATHS.state]: inTurn(
        { statusCode: 1, state: stateOf(null), bets: [], balance: 1_000_000, session: 'fun.1' },
        {
          statusCode: 1,
          state: stateOf(ended),
          bets: [funBet({ state: 'won', payout: 1500 })],
          balance: 1_001_000,
          session: 'fun.3',
        },
      ),
      [PATHS.raceBet]: { statusCode: 1, bet: funBet({}), balance: 999_500, session: 'fun.2' },
    });
    expect(screen.getByText('Demo balance (not money)')).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bet: Win on horse 1' }));
    await screen.findByTestId('fair-race-mine');
    expect(requestsTo(fetchMock, PATHS.raceBet)).toMatchObject([{ session: 'fun.1', runner: 0, kind: 'win' }]);
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱9,995.00');

    // running: the order is known, but nothing is settled before the end
    clock.set(BETTING + 15_000);
    stream.emit(roundEvent(sharedRoundOf('racing', { phase: 'running', finish })));
    expect(await screen.findByText('The race is on: 0:15 to go')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.state)).toHaveLength(1);
    clock.set(BETTING + RACE_TIMING.raceMs + 1_000);
    stream.emit(roundEvent(ended));
    expect(await screen.findByText(/won ₱15.00/)).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.state).at(-1)).toEqual({ session: 'fun.2' });
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱10,010.00');
    expect(screen.getByRole('link', { name: 'Verify round SR1: Horse 1 won' }).getAttribute('href')).toBe(
      '/verify?game=racing&round=SR1',
    );
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('explains a bet above the demo balance without asking for a deposit', async () => {
    await openRacing({
      [PATHS.session]: sharedSessionOf('racing', { session: 'fun.0', balance: 1_000, fun: true }),
      [PATHS.state]: { statusCode: 1, state: stateOf(null), bets: [], balance: 1_000, session: 'fun.1' },
      [PATHS.raceBet]: { statusCode: 402, message: 'insufficientBalance' },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bet: Win on horse 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough demo balance for this bet. Lower the bet.');
  });
});

describe('the race drawn', () => {
  it('starts every horse together and ends them in the finishing order, the winner on the line', () => {
    const finish = [2, 0, 1, 4, 3];
    expect(racePositions(finish, 0, 7)).toEqual([0, 0, 0, 0, 0]);
    const end = racePositions(finish, 1, 7);
    expect(end[2]).toBe(1);
    expect([...finish].map((runner) => end[runner])).toEqual([...end].sort((a, b) => b - a));
    for (const position of racePositions(finish, 0.5, 7)) expect(position).toBeGreaterThan(0);
  });
});
