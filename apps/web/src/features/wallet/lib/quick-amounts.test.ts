import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quick-amounts';

describe('quickAmounts', () => {
  it('starts at the minimum and climbs in 1-2-5 steps', () => {
    expect(quickAmounts(500, 2_500_000)).toEqual([500, 1000, 2000, 5000, 10_000, 20_000]);
    expect(quickAmounts(10, 50_000)).toEqual([10, 20, 50, 100, 200, 500]);
    expect(quickAmounts(15, 50_000, 4)).toEqual([15, 20, 50, 100]);
  });
  it('stops at the maximum or the allowance', () => {
    expect(quickAmounts(100, 700)).toEqual([100, 200, 500]);
    expect(quickAmounts(100, 100)).toEqual([100]);
    expect(quickAmounts(100, 50)).toEqual([]);
    expect(quickAmounts(100, 0)).toEqual([]);
  });
});
