import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyFairRound } from './outcome.js';
import { simulationRandom, streamRandom } from './random.js';
import { buildHashChain, followsInChain, hashSeed, hmacBlock, roundHash, roundRandom } from './seeds.js';

/**
 * Known vectors: outcomes computed once from fixed seeds and pinned, so that a change to the
 * scheme or to any outcome function (which would change every player's past rounds) fails here.
 * docs/provably-fair.md quotes the first ones.
 */
const SERVER_SEED = '8f3c1a5e9b7d2f4061c3e5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7';
const CLIENT_SEED = 'player-chosen-seed';
const verify = (nonce: number, params: Parameters<typeof verifyFairRound>[0]['params'], rtp?: number) =>
  verifyFairRound({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, params, ...(rtp === undefined ? {} : { rtp }) });

describe('the seeds', () => {
  it('publish the SHA-256 of the server seed text and key each round by client seed and nonce', () => {
    expect(hashSeed(SERVER_SEED)).toBe('064d354cc3e446f31db260f9cf6645217c2819a3dfd5a5dd0ce1a3c24c0b2cf1');
    expect(roundHash(SERVER_SEED, CLIENT_SEED, 0)).toBe('9c6897bc34d2aee60e3c5d316a0023c8bf4450ee8c4cf846e4780ebf815f798f');
    expect(Buffer.from(hmacBlock(SERVER_SEED, `${CLIENT_SEED}:0`, 0)).toString('hex')).toBe(
      createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:0`).digest('hex'),
    );
    // more bytes: block k of the stream is HMAC(server seed, `${clientSeed}:${nonce}:${k}`)
    expect(Buffer.from(hmacBlock(SERVER_SEED, `${CLIENT_SEED}:0`, 1)).toString('hex')).toBe(
      createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:0:1`).digest('hex'),
    );
  });

  it('read as docs/provably-fair.md says: a verifier in a few lines gets the same dice roll', () => {
    // the snippet of docs/provably-fair.md, without rejection (which 2^32 mod 10,000 makes rare)
    const roll = (nonce: number) =>
      createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:${nonce}`).digest().readUInt32BE(0) % 10_000;
    for (const nonce of [0, 1, 2]) {
      const outcome = verify(nonce, { game: 'dice', target: 5000, direction: 'under' }).outcome;
      expect(outcome.game === 'dice' && outcome.roll).toBe(roll(nonce));
    }
  });

  it('reject the integers that would bias a draw and read on through the blocks', () => {
    // a stream whose first word is 2^32 − 1, which int(10) must reject (2^32 mod 10 = 6)
    const blocks = [new Uint8Array(32).fill(0xff), new Uint8Array(32).fill(0x01)];
    blocks[0]!.set([0, 0, 0, 7], 4);
    const random = streamRandom((index) => blocks[index]!);
    expect(random.int(10)).toBe(7);
    // 6 more words of 0xff in block 0 are rejected, then 0x01010101 = 16843009 → 9
    expect(random.int(10)).toBe(16_843_009 % 10);
    expect(random.bytesRead()).toBe(36);
    expect(() => random.int(0)).toThrow(RangeError);
    const floats = simulationRandom(9);
    for (let i = 0; i < 1000; i++) {
      const value = floats.float();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    // the same stream, whichever way it is made
    const a = roundRandom(SERVER_SEED, CLIENT_SEED, 5);
    const b = streamRandom((index) => hmacBlock(SERVER_SEED, `${CLIENT_SEED}:5`, index));
    expect(Array.from({ length: 20 }, () => a.int(75))).toEqual(Array.from({ length: 20 }, () => b.int(75)));
  });

  it('chain shared rounds: each seed is the SHA-256 of the next, the first hashes to the terminal hash', () => {
    const chain = buildHashChain('f'.repeat(64), 3);
    expect(chain).toEqual({
      seeds: [
        '23f51dfe29b1052f1334de252845dc63d227fa37bcec0eae9b2ca98f442fb618',
        'df0790f236013511e91fa4532fb7761f62320a51a3868dabf4a13fe5f53e3263',
        'f'.repeat(64),
      ],
      terminalHash: 'fbfe0bb18363cbffc5f0c1a2d0728920a077adb1d2af397b884b53a086695f1b',
    });
    expect(followsInChain(chain.seeds[0]!, chain.terminalHash)).toBe(true);
    expect(followsInChain(chain.seeds[1]!, chain.seeds[0]!)).toBe(true);
    expect(followsInChain(chain.seeds[2]!, chain.seeds[0]!)).toBe(false);
  });
});

describe('the outcome functions on fixed seeds', () => {
  it('hash dice', () => {
    expect([0, 1, 2].map((nonce) => verify(nonce, { game: 'dice', target: 5000, direction: 'under' }))).toEqual([
      { outcome: { game: 'dice', roll: 284, won: true }, multiplier: 19800 },
      { outcome: { game: 'dice', roll: 114, won: true }, multiplier: 19800 },
      { outcome: { game: 'dice', roll: 3810, won: true }, multiplier: 19800 },
    ]);
    expect(verify(2, { game: 'dice', target: 3810, direction: 'over' })).toEqual({
      outcome: { game: 'dice', roll: 3810, won: false },
      multiplier: 0,
    });
    // 38.09% under at an RTP of 95%: 9500 × 10000 / 3810 rolls
    expect(verify(2, { game: 'dice', target: 3811, direction: 'under' }, 9500).multiplier).toBe(
      Math.floor((9500 * 10000) / 3811),
    );
  });

  it('mines', () => {
    const picks = [0, 6, 12, 18, 24];
    expect([0, 1, 2].map((nonce) => verify(nonce, { game: 'mines', mines: 3, picks }).outcome)).toEqual([
      { game: 'mines', mines: [6, 7, 9], revealed: [0, 6], hit_mine: true, safe: 1 },
      { game: 'mines', mines: [5, 14, 24], revealed: [0, 6, 12, 18, 24], hit_mine: true, safe: 4 },
      { game: 'mines', mines: [6, 10, 13], revealed: [0, 6], hit_mine: true, safe: 1 },
    ]);
    // cashed out after 4 safe reveals among 3 mines: 0.99 × C(25,4) / C(22,4) = 0.99 × 12650 / 7315
    expect(verify(1, { game: 'mines', mines: 3, picks: [0, 6, 12, 18] })).toEqual({
      outcome: { game: 'mines', mines: [5, 14, 24], revealed: [0, 6, 12, 18], hit_mine: false, safe: 4 },
      multiplier: Math.floor((9900 * 12650) / 7315),
    });
  });

  it('plinko', () => {
    expect([0, 1, 2].map((nonce) => verify(nonce, { game: 'plinko', rows: 16, risk: 'high' }))).toEqual([
      { outcome: { game: 'plinko', path: [0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1], bin: 5 }, multiplier: 15460 },
      { outcome: { game: 'plinko', path: [0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1], bin: 10 }, multiplier: 5946 },
      { outcome: { game: 'plinko', path: [0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 0, 1, 0], bin: 6 }, multiplier: 5946 },
    ]);
  });

  it('keno', () => {
    const numbers = [1, 5, 9, 13, 17, 21, 25, 29, 33, 37];
    expect([0, 1, 2].map((nonce) => verify(nonce, { game: 'keno', numbers }).outcome)).toEqual([
      { game: 'keno', drawn: [5, 23, 14, 12, 15, 30, 16, 34, 1, 26], hits: [1, 5] },
      { game: 'keno', drawn: [35, 4, 39, 31, 33, 34, 28, 15, 24, 14], hits: [33] },
      { game: 'keno', drawn: [11, 5, 31, 6, 27, 23, 21, 25, 18, 34], hits: [5, 21, 25] },
    ]);
  });

  it('bingo', () => {
    expect(verify(2, { game: 'bingo' })).toEqual({
      outcome: {
        game: 'bingo',
        card: [6, 18, 35, 50, 61, 12, 23, 37, 47, 65, 4, 28, 0, 51, 66, 3, 24, 38, 46, 68, 13, 16, 33, 54, 64],
        drawn: [
          44, 12, 23, 37, 75, 19, 25, 69, 40, 43, 67, 21, 26, 11, 62, 7, 33, 34, 2, 72, 15, 61, 71, 50, 53, 57, 47, 17, 51, 29,
          32, 27, 4, 45, 65,
        ],
        marked: [3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 22],
        pattern: 'line',
      },
      multiplier: 19074,
    });
    expect(verify(0, { game: 'bingo' }).outcome).toMatchObject({
      marked: [0, 1, 2, 6, 7, 11, 12, 13, 14, 17, 19],
      pattern: 'none',
    });
  });

  it('crash and racing, from a hash chain and the site salt', () => {
    const { seeds } = buildHashChain('f'.repeat(64), 3);
    const round = (seed: string, params: Parameters<typeof verifyFairRound>[0]['params']) =>
      verifyFairRound({ serverSeed: seed, clientSeed: 'site-salt', params });
    expect(seeds.map((seed) => round(seed, { game: 'crash', cash_out: 200 }))).toEqual([
      { outcome: { game: 'crash', crash_point: 1.01, cashed_out: false }, multiplier: 0 },
      { outcome: { game: 'crash', crash_point: 1.22, cashed_out: false }, multiplier: 0 },
      { outcome: { game: 'crash', crash_point: 3.83, cashed_out: true }, multiplier: 20000 },
    ]);
    const weights = [3000, 2500, 2000, 1500, 1000];
    expect(seeds.map((seed) => round(seed, { game: 'racing', weights, runner: 0, kind: 'place' }))).toEqual([
      { outcome: { game: 'racing', finish: [4, 2, 0, 3, 1], won: false }, multiplier: 0 },
      { outcome: { game: 'racing', finish: [3, 2, 0, 4, 1], won: false }, multiplier: 0 },
      { outcome: { game: 'racing', finish: [1, 0, 4, 2, 3], won: true }, multiplier: 16034 },
    ]);
  });

  it('refuse bets outside the rules', () => {
    expect(() => verify(0, { game: 'dice', target: 50, direction: 'under' })).toThrow(RangeError);
    expect(() => verify(0, { game: 'mines', mines: 3, picks: [1, 1] })).toThrow(RangeError);
    expect(() => verify(0, { game: 'keno', numbers: [3, 3] })).toThrow(RangeError);
    expect(() => verify(0, { game: 'racing', weights: [1, 2, 3], runner: 0, kind: 'place' })).toThrow(RangeError);
    expect(() => verify(0, { game: 'racing', weights: [1, 2, 3], runner: 3, kind: 'win' })).toThrow(RangeError);
  });
});
