import { type CallResponse, CLIENT_FAILURES } from '@wl/contract/lite';
import i18next from 'i18next';
import { showFailure } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import type { Outcome } from '@/shared/forms/form-outcome';
import { formatDateTime } from '@/shared/lib/dates';
import { loadPlayerData } from '@/shared/session/load-player-data';
import { playerAuth, useUserStore } from '@/shared/session/user-store';
import { addWantedFavourite } from '@/shared/ui/game-grid/toggle-favourite';
import { toast } from '@/shared/ui/toast';

const NO_SESSION = { statusCode: CLIENT_FAILURES.internalServerError, message: 'unknownError' };

/**
 * A login answer (password, TAC login or a verified signup) makes the visitor a player, then
 * balance, VIP and favourites load (spec-coverage S4.1), and a game whose heart the visitor
 * tapped to get here becomes a favourite. A success without a session token leaves the
 * visitor logged out (S4.1 too), and the error dialog says so. A returning player is told
 * when they last logged in, so a login they did not make stands out.
 */
export async function startSession(response: CallResponse<'login'>): Promise<Outcome<void, never>> {
  useUserStore.getState().loggedIn(response);
  if (!useUserStore.getState().isAuthenticated) {
    await showFailure(NO_SESSION);
    return { status: 'failed', failure: NO_SESSION };
  }
  await loadPlayerData(queryClient);
  await addWantedFavourite(queryClient, playerAuth().account_id);
  if (response.previous_login_at) {
    toast.info(i18next.t('auth.login.previousLogin', { when: formatDateTime(response.previous_login_at) }));
  }
  return { status: 'ok', value: undefined };
}
