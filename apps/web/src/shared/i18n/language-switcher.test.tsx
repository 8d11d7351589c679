import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@wl/contract/lite';
import Cookies from 'js-cookie';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSiteStore } from '@/shared/session/site-store';
import { i18next, initI18n, LANGUAGE_COOKIE, startLanguage } from './index';
import { LanguageSwitcher } from './language-switcher';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(async () => {
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  useSiteStore.setState({ language: 'EN' });
  await i18next.changeLanguage('EN');
});

/** A site in the language, its interface in it as the startup would leave it. */
async function onSiteIn(language: Language) {
  useSiteStore.setState({ language });
  await i18next.changeLanguage(language);
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

function renderSwitcher(name = 'Language') {
  render(
    <I18nextProvider i18n={i18next}>
      <LanguageSwitcher />
    </I18nextProvider>,
  );
  return screen.getByRole<HTMLSelectElement>('combobox', { name });
}

describe('LanguageSwitcher', () => {
  it('offers the languages with message files on an English site, each in its own language', () => {
    renderSwitcher();
    expect(optionNames()).toEqual(['English', 'Filipino', '中文']);
  });

  for (const site of ['PHP', 'CN'] as const) {
    it(`offers the same three on a ${site} site`, async () => {
      await onSiteIn(site);
      renderSwitcher(site === 'PHP' ? 'Wika' : '语言');
      expect(optionNames()).toEqual(['English', 'Filipino', '中文']);
    });
  }

  for (const [site, name] of [
    ['MMK', 'မြန်မာ'],
    ['MNT', 'Монгол'],
    ['IDR', 'Bahasa Indonesia'],
  ] as const) {
    it(`shows ${name} on a ${site} site, and offers it and English only (decision 0188)`, async () => {
      await onSiteIn(site);
      const select = renderSwitcher();
      expect(select.value).toBe(site);
      expect(screen.getByRole<HTMLOptionElement>('option', { selected: true }).textContent).toBe(name);
      expect(optionNames()).toEqual([name, 'English']);
    });
  }

  it('switches a MMK site to English and back', async () => {
    await onSiteIn('MMK');
    const select = renderSwitcher();
    await userEvent.selectOptions(select, 'EN');
    expect(i18next.language).toBe('EN');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('EN');
    await userEvent.selectOptions(select, 'MMK');
    expect(i18next.language).toBe('MMK');
    expect(select.value).toBe('MMK');
  });

  it('shows the current language', async () => {
    await i18next.changeLanguage('PHP');
    expect(renderSwitcher('Wika').value).toBe('PHP');
  });

  it("shows the site's first language for a language the site does not offer", async () => {
    await i18next.changeLanguage('MMK');
    expect(renderSwitcher().value).toBe('EN');
  });

  it('switches the language and remembers it', async () => {
    const select = renderSwitcher();
    await userEvent.selectOptions(select, 'CN');
    await screen.findByRole('combobox', { name: '语言' });
    expect(i18next.language).toBe('CN');
    expect(select.value).toBe('CN');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });
});

describe('startLanguage (spec-coverage S9.2, decision 0188)', () => {
  it("starts in the site's language without a choice", () => {
    expect(startLanguage('CN')).toBe('CN');
    expect(startLanguage('IDR')).toBe('IDR');
  });

  it("starts in the player's choice when the site offers it", () => {
    Cookies.set(LANGUAGE_COOKIE, 'CN', { path: '/' });
    expect(startLanguage('PHP')).toBe('CN');
    Cookies.set(LANGUAGE_COOKIE, 'EN', { path: '/' });
    expect(startLanguage('MNT')).toBe('EN');
  });

  it("starts in the site's language when the choice is one it does not offer", () => {
    Cookies.set(LANGUAGE_COOKIE, 'CN', { path: '/' });
    expect(startLanguage('IDR')).toBe('IDR');
    Cookies.set(LANGUAGE_COOKIE, 'MMK', { path: '/' });
    expect(startLanguage('EN')).toBe('EN');
  });
});
