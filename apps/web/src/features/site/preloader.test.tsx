import { render, renderHook, screen } from '@testing-library/react';
import { PAGE_PRELOADER_ELEMENT_ID } from '@wl/contract/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { startupFixture } from '@/shared/testing/site';
import { Preloader, useEndPagePreloader } from './preloader';
import PreloaderPage from './routes/preloader-page';

beforeAll(initTestI18n);

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

describe('useEndPagePreloader', () => {
  it('takes away the preloader the server wrote into the page once the caller shows', () => {
    const written = document.createElement('div');
    written.id = PAGE_PRELOADER_ELEMENT_ID;
    document.body.append(written);
    renderHook(useEndPagePreloader);
    expect(document.getElementById(PAGE_PRELOADER_ELEMENT_ID)).toBeNull();
  });

  it('does nothing on a page without one', () => {
    expect(() => renderHook(useEndPagePreloader)).not.toThrow();
  });
});
