import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, LANGUAGE_COOKIE } from './index';
import { LanguageSwitcher } from './language-switcher';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(async () => {
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  await i18next.changeLanguage('EN');
});

function renderSwitcher(name = 'Language') {
  render(
    <I18nextProvider i18n={i18next}>
      <LanguageSwitcher />
    </I18nextProvider>,
  );
  return screen.getByRole<HTMLSelectElement>('combobox', { name });
}

describe('LanguageSwitcher', () => {
  it('offers only the languages with a display name, each in its own language', () => {
    renderSwitcher();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Filipino', '中文']);
  });

  it('shows the current language', async () => {
    await i18next.changeLanguage('PHP');
    expect(renderSwitcher('Wika').value).toBe('PHP');
  });

  it('shows English for a language that falls back to it', async () => {
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
