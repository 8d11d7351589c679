import type { Rng } from './rng.js';

export const REELS = 5;
export const ROWS = 3;

/** The 10 fixed paylines: the row (0 top, 1 middle, 2 bottom) read on each reel, left to right. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const LINE_COUNT = PAYLINES.length;
/** The shortest run that pays. */
export const MIN_RUN = 3;

/** A symbol's pays, as multiples of the line bet, for 3, 4 and 5 in a row. */
export type Pays = readonly [three: number, four: number, five: number];

export interface SlotGame {
  code: string;
  name: string;
  /** substitutes for every symbol, and pays its own line */
  wild: string;
  /** every symbol, wild included, in paytable order (highest first) */
  paytable: Readonly<Record<string, Pays>>;
  /** one strip per reel; a spin stops each reel at a uniform position and shows it and the next two */
  strips: readonly (readonly string[])[];
}

export interface LineWin {
  /** 1-based payline number */
  line: number;
  symbol: string;
  count: number;
  /** multiple of the line bet */
  multiplier: number;
}

export interface SpinOutcome {
  stops: number[];
  /** the visible window, by reel: window[reel][row] */
  window: string[][];
  wins: LineWin[];
  /** the round's pay as a multiple of the line bet (the total bet is LINE_COUNT line bets) */
  lineBetMultiplier: number;
}

export function payOf(game: SlotGame, symbol: string, count: number): number {
  return count >= MIN_RUN ? (game.paytable[symbol]?.[count - MIN_RUN] ?? 0) : 0;
}

/**
 * The pay of one line: the longest left-to-right run of one symbol, wilds standing in for it.
 * A line that starts with wilds may pay as a wild line or as the first other symbol it meets,
 * whichever pays more.
 */
export function evaluateLine(game: SlotGame, symbols: readonly string[]): { symbol: string; count: number; multiplier: number } {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === game.wild) wildRun++;
  const wildPay = { symbol: game.wild, count: wildRun, multiplier: payOf(game, game.wild, wildRun) };
  if (wildRun === symbols.length) return wildPay;
  const symbol = symbols[wildRun]!;
  let count = wildRun + 1;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === game.wild)) count++;
  const symbolPay = { symbol, count, multiplier: payOf(game, symbol, count) };
  return wildPay.multiplier > symbolPay.multiplier ? wildPay : symbolPay;
}

export function windowAt(game: SlotGame, stops: readonly number[]): string[][] {
  return game.strips.map((strip, reel) => Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

export function evaluateWindow(game: SlotGame, window: readonly (readonly string[])[]): LineWin[] {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const result = evaluateLine(
      game,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (result.multiplier > 0) wins.push({ line: index + 1, ...result });
  });
  return wins;
}

/** One round: each reel stops at a uniform position drawn from rng; the window is paid line by line. */
export function spin(game: SlotGame, rng: Rng): SpinOutcome {
  const stops = game.strips.map((strip) => rng.int(strip.length));
  const window = windowAt(game, stops);
  const wins = evaluateWindow(game, window);
  return { stops, window, wins, lineBetMultiplier: wins.reduce((sum, win) => sum + win.multiplier, 0) };
}

/** A spin at a bet: its outcome, each winning line's amount and the total win, in the bet's units. */
export function spinAt(game: SlotGame, rng: Rng, bet: number) {
  const outcome = spin(game, rng);
  const lineBet = bet / LINE_COUNT;
  const wins = outcome.wins.map((line) => ({
    line: line.line,
    symbol: line.symbol,
    count: line.count,
    amount: line.multiplier * lineBet,
  }));
  return { outcome, wins, win: outcome.lineBetMultiplier * lineBet };
}
