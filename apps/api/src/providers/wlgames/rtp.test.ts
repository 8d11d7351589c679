import { describe, expect, it } from 'vitest';
import { evaluateWindow, LINE_COUNT, type SlotGame, spin, windowAt } from './engine.js';
import { WLGAMES_GAMES } from './games.js';
import { seededRng } from './rng.js';
import { lineStatistics, maxWinTimesBet } from './rtp.js';

/** A game small enough to try every reel stop: 3 × 2 × 3 × 2 × 3 = 108 windows. */
const TINY: SlotGame = {
  code: 'tiny',
  name: 'Tiny',
  wild: 'W',
  paytable: { W: [10, 20, 50], A: [2, 4, 8], B: [1, 3, 5] },
  strips: [
    ['W', 'A', 'B'],
    ['A', 'B'],
    ['A', 'W', 'B'],
    ['B', 'A'],
    ['A', 'B', 'W'],
  ],
};

describe('exact RTP by enumeration', () => {
  it('equals the average over every reel-stop combination of a small game', () => {
    let total = 0;
    let windows = 0;
    const visit = (stops: number[]): void => {
      if (stops.length === TINY.strips.length) {
        total += evaluateWindow(TINY, windowAt(TINY, stops)).reduce((sum, win) => sum + win.multiplier, 0);
        windows++;
        return;
      }
      for (let stop = 0; stop < TINY.strips[stops.length]!.length; stop++) visit([...stops, stop]);
    };
    visit([]);
    const stats = lineStatistics(TINY);
    expect(windows).toBe(108);
    expect(stats.rtpDenominator).toBe(108);
    // The round pays LINE_COUNT lines for LINE_COUNT line bets.
    expect(stats.rtpNumerator * LINE_COUNT).toBe(total);
  });

  it('gives every WLGAMES game an RTP of 33202064 / 34603008 = 95.95%', () => {
    for (const game of WLGAMES_GAMES) {
      const stats = lineStatistics(game);
      expect(stats.rtpNumerator).toBe(33_202_064);
      expect(stats.rtpDenominator).toBe(34_603_008);
      expect(stats.rtp).toBeCloseTo(0.959514, 6);
      expect(stats.lineHitRate).toBeCloseTo(0.069188, 6);
      expect(maxWinTimesBet(game)).toBe(1000);
    }
  });
});

describe('observed RTP over seeded rounds', () => {
  /**
   * A round pays the mean of its ten lines. Whatever the lines' correlation, the standard deviation
   * of that mean is at most one line's (Cauchy–Schwarz), which lineStatistics gives exactly. The
   * observed RTP of N independent rounds is therefore within 5 standard errors, 5·σ_line/√N, of the
   * exact RTP, except with probability below 1 in 1.7 million (normal approximation).
   */
  it('stays within five standard errors of the exact RTP over 1,500,000 rounds', () => {
    const game = WLGAMES_GAMES[0]!;
    const stats = lineStatistics(game);
    const rounds = 1_500_000;
    const rng = seededRng(20_261_122);
    let paid = 0;
    for (let round = 0; round < rounds; round++) paid += spin(game, rng).lineBetMultiplier;
    const observed = paid / (rounds * LINE_COUNT);
    const bound = (5 * Math.sqrt(stats.lineVariance)) / Math.sqrt(rounds);
    expect(bound).toBeLessThan(0.026);
    expect(Math.abs(observed - stats.rtp)).toBeLessThan(bound);
  });
});
