import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { playerKeys } from '@/shared/session/player-keys';
import { type FakeServer, fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { HeaderBalance, headerBalance } from '@/shared/testing/header-balance';
import { logInPlayerForEachTest, PLAYER } from '@/shared/testing/player';
import { SITE_FIXTURE, setTestSite } from '@/shared/testing/site';
import { cashierRequest, history } from '../testing';
import { pendingRequestsQueryOptions } from './get-pending-requests';
import { PENDING_POLL_MS, useWatchPendingRequests } from './watch-pending-requests';

const HISTORY = '/api/wallet/transaction_history';
const BALANCE = '/api/auth/get_balance';
const balance = (amount: number) => ({ statusCode: 1, game_balance: amount, game_token: 0, currency: 'PHP' });

function Watch({ onDecided }: { onDecided: () => void }) {
  useWatchPendingRequests(onDecided);
  return <HeaderBalance />;
}

/**
 * The app as a cashier page leaves it: the header showing the balance, and the pending list in the
 * cache when there is one; answers stay fresh for 30 s, as in the app's query client.
 */
function renderWatch(pending: ReturnType<typeof cashierRequest>[] | null, onDecided = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  queryClient.setQueryData(playerKeys.balance(PLAYER.account_id), { balance: 1000, token: 0 });
  if (pending) {
    queryClient.setQueryData(
      pendingRequestsQueryOptions(PLAYER.account_id, SITE_FIXTURE.timezone).queryKey,
      history([], pending),
    );
  }
  renderWithProviders(<Watch onDecided={onDecided} />, { queryClient });
  /** Waits until `count` requests for the pending list were sent and their answers taken in. */
  const answered = (server: FakeServer, count: number) =>
    until(() => {
      expect(requestsTo(server, HISTORY)).toHaveLength(count);
      expect(queryClient.isFetching()).toBe(0);
    });
  return { onDecided, answered };
}

/** Runs the watch's timer on by `ms` (only the intervals are fake: the answers arrive in real time, see until). */
async function after(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Waits, in real time, for what the page does once the answers it asked for have arrived. */
async function until(check: () => void, withinMs = 5_000) {
  const end = Date.now() + withinMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => {
  setTestSite();
  // The watch asks on an interval; the fake server answers on real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe("the watch on the player's pending requests", () => {
  it('asks the server nothing while nothing is pending', async () => {
    const server = fakeServer({ [HISTORY]: history(), [BALANCE]: balance(1000) });
    renderWatch(null);
    await after(PENDING_POLL_MS * 4);
    expect(requestsTo(server, HISTORY)).toEqual([]);

    renderWatch([]);
    await after(PENDING_POLL_MS * 4);
    expect(requestsTo(server, HISTORY)).toEqual([]);
  });

  it('asks every few seconds while a request waits, refreshes the balance once it is decided, then stops', async () => {
    const deposit = cashierRequest({ request_id: 41, amount: 500 });
    const server = fakeServer({
      [HISTORY]: inTurn(history([], [deposit]), history([], [deposit]), history([], [])),
      [BALANCE]: balance(1500),
    });
    const { onDecided, answered } = renderWatch([deposit]);
    expect(headerBalance()).toBe('1000');

    // The list in the cache may be old: the watch asks at once, then every PENDING_POLL_MS.
    await answered(server, 1);
    await after(PENDING_POLL_MS);
    await answered(server, 2);
    expect(onDecided).not.toHaveBeenCalled();
    expect(requestsTo(server, BALANCE)).toHaveLength(0);
    expect(headerBalance()).toBe('1000');

    await after(PENDING_POLL_MS);
    await until(() => expect(onDecided).toHaveBeenCalledOnce());
    await until(() => expect(headerBalance()).toBe('1500'));
    const asked = requestsTo(server, HISTORY).length;
    await after(PENDING_POLL_MS * 4);
    expect(requestsTo(server, HISTORY)).toHaveLength(asked);
  });

  it('asks again when the window regains focus while a request waits, and not once nothing does', async () => {
    const deposit = cashierRequest({ request_id: 42 });
    const server = fakeServer({ [HISTORY]: inTurn(history([], [deposit]), history([], [deposit]), history([], [])) });
    const { answered } = renderWatch([deposit]);
    await answered(server, 1);
    // The player comes back to the tab: the browser tells the document its visibility changed.
    const focus = () => act(async () => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await focus();
    await answered(server, 2);
    await focus();
    await answered(server, 3);
    // That answer had nothing pending: the watch is over.
    await focus();
    await after(PENDING_POLL_MS * 2);
    expect(requestsTo(server, HISTORY)).toHaveLength(3);
  });
});
