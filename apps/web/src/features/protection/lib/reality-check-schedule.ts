import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import type { SessionSummary } from '../api/get-session-summary';

/**
 * When the next reality check is due (ms since the epoch), null when they are off. The server
 * counts the intervals from its session start, so a reload keeps the schedule. After a check
 * (shown at `lastShownAt`), the next is the first of the server's intervals after it and after
 * `now`: a browser clock a little ahead of the server's can ask before the server counts the
 * interval as passed, and intervals that ran out while the check stayed open are not owed.
 */
export function nextCheckAt(summary: SessionSummary, lastShownAt: number | null, now: number): number | null {
  if (summary.next_reality_check_at === null || summary.reality_check_minutes === null) return null;
  const serverNext = Date.parse(summary.next_reality_check_at);
  if (lastShownAt === null) return serverNext;
  const after = Math.max(lastShownAt, now);
  if (serverNext > after) return serverNext;
  const interval = summary.reality_check_minutes * 60_000;
  return serverNext + (Math.floor((after - serverNext) / interval) + 1) * interval;
}

/** A check shown and not yet answered, remembered in this tab so a reload shows it again rather than skipping it. */
const OPEN_CHECK_KEY = 'wl.reality-check-open';

interface OpenCheck {
  session: string;
  dueAt: number;
}

export function rememberOpenCheck(check: OpenCheck): void {
  writeStored('session', OPEN_CHECK_KEY, JSON.stringify(check));
}

export function forgetOpenCheck(): void {
  removeStored('session', OPEN_CHECK_KEY);
}

/** The check left open in this session (the server's session start names it), if any. */
export function openCheckOf(sessionStartedAt: string): OpenCheck | null {
  try {
    const stored = JSON.parse(readStored('session', OPEN_CHECK_KEY) ?? 'null') as OpenCheck | null;
    return stored?.session === sessionStartedAt && Number.isFinite(stored.dueAt) ? stored : null;
  } catch {
    return null;
  }
}
