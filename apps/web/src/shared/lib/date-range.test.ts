import { describe, expect, it } from 'vitest';
import { defaultDateRange } from './date-range';

describe('defaultDateRange', () => {
  it('covers the last seven days, today included', () => {
    expect(defaultDateRange(new Date(2026, 2, 5, 23, 30))).toEqual({ start: '2026-02-27', end: '2026-03-05' });
  });
});
