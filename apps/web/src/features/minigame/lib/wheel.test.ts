import { describe, expect, it } from 'vitest';
import { wheelAngle } from './wheel';

const underPointer = (angle: number, segments: number) => {
  const segment = 360 / segments;
  const atTop = (((360 - angle) % 360) + 360) % 360;
  return Math.floor(atTop / segment);
};

describe('wheelAngle', () => {
  it('stops with the drawn segment under the pointer', () => {
    for (let index = 0; index < 8; index += 1) {
      expect(underPointer(wheelAngle(0, index, 8), 8)).toBe(index);
    }
  });

  it('always turns forward by whole turns and more from where it stands', () => {
    const first = wheelAngle(0, 3, 6);
    const second = wheelAngle(first, 3, 6);
    expect(second - first).toBe(5 * 360);
    const third = wheelAngle(second, 0, 6);
    expect(third).toBeGreaterThan(second + 5 * 360 - 1);
    expect(underPointer(third, 6)).toBe(0);
  });
});
