import type { CallResponse, SessionUser } from '@wl/contract/lite';
import { create } from 'zustand';

export const STORED_USER_KEY = 'wl.user';
/** Written at logout; every other tab listens for it, resets and reloads (spec-coverage S4.4). */
export const FORCE_LOGOUT_KEY = 'wl.force-logout';

/**
 * The user store (spec-coverage S3.1), as far as the browser owns it: the session. Its server values
 * live once, in the query cache, and are read through their hooks: game is useBalance(), vip is
 * useVip(), game_fav_list is useFavourites() and minigame is useTokenWallet() (shared/session).
 */
export interface UserState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string;
  email: string;
  fullname: string;
  loggedIn(response: CallResponse<'login'>): void;
  setProfile(profile: { full_name: string; contact_email: string }): void;
  /** Clears this tab's state only (used when another tab logged out). */
  reset(): void;
  /** Logs out: resets, clears the stored user and tells the other tabs. */
  logout(): void;
}

const SIGNED_OUT = {
  isAuthenticated: false,
  user: null,
  token: '',
  email: '',
  fullname: '',
};

function readStoredUser(): Pick<UserState, 'isAuthenticated' | 'user' | 'token' | 'email' | 'fullname'> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null') as { user: SessionUser; token: string } | null;
    if (!stored?.token || !stored.user?.account_id) return null;
    return {
      isAuthenticated: true,
      user: stored.user,
      token: stored.token,
      email: stored.user.contact_email,
      fullname: stored.user.full_name,
    };
  } catch {
    return null;
  }
}

function storeUser(user: SessionUser, token: string): void {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ user, token }));
}

export const useUserStore = create<UserState>((set, get) => ({
  ...SIGNED_OUT,
  ...readStoredUser(),

  loggedIn(response) {
    if (response.statusCode !== 1 || !response.token) return;
    storeUser(response.user, response.token);
    set({
      isAuthenticated: true,
      user: response.user,
      token: response.token,
      email: response.email,
      fullname: response.fullname,
    });
  },
  setProfile(profile) {
    const { user, token } = get();
    if (!user) return;
    const next = { ...user, full_name: profile.full_name, contact_email: profile.contact_email };
    storeUser(next, token);
    set({ user: next, fullname: profile.full_name, email: profile.contact_email });
  },
  reset: () => set(SIGNED_OUT),
  logout() {
    set(SIGNED_OUT);
    localStorage.removeItem(STORED_USER_KEY);
    localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
  },
}));

/** The auth pair every player call carries. */
export function playerAuth(): { auth: string; account_id: string } {
  const { token, user } = useUserStore.getState();
  return { auth: token, account_id: user?.account_id ?? '' };
}

/** The logged-in player's account id; query keys carry it so two players never share cached answers. */
export function usePlayerId(): string {
  return useUserStore((state) => state.user?.account_id ?? '');
}
