/**
 * Where a fair round's randomness comes from: a stream of bytes read with a cursor, turned into
 * integers and floats without bias. The outcome functions (dice.ts, mines.ts…) read only this
 * interface, so the same function runs on the HMAC stream of a real round (seeds.ts) and on a fast
 * generator in the simulations. Nothing here needs node:crypto: it can run in a browser as is.
 */
export interface FairRandom {
  /** a uniform integer in [0, n), 1 ≤ n ≤ 2^32 */
  int(n: number): number;
  /** a uniform float in [0, 1) on a grid of 2^52 values */
  float(): number;
}

const TWO_32 = 2 ** 32;
const TWO_52 = 2 ** 52;

/**
 * Reads a byte stream produced block by block (block 0, 1, 2… each 32 bytes for HMAC-SHA256):
 * - int(n): 4 bytes as a big-endian unsigned 32-bit u; u is rejected (and 4 more bytes read)
 *   when u ≥ 2^32 − (2^32 mod n), so every value in [0, n) has exactly the same number of u's;
 *   the answer is u mod n.
 * - float(): 8 bytes as a big-endian 64-bit integer, its top 52 bits divided by 2^52.
 */
export function streamRandom(block: (index: number) => Uint8Array): FairRandom & { bytesRead(): number } {
  let current = block(0);
  let blockIndex = 0;
  let offset = 0;
  let read = 0;
  const byte = (): number => {
    if (offset === current.length) {
      blockIndex++;
      current = block(blockIndex);
      offset = 0;
    }
    read++;
    return current[offset++]!;
  };
  const uint32 = (): number => {
    if (offset + 4 <= current.length) {
      // the same four bytes, read at once (every read is 4 or 8 bytes, so this is the usual case)
      const value =
        ((current[offset]! << 24) | (current[offset + 1]! << 16) | (current[offset + 2]! << 8) | current[offset + 3]!) >>> 0;
      offset += 4;
      read += 4;
      return value;
    }
    return ((byte() << 24) | (byte() << 16) | (byte() << 8) | byte()) >>> 0;
  };
  return {
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n}): n must be an integer in [1, 2^32]`);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const u = uint32();
        if (u < limit) return u % n;
      }
    },
    float() {
      const high = uint32();
      const low = uint32();
      return (high * 2 ** 20 + (low >>> 12)) / TWO_52;
    },
    bytesRead: () => read,
  };
}

/**
 * sfc32: a fast reproducible stream of 32-bit words for tests and simulations only, the same words
 * for the same seed. Never used to draw real rounds.
 */
export function sfc32(seed: number): () => number {
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
  return next;
}

/**
 * A fast reproducible byte stream (sfc32) for simulations and tests only, read exactly like the
 * HMAC stream; never used for a real round.
 */
export function simulationRandom(seed: number): FairRandom {
  const next = sfc32(seed);
  const block = new Uint8Array(32);
  const view = new DataView(block.buffer);
  return streamRandom(() => {
    for (let i = 0; i < 8; i++) view.setUint32(i * 4, next());
    return block;
  });
}

/**
 * A uniform k-subset of [0, n) in drawing order: the first k steps of a Fisher–Yates shuffle of
 * 0…n−1 (step i swaps position i with position i + int(n − i)). Used for mines, keno and bingo.
 */
export function drawWithoutReplacement(random: FairRandom, n: number, k: number): number[] {
  const items = new Array<number>(n);
  for (let i = 0; i < n; i++) items[i] = i;
  for (let i = 0; i < k; i++) {
    const j = i + random.int(n - i);
    const swapped = items[j]!;
    items[j] = items[i]!;
    items[i] = swapped;
  }
  items.length = k;
  return items;
}

/** Binomial coefficient C(n, k) as a float (exact up to 2^53, which every use here stays below). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - Math.min(k, n - k) + i)) / i;
  return Math.round(result);
}
