import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { setTestSite } from '@/shared/testing/site';
import DownloadPage from './download-page';

beforeAll(initTestI18n);

describe('/download', () => {
  it('links to the site apps in their stores, in a new tab', () => {
    setTestSite({
      android_sub: 'https://play.google.com/store/apps/details?id=com.example.luckypiso',
      ios_sub: 'https://apps.apple.com/app/luckypiso/id1',
    });
    renderWithProviders(<DownloadPage />);
    const android = screen.getByRole('link', { name: /Google Play/ });
    expect(android.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=com.example.luckypiso');
    expect(android.getAttribute('target')).toBe('_blank');
    expect(android.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe('https://apps.apple.com/app/luckypiso/id1');
  });

  it('offers only the store that is set, and only over https', () => {
    setTestSite({ android_sub: 'http://play.example/app', ios_sub: 'https://apps.apple.com/app/luckypiso/id1' });
    renderWithProviders(<DownloadPage />);
    expect(screen.queryByRole('link', { name: /Google Play/ })).toBeNull();
    expect(screen.getByRole('link', { name: /App Store/ })).toBeTruthy();
  });

  it('says the app is not available yet when the site has no links', () => {
    setTestSite({ android_sub: '', ios_sub: '' });
    renderWithProviders(<DownloadPage />);
    expect(screen.getByText('The Lucky Piso app is not available yet. Please check back soon.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
