import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARED_ROUND_PATHS as PATHS, type SharedRoundPlayer } from '@wl/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { readAutoCashOut } from './crash';
import { STREAM_REOPEN_MS } from './live';
import {
  at,
  FakeEventSource,
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

const betAnswer = (bet: Partial<SharedRoundPlayer>, balance: number) => ({ statusCode: 1, bet: playerOf(bet), balance });
/** 6,758 ms into a round the curve is at 1.50× (m(t) = e^(0.06·t)). */
const AT_150 = 6_758;

let clock: ReturnType<typeof testClock>;
beforeEach(() => {
  clock = testClock();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openCrash(answers: Parameters<typeof fakeServer>[0] = {}) {
  const fetchMock = fakeServer({
    [PATHS.session]: sharedSessionOf('crash'),
    [PATHS.state]: { statusCode: 1, state: stateOf(null), bets: [] },
    ...answers,
  });
  const streams = fakeStreams();
  render(<WlgamesGame launch={launchOf('crash')} />);
  await screen.findByRole('heading', { level: 1, name: 'Fair Crash' });
  await waitFor(() => expect(streams.opened).toHaveLength(1));
  const stream = streams.latest();
  stream.emit(stateEvent(sharedRoundOf('crash')));
  return { fetchMock, stream };
}

describe('crash', () => {
  it('opens the stream of its session, bets by keyboard with a new request id each round, and cashes out during the run', async () => {
    const { fetchMock, stream } = await openCrash({
      [PATHS.crashBet]: betAnswer({}, 149_000),
      [PATHS.crashCashOut]: betAnswer({ state: 'cashed_out', cash_out: 150, payout: 1500 }, 150_500),
    });
    expect(stream.url).toBe(`${PATHS.stream}?session=shared-session`);
    expect(screen.getByTestId('fair-crash-phase').textContent).toBe('Bets open: the round starts in 7 s');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Bet amount'));
    await user.type(screen.getByLabelText('Bet amount'), '10');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    expect(await screen.findByText('Your bet of ₱10.00 is in this round.')).toBeTruthy();
    const [placed] = requestsTo(fetchMock, PATHS.crashBet);
    expect(placed).toMatchObject({ session: 'shared-session', bet: 1000, auto_cash_out: null });
    expect(placed!.request_id).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,490.00');
    stream.emit({ type: 'player', player: playerOf() });
    expect(screen.getByTestId('fair-players').textContent).toContain('de***o (you)');

    // the run: the curve follows the server's clock between ticks
    clock.set(7_000 + AT_150);
    stream.emit(roundEvent(sharedRoundOf('crash', { phase: 'running' })));
    expect(await screen.findByRole('button', { name: 'Cash out ₱15.00' })).toBeTruthy();
    expect(screen.getByTestId('fair-crash-multiplier').textContent).toBe('1.50×');
    await user.keyboard('c');
    expect(await screen.findByText('Cashed out at 1.50×: you win ₱15.00')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.crashCashOut)).toEqual([{ session: 'shared-session', bet_id: 'SB1' }]);
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,505.00');
    // the stream's word of the same cash-out does not pay it twice
    stream.emit({ type: 'player', player: playerOf({ state: 'cashed_out', cash_out: 150, payout: 1500 }) });
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,505.00');

    // the crash, then the round on /verify; the next round's bet is a new request
    clock.set(30_000);
    stream.emit(
      roundEvent(
        sharedRoundOf('crash', {
          phase: 'ended',
          crash_point: 300,
          ends_at: at(26_000),
          next_at: at(33_000),
          seed: 'e'.repeat(64),
        }),
      ),
    );
    expect(await screen.findByText('Crashed at 3.00×. Next round in 3 s')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify round SR1: 3.00×' }).getAttribute('href')).toBe(
      '/verify?game=crash&round=SR1',
    );
    expect(screen.getByRole('link', { name: 'Verify round SR1' }).getAttribute('href')).toBe('/verify?game=crash&round=SR1');
    clock.set(33_000);
    stream.emit(
      roundEvent(sharedRoundOf('crash', { round_id: 'SR2', number: 2, betting_ends_at: at(40_000), started_at: at(40_000) })),
    );
    expect(screen.getByText('No bets in this round yet.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(requestsTo(fetchMock, PATHS.crashBet)).toHaveLength(2));
    const [first, second] = requestsTo(fetchMock, PATHS.crashBet);
    expect(second!.request_id).not.toBe(first!.request_id);
  });

  it('sends the automatic cash-out, shows it, and adds its pay once when the stream reports it', async () => {
    const { fetchMock, stream } = await openCrash({ [PATHS.crashBet]: betAnswer({ auto_cash_out: 250 }, 149_000) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Cash out automatically' }));
    const target = screen.getByLabelText(/^At multiplier/);
    await user.clear(target);
    await user.type(target, '0.5');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Enter a multiplier from 1.01 to 1000000, such as 2.00.')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.crashBet)).toEqual([]);
    await user.clear(target);
    await user.type(target, '2.5');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Your bet of ₱10.00 is in this round, cashing out at 2.50×.')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.crashBet)[0]).toMatchObject({ bet: 500, auto_cash_out: 250 });
    stream.emit({ type: 'player', player: playerOf({ auto_cash_out: 250 }) });
    expect(screen.getByTestId('fair-players').textContent).toContain('auto 2.50×');

    const paid = playerOf({ auto_cash_out: 250, state: 'cashed_out', cash_out: 250, payout: 2500 });
    stream.emit({ type: 'player', player: paid });
    expect(await screen.findByText('Cashed out at 2.50×: you win ₱25.00')).toBeTruthy();
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,515.00');
    stream.emit({ type: 'player', player: paid });
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,515.00');
  });

  it('loses a bet not cashed out at the crash', async () => {
    const { stream } = await openCrash({ [PATHS.crashBet]: betAnswer({}, 149_000) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bet' }));
    await screen.findByText('Your bet of ₱10.00 is in this round.');
    clock.set(7_000 + 2_000);
    stream.emit(
      roundEvent(sharedRoundOf('crash', { phase: 'ended', crash_point: 112, ends_at: at(8_900), next_at: at(11_900) })),
    );
    stream.emit({ type: 'player', player: playerOf({ state: 'lost' }) });
    expect(await screen.findByText('Crashed at 1.12× before you cashed out: the bet is lost.')).toBeTruthy();
    expect(screen.getByTestId('fair-crash-multiplier').textContent).toBe('1.12×');
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,490.00');
    expect(screen.getByTestId('fair-history').textContent).toContain('Crashed at 1.12×');
  });

  it('explains a refused bet and a refused cash-out', async () => {
    const { stream } = await openCrash({
      [PATHS.crashBet]: { statusCode: 422, message: 'validationFailed', errors: [{ field: 'round_id', key: 'bettingClosed' }] },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bets for this round are closed. Wait for the next round.');
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,500.00');

    fakeServer({
      [PATHS.crashBet]: betAnswer({}, 149_500),
      [PATHS.crashCashOut]: { statusCode: 422, message: 'validationFailed', errors: [{ field: 'bet_id', key: 'cashOutClosed' }] },
    });
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await screen.findByText('Your bet of ₱10.00 is in this round.');
    clock.set(7_000 + AT_150);
    stream.emit(roundEvent(sharedRoundOf('crash', { phase: 'running' })));
    await user.click(await screen.findByRole('button', { name: /^Cash out / }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too late to cash out: the round has crashed or is not running.');
  });

  it("reads the chain of a round it has not seen, for the chain's terminal hash", async () => {
    const chain = { chain_id: 2, terminal_hash: 'f'.repeat(64), salt: '0'.repeat(32), length: 10_000 };
    const next = sharedRoundOf('crash', { round_id: 'SR9', chain_id: 2 });
    const { stream } = await openCrash();
    const server = fakeServer({ [PATHS.state]: { statusCode: 1, state: stateOf(next, { chain }), bets: [] } });
    stream.emit(stateEvent(null, { chain: null }));
    stream.emit(roundEvent(next));
    await waitFor(() => expect(screen.getByTestId('fair-terminal-hash').textContent).toBe('f'.repeat(64)));
    expect(requestsTo(server, PATHS.state)).toEqual([{ session: 'shared-session' }]);
  });

  it('lists the last results as it opens, and adds those that ended while the stream was cut off', async () => {
    const ended = (number: number, crashPoint: number) =>
      sharedRoundOf('crash', { round_id: `SR${number}`, number, phase: 'ended', crash_point: crashPoint });
    const { stream } = await openCrash();
    stream.emit(stateEvent(sharedRoundOf('crash', { round_id: 'SR4', number: 4 }), { recent: [ended(3, 250), ended(2, 120)] }));
    const recent = () => [...screen.getByTestId('fair-recent').querySelectorAll('a')].map((link) => link.textContent);
    await waitFor(() => expect(recent()).toEqual(['2.50×', '1.20×']));
    expect(screen.getByRole('link', { name: 'Verify round SR3: 2.50×' })).toBeTruthy();

    stream.drop();
    // rounds 4 and 5 ended while the stream was away: the state of the new connection lists them
    stream.emit(
      stateEvent(sharedRoundOf('crash', { round_id: 'SR6', number: 6 }), {
        recent: [ended(5, 101), ended(4, 730), ended(3, 250)],
      }),
    );
    await waitFor(() => expect(recent()).toEqual(['1.01×', '7.30×', '2.50×', '1.20×']));
  });

  it('resumes from the state event after a reconnection, and ends the game when the session has ended', async () => {
    const { stream } = await openCrash();
    stream.drop();
    expect(await screen.findByText('The live round was cut off: reconnecting…')).toBeTruthy();
    // the browser reconnected the same stream: its first event is the round as it is now
    clock.set(12_000);
    stream.emit(
      stateEvent(
        sharedRoundOf('crash', {
          round_id: 'SR2',
          number: 2,
          phase: 'running',
          betting_ends_at: at(10_000),
          started_at: at(10_000),
        }),
        {
          multiplier: 112,
          players: [playerOf({ bet_id: 'SB7', round_id: 'SR2', name: 'pl***9', bet: 5000 })],
        },
      ),
    );
    await waitFor(() => expect(screen.queryByText('The live round was cut off: reconnecting…')).toBeNull());
    expect(screen.getByTestId('fair-players').textContent).toContain('pl***9');
    expect(screen.getByTestId('fair-crash-multiplier').textContent).toBe('1.12×');
    expect(screen.getByRole('button', { name: 'Wait for the next round' })).toHaveProperty('disabled', true);

    // the server refused the stream for good: the session is checked before a new one
    fakeServer({ [PATHS.state]: { statusCode: 401, message: 'sessionExpired' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stream.end();
    await act(() => vi.advanceTimersByTimeAsync(STREAM_REOPEN_MS));
    vi.useRealTimers();
    expect((await screen.findByRole('alert')).textContent).toMatch(/game session has ended/);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

describe('crash for fun', () => {
  it('bets a demo balance with the id each answer renews, settles a lost bet by the state call, and posts no balance to the page', async () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const funBet = (fields: Partial<SharedRoundPlayer>) => playerOf({ bet_id: 'FB1', name: '', bet: 500, ...fields });
    const ended = sharedRoundOf('crash', { phase: 'ended', crash_point: 112, ends_at: at(8_900), next_at: at(11_900) });
    const { fetchMock, stream } = await openCrash({
      [PATHS.session]: sharedSessionOf('crash', { session: 'fun.0', balance: 1_000_000, fun: true }),
      [PATHS.state]: inTurn(
        { statusCode: 1, state: stateOf(null), bets: [], balance: 1_000_000, session: 'fun.1' },
        { statusCode: 1, state: stateOf(ended), bets: [funBet({ state: 'lost' })], balance: 999_500, session: 'fun.3' },
      ),
      [PATHS.crashBet]: { statusCode: 1, bet: funBet({}), balance: 999_500, session: 'fun.2' },
    });
    // the stream is the site's, opened with the id the session began with
    expect(stream.url).toBe(`${PATHS.stream}?session=fun.0`);
    expect(screen.getByText('Demo balance (not money)')).toBeTruthy();
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱10,000.00');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Your bet of ₱5.00 is in this round.')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.crashBet)).toMatchObject([{ session: 'fun.1', bet: 500 }]);
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱9,995.00');

    // the crash decides the fun bet: the state call settles it with the renewed id
    clock.set(7_000 + 2_000);
    stream.emit(roundEvent(ended));
    expect(await screen.findByText('Crashed at 1.12× before you cashed out: the bet is lost.')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.state).at(-1)).toEqual({ session: 'fun.2' });
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱9,995.00');
    expect(screen.getByTestId('fair-history').textContent).toContain('Crashed at 1.12×');
    // the rounds are the real shared rounds: each still links to /verify
    expect(screen.getByRole('link', { name: 'Verify round SR1: 1.12×' }).getAttribute('href')).toBe(
      '/verify?game=crash&round=SR1',
    );
    // not in the players list, and never the site's balance
    expect(screen.getByText('No bets in this round yet.')).toBeTruthy();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('cashes out at the live multiplier with the latest id, and adds the pay to the demo balance once', async () => {
    const funBet = (fields: Partial<SharedRoundPlayer>) => playerOf({ bet_id: 'FB1', name: '', bet: 1000, ...fields });
    const { fetchMock, stream } = await openCrash({
      [PATHS.session]: sharedSessionOf('crash', { session: 'fun.0', balance: 1_000_000, fun: true }),
      [PATHS.state]: { statusCode: 1, state: stateOf(null), bets: [], balance: 1_000_000, session: 'fun.1' },
      [PATHS.crashBet]: { statusCode: 1, bet: funBet({}), balance: 999_000, session: 'fun.2' },
      [PATHS.crashCashOut]: {
        statusCode: 1,
        bet: funBet({ state: 'cashed_out', cash_out: 150, payout: 1500 }),
        balance: 1_000_500,
        session: 'fun.3',
      },
    });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Bet amount'));
    await user.type(screen.getByLabelText('Bet amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await screen.findByText('Your bet of ₱10.00 is in this round.');
    clock.set(7_000 + AT_150);
    stream.emit(roundEvent(sharedRoundOf('crash', { phase: 'running' })));
    await user.click(await screen.findByRole('button', { name: 'Cash out ₱15.00' }));
    expect(await screen.findByText('Cashed out at 1.50×: you win ₱15.00')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.crashCashOut)).toEqual([{ session: 'fun.2', bet_id: 'FB1' }]);
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱10,005.00');
    // the round ends: nothing is left to settle, so no state call is made
    const stateCalls = requestsTo(fetchMock, PATHS.state).length;
    stream.emit(
      roundEvent(sharedRoundOf('crash', { phase: 'ended', crash_point: 300, ends_at: at(26_000), next_at: at(29_000) })),
    );
    expect(await screen.findByText(/^Crashed at 3.00×/)).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.state)).toHaveLength(stateCalls);
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱10,005.00');
  });
});

describe('an automatic cash-out typed', () => {
  it('is read in hundredths from 1.01× to 1,000,000×', () => {
    expect(['2', '2.5', '1.01', '1000000', '1', '0.5', '1000000.01', 'x', '2.555'].map(readAutoCashOut)).toEqual([
      200,
      250,
      101,
      100_000_000,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
