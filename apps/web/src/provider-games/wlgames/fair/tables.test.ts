import { describe, expect, it } from 'vitest';
import { bingoTable, diceMultiplier, diceTargetRange, kenoTable, minesMultiplier, plinkoTable, racePlaces } from './tables';

// The tables docs/provably-fair.md prints at the default RTPs, which the server's vectors test pins too.
describe('the pay tables the screens show', () => {
  it('dice: RTP / chance, and the targets of a 1%–98% chance', () => {
    expect(diceMultiplier(5000, 'under', 9900)).toBe(1.98);
    expect(diceMultiplier(9899, 'over', 9900)).toBe(99);
    expect(diceTargetRange('under')).toEqual({ min: 100, max: 9800 });
    expect(diceTargetRange('over')).toEqual({ min: 199, max: 9899 });
  });

  it('mines', () => {
    expect([1, 2, 3, 5, 10].map((safe) => minesMultiplier(3, safe, 9900))).toEqual([1.125, 1.2857, 1.4785, 1.9973, 5.0043]);
    expect(minesMultiplier(10, 10, 9900)).toBe(1077.6131);
    expect(minesMultiplier(24, 1, 9900)).toBe(24.75);
    expect(minesMultiplier(24, 2, 9900)).toBe(0);
  });

  it('plinko', () => {
    expect(plinkoTable(8, 'medium', 9900)).toEqual([5.3205, 2.8003, 1.4738, 0.7757, 0.4082, 0.7757, 1.4738, 2.8003, 5.3205]);
    expect(plinkoTable(16, 'high', 9900).slice(0, 9)).toEqual([
      183.6883, 70.6493, 27.1728, 10.451, 4.0196, 1.546, 0.5946, 0.2287, 0.0879,
    ]);
  });

  it('keno', () => {
    expect(kenoTable(1, 9700)).toEqual([0, 3.88]);
    expect(kenoTable(10, 9700)).toEqual([0, 0, 0, 0, 4.0918, 6.3261, 12.0074, 28.4951, 87.7754, 378.8578, 2789.1294]);
  });

  it('bingo', () => {
    expect(bingoTable(9500)).toEqual({
      line: 1.9074,
      four_corners: 4.7685,
      two_lines: 7.6296,
      x: 11.4444,
      three_lines: 14.3055,
      frame: 476.8516,
    });
  });

  it('racing: a place bet covers the first 2 of 5–7 runners, the first 3 of 8 or more, none under 5', () => {
    expect([4, 5, 7, 8, 16].map(racePlaces)).toEqual([0, 2, 2, 3, 3]);
  });
});
