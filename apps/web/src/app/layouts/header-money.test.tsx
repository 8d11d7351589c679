import { screen, within } from '@testing-library/react';
import { type Language, THEME_CODES, templateOf } from '@wl/contract/lite';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import cnUi from '@/locales/CN/ui.json';
import phpUi from '@/locales/PHP/ui.json';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { SITE_FIXTURE } from '@/shared/testing/site';
import { LAYOUT_CONFIGS } from './template-configs';
import { layoutFor } from './template-layout';

/**
 * A new player's header (decision 0165): the balance is a figure with the currency's decimals
 * (₱0.00, never "Balance" alone) and a Deposit button is there in every template, in the header
 * and, on the bottom-tab templates, in the phone's bottom bar; in each player language.
 */
const DEPOSIT: Record<Language, string> = { EN: 'Deposit', PHP: 'Mag-deposito', CN: '存款' } as Record<Language, string>;

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('PHP', 'ui', phpUi);
  i18next.addResourceBundle('CN', 'ui', cnUi);
});
logInPlayerForEachTest();
afterEach(() => i18next.changeLanguage('EN'));

const THEMES = [...new Set(THEME_CODES.map((theme) => templateOf(theme)))].map(
  (template) => THEME_CODES.find((theme) => templateOf(theme) === template)!,
);

describe.each(['EN', 'PHP', 'CN'] as const)('the header of a new player in %s', (language) => {
  beforeEach(() => i18next.changeLanguage(language));

  it.each(THEMES)('reads ₱0.00 with a Deposit button on %s', async (theme) => {
    useSiteStore.setState({
      status: 'ready',
      template: theme,
      content: { menu: [], game_menu: [], footer_menu: [] },
      hasHotGames: true,
      maintenance: { is_maintenance: false, start_date: null, end_date: null },
      accountList: [],
      site: { ...SITE_FIXTURE, theme_code: theme, currency: 'PHP' },
    });
    fakeServer({ '/api/auth/get_balance': { statusCode: 1, game_balance: 0, game_token: 0, currency: 'PHP' } });
    const Layout = layoutFor(templateOf(theme));
    renderWithProviders(
      <Layout maintenance={false}>
        <p>Page</p>
      </Layout>,
    );
    const header = screen.getByRole('banner');
    expect((await within(header).findAllByText('₱0.00')).length).toBeGreaterThan(0);
    const deposits = within(header).getAllByRole('link', { name: DEPOSIT[language] });
    expect(deposits.every((link) => link.getAttribute('href') === '/deposit')).toBe(true);
    const config = LAYOUT_CONFIGS[templateOf(theme)] ?? LAYOUT_CONFIGS.default;
    if (config.mobile === 'bottom-tabs') {
      const bar = screen.getByRole('navigation', { name: i18next.t('ui:nav.quick') });
      expect(
        within(bar)
          .getByRole('link', { name: new RegExp(DEPOSIT[language]) })
          .getAttribute('href'),
      ).toBe('/deposit');
    }
  });
});
