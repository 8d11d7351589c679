import { FAIR_RTP, type FairBetParams, type FairGame, type FairOutcome } from '@wl/contract';
import { playBingo } from './bingo.js';
import { playCrash } from './crash.js';
import { playDice } from './dice.js';
import { playKeno } from './keno.js';
import { playMines } from './mines.js';
import { ONE } from './payout.js';
import { playPlinko } from './plinko.js';
import { playRace } from './racing.js';
import type { FairRandom } from './random.js';
import { roundRandom, sharedRoundRandom } from './seeds.js';

export interface PlayedOutcome {
  outcome: FairOutcome;
  /** ten-thousandths of the bet paid back */
  multiplier: number;
}

/** Crash and racing take their randomness from a hash chain's round seed and the site's salt. */
export const isSharedRoundGame = (game: FairGame): boolean => game === 'crash' || game === 'racing';

/** One round of any game from its randomness and the bet's parameters, in the contract's shape. */
export function playFairRound(
  random: FairRandom,
  params: FairBetParams,
  rtp: number = FAIR_RTP[params.game].default,
): PlayedOutcome {
  switch (params.game) {
    case 'dice': {
      const { roll, won, multiplier } = playDice(random, { target: params.target, direction: params.direction }, rtp);
      return { outcome: { game: 'dice', roll, won }, multiplier };
    }
    case 'mines': {
      const { mines, revealed, hitMine, safe, multiplier } = playMines(random, { mines: params.mines, picks: params.picks }, rtp);
      return { outcome: { game: 'mines', mines, revealed, hit_mine: hitMine, safe }, multiplier };
    }
    case 'plinko': {
      const { path, bin, multiplier } = playPlinko(random, { rows: params.rows, risk: params.risk }, rtp);
      return { outcome: { game: 'plinko', path, bin }, multiplier };
    }
    case 'keno': {
      const { drawn, hits, multiplier } = playKeno(random, { numbers: params.numbers }, rtp);
      return { outcome: { game: 'keno', drawn, hits }, multiplier };
    }
    case 'bingo': {
      const { card, drawn, marked, pattern, multiplier } = playBingo(random, rtp);
      return { outcome: { game: 'bingo', card, drawn, marked, pattern }, multiplier };
    }
    case 'crash': {
      const { crashPoint, cashedOut, multiplier } = playCrash(random, { cashOut: params.cash_out }, rtp);
      return { outcome: { game: 'crash', crash_point: crashPoint / 100, cashed_out: cashedOut }, multiplier };
    }
    case 'racing': {
      const { finish, won, multiplier } = playRace(
        random,
        { weights: params.weights, runner: params.runner, kind: params.kind },
        rtp,
      );
      return { outcome: { game: 'racing', finish, won }, multiplier };
    }
  }
}

export interface VerifyInput {
  /** the player's server seed, or a shared round's seed from the hash chain */
  serverSeed: string;
  /** the player's client seed, or the site's salt for a shared round */
  clientSeed: string;
  /** the round's nonce (player games only) */
  nonce?: number;
  params: FairBetParams;
  rtp?: number;
}

/** Recomputes a round from its seeds: what the verify call and docs/provably-fair.md describe. */
export function verifyFairRound({ serverSeed, clientSeed, nonce, params, rtp }: VerifyInput): PlayedOutcome {
  const random = isSharedRoundGame(params.game)
    ? sharedRoundRandom(serverSeed, clientSeed)
    : roundRandom(serverSeed, clientSeed, nonce ?? 0);
  return playFairRound(random, params, rtp);
}

/** A multiplier in ten-thousandths as the decimal the contract carries. */
export const multiplierValue = (multiplier: number): number => multiplier / ONE;
