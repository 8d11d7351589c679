import { TIMINGS } from '@wl/contract/lite';
import type { createBrowserRouter } from 'react-router';
import { PATHS } from '@/config/routes';
import { setFailureHandlers } from '@/shared/api/client';
import { i18next } from '@/shared/i18n';
import { errorText } from '@/shared/lib/error-text';
import { setLoginPrompt } from '@/shared/session/login-prompt';
import { useSiteStore } from '@/shared/session/site-store';
import { FORCE_LOGOUT_KEY, useUserStore } from '@/shared/session/user-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { showErrorDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { loginModalFor, loginSurface } from './middleware';

type Router = ReturnType<typeof createBrowserRouter>;

/** Wires the HTTP client's failure catalogue and the cross-tab logout to the app (spec-coverage S4.4, S4.5, S8.4). */
export function installSessionHandling(router: Router): () => void {
  setFailureHandlers({
    sessionEnded() {
      if (!useUserStore.getState().isAuthenticated) return;
      useUserStore.getState().logout();
      toast.warning(i18next.t('errors:invalidSession'), {
        description: i18next.t('errors:sessionExpired'),
        duration: TIMINGS.sessionExpiredToastMs,
      });
      const { pathname, search } = router.state.location;
      void router.navigate(loginSurface(pathname + search));
    },
    showError: (failure) =>
      showErrorDialog(
        i18next.t('errors:errorTitle'),
        errorText(failure.message, (key) => i18next.t(key)),
      ),
  });

  // A visitor's heart on a game tile: the login modal over the page, or the login page and back.
  setLoginPrompt(() => {
    const modal = loginModalFor(useSiteStore.getState().template);
    if (modal) return useModalStore.getState().open(modal);
    const { pathname, search } = router.state.location;
    void router.navigate(`${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`);
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== FORCE_LOGOUT_KEY || !event.newValue) return;
    useUserStore.getState().reset();
    window.location.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
