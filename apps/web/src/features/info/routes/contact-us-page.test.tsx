import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { setTestSite } from '@/shared/testing/site';
import ContactUsPage from './contact-us-page';

beforeAll(initTestI18n);
beforeEach(() => setTestSite());
afterEach(() => vi.unstubAllGlobals());

describe('/contact-us', () => {
  it('lists the social accounts as links that open safely in a new tab, with the support hours', async () => {
    const accountList = [
      { platform: 'facebook', name: 'Lucky Piso', url: 'https://www.facebook.com/luckypiso' },
      { platform: 'telegram', name: '@luckypiso', url: 'https://t.me/luckypiso' },
      { platform: 'pager', name: 'Beeper', url: 'javascript:alert(1)' },
    ];
    fakeServer({ '/api/settings/social_account': { statusCode: 1, accountList } });
    renderWithProviders(<ContactUsPage />);
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/luckypiso',
      'https://t.me/luckypiso',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]?.textContent).toContain('Facebook');
    expect(links[0]?.textContent).toContain('Lucky Piso');
    expect(within(list).getByText('Beeper')).toBeTruthy();
    expect(screen.getByText('Our support team is available 24 hours a day, 7 days a week.')).toBeTruthy();
    expect(useSiteStore.getState().accountList).toEqual(accountList);
  });

  it('says when no channel is listed', async () => {
    fakeServer({ '/api/settings/social_account': { statusCode: 1, accountList: [] } });
    renderWithProviders(<ContactUsPage />);
    expect(await screen.findByText('No contact channels are listed yet.')).toBeTruthy();
  });
});
