import { checkRtp } from './payout.js';
import { choose, drawWithoutReplacement, type FairRandom } from './random.js';

/**
 * Mines. A 5 × 5 grid (tiles 0–24, row by row) hides `mines` mines (1–24): the first `mines` steps
 * of a Fisher–Yates shuffle of the tiles. After k safe reveals the bet may be cashed out at
 * RTP × C(25, k) / C(25 − mines, k) (the inverse of the chance of k safe reveals), rounded down.
 */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export interface MinesParams {
  mines: number;
  /** the tiles the player revealed, in order; the round ends at the first mine */
  picks: readonly number[];
}

export interface MinesOutcome {
  /** where the mines are, ascending */
  mines: number[];
  /** the picks revealed, up to and with the first mine */
  revealed: number[];
  hitMine: boolean;
  /** safe reveals */
  safe: number;
  /** ten-thousandths of the bet paid when cashed out after the safe reveals; 0 on a mine */
  multiplier: number;
}

function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) throw new RangeError(`mines ${mines}`);
}

export function minesLayout(random: FairRandom, mines: number): number[] {
  checkMines(mines);
  return drawWithoutReplacement(random, MINES_TILES, mines).sort((a, b) => a - b);
}

/** The cash-out multiplier after `safe` safe reveals (1 ≤ safe ≤ 25 − mines). */
export function minesMultiplier(mines: number, safe: number, rtp: number): number {
  checkRtp(rtp);
  checkMines(mines);
  if (!Number.isInteger(safe) || safe < 1 || safe > MINES_TILES - mines) throw new RangeError(`safe reveals ${safe}`);
  return Math.floor((rtp * choose(MINES_TILES, safe)) / choose(MINES_TILES - mines, safe));
}

/** The chance that `safe` reveals are all safe. */
export function minesSurvival(mines: number, safe: number): number {
  return choose(MINES_TILES - mines, safe) / choose(MINES_TILES, safe);
}

export function checkMinesPicks(picks: readonly number[], mines: number): void {
  checkMines(mines);
  if (picks.length > MINES_TILES - mines) throw new RangeError('more picks than safe tiles');
  const seen = new Set<number>();
  for (const tile of picks) {
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES || seen.has(tile)) throw new RangeError(`pick ${tile}`);
    seen.add(tile);
  }
}

/** A whole round: the picks revealed in order; a round with no mine hit is cashed out after its last pick. */
export function playMines(random: FairRandom, params: MinesParams, rtp: number): MinesOutcome {
  checkMinesPicks(params.picks, params.mines);
  const mines = minesLayout(random, params.mines);
  const hidden = new Set(mines);
  const revealed: number[] = [];
  for (const tile of params.picks) {
    revealed.push(tile);
    if (hidden.has(tile)) return { mines, revealed, hitMine: true, safe: revealed.length - 1, multiplier: 0 };
  }
  const safe = revealed.length;
  return { mines, revealed, hitMine: false, safe, multiplier: safe === 0 ? 0 : minesMultiplier(params.mines, safe, rtp) };
}
