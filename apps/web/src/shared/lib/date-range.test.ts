import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDateRange, todayIn } from './date-range';

afterEach(() => vi.useRealTimers());

describe('defaultDateRange', () => {
  it('covers the last seven days, today included', () => {
    expect(defaultDateRange(undefined, new Date(2026, 2, 5, 23, 30))).toEqual({ start: '2026-02-27', end: '2026-03-05' });
  });

  it("ends on the site's today, not the browser's: 17:00 UTC is already tomorrow in Manila", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T17:00:00Z'));
    expect(defaultDateRange('Asia/Manila')).toEqual({ start: '2026-02-28', end: '2026-03-06' });
    // …and still yesterday in New York at 03:00 UTC.
    vi.setSystemTime(new Date('2026-03-06T03:00:00Z'));
    expect(defaultDateRange('America/New_York')).toEqual({ start: '2026-02-27', end: '2026-03-05' });
  });

  it('counts calendar days across month and year ends', () => {
    expect(defaultDateRange('Asia/Manila', new Date('2026-12-31T16:30:00Z'))).toEqual({ start: '2026-12-26', end: '2027-01-01' });
  });
});

describe('defaultDateRange across a clock change of the browser', () => {
  it('counts calendar days whatever the browser timezone does', () => {
    // Any browser timezone: the arithmetic is on the date, so New York's November fall-back cannot shift it.
    expect(defaultDateRange('America/New_York', new Date('2026-11-03T15:00:00Z'))).toEqual({
      start: '2026-10-28',
      end: '2026-11-03',
    });
  });
});

describe('todayIn', () => {
  it("falls back to the browser's date without a timezone or with an unknown one", () => {
    const now = new Date(2026, 2, 5, 12, 0);
    expect(todayIn(undefined, now)).toBe('2026-03-05');
    expect(todayIn('Not/AZone', now)).toBe('2026-03-05');
  });
});
