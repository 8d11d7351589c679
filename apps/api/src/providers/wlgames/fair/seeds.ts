import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type FairRandom, streamRandom } from './random.js';

/**
 * The provably fair scheme (docs/provably-fair.md). Every seed and hash travels as lowercase hex
 * text, and every HMAC key and message is that text as UTF-8, so that anyone can recompute a round
 * with a few lines of code.
 *
 * Per player: a server seed (32 random bytes, hex) whose SHA-256 is shown before it is used; a
 * client seed the player may change; a nonce counting the rounds played on the pair (0, 1, 2…).
 * Rotating the pair reveals the old server seed and starts a new one at nonce 0.
 *
 * Shared rounds (crash, racing): a hash chain. Its seeds are made from the last one backwards,
 * each round's seed being the SHA-256 of the next round's; the SHA-256 of the first round's seed
 * (the chain's terminal hash) is published before the first round, with the site's salt.
 */

export const SERVER_SEED_BYTES = 32;
/** Client seeds are what the player types: printable, short. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

export function newServerSeed(): string {
  return randomBytes(SERVER_SEED_BYTES).toString('hex');
}

/** A client seed for a player who has not chosen one: 10 random bytes, hex. */
export function newClientSeed(): string {
  return randomBytes(10).toString('hex');
}

/** SHA-256 of the seed's hex text, hex: what is published before the seed is used. */
export function hashSeed(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/**
 * Block `index` of the byte stream keyed by `key` for `message`: HMAC-SHA256(key, message) for
 * block 0, HMAC-SHA256(key, `${message}:${index}`) after it (32 bytes each).
 */
export function hmacBlock(key: string, message: string, index: number): Uint8Array {
  return createHmac('sha256', key)
    .update(index === 0 ? message : `${message}:${index}`, 'utf8')
    .digest();
}

/** A player's round: the byte stream of HMAC-SHA256(server seed, `${clientSeed}:${nonce}`). */
export function roundRandom(serverSeed: string, clientSeed: string, nonce: number): FairRandom {
  const message = `${clientSeed}:${nonce}`;
  return streamRandom((index) => hmacBlock(serverSeed, message, index));
}

/** A shared round (crash, racing): the byte stream of HMAC-SHA256(round seed, site salt). */
export function sharedRoundRandom(roundSeed: string, salt: string): FairRandom {
  return streamRandom((index) => hmacBlock(roundSeed, salt, index));
}

/** The first 32 bytes of a round's stream, hex: what the verify page shows beside the outcome. */
export function roundHash(serverSeed: string, clientSeed: string, nonce: number): string {
  return Buffer.from(hmacBlock(serverSeed, `${clientSeed}:${nonce}`, 0)).toString('hex');
}

/**
 * A hash chain of `length` round seeds from its last seed: answers them in playing order (round 1
 * first), each the SHA-256 of the one after it, and the terminal hash to publish (SHA-256 of
 * round 1's seed).
 */
export function buildHashChain(lastSeed: string, length: number): { seeds: string[]; terminalHash: string } {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('a chain has at least one round');
  const seeds = [lastSeed];
  for (let i = 1; i < length; i++) seeds.push(hashSeed(seeds[i - 1]!));
  seeds.reverse();
  return { seeds, terminalHash: hashSeed(seeds[0]!) };
}

/**
 * Whether `seed` is the round after the one whose seed (or, for round 1, the terminal hash) is
 * `previous`: SHA-256(seed) = previous.
 */
export function followsInChain(seed: string, previous: string): boolean {
  return hashSeed(seed) === previous;
}
