import { checkRtp } from './payout.js';
import { choose, type FairRandom } from './random.js';

/**
 * Plinko. The ball falls through `rows` rows of pegs (8–16), going right on int(2) = 1 and left on
 * 0, one draw per row; it lands in bin k = the number of rights (0…rows). The bins' multipliers
 * grow geometrically from the middle, by a factor per bin set by the risk, scaled so that the
 * expected multiplier is the RTP, each rounded down to 0.0001:
 *   weight(k) = growth^|k − rows/2|, multiplier(k) = RTP × weight(k) / E[weight]
 * where E[weight] = Σ C(rows, k) / 2^rows × weight(k).
 */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** How much more each bin pays than its neighbour towards the middle. */
export const PLINKO_GROWTH: Record<PlinkoRisk, number> = { low: 1.45, medium: 1.9, high: 2.6 };

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** one entry per row: 0 left, 1 right */
  path: number[];
  bin: number;
  multiplier: number;
}

function checkPlinko({ rows, risk }: PlinkoParams): void {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) throw new RangeError(`plinko rows ${rows}`);
  if (!PLINKO_RISKS.includes(risk)) throw new RangeError(`plinko risk ${risk}`);
}

/** The chance of landing in each bin: C(rows, k) / 2^rows. */
export function plinkoBinChances(rows: number): number[] {
  return Array.from({ length: rows + 1 }, (_, k) => choose(rows, k) / 2 ** rows);
}

const tables = new Map<string, readonly number[]>();

/** Each bin's multiplier, in ten-thousandths, bin 0 to bin `rows` (computed once per rows, risk and RTP). */
export function plinkoTable(params: PlinkoParams, rtp: number): readonly number[] {
  const key = `${params.rows}:${params.risk}:${rtp}`;
  let table = tables.get(key);
  if (!table) {
    table = computePlinkoTable(params, rtp);
    tables.set(key, table);
  }
  return table;
}

function computePlinkoTable(params: PlinkoParams, rtp: number): number[] {
  checkRtp(rtp);
  checkPlinko(params);
  const growth = PLINKO_GROWTH[params.risk];
  const weights = Array.from({ length: params.rows + 1 }, (_, k) => growth ** Math.abs(k - params.rows / 2));
  const chances = plinkoBinChances(params.rows);
  const expected = weights.reduce((sum, weight, k) => sum + weight * chances[k]!, 0);
  return weights.map((weight) => Math.floor(((rtp * weight) / expected) * (1 + 1e-12)));
}

export function playPlinko(random: FairRandom, params: PlinkoParams, rtp: number): PlinkoOutcome {
  const table = plinkoTable(params, rtp);
  const path = Array.from({ length: params.rows }, () => random.int(2));
  const bin = path.reduce((sum, step) => sum + step, 0);
  return { path, bin, multiplier: table[bin]! };
}
