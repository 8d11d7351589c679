import { CRASH_MAX_CASH_OUT, crashPoint } from '../crash.js';
import { raceFinish } from '../racing.js';
import { hashSeed, hmacBlock, sharedRoundRandom } from '../seeds.js';

/** The purposes the chains' last seeds and the rounds' seeds are sealed under (lib/crypto.ts seal). */
export const CHAIN_SEAL = 'fair-chain-seed';
export const ROUND_SEAL = 'fair-round-seed';

/**
 * Round `number` (1 first) of a chain of `length` rounds from its last seed: the last seed hashed
 * length − number times, so that each round's seed is the SHA-256 of the next one's.
 */
export function seedOfRound(lastSeed: string, length: number, number: number): string {
  if (!Number.isInteger(number) || number < 1 || number > length) throw new RangeError(`round ${number} of ${length}`);
  let seed = lastSeed;
  for (let i = number; i < length; i++) seed = hashSeed(seed);
  return seed;
}

/** SHA-256 of round 1's seed: what a chain publishes before its first round. */
export function terminalHashOf(lastSeed: string, length: number): string {
  return hashSeed(seedOfRound(lastSeed, length, 1));
}

/** Whether round `number`'s seed hashed `number` times gives the chain's terminal hash. */
export function inChain(seed: string, number: number, terminalHash: string): boolean {
  let hash = seed;
  for (let i = 0; i < number; i++) hash = hashSeed(hash);
  return hash === terminalHash;
}

/**
 * A shared crash round's crash point in hundredths: crash.ts's function of the round's stream,
 * capped at the highest cash-out (1,000,000×), where a round ends whatever its draw.
 */
export function sharedCrashPoint(seed: string, salt: string, rtp: number): number {
  return Math.min(crashPoint(sharedRoundRandom(seed, salt), rtp), CRASH_MAX_CASH_OUT);
}

/** A shared race's finishing order (runners of the card, first first) from the round's stream. */
export function sharedRaceFinish(seed: string, salt: string, weights: readonly number[]): number[] {
  return raceFinish(sharedRoundRandom(seed, salt), weights);
}

/** The round's first 32 bytes, hex: HMAC-SHA256(seed, salt). */
export function sharedRoundHash(seed: string, salt: string): string {
  return Buffer.from(hmacBlock(seed, salt, 0)).toString('hex');
}
