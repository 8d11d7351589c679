import { ANIMATION_EASING, TIMINGS } from '@wl/contract/lite';

/**
 * A 250 ms turn (the animation default, spec-coverage S9.1) cannot be seen as a spin, so the wheel turns for
 * eight times that with the default easing; the result then appears with the default itself.
 */
export const WHEEL_SPIN_MS = 8 * TIMINGS.animationMs;
export const WHEEL_EASING = ANIMATION_EASING;
const FULL_TURNS = 5;

/**
 * The wheel's next angle (degrees, clockwise) that brings the middle of segment `index` under the
 * pointer at the top, after whole turns from the current angle so it always spins forward.
 */
export function wheelAngle(current: number, index: number, segments: number): number {
  const segment = 360 / segments;
  const target = (360 - (index * segment + segment / 2)) % 360;
  const offset = (((target - current) % 360) + 360) % 360;
  return current + FULL_TURNS * 360 + offset;
}
