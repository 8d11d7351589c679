import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { setTestSite } from '@/shared/testing/site';
import AboutPage from '../routes/about-page';
import BankingPage from '../routes/banking-page';
import ResponsibleGamingPage from '../routes/responsible-gaming-page';
import TermConditionPage from '../routes/term-condition-page';
import { cmsAnswer } from '../testing';

beforeAll(initTestI18n);
beforeEach(() => setTestSite());
afterEach(async () => {
  vi.unstubAllGlobals();
  useSiteStore.setState({ language: 'EN' });
  await i18next.changeLanguage('EN');
});

describe('CMS pages', () => {
  it('show the English body in English, under the page title as the only h1', async () => {
    const fetchMock = fakeServer({ '/api/settings/siteinfodetail': cmsAnswer() });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByText('English about_us')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['About us']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      domain_name: 'localhost',
      external_id: 'site-lucky',
    });
  });

  it("show the local body in the site's language, and English when the local one is empty", async () => {
    useSiteStore.setState({ language: 'PHP' });
    await i18next.changeLanguage('PHP');
    fakeServer({ '/api/settings/siteinfodetail': cmsAnswer({ local_banking: '  ' }) });
    const { unmount } = renderWithProviders(<AboutPage />);
    expect(await screen.findByText('Filipino about_us')).toBeTruthy();
    unmount();
    renderWithProviders(<BankingPage />);
    expect(await screen.findByText('English banking')).toBeTruthy();
  });

  it("show the English body in an interface language other than the site's: the local body is in the site's", async () => {
    useSiteStore.setState({ language: 'PHP' });
    await i18next.changeLanguage('CN');
    fakeServer({ '/api/settings/siteinfodetail': cmsAnswer() });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByText('English about_us')).toBeTruthy();
    expect(screen.queryByText('Filipino about_us')).toBeNull();
  });

  it('say a disabled page is not available instead of showing it', async () => {
    fakeServer({ '/api/settings/siteinfodetail': cmsAnswer({ responsible_gaming_status: false }) });
    renderWithProviders(<ResponsibleGamingPage />);
    expect(await screen.findByText('This page is not available at the moment.')).toBeTruthy();
    expect(screen.queryByText('English responsible_gaming')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Responsible gaming');
  });

  it('render a sanitised body: no script, no onerror', async () => {
    fakeServer({
      '/api/settings/siteinfodetail': cmsAnswer({
        en_term_condition:
          '<h2>Terms</h2><script>window.hacked = true</script><img src="/x.png" onerror="window.hacked = true"><p>Play fair.</p>',
      }),
    });
    const { container } = renderWithProviders(<TermConditionPage />);
    expect(await screen.findByText('Play fair.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('.info-body img')?.getAttribute('src')).toBe('/x.png');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('offer a retry when the texts cannot be loaded', async () => {
    fakeServer({ '/api/settings/siteinfodetail': { statusCode: 503, message: 'serviceUnavailable' } });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
