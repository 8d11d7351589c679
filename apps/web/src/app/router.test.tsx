import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/routes';
import { queryClient } from '@/shared/api/query-client';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { PAGE_MODULES } from './pages';
import { createRoutes } from './router';

// The real layouts and the site chrome load content of their own; these tests are about routing.
vi.mock('@/app/layouts', () => ({
  LAYOUTS: { default: ({ children }: { children: ReactNode }) => <main data-testid="layout">{children}</main> },
}));
vi.mock('@/app/site-chrome', () => ({ SiteChrome: () => null }));

beforeAll(initTestI18n);

beforeEach(() => {
  useUserStore.getState().reset();
  useSiteStore.setState({ status: 'ready', template: 'casino1' });
});

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('router (spec-coverage S2.1, S2.4, S2.5, S2.7)', () => {
  it('answers an unknown path with the 404 error page and a Back link home', async () => {
    renderAt('/nope');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404');
    expect(screen.getByText('Page not found: /nope')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('layout')).toBeTruthy();
  });

  it('sends a visitor from a protected page to /login with the way back (casino1)', async () => {
    const router = renderAt('/deposit');
    expect((await screen.findByRole('heading', { name: 'Log in' })).tagName).toBe('H1');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/deposit')}`);
  });

  it("asks a page for its data with the app's query client as it loads the page's module", async () => {
    const prefetch = vi.fn();
    const home = PAGE_MODULES['/'];
    PAGE_MODULES['/'] = async () => ({ default: () => <h1>Home</h1>, prefetch });
    try {
      renderAt('/');
      await screen.findByRole('heading', { name: 'Home' });
      expect(prefetch).toHaveBeenCalledWith(queryClient);
    } finally {
      PAGE_MODULES['/'] = home!;
    }
  });

  it('shows the layout placeholder while the first page loads, so the router has nothing to warn about', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderAt('/about');
    expect(document.querySelector('.layout-loading')).toBeTruthy();
    await screen.findByRole('heading', { level: 1 });
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    warn.mockRestore();
  });

  it('renders the title of a page', async () => {
    renderAt('/about');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('About us');
  });

  it('refuses a malformed referral code with 404 Page Not Found', async () => {
    renderAt('/register?ref=%3Cscript%3E');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404');
    expect(screen.getByText('Page Not Found: /register')).toBeTruthy();
  });

  it('has a page module for every route (spec-coverage S2.1)', () => {
    expect(ROUTES.filter((route) => !PAGE_MODULES[route.path]).map((route) => route.path)).toEqual([]);
  });
});
