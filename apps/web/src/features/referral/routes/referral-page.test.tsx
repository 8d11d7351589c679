import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { toast } from '@/shared/ui/toast';
import ReferralPage from './referral-page';

const INFO: CallResponse<'referralInfo'> = {
  statusCode: 1,
  referral_code: 'JUAN8888',
  referral_path: '/register?ref=JUAN8888',
  reward: { promotion_id: 7, reward: 50, min_deposit: 200 },
  referees: [
    { account_id: 'ma***07', joined_at: '2026-11-20T03:00:00.000Z', qualified: true },
    { account_id: 'pe***12', joined_at: '2026-11-18T03:00:00.000Z', qualified: false },
  ],
  total_rewards: 50,
};

const LINK = `${window.location.origin}/register?ref=JUAN8888`;

/** Stands in for a browser API the test environment lacks; put back after each test. */
function setNavigator<K extends 'clipboard' | 'share' | 'canShare'>(key: K, value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true });
}

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => {
  for (const key of ['clipboard', 'share', 'canShare'] as const) Reflect.deleteProperty(navigator, key);
  vi.restoreAllMocks();
});

describe('/referral', () => {
  it('shows the code, the link on this site and the reward rule in words', async () => {
    const server = fakeServer({ '/api/referral/info': INFO });
    renderWithProviders(<ReferralPage />);

    expect(await screen.findByText('JUAN8888')).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
    expect(
      screen.getByText(
        'When a friend you invited makes a first deposit of at least ₱200 and it is approved, you receive ₱50. Paid once per friend.',
      ),
    ).toBeTruthy();
    expect(requestsTo(server, '/api/referral/info')).toEqual([{ auth: 'tok', account_id: 'juan88' }]);
  });

  it('says when the site runs no referral reward, and the rule without a minimum deposit', async () => {
    fakeServer({ '/api/referral/info': { ...INFO, reward: null } });
    const { unmount } = renderWithProviders(<ReferralPage />);
    expect(await screen.findByText(/No referral reward is running at the moment/)).toBeTruthy();
    unmount();

    fakeServer({ '/api/referral/info': { ...INFO, reward: { promotion_id: 7, reward: 50, min_deposit: 0 } } });
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByText(/makes a first deposit and it is approved, you receive ₱50/)).toBeTruthy();
  });

  it('copies the code and the link, and says when copying is not possible', async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    fakeServer({ '/api/referral/info': INFO });
    renderWithProviders(<ReferralPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Copy referral code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy referral link' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls).toEqual([['JUAN8888'], [LINK]]);
    expect(success).toHaveBeenCalledWith('Copied to the clipboard.');

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy referral code' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Copying is not possible here. Select the text and copy it yourself.'),
    );
  });

  it('shares the link through the device share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    setNavigator('share', share);
    setNavigator('canShare', () => true);
    fakeServer({ '/api/referral/info': INFO });
    renderWithProviders(<ReferralPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      url: LINK,
      title: 'Join me on Lucky Piso',
      text: 'Sign up on Lucky Piso with my referral code JUAN8888.',
    });
  });

  it('copies the link instead where the browser cannot share, and not when the player closes the share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    fakeServer({ '/api/referral/info': INFO });
    renderWithProviders(<ReferralPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));

    setNavigator(
      'share',
      vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(navigator.share).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('lists the friends who joined with their masked id, joining date and whether they qualified', async () => {
    fakeServer({ '/api/referral/info': INFO });
    renderWithProviders(<ReferralPage />);

    const table = await screen.findByRole('table', { name: 'Friends who joined' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['ma***07', '2026-11-20', 'Qualified · reward paid'],
      ['pe***12', '2026-11-18', 'Waiting for a first deposit'],
    ]);
    const totals = screen.getByRole('region', { name: 'Friends who joined' });
    const total = (term: string) => within(totals).getByText(term).nextElementSibling?.textContent;
    expect(total('Joined')).toBe('2');
    expect(total('Qualified')).toBe('1');
    expect(total('Rewards earned')).toBe('₱50');
  });

  it('encourages the player to share when no friend has joined yet', async () => {
    fakeServer({ '/api/referral/info': { ...INFO, referees: [], total_rewards: 0 } });
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByText('No friends have joined with your link yet. Share it and play together!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the referral details cannot be loaded', async () => {
    fakeServer({ '/api/referral/info': { statusCode: 503, message: 'serviceUnavailable' } });
    renderWithProviders(<ReferralPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your referral details could not be loaded.');

    fakeServer({ '/api/referral/info': INFO });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('JUAN8888')).toBeTruthy();
  });
});
