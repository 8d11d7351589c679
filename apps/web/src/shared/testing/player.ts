import { QueryClient } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PlayerBalance } from '@/shared/session/get-balance';
import type { TokenWallet } from '@/shared/session/get-token-wallet';
import { playerKeys } from '@/shared/session/player-keys';
import { useUserStore } from '@/shared/session/user-store';
import { type FakeAnswer, fakeServer } from '@/shared/testing/fake-server';

/** Test fixtures of the auth feature: a logged-in player, answers of the auth calls and a fake server for the flows. */
export const PLAYER = {
  account_id: 'juan88',
  full_name: 'Juan Dela Cruz',
  contact_email: 'juan@example.com',
  session_token: 'tok',
};

/** PLAYER logged in; the balance and tokens are whatever the test's server answers. */
export function logInPlayer() {
  useUserStore.setState({
    isAuthenticated: true,
    user: PLAYER,
    token: 'tok',
    fullname: PLAYER.full_name,
    email: PLAYER.contact_email,
  });
}

/** A query client (as renderWithProviders makes) whose cache already holds PLAYER's figures, as the header had them. */
export function queryClientWithFigures(figures: { balance?: PlayerBalance; tokenWallet?: TokenWallet }): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (figures.balance) queryClient.setQueryData(playerKeys.balance(PLAYER.account_id), figures.balance);
  if (figures.tokenWallet) queryClient.setQueryData(playerKeys.tokenWallet(PLAYER.account_id), figures.tokenWallet);
  return queryClient;
}

/** PLAYER's figures in the query cache: what the header, the account page and the mini game bar show. */
export function cachedFigures(queryClient: QueryClient) {
  return {
    balance: queryClient.getQueryData<PlayerBalance>(playerKeys.balance(PLAYER.account_id)),
    tokenWallet: queryClient.getQueryData<TokenWallet>(playerKeys.tokenWallet(PLAYER.account_id)),
  };
}

export const LOGIN_SUCCESS: CallResponse<'login'> = {
  statusCode: 1,
  token: 'session-token',
  user: { account_id: 'player1', full_name: 'Juan Dela Cruz', contact_email: 'juan@example.com', session_token: 'session-token' },
  fullname: 'Juan Dela Cruz',
  email: 'juan@example.com',
  previous_login_at: null,
};

const PLAYER_DATA: Record<string, FakeAnswer> = {
  '/api/auth/get_balance': { statusCode: 1, game_balance: 1250.5, game_token: 12, currency: 'PHP' },
  '/api/auth/vip': {
    statusCode: 1,
    currentLevel: 1,
    levels: [],
    nextLevel: [
      {
        starting_deposit: 100,
        cycle_deposit: 50,
        deposit_next: 1000,
        starting_turnover: 500,
        cycle_turnover: 100,
        turnover_next: 5000,
        vip_name: 'Bronze',
        vip_name_next: 'Silver',
      },
    ],
  },
  '/api/home/fav_list': {
    statusCode: 1,
    value: [
      { game_code: 'fortune-gems', game_name: 'Fortune Gems', game_type: 'slots', img_url: '/img/fg.png', provider_code: 'JILI' },
    ],
  },
};

/** A code went out: the answer of signup and the TAC requests. */
export const TAC_SENT = { statusCode: 1, message: 'tacSent', expires_in: 300, resend_in: 60 };

/**
 * fakeServer where the player data calls of a new session (balance, VIP, favourites) answer
 * successfully unless `answers` says otherwise.
 */
export function fakeApi(answers: Record<string, FakeAnswer>) {
  return fakeServer({ ...PLAYER_DATA, ...answers });
}

/** fakeApi with the password login answering `login` (a promise holds it pending). */
export function fakeAuthServer(login: FakeAnswer = LOGIN_SUCCESS) {
  return fakeApi({ '/api/auth/login': login });
}

/** Each test of the file starts with PLAYER logged in, and ends logged out with its fetch fake removed. */
export function logInPlayerForEachTest() {
  beforeEach(logInPlayer);
  afterEach(() => {
    vi.unstubAllGlobals();
    useUserStore.getState().reset();
  });
}
