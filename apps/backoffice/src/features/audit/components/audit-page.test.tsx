import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type backoffice, ROLE_PERMISSIONS } from '@wl/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

const OWNER = memberFixture({ role: 'owner', permissions: [...ROLE_PERMISSIONS.owner] });

function entry(overrides: Partial<backoffice.AuditEntry>): backoffice.AuditEntry {
  return {
    id: 41,
    at: '2026-11-25T09:00:00.000Z',
    actor_kind: 'staff',
    actor: 'demo-owner',
    role: 'owner',
    ip: '203.0.113.7',
    action: 'staff.update',
    target: 'staff:20',
    site_id: null,
    reason: 'moved to the support desk',
    before: { role: 'cashier', status: 'active' },
    after: { role: 'support', status: 'active' },
    data: {},
    ...overrides,
  };
}

function bodiesOf(name: string) {
  return vi
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, body]) => body);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

// jsdom has no object URLs: the export test lends them, and they go after it.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('the audit log', () => {
  it('asks the server for the page, sort and filters the URL holds, the site picker and the days included', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: OWNER }),
      auditSearch: () => ({ statusCode: 1, value: [entry({ site_id: 2 })], total: 120 }),
    });
    renderApp('/audit?site=2&actor=demo&action=staff.&target=staff%3A20&from=2026-11-01&to=2026-11-25&page=2&sort=at');
    expect(await screen.findByText('staff.update')).toBeVisible();
    const [search] = bodiesOf('auditSearch');
    expect(search).toMatchObject({
      actor: 'demo',
      action: 'staff.',
      target: 'staff:20',
      site_id: 2,
      sort: 'oldest',
      page: 2,
      page_size: 50,
    });
    expect(new Date((search as { from: string }).from)).toEqual(new Date(2026, 10, 1, 0, 0, 0, 0));
    expect(new Date((search as { to: string }).to)).toEqual(new Date(2026, 10, 25, 23, 59, 59, 999));
    expect(screen.getByText('51–100 of 120')).toBeVisible();
    expect(screen.getByText(/^Entries of Golden Dragon only/)).toBeVisible();
    expect(screen.getByLabelText('Filter by Who')).toHaveValue('demo');
  });

  it('keeps a typed filter in the URL and starts again from the first page', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: OWNER }),
      auditSearch: () => ({ statusCode: 1, value: [entry({})], total: 1 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/audit?page=3');
    await user.type(await screen.findByLabelText('Filter by Action'), 'api_key.');
    await waitFor(() => expect(router.state.location.search).toBe('?action=api_key.'));
    await waitFor(() => expect(bodiesOf('auditSearch').at(-1)).toMatchObject({ action: 'api_key.', page: 1 }));
  });

  it('opens a row to its before and after, the changed field marked in words, and the raw entry', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: OWNER }),
      auditSearch: () => ({ statusCode: 1, value: [entry({})], total: 1 }),
    });
    const user = userEvent.setup();
    renderApp('/audit');
    const open = await screen.findByRole('button', { name: 'Show the details of entry 41' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(screen.getByRole('button', { name: 'Hide the details of entry 41' })).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('table', { name: 'Before and after of entry 41' });
    const [, role, status] = within(changes).getAllByRole('row');
    expect(role).toHaveAttribute('data-change', 'changed');
    expect(within(role!).getByText('changed')).toBeVisible();
    expect(within(role!).getByText('cashier')).toBeVisible();
    expect(within(role!).getByText('support')).toBeVisible();
    expect(status).toHaveAttribute('data-change', 'same');
    expect(within(status!).queryByText('changed')).toBeNull();
    expect(screen.getByText(/"actor": "demo-owner"/)).toBeVisible();
    expect(screen.getByText('203.0.113.7')).toBeVisible();
  });

  it('exports the filtered rows as a CSV download and says when the file was cut short', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: OWNER }),
      auditSearch: () => ({ statusCode: 1, value: [entry({})], total: 1 }),
      auditExport: () => ({ statusCode: 1, csv: '"id","at"\r\n"41","2026-11-25"\r\n', rows: 50_000, truncated: true }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:audit';
    };
    URL.revokeObjectURL = () => {};
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/audit?action=staff.');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/the newest 50,000 entries: one file holds at most 50,000/)).toBeVisible();
    expect(bodiesOf('auditExport')).toEqual([{ action: 'staff.' }]);
    expect(clicked).toHaveBeenCalledOnce();
    expect(clicked.mock.contexts[0]).toHaveProperty('download', expect.stringMatching(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/));
    // UTF-8's byte-order mark first, so that a spreadsheet reads the names in Chinese right.
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('"id","at"\r\n"41","2026-11-25"\r\n');
    clicked.mockRestore();
  });

  it('refuses a last day before the first without asking the server', async () => {
    answerCalls({ staffMe: () => ({ statusCode: 1, me: OWNER }) });
    renderApp('/audit?from=2026-11-20&to=2026-11-10');
    expect(await screen.findByText('Choose a day on or after the first day.')).toBeVisible();
    expect(screen.getByText('No entries match.')).toBeVisible();
    expect(bodiesOf('auditSearch')).toEqual([]);
  });
});
