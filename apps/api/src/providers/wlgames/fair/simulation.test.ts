import { describe, expect, it } from 'vitest';
import { BINGO_PATTERN_COUNTS, BINGO_PATTERNS, bingoPattern, bingoPatternChances, bingoTable, playBingo } from './bingo.js';
import { CRASH_MIN_CASH_OUT, crashReachChance, playCrash } from './crash.js';
import { DICE_MAX_WINNING_ROLLS, DICE_MIN_WINNING_ROLLS, type DiceParams, diceExactRtp, playDice } from './dice.js';
import { KENO_MAX_PICKS, kenoHitChance, kenoTable, playKeno } from './keno.js';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier, minesSurvival, playMines } from './mines.js';
import { ONE } from './payout.js';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, playPlinko, plinkoBinChances, plinkoTable } from './plinko.js';
import { playRace, RACE_BET_KINDS, raceFinishChance, raceOdds, racePlaces } from './racing.js';
import { choose, drawWithoutReplacement, type FairRandom, simulationRandom } from './random.js';

/**
 * Each game's RTP: the exact expectation over every outcome (every bet the game takes), and
 * 1,000,000 rounds played through the outcome function on a fixed simulation stream, whose average
 * pay must come within 0.3 percentage points of the declared RTP. The streams are fixed, so the
 * result is the same on every run; a second stream spreads the bets over the game's choices.
 * A million rounds pin an RTP only to its standard error (0.06 to 0.25 points here, by the game's
 * variance), so each simulation also checks what the outcome function draws (rolls, bins, hits,
 * patterns, finishing orders) against the exact chances with a chi-square test, which the pays
 * then follow from exactly.
 */
const ROUNDS = 1_000_000;
/** 0.3 percentage points, in ten-thousandths of the bet */
const TOLERANCE = 30;
/** what the exact expectations may lose to the rounding down of each multiplier */
const ROUNDING = 1;

function simulate(seed: number, round: (game: FairRandom, player: FairRandom) => number): { rtp: number; standardError: number } {
  const game = simulationRandom(seed);
  const player = simulationRandom(seed + 1_000_003);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const multiplier = round(game, player);
    sum += multiplier;
    squares += multiplier * multiplier;
  }
  const mean = sum / ROUNDS;
  return { rtp: mean, standardError: Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS) };
}

/**
 * Pearson's chi-square of observed counts against exact chances (categories expected fewer than 10
 * times are pooled), held under df + 7·√(2·df) + 10: a real bias of a few per cent in a category
 * crosses it; a fair draw stays far below it (beyond 7 standard deviations of the statistic).
 */
function expectChances(observed: readonly number[], chances: readonly number[]): void {
  const total = observed.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  let categories = 0;
  let pooledObserved = 0;
  let pooledExpected = 0;
  observed.forEach((count, index) => {
    const expected = total * chances[index]!;
    if (expected < 10) {
      pooledObserved += count;
      pooledExpected += expected;
      return;
    }
    statistic += (count - expected) ** 2 / expected;
    categories++;
  });
  if (pooledExpected >= 10) {
    statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    categories++;
  } else expect(pooledObserved).toBeLessThan(pooledExpected + 10 + 7 * Math.sqrt(pooledExpected + 1));
  const df = Math.max(1, categories - 1);
  expect(statistic, `chi-square ${statistic} with ${df} degrees of freedom`).toBeLessThan(df + 7 * Math.sqrt(2 * df) + 10);
}

function expectNear(result: { rtp: number; standardError: number }, declared: number): void {
  expect(Math.abs(result.rtp - declared), `simulated ${result.rtp}, standard error ${result.standardError}`).toBeLessThan(
    TOLERANCE,
  );
}

describe('hash dice', () => {
  const rtp = 9900;
  it('pays the declared RTP exactly on every bet, but for the rounding down', () => {
    for (let rolls = DICE_MIN_WINNING_ROLLS; rolls <= DICE_MAX_WINNING_ROLLS; rolls++) {
      for (const params of [
        { target: rolls, direction: 'under' },
        { target: 9_999 - rolls, direction: 'over' },
      ] satisfies DiceParams[]) {
        const exact = diceExactRtp(params, rtp);
        expect(exact).toBeLessThanOrEqual(rtp);
        expect(exact).toBeGreaterThan(rtp - ROUNDING);
      }
    }
  });

  it('pays the declared RTP over 1,000,000 rounds', () => {
    const buckets = new Array<number>(100).fill(0);
    const result = simulate(1, (game, player) => {
      const rolls = DICE_MIN_WINNING_ROLLS * 25 + player.int(DICE_MAX_WINNING_ROLLS - DICE_MIN_WINNING_ROLLS * 25 + 1);
      const params: DiceParams = player.int(2)
        ? { target: rolls, direction: 'under' }
        : { target: 9_999 - rolls, direction: 'over' };
      const outcome = playDice(game, params, rtp);
      buckets[Math.floor(outcome.roll / 100)]!++;
      return outcome.multiplier;
    });
    expectNear(result, rtp);
    expectChances(
      buckets,
      buckets.map(() => 0.01),
    );
  }, 300_000);
});

describe('mines', () => {
  const rtp = 9900;
  it('pays the declared RTP exactly for every number of mines and safe reveals, but for the rounding down', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      for (let safe = 1; safe <= MINES_TILES - mines; safe++) {
        const exact = minesSurvival(mines, safe) * minesMultiplier(mines, safe, rtp);
        expect(exact).toBeLessThanOrEqual(rtp);
        expect(exact).toBeGreaterThan(rtp - ROUNDING);
      }
    }
  });

  it('pays the declared RTP over 1,000,000 rounds', () => {
    const firstMine = new Array<number>(MINES_TILES).fill(0);
    const result = simulate(2, (game, player) => {
      const mines = 1 + player.int(5);
      const picks = drawWithoutReplacement(player, MINES_TILES, 1 + player.int(3));
      const outcome = playMines(game, { mines, picks }, rtp);
      firstMine[outcome.mines[0]!]!++;
      return outcome.multiplier;
    });
    expectNear(result, rtp);
    // the lowest mine's tile, whose chances follow from the layout being a uniform set of tiles
    const lowestChances = Array.from({ length: MINES_TILES }, (_, tile) => {
      let chance = 0;
      for (let mines = 1; mines <= 5; mines++)
        chance += choose(MINES_TILES - tile - 1, mines - 1) / choose(MINES_TILES, mines) / 5;
      return chance;
    });
    expectChances(firstMine, lowestChances);
  }, 300_000);
});

describe('plinko', () => {
  const rtp = 9900;
  it('pays the declared RTP exactly on every table, but for the rounding down', () => {
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
      const chances = plinkoBinChances(rows);
      for (const risk of PLINKO_RISKS) {
        const exact = plinkoTable({ rows, risk }, rtp).reduce((sum, multiplier, bin) => sum + multiplier * chances[bin]!, 0);
        expect(exact).toBeLessThanOrEqual(rtp);
        expect(exact).toBeGreaterThan(rtp - ROUNDING);
      }
    }
  });

  it('pays the declared RTP over 1,000,000 rounds', () => {
    const bins = new Array<number>(PLINKO_MAX_ROWS + 1).fill(0);
    const result = simulate(3, (game, player) => {
      const rows = PLINKO_MIN_ROWS + player.int(PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1);
      const outcome = playPlinko(game, { rows, risk: player.int(2) ? 'low' : 'medium' }, rtp);
      if (rows === PLINKO_MAX_ROWS) bins[outcome.bin]!++;
      return outcome.multiplier;
    });
    expectNear(result, rtp);
    expectChances(bins, plinkoBinChances(PLINKO_MAX_ROWS));
  }, 300_000);
});

describe('keno', () => {
  const rtp = 9700;
  it('pays the declared RTP exactly for every number of picks, but for the rounding down', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      const exact = kenoTable(picks, rtp).reduce((sum, multiplier, hits) => sum + multiplier * kenoHitChance(picks, hits), 0);
      expect(exact).toBeLessThanOrEqual(rtp);
      expect(exact).toBeGreaterThan(rtp - ROUNDING);
    }
  });

  it('pays the declared RTP over 1,000,000 rounds', () => {
    const hitsOfTen = new Array<number>(KENO_MAX_PICKS + 1).fill(0);
    const result = simulate(4, (game, player) => {
      const numbers = drawWithoutReplacement(player, 40, 1 + player.int(KENO_MAX_PICKS)).map((index) => index + 1);
      const outcome = playKeno(game, { numbers }, rtp);
      if (numbers.length === KENO_MAX_PICKS) hitsOfTen[outcome.hits.length]!++;
      return outcome.multiplier;
    });
    expectNear(result, rtp);
    expectChances(
      hitsOfTen,
      hitsOfTen.map((_, hits) => kenoHitChance(KENO_MAX_PICKS, hits)),
    );
  }, 300_000);
});

describe('bingo', () => {
  const rtp = 9500;
  it('has pattern counts that an enumeration of every way of marking the card finds again', () => {
    const counts = Array.from({ length: 25 }, () => new Array<number>(BINGO_PATTERNS.length).fill(0));
    for (let marks = 0; marks < 2 ** 24; marks++) {
      // the 24 numbered cells around the free centre (cell 12)
      const mask = (marks & 0xfff) | (1 << 12) | ((marks >>> 12) << 13);
      let marked = 0;
      for (let rest = marks; rest; rest &= rest - 1) marked++;
      counts[marked]![BINGO_PATTERNS.indexOf(bingoPattern(mask))]!++;
    }
    expect(counts).toEqual(BINGO_PATTERN_COUNTS);
  }, 300_000);

  it('pays the declared RTP exactly, but for the rounding down', () => {
    const chances = bingoPatternChances();
    expect(BINGO_PATTERNS.reduce((sum, pattern) => sum + chances[pattern], 0)).toBeCloseTo(1, 12);
    const table = bingoTable(rtp);
    const exact = BINGO_PATTERNS.reduce((sum, pattern) => sum + chances[pattern] * table[pattern], 0);
    expect(exact).toBeLessThanOrEqual(rtp);
    expect(exact).toBeGreaterThan(rtp - ROUNDING);
  });

  it('pays the declared RTP over 1,000,000 rounds', () => {
    const patterns = new Array<number>(BINGO_PATTERNS.length).fill(0);
    const result = simulate(5, (game) => {
      const outcome = playBingo(game, rtp);
      patterns[BINGO_PATTERNS.indexOf(outcome.pattern)]!++;
      return outcome.multiplier;
    });
    expectNear(result, rtp);
    const chances = bingoPatternChances();
    expectChances(
      patterns,
      BINGO_PATTERNS.map((pattern) => chances[pattern]),
    );
  }, 300_000);
});

describe('crash', () => {
  const rtp = 9900;
  it('pays the declared RTP exactly at every cash-out, but for the rounding down', () => {
    for (const cashOut of [CRASH_MIN_CASH_OUT, 150, 200, 1_000, 123_456, 100_000_000]) {
      const exact = crashReachChance(cashOut, rtp) * cashOut * (ONE / 100);
      expect(exact).toBeLessThanOrEqual(rtp + 1e-6);
      expect(exact).toBeGreaterThan(rtp - ROUNDING);
    }
  });

  it('pays the declared RTP over 1,000,000 rounds', () => {
    const edges = [100, 101, 150, 200, 500, 1_000, 10_000];
    const reached = new Array<number>(edges.length).fill(0);
    const result = simulate(6, (game, player) => {
      const outcome = playCrash(game, { cashOut: CRASH_MIN_CASH_OUT + player.int(100) }, rtp);
      reached[edges.findLastIndex((edge) => outcome.crashPoint >= edge)]!++;
      return outcome.multiplier;
    });
    expectNear(result, rtp);
    // crash points by band: [1.00, 1.01), [1.01, 1.50), … [100, ∞)
    expectChances(
      reached,
      edges.map(
        (edge, band) => crashReachChance(edge, rtp) - (band + 1 < edges.length ? crashReachChance(edges[band + 1]!, rtp) : 0),
      ),
    );
  }, 300_000);
});

describe('virtual horse racing', () => {
  const rtp = 9000;
  const weights = [2000, 1800, 1500, 1300, 1200, 900, 700, 600];
  it('pays the declared RTP exactly on every win and place bet, but for the rounding down', () => {
    const odds = raceOdds(weights, rtp);
    weights.forEach((_, runner) => {
      const win = raceFinishChance(weights, runner, 1) * odds.win[runner]!;
      const place = raceFinishChance(weights, runner, racePlaces(weights.length)) * odds.place[runner]!;
      for (const exact of [win, place]) {
        expect(exact).toBeLessThanOrEqual(rtp + 1e-6);
        expect(exact).toBeGreaterThan(rtp - ROUNDING);
      }
    });
  });

  it('pays the declared RTP over 1,000,000 rounds', () => {
    const odds = raceOdds(weights, rtp);
    const firstTwo = new Array<number>(weights.length ** 2).fill(0);
    const result = simulate(7, (game, player) => {
      const outcome = playRace(
        game,
        { weights, runner: player.int(weights.length), kind: RACE_BET_KINDS[player.int(2)]! },
        rtp,
        odds,
      );
      firstTwo[outcome.finish[0]! * weights.length + outcome.finish[1]!]!++;
      return outcome.multiplier;
    });
    expectNear(result, rtp);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    expectChances(
      firstTwo,
      firstTwo.map((_, pair) => {
        const [first, second] = [Math.floor(pair / weights.length), pair % weights.length];
        return first === second ? 0 : (weights[first]! / total) * (weights[second]! / (total - weights[first]!));
      }),
    );
  }, 300_000);
});
