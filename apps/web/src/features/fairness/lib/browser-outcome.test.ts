import { describe, expect, it } from 'vitest';
import { bingoPattern, recomputeInBrowser, sameOutcome } from './browser-outcome';
import { fairStream, sha256Hex } from './fair-stream';

/** The pinned vectors of docs/provably-fair.md (the server's own vectors.test.ts pins the same). */
const SERVER_SEED = '8f3c1a5e9b7d2f4061c3e5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7';
const CLIENT_SEED = 'player-chosen-seed';
const round = (nonce: number, params: Parameters<typeof recomputeInBrowser>[0]['params']) =>
  recomputeInBrowser({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, params });

describe('the round recomputed in the browser', () => {
  it('hashes the server seed and keys the stream by client seed and nonce', async () => {
    expect(await sha256Hex(SERVER_SEED)).toBe('064d354cc3e446f31db260f9cf6645217c2819a3dfd5a5dd0ce1a3c24c0b2cf1');
    const dice = await round(0, { game: 'dice', target: 5000, direction: 'under' });
    expect(dice.serverSeedHash).toBe('064d354cc3e446f31db260f9cf6645217c2819a3dfd5a5dd0ce1a3c24c0b2cf1');
    expect(dice.roundHash).toBe('9c6897bc34d2aee60e3c5d316a0023c8bf4450ee8c4cf846e4780ebf815f798f');
  });

  it('rolls hash dice 2.84, 1.14 and 38.10 on nonces 0, 1 and 2', async () => {
    const rolls = await Promise.all([0, 1, 2].map((nonce) => round(nonce, { game: 'dice', target: 3810, direction: 'over' })));
    expect(rolls.map((played) => played.outcome)).toEqual([
      { game: 'dice', roll: 284, won: false },
      { game: 'dice', roll: 114, won: false },
      { game: 'dice', roll: 3810, won: false },
    ]);
  });

  it('lays the mines on 6, 7, 9 and 5, 14, 24, and stops the picks at the first mine', async () => {
    const picks = [0, 6, 12, 18, 24];
    expect((await round(0, { game: 'mines', mines: 3, picks })).outcome).toEqual({
      game: 'mines',
      mines: [6, 7, 9],
      revealed: [0, 6],
      hit_mine: true,
      safe: 1,
    });
    expect((await round(1, { game: 'mines', mines: 3, picks: [0, 6, 12, 18] })).outcome).toEqual({
      game: 'mines',
      mines: [5, 14, 24],
      revealed: [0, 6, 12, 18],
      hit_mine: false,
      safe: 4,
    });
  });

  it("drops plinko's ball into bin 5 through the documented path", async () => {
    expect((await round(0, { game: 'plinko', rows: 16, risk: 'high' })).outcome).toEqual({
      game: 'plinko',
      path: [0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1],
      bin: 5,
    });
  });

  it('draws keno 5, 23, 14, 12, 15, 30, 16, 34, 1, 26 and finds the hits', async () => {
    expect((await round(0, { game: 'keno', numbers: [1, 5, 9, 13, 17, 21, 25, 29, 33, 37] })).outcome).toEqual({
      game: 'keno',
      drawn: [5, 23, 14, 12, 15, 30, 16, 34, 1, 26],
      hits: [1, 5],
    });
  });

  it("fills nonce 2's bingo card from 6, 18, 35, 50, 61, draws 35 balls and completes one line", async () => {
    const { outcome } = await round(2, { game: 'bingo' });
    expect(outcome).toMatchObject({
      card: [6, 18, 35, 50, 61, 12, 23, 37, 47, 65, 4, 28, 0, 51, 66, 3, 24, 38, 46, 68, 13, 16, 33, 54, 64],
      marked: [3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 22],
      pattern: 'line',
    });
    expect(outcome.game === 'bingo' && outcome.drawn.slice(0, 5)).toEqual([44, 12, 23, 37, 75]);
    expect((await round(0, { game: 'bingo' })).outcome).toMatchObject({ pattern: 'none' });
  });

  it('finds the best bingo pattern', () => {
    const row = (r: number) => [0, 1, 2, 3, 4].map((c) => r * 5 + c);
    expect(bingoPattern([12])).toBe('none');
    expect(bingoPattern(row(2))).toBe('line');
    expect(bingoPattern([0, 4, 12, 20, 24])).toBe('four_corners');
    expect(bingoPattern([...row(0), ...row(1)])).toBe('two_lines');
    expect(bingoPattern([0, 6, 12, 18, 24, 4, 8, 16, 20])).toBe('x');
    expect(bingoPattern([...row(0), ...row(1), ...row(3)])).toBe('three_lines');
    expect(bingoPattern([...row(0), ...row(4), 5, 10, 15, 9, 14, 19])).toBe('frame');
  });

  it('reads on into the next block and rejects the values that would bias a draw', async () => {
    const stream = await fairStream(SERVER_SEED, `${CLIENT_SEED}:0`);
    // 40 ints read 160 bytes: five blocks, each computed as docs/provably-fair.md says
    const values = [];
    for (let i = 0; i < 40; i++) values.push(await stream.int(3));
    expect(values.every((value) => value >= 0 && value < 3)).toBe(true);
    const float = await stream.float();
    expect(float).toBeGreaterThanOrEqual(0);
    expect(float).toBeLessThan(1);
  });

  it('compares outcomes field by field', () => {
    expect(sameOutcome({ game: 'keno', drawn: [1, 2], hits: [] }, { hits: [], game: 'keno', drawn: [1, 2] })).toBe(true);
    expect(sameOutcome({ game: 'keno', drawn: [1, 2], hits: [] }, { game: 'keno', drawn: [2, 1], hits: [] })).toBe(false);
    expect(sameOutcome({ game: 'dice', roll: 1 }, { game: 'dice', roll: 1, won: true })).toBe(false);
  });
});
