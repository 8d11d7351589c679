import { evaluateLine, MIN_RUN, REELS, type SlotGame } from './engine.js';

export interface LineStatistics {
  /** expected pay of one line per unit of line bet: the game's RTP */
  rtp: number;
  /** variance of one line's pay per unit of line bet */
  lineVariance: number;
  /** probability that a given line pays */
  lineHitRate: number;
  /** the exact RTP as a fraction: total pay over all symbol combinations / number of reel-stop combinations */
  rtpNumerator: number;
  rtpDenominator: number;
}

function symbolCounts(strip: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts];
}

/**
 * Exact line statistics by enumeration. Every reel stops at a uniform position, so the cell a
 * payline reads on a reel is uniform over that reel's strip, independently of the other reels:
 * one line's pay is a function of five independent symbols distributed as the strips' symbol
 * counts. Enumerating every combination of symbols, weighted by the product of their counts,
 * covers all reel-stop combinations exactly. Each of the lines has this distribution,
 * and the round's bet is one line bet per line, so the game's RTP is one line's expected pay.
 */
export function lineStatistics(game: SlotGame): LineStatistics {
  const reels = game.strips.map(symbolCounts);
  let paySum = 0;
  let squareSum = 0;
  let hitWeight = 0;
  const line: string[] = [];
  const visit = (reel: number, weight: number): void => {
    if (reel === REELS) {
      const { multiplier } = evaluateLine(game, line);
      paySum += weight * multiplier;
      squareSum += weight * multiplier * multiplier;
      if (multiplier > 0) hitWeight += weight;
      return;
    }
    for (const [symbol, count] of reels[reel]!) {
      line[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  const combinations = game.strips.reduce((product, strip) => product * strip.length, 1);
  const mean = paySum / combinations;
  return {
    rtp: mean,
    lineVariance: squareSum / combinations - mean * mean,
    lineHitRate: hitWeight / combinations,
    rtpNumerator: paySum,
    rtpDenominator: combinations,
  };
}

/**
 * A bound on a round's pay, as a multiple of the total bet: each line pays at
 * most the best five-in-a-row, and the bet is one line bet per line.
 */
export function maxWinTimesBet(game: SlotGame): number {
  return Math.max(...Object.values(game.paytable).map((pays) => pays[REELS - MIN_RUN] ?? 0));
}
