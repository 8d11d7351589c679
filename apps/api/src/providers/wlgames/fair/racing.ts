import { checkRtp } from './payout.js';
import type { FairRandom } from './random.js';

/**
 * Virtual horse racing. A race card declares each runner's chance of winning as a whole-number
 * weight (runner i wins with chance w_i / Σw). The finish order is drawn from the round's stream
 * one place at a time: int(total weight of the runners left) picks the next runner, each with its
 * weight's share (runners in card order). Place chances follow from the same draw (Harville):
 * P(i places) sums, over every ordered first few places that include i, the product of each
 * runner's weight over the weight left. Odds (decimal, in ten-thousandths) are RTP / chance,
 * rounded down. A place bet pays when the runner finishes in the first 2 (5–7 runners) or 3
 * (8 or more); races of fewer than 5 runners take win bets only.
 */
export const RACE_MIN_RUNNERS = 2;
export const RACE_MAX_RUNNERS = 16;
export const RACE_BET_KINDS = ['win', 'place'] as const;
export type RaceBetKind = (typeof RACE_BET_KINDS)[number];

export interface RaceParams {
  /** each runner's win weight, in card order */
  weights: readonly number[];
  runner: number;
  kind: RaceBetKind;
}

export interface RaceOutcome {
  /** runners (card indexes) in finishing order */
  finish: number[];
  won: boolean;
  multiplier: number;
}

export function checkRaceCard(weights: readonly number[]): void {
  if (weights.length < RACE_MIN_RUNNERS || weights.length > RACE_MAX_RUNNERS) throw new RangeError('a race has 2 to 16 runners');
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 1)) throw new RangeError('weights are positive integers');
  if (weights.reduce((sum, weight) => sum + weight, 0) > 2 ** 32) throw new RangeError('weights add up to at most 2^32');
}

/** How many places a place bet covers: 0 (no place bets), 2 or 3. */
export function racePlaces(runners: number): number {
  return runners < 5 ? 0 : runners < 8 ? 2 : 3;
}

export function raceFinish(random: FairRandom, weights: readonly number[]): number[] {
  checkRaceCard(weights);
  const left = weights.map((weight, runner) => ({ runner, weight }));
  let total = weights.reduce((sum, weight) => sum + weight, 0);
  const finish: number[] = [];
  while (left.length > 0) {
    let ticket = random.int(total);
    const index = left.findIndex(({ weight }) => {
      ticket -= weight;
      return ticket < 0;
    });
    const [picked] = left.splice(index, 1);
    finish.push(picked!.runner);
    total -= picked!.weight;
  }
  return finish;
}

/** The chance that `runner` finishes in the first `places` (1: wins). */
export function raceFinishChance(weights: readonly number[], runner: number, places: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const visit = (taken: number[], left: number, depth: number): number => {
    if (depth === places) return 0;
    let chance = 0;
    weights.forEach((weight, candidate) => {
      if (taken.includes(candidate)) return;
      const step = weight / left;
      chance += candidate === runner ? step : step * visit([...taken, candidate], left - weight, depth + 1);
    });
    return chance;
  };
  return visit([], total, 0);
}

/** Each runner's win and place odds, in ten-thousandths (place odds 0 when the race takes no place bets). */
export function raceOdds(weights: readonly number[], rtp: number): { win: number[]; place: number[] } {
  checkRtp(rtp);
  checkRaceCard(weights);
  const places = racePlaces(weights.length);
  const odds = (chance: number) => Math.floor((rtp / chance) * (1 + 1e-12));
  return {
    win: weights.map((_, runner) => odds(raceFinishChance(weights, runner, 1))),
    place: weights.map((_, runner) => (places === 0 ? 0 : odds(raceFinishChance(weights, runner, places)))),
  };
}

export function playRace(random: FairRandom, params: RaceParams, rtp: number, odds = raceOdds(params.weights, rtp)): RaceOutcome {
  const { weights, runner, kind } = params;
  if (!Number.isInteger(runner) || runner < 0 || runner >= weights.length) throw new RangeError(`runner ${runner}`);
  const places = kind === 'win' ? 1 : racePlaces(weights.length);
  if (places === 0) throw new RangeError('this race takes no place bets');
  const finish = raceFinish(random, weights);
  const won = finish.slice(0, places).includes(runner);
  return { finish, won, multiplier: won ? (kind === 'win' ? odds.win : odds.place)[runner]! : 0 };
}
