import { checkRtp } from './payout.js';
import { choose, drawWithoutReplacement, type FairRandom } from './random.js';

/**
 * 75-ball bingo, one player against the draw. The card is 5 × 5, cells 0–24 row by row, column c
 * (B, I, N, G, O) holding numbers 15c + 1 … 15c + 15; the centre (cell 12) is free. The round's
 * stream first fills the card column by column (B, I, N, G, O: the first 5 steps, 4 for N, of a
 * Fisher–Yates shuffle of the column's 15 numbers, top to bottom), then draws 35 balls of 75 (the
 * first 35 steps of a Fisher–Yates shuffle of 1–75). The best pattern the marked cells complete
 * pays, by the table (multipliers of the bet, scaled so that the expected multiplier is the RTP):
 * one line (5 rows, 5 columns, 2 diagonals) < four corners < two lines < X (both diagonals) <
 * three or more lines < frame (the 16 border cells).
 */
export const BINGO_BALLS = 75;
export const BINGO_DRAWN = 35;
export const BINGO_FREE_CELL = 12;
export const BINGO_PATTERNS = ['none', 'line', 'four_corners', 'two_lines', 'x', 'three_lines', 'frame'] as const;
export type BingoPattern = (typeof BINGO_PATTERNS)[number];
/** The table's shape: each pattern's pay before scaling to the RTP (about 99.6% as it stands). */
export const BINGO_BASE_PAYS: Record<BingoPattern, number> = {
  none: 0,
  line: 2,
  four_corners: 5,
  two_lines: 8,
  x: 12,
  three_lines: 15,
  frame: 500,
};

function cellMask(cells: readonly number[]): number {
  return cells.reduce((mask, cell) => mask | (1 << cell), 0);
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
export const BINGO_LINES: readonly number[] = [
  ...range(5).map((row) => cellMask(range(5).map((column) => row * 5 + column))),
  ...range(5).map((column) => cellMask(range(5).map((row) => row * 5 + column))),
  cellMask(range(5).map((i) => i * 5 + i)),
  cellMask(range(5).map((i) => i * 5 + 4 - i)),
];
const CORNERS = cellMask([0, 4, 20, 24]);
const X = BINGO_LINES[10]! | BINGO_LINES[11]!;
const FRAME = cellMask(range(25).filter((cell) => cell < 5 || cell >= 20 || cell % 5 === 0 || cell % 5 === 4));

/** The best pattern of a card's marked cells (a 25-bit mask, the free centre included). */
export function bingoPattern(marked: number): BingoPattern {
  const has = (pattern: number) => (marked & pattern) === pattern;
  if (has(FRAME)) return 'frame';
  let lines = 0;
  for (const line of BINGO_LINES) if (has(line)) lines++;
  if (lines >= 3) return 'three_lines';
  if (has(X)) return 'x';
  if (lines === 2) return 'two_lines';
  if (has(CORNERS)) return 'four_corners';
  return lines === 1 ? 'line' : 'none';
}

/**
 * How many of the 2^24 ways of marking the 24 numbered cells have each best pattern, by how many
 * cells are marked (0–24), patterns in BINGO_PATTERNS order. Counted once by enumeration
 * (bingo.test.ts counts them again) so that the exact chances below cost nothing.
 */
export const BINGO_PATTERN_COUNTS: readonly (readonly number[])[] = [
  [1, 0, 0, 0, 0, 0, 0],
  [24, 0, 0, 0, 0, 0, 0],
  [276, 0, 0, 0, 0, 0, 0],
  [2024, 0, 0, 0, 0, 0, 0],
  [10621, 4, 1, 0, 0, 0, 0],
  [42396, 88, 20, 0, 0, 0, 0],
  [133496, 910, 190, 0, 0, 0, 0],
  [339076, 5888, 1140, 0, 0, 0, 0],
  [703899, 26698, 4844, 29, 1, 0, 0],
  [1201668, 89852, 15480, 488, 16, 0, 0],
  [1687282, 231504, 38498, 3852, 120, 0, 0],
  [1937412, 463524, 75816, 18792, 552, 48, 0],
  [1796939, 723434, 118627, 62714, 1714, 728, 0],
  [1318924, 873256, 145852, 149368, 3728, 5016, 0],
  [742218, 799204, 137066, 256640, 5704, 20424, 0],
  [305144, 535064, 93704, 313792, 6000, 53800, 0],
  [85013, 246848, 42889, 262173, 4107, 94440, 1],
  [14184, 70948, 11364, 138208, 1648, 109744, 8],
  [1128, 10594, 1314, 39508, 316, 81708, 28],
  [24, 552, 32, 4520, 16, 37304, 56],
  [0, 0, 0, 90, 0, 10466, 70],
  [0, 0, 0, 0, 0, 1968, 56],
  [0, 0, 0, 0, 0, 248, 28],
  [0, 0, 0, 0, 0, 16, 8],
  [0, 0, 0, 0, 0, 0, 1],
];

/**
 * The exact chance of each best pattern: with 35 balls of 75, the card's 24 numbers get j marks
 * with chance C(24, j) C(51, 35 − j) / C(75, 35), every set of j cells alike.
 */
export function bingoPatternChances(): Record<BingoPattern, number> {
  const chances = Object.fromEntries(BINGO_PATTERNS.map((pattern) => [pattern, 0])) as Record<BingoPattern, number>;
  const total = choose(BINGO_BALLS, BINGO_DRAWN);
  BINGO_PATTERN_COUNTS.forEach((counts, marked) => {
    const chanceOfEachSet = choose(BINGO_BALLS - 24, BINGO_DRAWN - marked) / total;
    counts.forEach((count, index) => {
      chances[BINGO_PATTERNS[index]!] += count * chanceOfEachSet;
    });
  });
  return chances;
}

const tables = new Map<number, Readonly<Record<BingoPattern, number>>>();

/** Each pattern's multiplier, in ten-thousandths (computed once per RTP). */
export function bingoTable(rtp: number): Readonly<Record<BingoPattern, number>> {
  let table = tables.get(rtp);
  if (!table) {
    table = computeBingoTable(rtp);
    tables.set(rtp, table);
  }
  return table;
}

function computeBingoTable(rtp: number): Record<BingoPattern, number> {
  checkRtp(rtp);
  const chances = bingoPatternChances();
  const expected = BINGO_PATTERNS.reduce((sum, pattern) => sum + chances[pattern] * BINGO_BASE_PAYS[pattern], 0);
  return Object.fromEntries(
    BINGO_PATTERNS.map((pattern) => [pattern, Math.floor(((rtp * BINGO_BASE_PAYS[pattern]) / expected) * (1 + 1e-12))]),
  ) as Record<BingoPattern, number>;
}

export interface BingoOutcome {
  /** 25 numbers row by row, 0 for the free centre */
  card: number[];
  /** the balls drawn, in order */
  drawn: number[];
  /** marked cells, ascending (the free centre included) */
  marked: number[];
  pattern: BingoPattern;
  multiplier: number;
}

export function bingoCard(random: FairRandom): number[] {
  const card = new Array<number>(25).fill(0);
  for (let column = 0; column < 5; column++) {
    const rows = column === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    const numbers = drawWithoutReplacement(random, 15, rows.length);
    rows.forEach((row, i) => {
      card[row * 5 + column] = column * 15 + numbers[i]! + 1;
    });
  }
  return card;
}

export function playBingo(random: FairRandom, rtp: number): BingoOutcome {
  const table = bingoTable(rtp);
  const card = bingoCard(random);
  const drawn = drawWithoutReplacement(random, BINGO_BALLS, BINGO_DRAWN).map((index) => index + 1);
  const isDrawn = new Uint8Array(BINGO_BALLS + 1);
  for (const ball of drawn) isDrawn[ball] = 1;
  const marked: number[] = [];
  let mask = 0;
  for (let cell = 0; cell < 25; cell++) {
    if (cell === BINGO_FREE_CELL || isDrawn[card[cell]!]) {
      marked.push(cell);
      mask |= 1 << cell;
    }
  }
  const pattern = bingoPattern(mask);
  return { card, drawn, marked, pattern, multiplier: table[pattern] };
}
