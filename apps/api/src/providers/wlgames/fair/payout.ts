/**
 * Multipliers and RTPs are integers in ten-thousandths: a multiplier of 19800 pays 1.98 times the
 * bet, an RTP of 9900 is 99.00%. A payout is the bet times the multiplier, rounded down to the
 * currency's minor unit.
 */
export const ONE = 10_000;

export function payout(betMinor: bigint, multiplier: number): bigint {
  if (!Number.isInteger(multiplier) || multiplier < 0) throw new RangeError(`not a multiplier: ${multiplier}`);
  return (betMinor * BigInt(multiplier)) / BigInt(ONE);
}

/** A multiplier of `rtp` times `1 / probability`, rounded down to the ten-thousandth. */
export function fairMultiplier(rtp: number, probability: number): number {
  return Math.floor((rtp / probability) * (1 + 1e-12));
}

export function checkRtp(rtp: number): void {
  if (!Number.isInteger(rtp) || rtp < 5000 || rtp > ONE) throw new RangeError(`not an RTP in ten-thousandths: ${rtp}`);
}
