import { randomInt } from 'node:crypto';
import { sfc32 } from './fair/random.js';

/** Where a round's randomness comes from: a uniform integer in [0, maxExclusive). */
export interface Rng {
  int(maxExclusive: number): number;
}

/** Production randomness: the operating system's CSPRNG, without modulo bias (node:crypto randomInt). */
export const cryptoRng: Rng = { int: (maxExclusive) => randomInt(maxExclusive) };

/** A reproducible Rng (sfc32) for tests and simulations only. */
export function seededRng(seed: number): Rng {
  const next = sfc32(seed);
  return { int: (maxExclusive) => Math.floor((next() / 2 ** 32) * maxExclusive) };
}
