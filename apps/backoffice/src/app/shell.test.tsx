import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { MemberContext } from '@/shared/session/member';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';
import type { NavSection } from './nav';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { Shell } from './shell';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

/** A table of sections needing different permissions, as the screens of other areas add them. */
const SECTIONS: NavSection[] = [
  { path: '/cashier', access: 'cashier.read', label: 'nav.cashier' },
  { path: '/staff', access: 'staff.read', label: 'nav.staff' },
  { path: '/api-keys', access: 'apiKeys.manage', label: 'nav.apiKeys' },
  { path: '/audit', access: 'audit.read', label: 'nav.audit' },
  { path: '/account', access: 'signedIn', label: 'nav.account' },
];

function renderShell(member = memberFixture(), path = '/account') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <MemberContext value={member}>
            <Shell sections={SECTIONS}>
              <p>screen</p>
            </Shell>
          </MemberContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function sectionLinks() {
  return within(screen.getByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('the shell', () => {
  it("lists only the sections the member's permissions allow", () => {
    renderShell(memberFixture());
    expect(sectionLinks()).toEqual(['Cashier desk', 'My account']);
  });

  it('lists more for a role that holds more', () => {
    renderShell(memberFixture({ role: 'risk', permissions: ['cashier.read', 'staff.read', 'audit.read'] }));
    expect(sectionLinks()).toEqual(['Cashier desk', 'Staff', 'Audit log', 'My account']);
  });

  it("names the member and their role, and marks the open section's link", () => {
    renderShell(memberFixture(), '/account');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByText('Mia Santos')).toBeVisible();
    expect(within(nav).getByText('Cashier · Default operator')).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the chosen site in the URL, and in the links to the other sections', async () => {
    const user = userEvent.setup();
    const router = renderShell(memberFixture(), '/account?page=3');
    await user.selectOptions(screen.getByLabelText('Site'), 'Golden Dragon (casino2.localhost)');
    expect(router.state.location.search).toBe('?site=2');
    expect(screen.getByRole('link', { name: 'Cashier desk' })).toHaveAttribute('href', '/cashier?site=2');
    await user.selectOptions(screen.getByLabelText('Site'), 'All my sites');
    expect(router.state.location.search).toBe('');
  });

  it('has no site picker for a member of one site, and ignores a site outside their reach', () => {
    const [first] = memberFixture().sites;
    renderShell(memberFixture({ sites: first ? [first] : [] }), '/account?site=2');
    expect(screen.queryByLabelText('Site')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cashier desk' })).toHaveAttribute('href', '/cashier');
  });
});

describe('the session', () => {
  it('signs out from the header and shows sign-in', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => ({ statusCode: 1, value: [] }),
      staffSignOut: () => ({ statusCode: 1 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(vi.mocked(call).mock.calls.map(([name]) => name)).toContain('staffSignOut');
  });

  it('goes back to sign-in, and back here after, when any call answers that the session ended', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => {
        throw refusal('sessionExpired');
      },
    });
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?next=%2Faccount');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(await screen.findByLabelText(/^Username/)).toBeVisible();
  });

  it('shows only the password change to a member who must change it, and the app once it is done', async () => {
    let mustChange = true;
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture({ password_must_change: mustChange }) }),
      staffSessions: () => ({ statusCode: 1, value: [] }),
      staffChangePassword: () => {
        mustChange = false;
        return { statusCode: 1 };
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.type(screen.getByLabelText(/^Current password/), 'given-by-admin-1');
    await user.type(screen.getByLabelText(/^New password/), 'my-own-password-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  });
});
