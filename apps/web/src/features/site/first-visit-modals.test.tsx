import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { topModal, useModalStore } from '@/shared/stores/modal-store';
import { startupFixture } from '@/shared/testing/site';
import { AnnouncementModal } from './announcement-modal';
import { AppDownloadBar, AppDownloadModal, DOWNLOAD_BAR_DISMISSED_KEY, storeLinks } from './app-download';
import { FIRST_VISIT_KEYS, useFirstVisitModals } from './first-visit-modals';

beforeAll(initTestI18n);
beforeEach(() => useModalStore.getState().closeAll());
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
  it('shows the announcement on the first visit only', async () => {
    withSite({ show_bf_ann_modal: true });
    const first = renderWithProviders(<Chrome />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lucky Piso' })).toBeTruthy();
    expect(localStorage.getItem(FIRST_VISIT_KEYS.announcement)).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderWithProviders(<Chrome />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the app download modal after the announcement closes, once per visitor', async () => {
    withSite({ show_bf_ann_modal: true, show_app_download: true });
    renderWithProviders(<Chrome />);
    await userEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download our app' });
    expect(dialog.querySelector('a[href^="https://play.google.com"]')?.textContent).toBe('Get it on Google Play');
    expect(localStorage.getItem(FIRST_VISIT_KEYS.appDownload)).toBe('1');
  });

  it('waits while another modal is open and until the page is ready', async () => {
    withSite({ show_bf_ann_modal: true });
    act(() => useModalStore.getState().open('login'));
    const view = renderWithProviders(<Chrome ready={false} />);
    expect(topModal(useModalStore.getState())).toBe('login');
    view.unmount();
    renderWithProviders(<Chrome />);
    expect(topModal(useModalStore.getState())).toBe('login');
    act(() => useModalStore.getState().close());
    await waitFor(() => expect(topModal(useModalStore.getState())).toBe('announcement'));
  });
});

describe('AppDownloadBar', () => {
  it('shows with store links, opens the app download modal, and stays dismissed', async () => {
    withSite({ show_download_bar: true });
    const first = renderWithProviders(<Chrome ready={false} />);
    expect(screen.getByRole('complementary', { name: 'Download our app' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('dialog', { name: 'Download our app' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the app download bar' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(DOWNLOAD_BAR_DISMISSED_KEY)).toBe('1');
    first.unmount();
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
