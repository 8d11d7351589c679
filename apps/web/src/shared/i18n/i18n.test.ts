import { LANGUAGE_COOKIE_DAYS } from '@wl/contract/lite';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/locales/EN/ui.json';
import { dayjs } from '@/shared/lib/localized-dayjs';
import { changeLanguage, i18next, initI18n, LANGUAGE_COOKIE, storedLanguage } from './index';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(async () => {
  vi.restoreAllMocks();
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  await i18next.changeLanguage('EN');
});

describe('languages without message files (spec-coverage S1.2)', () => {
  for (const language of ['MMK', 'MNT', 'IDR'] as const) {
    it(`${language} shows the English text`, async () => {
      await changeLanguage(language);
      expect(i18next.language).toBe(language);
      expect(i18next.t('ui:back')).toBe(en.back);
      expect(i18next.t('errors:errorTitle')).toBe('Something went wrong');
      expect(dayjs.locale()).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    });
  }
});

describe('translated languages', () => {
  it('CN shows its own text, Chinese dates and a Chinese document language', async () => {
    await changeLanguage('CN');
    expect(i18next.t('ui:back')).not.toBe(en.back);
    expect(i18next.t('ui:back')).toMatch(/\p{Script=Han}/u);
    expect(dayjs.locale()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('PHP shows its own text with English dates', async () => {
    await changeLanguage('PHP');
    expect(i18next.t('ui:login')).not.toBe(en.login);
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('falls back to English for a key the language lacks', async () => {
    await changeLanguage('CN');
    const { back: _dropped, ...withoutBack } = i18next.getResourceBundle('CN', 'ui');
    i18next.removeResourceBundle('CN', 'ui');
    i18next.addResourceBundle('CN', 'ui', withoutBack);
    try {
      expect(i18next.t('ui:back')).toBe(en.back);
    } finally {
      await i18next.reloadResources('CN', 'ui');
    }
    expect(i18next.t('ui:back')).not.toBe(en.back);
  });

  it('moves the date locale with a switch that bypasses changeLanguage (the site language at startup)', async () => {
    await i18next.changeLanguage('CN');
    expect(dayjs.locale()).toBe('zh');
    await i18next.changeLanguage('EN');
    expect(dayjs.locale()).toBe('en');
  });
});

describe('language cookie (spec-coverage S9.2)', () => {
  it(`keeps the choice for ${LANGUAGE_COOKIE_DAYS} days`, async () => {
    const set = vi.spyOn(Cookies, 'set');
    await changeLanguage('PHP');
    expect(LANGUAGE_COOKIE_DAYS).toBe(365);
    expect(set).toHaveBeenCalledWith('lang', 'PHP', expect.objectContaining({ expires: 365, path: '/' }));
    expect(document.cookie).toContain('lang=PHP');
    expect(storedLanguage()).toBe('PHP');
  });

  it('ignores a cookie that names no language', () => {
    Cookies.set(LANGUAGE_COOKIE, 'XX', { path: '/' });
    expect(storedLanguage()).toBeUndefined();
  });
});
