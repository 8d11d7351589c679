import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { sessionSummaryAnswer } from '../testing';
import { RealityCheck } from './reality-check';

const MINUTE = 60_000;
const SUMMARY = '/api/protection/session_summary';

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  setTestSite();
});
afterEach(() => {
  vi.useRealTimers();
  useModalStore.getState().closeAll();
});

/**
 * A server whose session started `minutesAgo` before now with checks every `interval` minutes: it
 * answers session_summary from the (fake) clock as the real one does.
 */
function serverWithSession(minutesAgo: number, interval: number | null) {
  const startedAt = Date.now() - minutesAgo * MINUTE;
  return fakeServer({
    [SUMMARY]: () => {
      const elapsed = Date.now() - startedAt;
      const next = interval === null ? null : startedAt + (Math.floor(elapsed / (interval * MINUTE)) + 1) * interval * MINUTE;
      return sessionSummaryAnswer({
        session_started_at: new Date(startedAt).toISOString(),
        minutes_played: Math.floor(elapsed / MINUTE),
        total_bets: 300,
        total_wins: 120,
        net_result: -180,
        reality_check_minutes: interval,
        next_reality_check_at: next === null ? null : new Date(next).toISOString(),
      });
    },
    '/api/auth/logout': { statusCode: 1, sessions_ended: 1 },
  });
}

/**
 * Moves the fake clock on, then lets what it started settle: requests answer on the real event
 * loop, and an answer can arm a timer that is already due (a check left open before a reload).
 * Each round is its own act(), so React commits and runs its effects in between.
 */
async function wait(ms: number) {
  for (let round = 0; round < 6; round++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(round === 0 ? ms : 1);
      for (let tick = 0; tick < 5; tick++) await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** A click, then what it started settles. */
async function click(button: HTMLElement) {
  fireEvent.click(button);
  await wait(0);
}

const checks = () => screen.queryAllByRole('dialog', { name: 'Reality check' });

describe('RealityCheck', () => {
  it('shows at the interval counted from the server’s session start, with the session’s figures', async () => {
    serverWithSession(10, 15);
    renderWithProviders(<RealityCheck />);
    await wait(5 * MINUTE - 1000);
    expect(checks()).toHaveLength(0);

    await wait(1000);
    const check = checks()[0]!;
    expect(within(check).getByText('You have been playing for 15 minutes since you logged in.')).toBeTruthy();
    expect(within(check).getByText('Bets').nextSibling?.textContent).toBe('₱300');
    expect(within(check).getByText('Wins').nextSibling?.textContent).toBe('₱120');
    expect(within(check).getByText('Net result').nextSibling?.textContent).toBe('-₱180');
  });

  it('continues until the next interval, never stacking checks or asking while one is open', async () => {
    const server = serverWithSession(0, 15);
    renderWithProviders(<RealityCheck />);
    await wait(15 * MINUTE);
    expect(checks()).toHaveLength(1);
    const asked = requestsTo(server, SUMMARY).length;

    // Left open past the next interval: still one check, and nothing asked meanwhile.
    await wait(20 * MINUTE);
    expect(checks()).toHaveLength(1);
    expect(requestsTo(server, SUMMARY)).toHaveLength(asked);

    await click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(checks()).toHaveLength(0);
    // 35 minutes in: the next check is at 45.
    await wait(10 * MINUTE - 1000);
    expect(checks()).toHaveLength(0);
    await wait(1000);
    expect(checks()).toHaveLength(1);
    expect(screen.getByText('You have been playing for 45 minutes since you logged in.')).toBeTruthy();
  });

  it('logs out with the normal logout and goes home', async () => {
    const server = serverWithSession(14, 15);
    const { router } = renderWithProviders(<RealityCheck />, { path: '/slots' });
    await wait(MINUTE);
    await click(screen.getByRole('button', { name: 'Log out' }));
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(checks()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
    await wait(0);
    expect(requestsTo(server, '/api/auth/logout')).toEqual([{ auth: 'tok', account_id: 'juan88', everywhere: false }]);
  });

  it('shows nothing while the checks are off', async () => {
    const server = serverWithSession(0, null);
    renderWithProviders(<RealityCheck />);
    await wait(180 * MINUTE);
    expect(checks()).toHaveLength(0);
    expect(requestsTo(server, SUMMARY)).toHaveLength(1);
  });

  it('shows a check left unanswered again after a reload, at once', async () => {
    serverWithSession(14, 15);
    const first = renderWithProviders(<RealityCheck />);
    await wait(MINUTE);
    expect(checks()).toHaveLength(1);

    // The page reloads: the modal stack and the app's state start empty.
    first.unmount();
    useModalStore.getState().closeAll();
    renderWithProviders(<RealityCheck />);
    await wait(0);
    expect(checks()).toHaveLength(1);

    // Answered, it stays answered after the next reload; the next check comes at 30 minutes.
    await click(screen.getByRole('button', { name: 'Continue playing' }));
    renderWithProviders(<RealityCheck />);
    await wait(0);
    expect(checks()).toHaveLength(0);
  });
});
