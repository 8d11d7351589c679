import { checkRtp } from './payout.js';
import type { FairRandom } from './random.js';

/**
 * Hash dice. The roll is int(10000), shown as 0.00–99.99. Under a target t (in hundredths) wins on
 * a roll < t, over wins on a roll > t; the multiplier is RTP / chance, rounded down to 0.0001.
 */
export const DICE_ROLLS = 10_000;
/** the chance of a bet, in rolls out of 10,000: 1.00% to 98.00% */
export const DICE_MIN_WINNING_ROLLS = 100;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export interface DiceParams {
  /** hundredths: 50.00 is 5000 */
  target: number;
  direction: 'over' | 'under';
}

export interface DiceOutcome {
  roll: number;
  won: boolean;
  /** ten-thousandths of the bet paid back; 0 on a loss */
  multiplier: number;
}

/** How many of the 10,000 rolls win the bet. */
export function diceWinningRolls({ target, direction }: DiceParams): number {
  if (!Number.isInteger(target) || target < 0 || target >= DICE_ROLLS) throw new RangeError(`dice target ${target}`);
  return direction === 'under' ? target : DICE_ROLLS - 1 - target;
}

export function checkDiceParams(params: DiceParams): void {
  const rolls = diceWinningRolls(params);
  if (rolls < DICE_MIN_WINNING_ROLLS || rolls > DICE_MAX_WINNING_ROLLS) throw new RangeError(`dice chance ${rolls}/10000`);
}

/** The payout multiplier of a winning bet: floor(RTP × 10,000 / winning rolls), in ten-thousandths. */
export function diceMultiplier(params: DiceParams, rtp: number): number {
  checkRtp(rtp);
  checkDiceParams(params);
  return Math.floor((rtp * DICE_ROLLS) / diceWinningRolls(params));
}

export function playDice(random: FairRandom, params: DiceParams, rtp: number): DiceOutcome {
  const multiplier = diceMultiplier(params, rtp);
  const roll = random.int(DICE_ROLLS);
  const won = params.direction === 'under' ? roll < params.target : roll > params.target;
  return { roll, won, multiplier: won ? multiplier : 0 };
}

/** The exact RTP of a bet, in ten-thousandths (below the declared one only by the rounding down). */
export function diceExactRtp(params: DiceParams, rtp: number): number {
  return (diceWinningRolls(params) / DICE_ROLLS) * diceMultiplier(params, rtp);
}
