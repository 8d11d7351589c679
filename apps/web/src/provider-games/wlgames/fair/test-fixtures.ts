import { act } from '@testing-library/react';
import {
  CRASH_TIMING,
  FAIR_GAME_CODES,
  FAIR_WLGAMES_PATHS,
  type FairPlayResponse,
  type FairSessionResponse,
  RACE_TIMING,
  type SharedRound,
  type SharedRoundEvent,
  type SharedRoundGame,
  type SharedRoundPlayer,
  type SharedRoundState,
  type SharedSessionResponse,
} from '@wl/contract';
import { vi } from 'vitest';
import type { LaunchParams } from '../game';
import type { ScreenGame } from './texts';

/** A game session of a fair game as the built-in provider answers it, in PHP (minor units: centavos). */
export function sessionOf(game: ScreenGame, overrides: Partial<FairSessionResponse> = {}): FairSessionResponse {
  return {
    statusCode: 1,
    session: 'fair-session',
    expires_at: '2026-11-26T10:00:00.000Z',
    game,
    currency: 'PHP',
    balance: 150_000,
    rtp: game === 'keno' ? 9700 : game === 'bingo' ? 9500 : 9900,
    min_bet: 500,
    max_bet: 5_000_000,
    seeds: { server_seed_hash: 'a'.repeat(64), client_seed: 'player-chosen-seed', nonce: 7 },
    open_round_id: null,
    open_round: null,
    ...overrides,
  };
}

/** A settled round on the pair of sessionOf: nonce 7, the next hash given. */
export function roundOf(outcome: FairPlayResponse['outcome'], fields: Partial<FairPlayResponse> = {}): FairPlayResponse {
  return {
    statusCode: 1,
    round_id: 'FR41',
    bet: 500,
    payout: 0,
    multiplier: 0,
    outcome,
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'player-chosen-seed',
    nonce: 7,
    balance: 149_500,
    ...fields,
  };
}

export const launchOf = (game: ScreenGame | SharedRoundGame, language: LaunchParams['language'] = 'EN'): LaunchParams => ({
  token: 'launch-token',
  game: FAIR_GAME_CODES[game],
  language,
});

export const PATHS = FAIR_WLGAMES_PATHS;

/** A shared-round game session (crash or racing) in PHP, as the built-in provider answers it. */
export function sharedSessionOf(game: SharedRoundGame, overrides: Partial<SharedSessionResponse> = {}): SharedSessionResponse {
  return {
    statusCode: 1,
    session: 'shared-session',
    expires_at: '2026-11-26T12:00:00.000Z',
    game,
    currency: 'PHP',
    balance: 150_000,
    rtp: game === 'crash' ? 9900 : 9000,
    min_bet: 500,
    max_bet: 5_000_000,
    ...overrides,
  };
}

/** The clock of the shared-round tests: the round of sharedRoundOf opens its betting at T0. */
export const T0 = Date.parse('2026-11-26T08:00:00.000Z');
export const at = (ms: number) => new Date(T0 + ms).toISOString();

/** A round in its betting phase from T0, with the times of its game. */
export function sharedRoundOf(game: SharedRoundGame, fields: Partial<SharedRound> = {}): SharedRound {
  const bettingMs = game === 'crash' ? CRASH_TIMING.bettingMs : RACE_TIMING.bettingMs;
  return {
    round_id: 'SR1',
    game,
    chain_id: 1,
    number: 1,
    phase: 'betting',
    rtp: game === 'crash' ? 9900 : 9000,
    betting_ends_at: at(bettingMs),
    started_at: at(bettingMs),
    ends_at: game === 'racing' ? at(bettingMs + RACE_TIMING.raceMs) : null,
    next_at: null,
    crash_point: null,
    weights: game === 'racing' ? [30, 25, 20, 15, 10] : null,
    odds: game === 'racing' ? { win: [3, 3.6, 4.5, 6, 9], place: [1.6034, 1.8309, 2.1956, 2.8, 4.1] } : null,
    finish: null,
    seed: null,
    ...fields,
  };
}

/** A bet in a round's players list. */
export function playerOf(fields: Partial<SharedRoundPlayer> = {}): SharedRoundPlayer {
  return {
    bet_id: 'SB1',
    round_id: 'SR1',
    name: 'de***o',
    currency: 'PHP',
    bet: 1000,
    auto_cash_out: null,
    cash_out: null,
    runner: null,
    kind: 'crash',
    state: 'active',
    payout: 0,
    ...fields,
  };
}

/** The round as the server sees it now (the state call's and the stream's first event's). */
export function stateOf(round: SharedRound | null, fields: Partial<SharedRoundState> = {}): SharedRoundState {
  return {
    server_time: new Date(Date.now()).toISOString(),
    round,
    recent: [],
    multiplier: 100,
    players: [],
    chain: { chain_id: 1, terminal_hash: 'c'.repeat(64), salt: 'd'.repeat(32), length: 10_000 },
    ...fields,
  };
}

export const stateEvent = (round: SharedRound | null, fields: Partial<SharedRoundState> = {}): SharedRoundEvent => ({
  type: 'state',
  state: stateOf(round, fields),
});

/**
 * The tests' clock: Date.now() answers the time set here (T0 to begin with), and nothing else of
 * the timers is faked, so the screen's intervals and the queries' waits run as usual.
 */
export function testClock() {
  let now = T0;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return {
    set: (ms: number) => {
      now = T0 + ms;
    },
  };
}

export const roundEvent = (round: SharedRound): SharedRoundEvent => ({
  type: 'round',
  server_time: new Date(Date.now()).toISOString(),
  round,
});

/**
 * The browser's EventSource, played by the test: each stream the client opens is kept, and the
 * test sends its events (`emit`) or cuts it (`drop`: the browser reconnects; `end`: the server
 * refused it, and the browser gives up).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  emit(event: SharedRoundEvent): void {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }

  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    act(() => this.onerror?.());
  }

  end(): void {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.());
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  static latest(): FakeEventSource {
    return FakeEventSource.opened[FakeEventSource.opened.length - 1]!;
  }
}

/** Stubs EventSource with FakeEventSource, none opened yet. */
export function fakeStreams(): typeof FakeEventSource {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
