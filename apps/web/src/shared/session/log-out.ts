import { call } from '@/shared/api/client';
import { playerAuth, useUserStore } from './user-store';

/**
 * Logs the player out here and on the server. The local logout comes first so the screen changes
 * at once (and other tabs follow); the server then ends the session so the token is dead too.
 */
export async function logOut(options: { everywhere?: boolean } = {}): Promise<void> {
  const credentials = playerAuth();
  useUserStore.getState().logout();
  if (!credentials.auth) return;
  // The player is logged out here whatever the server answers; a session it did not end expires.
  await call('logout', { ...credentials, everywhere: options.everywhere ?? false }).catch(() => {});
}
