import { DATE_LOCALE, LANGUAGE_COOKIE_DAYS, LANGUAGE_NAMES, type Language, LANGUAGES, MESSAGE_GROUPS } from '@wl/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_COOKIE = 'lang';

/** Message files are loaded per language and group on demand, so only the active language ships. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** Languages with message files; MMK, MNT and IDR have none and fall back to English. */
export const TRANSLATED_LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const load = files[`../../locales/${lng}/${ns}.json`];
        return load ? load() : Promise.resolve({ default: {} });
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'EN',
      supportedLngs: [...LANGUAGES],
      ns: [...MESSAGE_GROUPS],
      defaultNS: 'ui',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  applyDateLocale(language);
  return i18next;
}

function applyDateLocale(language: Language): void {
  dayjs.locale(DATE_LOCALE[language]);
}

/** The player's chosen language, kept for a year (spec section 9). */
export function storedLanguage(): Language | undefined {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

export async function changeLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: LANGUAGE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  await i18next.changeLanguage(language);
  applyDateLocale(language);
  document.documentElement.lang = DATE_LOCALE[language];
}

export { i18next };
