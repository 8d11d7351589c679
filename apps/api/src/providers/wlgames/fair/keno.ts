import { checkRtp } from './payout.js';
import { choose, drawWithoutReplacement, type FairRandom } from './random.js';

/**
 * Keno. The player picks 1–10 numbers of 1–40; 10 are drawn (the first 10 steps of a Fisher–Yates
 * shuffle of 1–40). The pay depends on how many picks are drawn (hits): with k picks, h hits come
 * with the hypergeometric chance P(h) = C(k, h) C(40 − k, 10 − h) / C(40, 10). Hits from
 * the lowest paying count up pay (kenoLowestPayingHits), each a multiplier proportional to
 * P(h)^−0.35 (rarer, higher), scaled so that the expected multiplier is the RTP, rounded down to
 * 0.0001.
 */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
/** how rare hit counts pay more: multiplier ∝ P(h)^−KENO_SHAPE */
export const KENO_SHAPE = 0.35;

export interface KenoParams {
  /** distinct numbers 1–40 */
  numbers: readonly number[];
}

export interface KenoOutcome {
  /** the 10 numbers drawn, in drawing order */
  drawn: number[];
  /** the picks that were drawn, ascending */
  hits: number[];
  multiplier: number;
}

export function checkKenoPicks(numbers: readonly number[]): void {
  if (numbers.length < 1 || numbers.length > KENO_MAX_PICKS) throw new RangeError('keno takes 1 to 10 picks');
  const seen = new Set<number>();
  for (const number of numbers) {
    if (!Number.isInteger(number) || number < 1 || number > KENO_NUMBERS || seen.has(number))
      throw new RangeError(`keno pick ${number}`);
    seen.add(number);
  }
}

/** The fewest hits that pay with `picks` picks: 1 for up to 2 picks, then ⌊picks / 3⌋ + 1. */
export function kenoLowestPayingHits(picks: number): number {
  return picks <= 2 ? 1 : Math.floor(picks / 3) + 1;
}

export function kenoHitChance(picks: number, hits: number): number {
  return (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);
}

const tables = new Map<string, readonly number[]>();

/** The multiplier of each hit count 0…picks, in ten-thousandths (computed once per picks and RTP). */
export function kenoTable(picks: number, rtp: number): readonly number[] {
  const key = `${picks}:${rtp}`;
  let table = tables.get(key);
  if (!table) {
    table = computeKenoTable(picks, rtp);
    tables.set(key, table);
  }
  return table;
}

function computeKenoTable(picks: number, rtp: number): number[] {
  checkRtp(rtp);
  if (!Number.isInteger(picks) || picks < 1 || picks > KENO_MAX_PICKS) throw new RangeError(`keno picks ${picks}`);
  const lowest = kenoLowestPayingHits(picks);
  const weights = Array.from({ length: picks + 1 }, (_, hits) => (hits < lowest ? 0 : kenoHitChance(picks, hits) ** -KENO_SHAPE));
  const expected = weights.reduce((sum, weight, hits) => sum + weight * kenoHitChance(picks, hits), 0);
  return weights.map((weight) => Math.floor(((rtp * weight) / expected) * (1 + 1e-12)));
}

export function playKeno(random: FairRandom, params: KenoParams, rtp: number): KenoOutcome {
  checkKenoPicks(params.numbers);
  const table = kenoTable(params.numbers.length, rtp);
  const drawn = drawWithoutReplacement(random, KENO_NUMBERS, KENO_DRAWN).map((index) => index + 1);
  const drawnSet = new Set(drawn);
  const hits = params.numbers.filter((number) => drawnSet.has(number)).sort((a, b) => a - b);
  return { drawn, hits, multiplier: table[hits.length]! };
}
