import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFailureHandlers } from '@/shared/api/client';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { HeaderBalance, headerBalance } from '@/shared/testing/header-balance';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import InboxPage from './inbox-page';

type Item = CallResponse<'getInbox'>['value'][number];

const item = (inbox_id: number, extra: Partial<Item>): Item => ({
  inbox_id,
  title: `Message ${inbox_id}`,
  body: `Body of message ${inbox_id}`,
  reward_type: 'none',
  reward_amount: 0,
  reward_tokens: 0,
  is_read: false,
  claimed: false,
  claimable: false,
  created_at: new Date(Date.UTC(2026, 2, inbox_id)).toISOString(),
  expires_at: null,
  ...extra,
});

/** A small stateful inbox server: reads and claims change what the next get_inbox answers. */
function inboxServer(items: Item[]) {
  let balance = 100;
  const unread = () => items.filter((entry) => !entry.is_read).length;
  const update = (id: unknown, change: Partial<Item>) => {
    items = items.map((entry) => (entry.inbox_id === id ? { ...entry, ...change } : entry));
  };
  return fakeServer({
    '/api/settings/get_inbox': () => ({ statusCode: 1, value: items, unread: unread() }),
    '/api/settings/read_inbox': (body) => {
      update(body.inbox_id, { is_read: true });
      return { statusCode: 1, unread: unread() };
    },
    '/api/settings/claim_inbox': (body) => {
      const claimed = items.find((entry) => entry.inbox_id === body.inbox_id)!;
      if (claimed.claimed) return { statusCode: 409, message: 'alreadyClaimed' };
      update(body.inbox_id, { claimed: true, claimable: false, is_read: true });
      balance += claimed.reward_amount;
      return {
        statusCode: 1,
        value: [
          {
            inbox_id: claimed.inbox_id,
            reward_type: claimed.reward_type,
            reward_amount: claimed.reward_amount,
            reward_tokens: claimed.reward_tokens,
            game_balance: balance,
            token_balance: 5,
          },
        ],
      };
    },
    '/api/auth/get_balance': () => ({ statusCode: 1, game_balance: balance, game_token: 5, currency: 'PHP' }),
  });
}

const FUTURE = new Date(Date.now() + 86_400_000).toISOString();
const PAST = new Date(Date.now() - 86_400_000).toISOString();

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => setFailureHandlers({ sessionEnded: () => {}, showError: async () => {} }));

const entry = (title: string) => screen.getByRole('button', { name: new RegExp(title) }).closest('li')!;

describe('/inbox', () => {
  it('opens a message, marks it read and updates the unread count', async () => {
    const server = inboxServer([item(1, {}), item(2, { is_read: true }), item(3, {})]);
    renderWithProviders(<InboxPage />);
    expect(await screen.findByText('Unread: 2')).toBeTruthy();
    const titles = within(screen.getByRole('list', { name: 'Messages' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles[0]).toContain('Message 3');
    expect(entry('Message 3').classList.contains('is-unread')).toBe(true);

    const toggle = screen.getByRole('button', { name: /Message 3/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Body of message 3')).toBeTruthy();
    expect(await screen.findByText('Unread: 1')).toBeTruthy();
    expect(requestsTo(server, '/api/settings/read_inbox')).toEqual([{ auth: 'tok', account_id: 'juan88', inbox_id: 3 }]);
    expect(entry('Message 3').classList.contains('is-unread')).toBe(false);

    // An item already read is not marked again.
    await userEvent.click(screen.getByRole('button', { name: /Message 2/ }));
    expect(requestsTo(server, '/api/settings/read_inbox')).toHaveLength(1);
  });

  it('claims a reward once: shows it, refreshes the balance and the unread count, and disables the item', async () => {
    const server = inboxServer([
      item(1, { reward_type: 'cash', reward_amount: 10, claimable: true, expires_at: FUTURE }),
      item(2, { reward_type: 'token', reward_amount: 20, claimed: true, is_read: true }),
      item(3, { reward_type: 'cash', reward_amount: 5, expires_at: PAST, is_read: true }),
    ]);
    renderWithProviders(
      <>
        <InboxPage />
        <HeaderBalance />
      </>,
    );
    expect(await screen.findByText('Unread: 1')).toBeTruthy();
    await waitFor(() => expect(headerBalance()).toBe('100'));
    expect(within(entry('Message 2')).getByRole('button', { name: 'Claimed' }).hasAttribute('disabled')).toBe(true);
    expect(within(entry('Message 2')).getByText('Reward: 20 tokens')).toBeTruthy();
    expect(within(entry('Message 3')).getByText('Expired')).toBeTruthy();
    expect(within(entry('Message 3')).queryByRole('button', { name: 'Claim' })).toBeNull();

    const first = entry('Message 1');
    expect(within(first).getByText('Reward: ₱10')).toBeTruthy();
    await userEvent.click(within(first).getByRole('button', { name: 'Claim' }));

    expect(await within(first).findByRole('status')).toHaveProperty('textContent', 'You received ₱10.');
    await waitFor(() => expect(headerBalance()).toBe('110'));
    // Once when the header showed it, once after the claim.
    expect(requestsTo(server, '/api/auth/get_balance')).toHaveLength(2);
    expect(await screen.findByText('Unread: 0')).toBeTruthy();
    const claimed = within(first).getByRole('button', { name: 'Claimed' });
    expect(claimed.hasAttribute('disabled')).toBe(true);
    expect(within(first).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(requestsTo(server, '/api/settings/claim_inbox')).toEqual([{ auth: 'tok', account_id: 'juan88', inbox_id: 1 }]);
  });

  it('shows a reward claimed in another tab as claimed, with no error dialog', async () => {
    const showError = vi.fn(async () => {});
    setFailureHandlers({ sessionEnded: () => {}, showError });
    const reward = item(1, { reward_type: 'cash', reward_amount: 10, claimable: true, is_read: true });
    fakeServer({
      '/api/settings/get_inbox': inTurn(
        { statusCode: 1, value: [reward], unread: 0 },
        { statusCode: 1, value: [{ ...reward, claimable: false, claimed: true }], unread: 0 },
      ),
      '/api/settings/claim_inbox': { statusCode: 409, message: 'alreadyClaimed' },
    });
    renderWithProviders(<InboxPage />);
    const first = await screen.findByRole('listitem');
    await userEvent.click(within(first).getByRole('button', { name: 'Claim' }));

    const claimed = await within(first).findByRole('button', { name: 'Claimed' });
    expect(claimed.hasAttribute('disabled')).toBe(true);
    expect(within(first).queryByRole('alert')).toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });

  it('says beside the button why a claim was refused, and sends a double tap once', async () => {
    const reward = item(1, { reward_type: 'cash', reward_amount: 10, claimable: true, is_read: true });
    let answer: (value: unknown) => void = () => {};
    const server = fakeServer({
      '/api/settings/get_inbox': { statusCode: 1, value: [reward], unread: 0 },
      '/api/settings/claim_inbox': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<InboxPage />);
    const first = await screen.findByRole('listitem');
    await userEvent.dblClick(within(first).getByRole('button', { name: 'Claim' }));
    answer({ statusCode: 409, message: 'inboxExpired' });

    expect((await within(first).findByRole('alert')).textContent).toBe('This reward has expired.');
    expect(requestsTo(server, '/api/settings/claim_inbox')).toHaveLength(1);
  });

  it("shows a broadcast's reward of money and tokens, and asks for the inbox in the interface's language", async () => {
    const server = inboxServer([
      item(1, { title: 'A gift', reward_type: 'cash', reward_amount: 12, reward_tokens: 30, claimable: true }),
    ]);
    renderWithProviders(<InboxPage />);
    const gift = await screen.findByText('Reward: ₱12 and 30 tokens');
    await userEvent.click(within(gift.closest('li')!).getByRole('button', { name: 'Claim' }));
    expect(await within(gift.closest('li')!).findByRole('status')).toHaveProperty(
      'textContent',
      'You received ₱12 and 30 tokens.',
    );
    expect(requestsTo(server, '/api/settings/get_inbox')[0]).toMatchObject({ language: 'EN' });
  });

  it('pages through more than ten messages', async () => {
    inboxServer(Array.from({ length: 12 }, (_, index) => item(index + 1, { is_read: true })));
    renderWithProviders(<InboxPage />);
    await screen.findByText('Unread: 0');
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the inbox is empty', async () => {
    inboxServer([]);
    renderWithProviders(<InboxPage />);
    expect(await screen.findByText('Your inbox is empty.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
