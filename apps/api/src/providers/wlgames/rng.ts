import { randomInt } from 'node:crypto';

/** Where a round's randomness comes from: a uniform integer in [0, maxExclusive). */
export interface Rng {
  int(maxExclusive: number): number;
}

/** Production randomness: the operating system's CSPRNG, without modulo bias (node:crypto randomInt). */
export const cryptoRng: Rng = { int: (maxExclusive) => randomInt(maxExclusive) };

/**
 * A reproducible generator (sfc32) for tests and simulations only: fast, well distributed, and
 * the same sequence for the same seed. Never used to draw real rounds.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return { int: (maxExclusive) => Math.floor((next() / 2 ** 32) * maxExclusive) };
}
