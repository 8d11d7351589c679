import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsAnswer } from '@/features/info/testing';
import { protectionAnswer, protectionState } from '@/features/protection/testing';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { logInPlayer } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import ResponsibleGamingPage from './responsible-gaming-page';

beforeAll(initTestI18n);
beforeEach(() => {
  setTestSite();
  fakeServer({
    '/api/settings/siteinfodetail': cmsAnswer(),
    '/api/protection/get': protectionAnswer(protectionState()),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('/responsible-gaming', () => {
  it('shows a visitor the CMS text only', async () => {
    renderWithProviders(<ResponsibleGamingPage />);
    expect(await screen.findByText('English responsible_gaming')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your limits and breaks' })).toBeNull();
  });

  it('shows a player the CMS text and, below it, their limits and breaks', async () => {
    logInPlayer();
    renderWithProviders(<ResponsibleGamingPage />);
    expect(await screen.findByText('English responsible_gaming')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your limits and breaks' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Daily limit' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Self-exclusion' })).toBeTruthy();
  });
});
