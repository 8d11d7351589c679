import { FAIR_GAME_CODES, FAIR_WLGAMES_PATHS, type FairPlayResponse, type FairSessionResponse } from '@wl/contract';
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

export const launchOf = (game: ScreenGame, language: LaunchParams['language'] = 'EN'): LaunchParams => ({
  token: 'launch-token',
  game: FAIR_GAME_CODES[game],
  language,
});

export const PATHS = FAIR_WLGAMES_PATHS;
