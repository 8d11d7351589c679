/**
 * "Remember me" keeps only the account id on this device, so the next visit starts at the
 * password. The session itself is always kept (the user store persists it until logout), and a
 * password is never stored by the app: the browser's password manager does that.
 */
const REMEMBERED_ACCOUNT_KEY = 'wl.remembered-account';

export function rememberedAccountId(): string {
  try {
    return localStorage.getItem(REMEMBERED_ACCOUNT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Saved only after a successful login, so a mistyped id is never remembered. */
export function rememberAccountId(accountId: string | null): void {
  try {
    if (accountId) localStorage.setItem(REMEMBERED_ACCOUNT_KEY, accountId);
    else localStorage.removeItem(REMEMBERED_ACCOUNT_KEY);
  } catch {
    // Storage can be disabled (private mode, policy); the login itself still works.
  }
}
