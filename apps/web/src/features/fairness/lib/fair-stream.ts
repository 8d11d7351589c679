/**
 * The round's byte stream of docs/provably-fair.md, computed in the browser with Web Crypto, apart
 * from the server's code: the verify page checks the server's answer against it, so that a player
 * need trust neither the server nor a library of it. Every key and message is the text as UTF-8.
 */

const TWO_32 = 2 ** 32;
const TWO_52 = 2 ** 52;
const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a seed's text, hex: what is published before the seed is used. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))));
}

export interface FairStream {
  /** block 0 of the stream, hex: the round hash the verify call answers too */
  readonly firstBlock: string;
  /** a uniform integer in [0, n), without modulo bias */
  int(n: number): Promise<number>;
  /** a uniform number in [0, 1) on a grid of 2^52 */
  float(): Promise<number>;
}

/**
 * Block 0 is HMAC-SHA256(key, message), block k ≥ 1 is HMAC-SHA256(key, `${message}:${k}`); the
 * stream reads them in turn, 4 bytes big-endian at a time.
 */
export async function fairStream(key: string, message: string): Promise<FairStream> {
  const hmacKey = await crypto.subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const block = async (index: number) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, utf8(index === 0 ? message : `${message}:${index}`)));
  let bytes = await block(0);
  const firstBlock = hex(bytes);
  let blockIndex = 0;
  let at = 0;
  const u32 = async (): Promise<number> => {
    let value = 0;
    for (let i = 0; i < 4; i++) {
      if (at === bytes.length) {
        blockIndex++;
        bytes = await block(blockIndex);
        at = 0;
      }
      value = value * 256 + bytes[at++]!;
    }
    return value;
  };
  return {
    firstBlock,
    async int(n) {
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const u = await u32();
        if (u < limit) return u % n;
      }
    },
    async float() {
      const high = await u32();
      const low = await u32();
      return (high * 2 ** 20 + Math.floor(low / 2 ** 12)) / TWO_52;
    },
  };
}

/** k distinct values of [0, n) in drawing order: the first k steps of a Fisher–Yates shuffle. */
export async function draw(stream: FairStream, n: number, k: number): Promise<number[]> {
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + (await stream.int(n - i));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, k);
}

/**
 * A shared round's seed hashed `times` times (SHA-256 of the hex text each time): for round n of a
 * hash chain, n times give the chain's terminal hash, published before its first round.
 */
export async function hashTimes(seed: string, times: number): Promise<string> {
  let hash = seed;
  for (let i = 0; i < times; i++) hash = await sha256Hex(hash);
  return hash;
}
