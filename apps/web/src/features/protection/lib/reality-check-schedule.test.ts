import { describe, expect, it } from 'vitest';
import { sessionSummaryAnswer } from '../testing';
import { nextCheckAt } from './reality-check-schedule';

const MINUTE = 60_000;
const START = Date.parse('2026-11-22T08:00:00Z');
const at = (minutes: number) => START + minutes * MINUTE;

/** The server's answer `minutes` into a session with checks every 15 minutes. */
const summaryDueAt = (dueMinutes: number | null) =>
  sessionSummaryAnswer({
    session_started_at: new Date(START).toISOString(),
    reality_check_minutes: dueMinutes === null ? null : 15,
    next_reality_check_at: dueMinutes === null ? null : new Date(at(dueMinutes)).toISOString(),
  });

describe('nextCheckAt', () => {
  it('takes the server’s time before any check, and none when checks are off', () => {
    expect(nextCheckAt(summaryDueAt(30), null, at(20))).toBe(at(30));
    expect(nextCheckAt(summaryDueAt(null), at(15), at(20))).toBeNull();
  });

  it('never names the check just shown again when the browser clock runs ahead of the server’s', () => {
    expect(nextCheckAt(summaryDueAt(15), at(15), at(15))).toBe(at(30));
  });

  it('skips the intervals that ran out while a check stayed open', () => {
    expect(nextCheckAt(summaryDueAt(30), at(15), at(35))).toBe(at(45));
    expect(nextCheckAt(summaryDueAt(30), at(15), at(20))).toBe(at(30));
  });
});
