import type { ThemeCode } from '@wl/contract/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeMeta } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { topModal, useModalStore } from '@/shared/stores/modal-store';
import { LOGIN_SUCCESS as LOGIN } from '@/shared/testing/player';
import { importLoginModal } from './login-modals';
import { MIDDLEWARE, middlewareOf, runMiddleware } from './middleware';

const meta = (path: string) => routeMeta(path)!;
const url = (path: string) => new URL(path, 'https://casino.example');

function useTemplate(template: ThemeCode): void {
  useSiteStore.setState({ template });
}

function enter(path: string): Response | null {
  const target = url(path);
  return runMiddleware(meta(target.pathname), target);
}

function locationOf(response: Response | null): string | null {
  return response?.headers.get('Location') ?? null;
}

/** What a middleware threw; the router turns a thrown data() into the error page's response. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

beforeEach(() => {
  vi.useFakeTimers();
  useUserStore.getState().reset();
  useModalStore.getState().closeAll();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('auth guard (spec-coverage S2.7)', () => {
  for (const template of ['slot2', 'slot4', 'sportsbook1'] as const) {
    it(`${template}: sends a visitor home and opens the login modal after 1000 ms`, () => {
      useTemplate(template);
      const response = enter('/deposit');

      expect(response?.status).toBe(302);
      expect(locationOf(response)).toBe(`/?redirect=${encodeURIComponent('/deposit')}`);
      vi.advanceTimersByTime(999);
      expect(topModal(useModalStore.getState())).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(topModal(useModalStore.getState())).toBe('login');
    });
  }

  it('starts loading the modal as it schedules it, so the form is ready when it opens', () => {
    const load = vi.spyOn(importLoginModal, 'signin').mockResolvedValue(() => null);
    useTemplate('slot5');
    enter('/vip');
    expect(load).toHaveBeenCalledTimes(1);
    expect(topModal(useModalStore.getState())).toBeUndefined();
  });

  it('slot5: sends a visitor home and opens the sign-in modal after 1000 ms', () => {
    useTemplate('slot5');
    expect(locationOf(enter('/vip'))).toBe(`/?redirect=${encodeURIComponent('/vip')}`);
    vi.advanceTimersByTime(1000);
    expect(topModal(useModalStore.getState())).toBe('signin');
  });

  for (const template of ['casino1', 'casino3', 'slot1'] as const) {
    it(`${template}: sends a visitor to /login with the page to come back to`, () => {
      useTemplate(template);
      expect(locationOf(enter('/deposit?amount=50'))).toBe(`/login?redirect=${encodeURIComponent('/deposit?amount=50')}`);
      vi.runAllTimers();
      expect(topModal(useModalStore.getState())).toBeUndefined();
    });
  }

  it('lets a logged-in player through', () => {
    useTemplate('casino1');
    useUserStore.getState().loggedIn(LOGIN);
    expect(enter('/deposit')).toBeNull();
  });

  it('does not guard public pages', () => {
    useTemplate('casino1');
    expect(enter('/slots')).toBeNull();
  });
});

describe('guest guard', () => {
  it('sends a logged-in player home', () => {
    useUserStore.getState().loggedIn(LOGIN);
    expect(locationOf(enter('/forgot-password'))).toBe('/');
  });

  it('lets a visitor through', () => {
    expect(enter('/forgot-password')).toBeNull();
  });
});

describe('referralCode middleware', () => {
  it("refuses a malformed ?ref with 404 'Page Not Found: /register'", () => {
    for (const code of ['ab', 'has space', 'x'.repeat(17), '<script>']) {
      const error = thrownBy(() => enter(`/register?ref=${encodeURIComponent(code)}`));
      expect(error).toMatchObject({ data: { message: 'Page Not Found: /register' }, init: { status: 404 } });
    }
  });

  it('lets a well-formed code or no code through', () => {
    expect(enter('/register?ref=FRIEND2024')).toBeNull();
    expect(enter('/register')).toBeNull();
  });
});

describe('middlewareOf', () => {
  it('runs auth first, then the guard, then the named middleware', () => {
    expect(middlewareOf({ path: '/x', titleKey: 'home', auth: true, guard: 'guest', middleware: ['referralCode'] })).toEqual([
      'auth',
      'guest',
      'referralCode',
    ]);
  });

  it('reads the route table', () => {
    expect(middlewareOf(meta('/deposit'))).toEqual(['auth']);
    expect(middlewareOf(meta('/forgot-password'))).toEqual(['guest']);
    expect(middlewareOf(meta('/register'))).toEqual(['referralCode']);
    expect(middlewareOf(meta('/'))).toEqual([]);
  });

  it('stops at the first redirect', () => {
    const referral = vi.spyOn(MIDDLEWARE, 'referralCode');
    useTemplate('casino1');
    const response = runMiddleware({ path: '/x', titleKey: 'home', auth: true, middleware: ['referralCode'] }, url('/x'));
    expect(locationOf(response)).toBe('/login?redirect=%2Fx');
    expect(referral).not.toHaveBeenCalled();
  });
});
