import { screen, within } from '@testing-library/react';
import type { CallResponse } from '@wl/contract/lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { vipQueryOptions } from '@/shared/session/get-vip';
import { fakeServer } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest, PLAYER } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import VipPage from './vip-page';

const LEVELS = [
  { level: 0, vip_name: 'Bronze', deposit_required: 0, turnover_required: 0 },
  { level: 1, vip_name: 'Silver', deposit_required: 100, turnover_required: 300 },
  { level: 2, vip_name: 'Gold', deposit_required: 1000, turnover_required: 5000 },
];

function vipAnswer(progress: Partial<CallResponse<'vip'>['nextLevel'][number]>, currentLevel = 1): CallResponse<'vip'> {
  return {
    statusCode: 1,
    currentLevel,
    levels: LEVELS,
    nextLevel: [
      {
        starting_deposit: 200,
        cycle_deposit: 50,
        deposit_next: 1000,
        starting_turnover: 1000,
        cycle_turnover: 250,
        turnover_next: 5000,
        vip_name: 'Silver',
        vip_name_next: 'Gold',
        ...progress,
      },
    ],
  };
}

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('/vip', () => {
  it('shows the levels and both progress bars with the percent rule (spec-coverage S5.5)', async () => {
    fakeServer({ '/api/auth/vip': vipAnswer({}) });
    const { queryClient } = renderWithProviders(<VipPage />);
    await screen.findByRole('progressbar', { name: 'Deposit' });
    expect(screen.getByText('Current level').nextElementSibling?.textContent).toBe('Silver');
    expect(screen.getByText('Next level').nextElementSibling?.textContent).toBe('Gold');
    // (200 + 50) / 1000 and (1000 + 250) / 5000
    expect(bar('Deposit').getAttribute('aria-valuenow')).toBe('25');
    expect(bar('Turnover').getAttribute('aria-valuenow')).toBe('25');
    expect(bar('Deposit').getAttribute('aria-valuemin')).toBe('0');
    expect(bar('Deposit').getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('₱250 of ₱1,000 (this month: ₱50)')).toBeTruthy();
    // The header's VIP badge reads the same cached answer.
    expect(queryClient.getQueryData(vipQueryOptions(PLAYER.account_id, 'EN').queryKey)).toMatchObject({
      currentLevel: 1,
      nextLevel: [{ vip_name: 'Silver' }],
    });
  });

  it('caps a bar at 100 and shows 0 when the target is not computable', async () => {
    fakeServer({ '/api/auth/vip': vipAnswer({ starting_deposit: 900, cycle_deposit: 600, turnover_next: 0 }) });
    renderWithProviders(<VipPage />);
    await screen.findByRole('progressbar', { name: 'Deposit' });
    expect(bar('Deposit').getAttribute('aria-valuenow')).toBe('100');
    expect(bar('Turnover').getAttribute('aria-valuenow')).toBe('0');
    expect((bar('Deposit').firstElementChild as HTMLElement).style.inlineSize).toBe('100%');
  });

  it('highlights the current level in the level table', async () => {
    fakeServer({ '/api/auth/vip': vipAnswer({}) });
    renderWithProviders(<VipPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(within(rows[1]!).getByText('Your level')).toBeTruthy();
    expect(within(rows[2]!).getByText('₱1,000')).toBeTruthy();
  });

  it('says so at the top level', async () => {
    fakeServer({ '/api/auth/vip': vipAnswer({ vip_name: 'Gold', vip_name_next: 'Gold' }, 2) });
    renderWithProviders(<VipPage />);
    expect(await screen.findByText('Top level reached')).toBeTruthy();
  });
});
