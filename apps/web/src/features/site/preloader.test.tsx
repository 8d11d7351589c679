import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { PRELOADER_OVERLAY_MS, Preloader, usePreloaderOverlay } from './preloader';
import PreloaderPage from './routes/preloader-page';
import { useSiteStore } from './store';
import { startupFixture } from './testing';

beforeAll(initTestI18n);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Preloader', () => {
  it('shows the wordmark when the site has no logo, as a polite status', () => {
    useSiteStore.getState().applyStartup(startupFixture());
    render(<PreloaderPage />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('LUCKY PISO');
    expect(status.textContent).toContain('Loading…');
  });

  it('shows logo1 named by the logo text', () => {
    useSiteStore.getState().applyStartup(startupFixture({ site: { logo1: '/img/logo.png' } }));
    render(<Preloader />);
    expect(screen.getByRole('img', { name: 'LUCKY PISO' }).getAttribute('src')).toBe('/img/logo.png');
  });
});

describe('usePreloaderOverlay', () => {
  it('shows briefly on the first visit of a session when the site asks for it', () => {
    useSiteStore.getState().applyStartup(startupFixture({ site: { show_preloader: true } }));
    const first = renderHook(usePreloaderOverlay);
    expect(first.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(PRELOADER_OVERLAY_MS));
    expect(first.result.current).toBe(false);
    expect(renderHook(usePreloaderOverlay).result.current).toBe(false);
  });

  it('never shows when the site does not ask for it', () => {
    useSiteStore.getState().applyStartup(startupFixture({ site: { show_preloader: false } }));
    expect(renderHook(usePreloaderOverlay).result.current).toBe(false);
  });
});
