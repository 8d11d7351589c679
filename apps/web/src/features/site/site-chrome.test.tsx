import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteChrome } from '@/app/site-chrome';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useModalStore } from '@/shared/stores/modal-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { useSiteStore } from './store';
import { startupFixture } from './testing';
import { useViewportStore } from './viewport';

/** The composition in app/site-chrome.tsx: each piece is tested beside its own module. */
beforeAll(initTestI18n);
beforeEach(() => {
  useModalStore.getState().closeAll();
  fakeServer({
    '/api/seo': { statusCode: 1, value: null },
    '/api/settings/get_analytics': { statusCode: 1, value: [] },
  });
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
