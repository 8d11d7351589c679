import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayer } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { createRoutes } from './router';

// The real layouts and the site chrome load content of their own; these tests are about the route.
vi.mock('@/app/layouts', () => ({
  LAYOUTS: { default: ({ children }: { children: ReactNode }) => <main data-testid="layout">{children}</main> },
}));
vi.mock('@/app/site-chrome', () => ({ SiteChrome: () => null }));

beforeAll(initTestI18n);
beforeEach(() => {
  useUserStore.getState().reset();
  setTestSite();
  useSiteStore.setState({ status: 'ready', template: 'casino1' });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const NOT_FOUND = { statusCode: 404, message: 'roundNotFound' };

describe('/verify (issue 21)', () => {
  it('is open to a visitor: the link of a round opens the page and looks the round up, no login asked', async () => {
    const fake = fakeServer({ '/api/fair/verify': NOT_FOUND });
    const router = renderAt('/verify?game=dice&round=FR5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a round' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify');
    expect(await screen.findByText('No round has this id.')).toBeTruthy();
    expect(requestsTo(fake, '/api/fair/verify')[0]).toMatchObject({ round_id: 'FR5' });
    expect(screen.getByText(/Log in to see your seeds/)).toBeTruthy();
  });

  it("shows a logged-in player's seeds on the same page", async () => {
    logInPlayer();
    fakeServer({
      '/api/fair/seeds': {
        statusCode: 1,
        current: { server_seed_hash: 'c'.repeat(64), client_seed: 'mine', nonce: 3 },
        revealed: [],
      },
    });
    renderAt('/verify');
    expect(await screen.findByRole('region', { name: 'Your seeds' })).toBeTruthy();
    expect(await screen.findByText('c'.repeat(64))).toBeTruthy();
  });
});
