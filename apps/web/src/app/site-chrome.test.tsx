import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteChrome } from '@/app/site-chrome';
import { rememberOpenCheck } from '@/features/protection/lib/reality-check-schedule';
import { sessionSummaryAnswer } from '@/features/protection/testing';
import { useViewportStore } from '@/features/site/viewport';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { logInPlayer } from '@/shared/testing/player';
import { startupFixture } from '@/shared/testing/site';

/** The composition in app/site-chrome.tsx: each piece is tested beside its own module. */
beforeAll(initTestI18n);
const SITE_ANSWERS = {
  '/api/seo': { statusCode: 1, value: null },
  '/api/settings/get_analytics': { statusCode: 1, value: [] },
};

beforeEach(() => {
  useModalStore.getState().closeAll();
  useUserStore.getState().reset();
  fakeServer(SITE_ANSWERS);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteChrome', () => {
  it('titles the page, tracks the viewport and writes the cookies', async () => {
    const set = vi.spyOn(Cookies, 'set');
    useSiteStore.getState().applyStartup(startupFixture());
    window.innerWidth = 800;
    renderWithProviders(<SiteChrome />);
    await waitFor(() => expect(document.title).toBe('Lucky Piso'));
    expect(useViewportStore.getState().name).toBe('tablet');
    expect(set.mock.calls.map(([name]) => name)).toEqual(expect.arrayContaining(['viewport', 'site_domain']));
  });

  it('opens the first-visit announcement and shows the download bar', async () => {
    useSiteStore.getState().applyStartup(startupFixture({ site: { show_bf_ann_modal: true, show_download_bar: true } }));
    renderWithProviders(<SiteChrome />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lucky Piso' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Download our app' })).toBeTruthy();
  });

  it('shows only the notice for an inactive site', () => {
    useSiteStore
      .getState()
      .applyStartup(startupFixture({ site: { status: 'inactive', show_bf_ann_modal: true, show_download_bar: true } }));
    renderWithProviders(<SiteChrome />);
    expect(screen.getByRole('dialog', { name: 'Lucky Piso is closed' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(useModalStore.getState().stack).toEqual([]);
  });
});

describe('SiteChrome parts loaded when they can show', () => {
  it('opens the login modal and the sign-in modal with their forms', async () => {
    useSiteStore.getState().applyStartup(startupFixture());
    renderWithProviders(<SiteChrome />);
    act(() => useModalStore.getState().open('login'));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByLabelText('Account ID')).toBeTruthy();

    act(() => useModalStore.getState().open('signin'));
    const signIn = await screen.findByRole('dialog', { name: 'Log in or register' });
    expect(within(signIn).getByRole('tab', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('runs the reality check for a logged-in player, and closes an open check at logout', async () => {
    const startedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    fakeServer({
      ...SITE_ANSWERS,
      '/api/protection/session_summary': sessionSummaryAnswer({
        session_started_at: startedAt,
        minutes_played: 20,
        reality_check_minutes: 15,
        next_reality_check_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      }),
    });
    // The check due at 15 minutes was on screen when the page reloaded, so it shows again at once.
    rememberOpenCheck({ session: startedAt, dueAt: Date.parse(startedAt) + 15 * 60_000 });
    logInPlayer();
    useSiteStore.getState().applyStartup(startupFixture());
    renderWithProviders(<SiteChrome />);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy();

    act(() => useUserStore.getState().logout());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
