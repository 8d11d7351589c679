import { checkRtp, ONE } from './payout.js';
import type { FairRandom } from './random.js';

/**
 * Crash. A shared round's crash point comes from its seed in the hash chain: r = float() of the
 * stream HMAC-SHA256(round seed, site salt), and the crash point, in hundredths, is
 *   max(100, floor(RTP% / (1 − r)))        (RTP% = 99 for an RTP of 99.00%)
 * so the round crashes at 1.00× with chance 1 − RTP, and reaches m× with chance RTP / m. A bet
 * cashed out at m× (by hand or automatically) before the crash pays m times the bet: whatever m
 * the player picks, the expected pay is the RTP.
 */
export const CRASH_MIN_CASH_OUT = 101;
/** the highest automatic cash-out, in hundredths (1,000,000×) */
export const CRASH_MAX_CASH_OUT = 100_000_000;

export function crashPoint(random: FairRandom, rtp: number): number {
  checkRtp(rtp);
  const r = random.float();
  return Math.max(100, Math.floor(rtp / 100 / (1 - r)));
}

export interface CrashParams {
  /** the cash-out, in hundredths: 2.50× is 250 */
  cashOut: number;
}

export interface CrashOutcome {
  /** hundredths */
  crashPoint: number;
  cashedOut: boolean;
  multiplier: number;
}

/** A bet with a cash-out at `cashOut` (automatic, or where the player cashed out by hand). */
export function playCrash(random: FairRandom, params: CrashParams, rtp: number): CrashOutcome {
  const { cashOut } = params;
  if (!Number.isInteger(cashOut) || cashOut < CRASH_MIN_CASH_OUT || cashOut > CRASH_MAX_CASH_OUT) {
    throw new RangeError(`crash cash-out ${cashOut}`);
  }
  const point = crashPoint(random, rtp);
  const cashedOut = point >= cashOut;
  return { crashPoint: point, cashedOut, multiplier: cashedOut ? cashOut * (ONE / 100) : 0 };
}

/** The exact chance that a round reaches `cashOut` (hundredths): that r ≥ 1 − RTP% / cashOut on the 2^52 grid. */
export function crashReachChance(cashOut: number, rtp: number): number {
  if (cashOut <= 100) return 1;
  const grid = 2 ** 52;
  const threshold = 1 - rtp / 100 / cashOut;
  return threshold <= 0 ? 1 : 1 - Math.ceil(threshold * grid) / grid;
}
