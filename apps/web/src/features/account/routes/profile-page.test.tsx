import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { maskPhone } from '../lib/mask-phone';
import { PROFILE } from '../testing';
import ProfilePage from './profile-page';

const VIP = {
  statusCode: 1,
  currentLevel: 1,
  levels: [
    { level: 0, vip_name: 'Bronze', deposit_required: 0, turnover_required: 0 },
    { level: 1, vip_name: 'Silver', deposit_required: 100, turnover_required: 300 },
  ],
  nextLevel: [
    {
      starting_deposit: 0,
      cycle_deposit: 500,
      deposit_next: 1000,
      starting_turnover: 0,
      cycle_turnover: 350,
      turnover_next: 5000,
      vip_name: 'Silver',
      vip_name_next: 'Gold',
    },
  ],
};

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

describe('/profile', () => {
  it('shows the account details with the phone masked and the VIP level by name', async () => {
    const server = fakeServer({ '/api/settings/get_profile': PROFILE, '/api/auth/vip': VIP });
    renderWithProviders(<ProfilePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const details = await screen.findByRole('region', { name: 'Account details' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Account ID')).toBe('juan88');
    expect(value('Full name')).toBe('Juan Dela Cruz');
    expect(value('Email')).toBe('juan@example.com');
    expect(value('Mobile number')).toBe('+63******4567');
    expect(await screen.findByText('Silver')).toBeTruthy();
    expect(value('Member since')).toBe('2026-01-15');
    expect(screen.getByText('DEMO2345')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy referral code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/edit-profile');
    expect(requestsTo(server, '/api/settings/get_profile')[0]).toEqual({ auth: 'tok', account_id: 'juan88' });
  });

  it('never shows a phone number whole, even if the server sent one', async () => {
    fakeServer({
      '/api/settings/get_profile': { ...PROFILE, value: [{ ...PROFILE.value[0], contact_phone: '+639171234567' }] },
      '/api/auth/vip': VIP,
    });
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('+63******4567')).toBeTruthy();
    expect(screen.queryByText('+639171234567')).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    fakeServer({ '/api/settings/get_profile': { statusCode: 503, message: 'serviceUnavailable' }, '/api/auth/vip': VIP });
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('maskPhone', () => {
  it('keeps a masked number and masks a whole one down to its prefix and last four digits', () => {
    expect(maskPhone('+63******4567')).toBe('+63******4567');
    expect(maskPhone('+12025550147')).toBe('+12*****0147');
    expect(maskPhone('09171234567')).toBe('*******4567');
    expect(maskPhone('')).toBe('');
  });
});
