/**
 * What each instant fair game pays, as docs/provably-fair.md gives it ("The games"): the game
 * screens show the pay before the bet. The server computes every round's pay itself with the same
 * formulas; tables.test.ts pins these against the tables the document prints. Multipliers are
 * decimal multiples of the bet, rounded down to 0.0001; an RTP is in ten-thousandths (9900 = 99%).
 */

const TEN_THOUSAND = 10_000;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Rounded down to 0.0001, with the same guard against binary noise as the server's tables. */
const toMultiplier = (tenThousandths: number) => Math.floor(tenThousandths * (1 + 1e-12)) / TEN_THOUSAND;

export const DICE_ROLLS = 10_000;
export const DICE_MIN_WINNING_ROLLS = 100;
export const DICE_MAX_WINNING_ROLLS = 9_800;
export type DiceDirection = 'over' | 'under';

/** How many of the 10,000 rolls win: under t wins below t, over t wins above it. */
export function diceWinningRolls(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : DICE_ROLLS - 1 - target;
}

/** The targets (hundredths) a direction takes: a chance of 1.00%–98.00%. */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING_ROLLS, max: DICE_MAX_WINNING_ROLLS }
    : { min: DICE_ROLLS - 1 - DICE_MAX_WINNING_ROLLS, max: DICE_ROLLS - 1 - DICE_MIN_WINNING_ROLLS };
}

export function diceMultiplier(target: number, direction: DiceDirection, rtp: number): number {
  return Math.floor((rtp * DICE_ROLLS) / diceWinningRolls(target, direction)) / TEN_THOUSAND;
}

export const MINES_TILES = 25;

/** The cash-out multiplier after `safe` safe reveals: RTP × C(25, safe) / C(25 − mines, safe). */
export function minesMultiplier(mines: number, safe: number, rtp: number): number {
  if (safe < 1 || safe > MINES_TILES - mines) return 0;
  return Math.floor((rtp * choose(MINES_TILES, safe)) / choose(MINES_TILES - mines, safe)) / TEN_THOUSAND;
}

export const PLINKO_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
const PLINKO_GROWTH: Record<PlinkoRisk, number> = { low: 1.45, medium: 1.9, high: 2.6 };

/** Bin k of `rows` pays RTP × g^|k − rows/2| / E, E the expected g^|k − rows/2|. */
export function plinkoTable(rows: number, risk: PlinkoRisk, rtp: number): number[] {
  const growth = PLINKO_GROWTH[risk];
  const weights = Array.from({ length: rows + 1 }, (_, k) => growth ** Math.abs(k - rows / 2));
  const expected = weights.reduce((sum, weight, k) => sum + (weight * choose(rows, k)) / 2 ** rows, 0);
  return weights.map((weight) => toMultiplier((rtp * weight) / expected));
}

export const KENO_NUMBERS = 40;
export const KENO_MAX_PICKS = 10;
const KENO_DRAWN = 10;
const KENO_SHAPE = 0.35;

const kenoChance = (picks: number, hits: number) =>
  (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);

/** What each hit count 0…picks pays with `picks` picks. */
export function kenoTable(picks: number, rtp: number): number[] {
  const lowest = picks <= 2 ? 1 : Math.floor(picks / 3) + 1;
  const weights = Array.from({ length: picks + 1 }, (_, hits) => (hits < lowest ? 0 : kenoChance(picks, hits) ** -KENO_SHAPE));
  const expected = weights.reduce((sum, weight, hits) => sum + weight * kenoChance(picks, hits), 0);
  return weights.map((weight) => toMultiplier((rtp * weight) / expected));
}

/** Bingo's paying patterns, smallest pay first, as the round names them. */
export const BINGO_PATTERNS = ['line', 'four_corners', 'two_lines', 'x', 'three_lines', 'frame'] as const;
export type BingoPattern = (typeof BINGO_PATTERNS)[number];
const BINGO_BASE_PAYS: Record<BingoPattern, number> = {
  line: 2,
  four_corners: 5,
  two_lines: 8,
  x: 12,
  three_lines: 15,
  frame: 500,
};
/** The base pays' expected pay over the pattern chances (docs/provably-fair.md: "scaled by RTP / 0.9961"). */
const BINGO_BASE_EXPECTED = 0.996116943370392;

export function bingoTable(rtp: number): Record<BingoPattern, number> {
  return Object.fromEntries(
    BINGO_PATTERNS.map((pattern) => [pattern, toMultiplier((rtp * BINGO_BASE_PAYS[pattern]) / BINGO_BASE_EXPECTED)]),
  ) as Record<BingoPattern, number>;
}

/** Virtual horse racing: how many first places a place bet covers (0: the race takes win bets only). */
export function racePlaces(runners: number): number {
  return runners < 5 ? 0 : runners < 8 ? 2 : 3;
}
