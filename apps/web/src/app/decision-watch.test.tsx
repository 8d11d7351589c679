import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { HeaderBalance, headerBalance } from '@/shared/testing/header-balance';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import DecisionWatch from './decision-watch';

const BALANCE = '/api/auth/get_balance';
const balance = (game_balance: number) => ({ statusCode: 1, game_balance, game_token: 0, currency: 'PHP' });

beforeAll(initTestI18n);
logInPlayerForEachTest();

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('DecisionWatch', () => {
  it('reads the balance again when the player comes back to the tab, once per return and never on a timer', async () => {
    let answer = 10;
    const server = fakeServer({ [BALANCE]: () => balance(answer) });
    renderWithProviders(
      <>
        <DecisionWatch />
        <HeaderBalance />
      </>,
    );
    await waitFor(() => expect(headerBalance()).toBe('10'));
    answer = 60; // a win in a game tab
    act(() => setVisibility('hidden'));
    expect(requestsTo(server, BALANCE)).toHaveLength(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(headerBalance()).toBe('60'));
    expect(requestsTo(server, BALANCE)).toHaveLength(2);
  });
});
