import { LOGIN_MODAL_THEMES, SIGNIN_MODAL_THEMES, type ThemeCode, TIMINGS } from '@wl/contract/lite';
import { data, redirect } from 'react-router';
import { type MiddlewareName, PATHS, type RouteMeta } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { importLoginModal, type LoginModalId } from './login-modals';

export interface MiddlewareContext {
  url: URL;
  meta: RouteMeta;
}
/** A middleware lets the navigation through (undefined), redirects (a Response), or throws. */
type Middleware = (context: MiddlewareContext) => Response | undefined;

/** 'Page Not Found: {path}' (404) when a route's validation or middleware refuses it (spec-coverage S2.5). */
export function pageNotFound(path: string): never {
  throw data({ message: `Page Not Found: ${path}`, reason: 'refused', path }, { status: 404 });
}

/** The modal a template logs visitors in with, or null for the /login page. */
export function loginModalFor(template: ThemeCode | null): LoginModalId | null {
  if (template && LOGIN_MODAL_THEMES.includes(template)) return 'login';
  if (template && SIGNIN_MODAL_THEMES.includes(template)) return 'signin';
  return null;
}

/**
 * The template's login surface (spec-coverage S2.7): slot2, slot4 and sportsbook1 go home and open the
 * login modal after 1 s (or once the modal showing then is closed), slot5 the sign-in modal, every
 * other template goes to /login.
 */
export function loginSurface(from: string): string {
  const modal = loginModalFor(useSiteStore.getState().template);
  const redirectQuery = `?redirect=${encodeURIComponent(from)}`;
  if (!modal) return `${PATHS.login}${redirectQuery}`;
  // Loading now, the modal's code is there when the delay ends; a failure is left to the opening.
  importLoginModal[modal]().catch(() => {});
  // Queued first, as the visitor asked for it: never over a modal already showing, and the
  // first-visit modals wait behind it (decision 0179).
  useModalStore.getState().enqueue(modal, { first: true, delayMs: TIMINGS.loginModalDelayMs });
  // Home, keeping the destination: the login form in the modal follows it after login.
  return `${PATHS.home}${redirectQuery}`;
}

function loginRedirect(from: string): Response {
  return redirect(loginSurface(from));
}

const REFERRAL_CODE = /^[A-Za-z0-9]{4,16}$/;

export const MIDDLEWARE: Record<MiddlewareName, Middleware> = {
  auth: ({ url }) => (useUserStore.getState().isAuthenticated ? undefined : loginRedirect(url.pathname + url.search)),
  /** The guest guard: a logged-in player has no business on /forgot-password, so goes home. */
  guest: () => (useUserStore.getState().isAuthenticated ? redirect(PATHS.home) : undefined),
  /** A referral link must carry a well-formed code; anything else is not a page of ours. */
  referralCode: ({ url }) => {
    const code = url.searchParams.get('ref');
    if (code !== null && !REFERRAL_CODE.test(code)) pageNotFound(url.pathname);
    return undefined;
  },
};

export function middlewareOf(meta: RouteMeta): MiddlewareName[] {
  return [...(meta.auth ? (['auth'] as const) : []), ...(meta.guard ? [meta.guard] : []), ...(meta.middleware ?? [])];
}

/** Runs the route's middleware in order before entry; the first redirect wins. */
export function runMiddleware(meta: RouteMeta, url: URL): Response | null {
  for (const name of middlewareOf(meta)) {
    const outcome = MIDDLEWARE[name]({ url, meta });
    if (outcome) return outcome;
  }
  return null;
}
