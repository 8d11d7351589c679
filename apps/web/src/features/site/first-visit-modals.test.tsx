import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { visitorMarkKey } from '@/shared/lib/visitor-marks';
import { useSiteStore } from '@/shared/session/site-store';
import { topModal, useModalStore } from '@/shared/stores/modal-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { startupFixture } from '@/shared/testing/site';
import { AnnouncementModal } from './announcement-modal';
import { AppDownloadBar, AppDownloadModal, storeLinks } from './app-download';
import { useFirstVisitModals } from './first-visit-modals';

const SITE = 'site-lucky';
const MORNING = new Date(2030, 0, 1, 9, 0);
const HOUR_MS = 3_600_000;

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  useModalStore.getState().closeAll();
  // Only the clock is fake: the modal queue's delays keep their own timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(() => vi.useRealTimers());

type Flags = Parameters<typeof startupFixture>[0];
const withSite = (site: NonNullable<Flags>['site']) => useSiteStore.getState().applyStartup(startupFixture({ site }));

function Chrome({ ready = true }: { ready?: boolean }) {
  useFirstVisitModals(ready);
  return (
    <>
      <AppDownloadBar />
      <AnnouncementModal />
      <AppDownloadModal />
    </>
  );
}

/** Every dialog on the page right now: never more than one. */
const dialogs = () => screen.queryAllByRole('dialog');

describe('storeLinks', () => {
  it('offers https store links only', () => {
    expect(storeLinks({ android_sub: 'https://play.google.com/x', ios_sub: 'javascript:alert(1)' })).toEqual({
      android: 'https://play.google.com/x',
      ios: null,
    });
    expect(storeLinks({ android_sub: '', ios_sub: 'http://apps.apple.com/x' })).toEqual({ android: null, ios: null });
  });
});

describe('first-visit modals', () => {
  it("shows the operator's announcement texts when the site has them, keeping its line breaks", async () => {
    fakeServer({
      '/api/settings/site_modals': () => ({
        statusCode: 1,
        value: {
          announcement: {
            en_title: 'Double bonus week',
            local_title: '',
            en_body: 'Deposit today.\nPlay tomorrow.',
            local_body: '',
          },
          app_download: { en_title: '', local_title: '', en_body: '', local_body: '' },
        },
      }),
    });
    withSite({ show_bf_ann_modal: true });
    renderWithProviders(<Chrome />);
    const dialog = await screen.findByRole('dialog', { name: 'Double bonus week' });
    expect(dialog.querySelector('.modal-text')?.textContent).toBe('Deposit today.\nPlay tomorrow.');
  });

  it('shows one at a time: the app download modal only once the announcement is closed', async () => {
    withSite({ show_bf_ann_modal: true, show_app_download: true });
    renderWithProviders(<Chrome />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lucky Piso' })).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download our app' });
    expect(dialogs()).toHaveLength(1);
    expect(dialog.querySelector('a[href^="https://play.google.com"]')?.textContent).toBe('Get it on Google Play');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogs()).toHaveLength(0);
  });

  it('shows each once a day per visitor and site, and again the next day', async () => {
    withSite({ show_bf_ann_modal: true, show_app_download: true });
    renderWithProviders(<Chrome />);
    await userEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(visitorMarkKey('announcement', SITE))).toBe('2030-01-01');
    expect(localStorage.getItem(visitorMarkKey('appDownload', SITE))).toBe('2030-01-01');

    // Later the same day: nothing.
    cleanup();
    vi.setSystemTime(new Date(MORNING.getTime() + 12 * HOUR_MS));
    renderWithProviders(<Chrome />);
    expect(dialogs()).toHaveLength(0);

    // Another site in the same browser has its own day.
    cleanup();
    withSite({ show_bf_ann_modal: true, external_id: 'site-other' });
    renderWithProviders(<Chrome />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lucky Piso' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));

    // The next day, on the first site: the announcement again, then the app.
    cleanup();
    withSite({ show_bf_ann_modal: true, show_app_download: true });
    vi.setSystemTime(new Date(MORNING.getTime() + 24 * HOUR_MS));
    renderWithProviders(<Chrome />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lucky Piso' })).toBeTruthy();
  });

  it('counts a modal as seen once it showed, not once it was queued', async () => {
    withSite({ show_bf_ann_modal: true, show_app_download: true });
    const view = renderWithProviders(<Chrome />);
    await screen.findByRole('dialog', { name: 'Welcome to Lucky Piso' });
    // The visitor leaves with the announcement open: the app prompt never showed.
    view.unmount();
    act(() => useModalStore.getState().closeAll());
    expect(localStorage.getItem(visitorMarkKey('appDownload', SITE))).toBeNull();
    renderWithProviders(<Chrome />);
    expect(await screen.findByRole('dialog', { name: 'Download our app' })).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });

  it('shows none the operator switched off', () => {
    withSite({ show_bf_ann_modal: false, show_app_download: false });
    renderWithProviders(<Chrome />);
    expect(dialogs()).toHaveLength(0);
    expect(useModalStore.getState().waiting).toEqual([]);
  });

  it('waits while another modal is open and until the page is ready', async () => {
    withSite({ show_bf_ann_modal: true });
    act(() => useModalStore.getState().open('login'));
    const view = renderWithProviders(<Chrome ready={false} />);
    expect(topModal(useModalStore.getState())).toBe('login');
    view.unmount();
    renderWithProviders(<Chrome />);
    expect(topModal(useModalStore.getState())).toBe('login');
    expect(useModalStore.getState().stack).toEqual(['login']);
    act(() => useModalStore.getState().close());
    await waitFor(() => expect(topModal(useModalStore.getState())).toBe('announcement'));
  });

  it('lets a login modal a protected route scheduled go first, the announcement after it', async () => {
    withSite({ show_bf_ann_modal: true });
    act(() => useModalStore.getState().enqueue('login', { first: true, delayMs: 20 }));
    renderWithProviders(<Chrome />);
    // The announcement waits behind the login modal's delay instead of showing and being pushed away.
    expect(topModal(useModalStore.getState())).toBeUndefined();
    await waitFor(() => expect(topModal(useModalStore.getState())).toBe('login'));
    act(() => useModalStore.getState().close());
    expect(topModal(useModalStore.getState())).toBe('announcement');
  });
});

describe('AppDownloadBar', () => {
  it('shows with store links, opens the app download modal, and stays dismissed on this site', async () => {
    withSite({ show_download_bar: true });
    const first = renderWithProviders(<Chrome />);
    const bar = screen.getByRole('complementary', { name: 'Download our app' });
    expect(bar).toBeTruthy();
    // The bottom tab bar and the floating parts stand on the bar's measured height.
    expect(document.documentElement.style.getPropertyValue('--download-bar-offset')).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('dialog', { name: 'Download our app' })).toBeTruthy();
    // Opened from the bar, the app download modal counts as today's: the first-visit one will not follow.
    expect(localStorage.getItem(visitorMarkKey('appDownload', SITE))).toBe('2030-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the app download bar' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--download-bar-offset')).toBe('');
    expect(localStorage.getItem(visitorMarkKey('downloadBar', SITE))).toBe('2030-01-01');
    first.unmount();
    // Days later it is still dismissed.
    vi.setSystemTime(new Date(MORNING.getTime() + 30 * 24 * HOUR_MS));
    renderWithProviders(<Chrome ready={false} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('does not show without the flag or without a store link', () => {
    withSite({ show_download_bar: false });
    const view = renderWithProviders(<Chrome ready={false} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    view.unmount();
    withSite({ show_download_bar: true, android_sub: '', ios_sub: '' });
    renderWithProviders(<Chrome ready={false} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
