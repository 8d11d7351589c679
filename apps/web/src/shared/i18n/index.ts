import {
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  MESSAGE_GROUPS,
  type MessageGroup,
} from '@wl/contract/lite';
import i18next, { type ParseKeys } from 'i18next';
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

/** A key of one message group, as a `t()` on that group takes it (nested keys dotted, plurals by their base). */
export type MessageKey<Group extends MessageGroup> = ParseKeys<Group>;

/**
 * Whether a key that came with data (a field error the server named) has a text in the group: the
 * check that lets such a key reach a typed `t()`.
 */
export function isMessageKey<Group extends MessageGroup>(group: Group, key: string): key is MessageKey<Group> {
  return i18next.exists(key, { ns: group });
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
      // The texts start loading now rather than a task later: the first render waits for them.
      initAsync: false,
    });
  applyDocumentLanguage(language);
  // The document language follows every switch of i18next's language, whoever makes it.
  i18next.off('languageChanged', onLanguageChanged);
  i18next.on('languageChanged', onLanguageChanged);
  return i18next;
}

/**
 * The document language of what is on screen, for screen readers and hyphenation: MMK, MNT and
 * IDR show English text, so they are English here.
 */
export const HTML_LANG: Record<Language, string> = {
  EN: 'en',
  PHP: 'fil',
  CN: 'zh-Hans',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
};

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
}

function onLanguageChanged(language: string): void {
  if (isLanguage(language)) applyDocumentLanguage(language);
}

/** The player's chosen language, kept for a year (spec-coverage S9.2). */
export function storedLanguage(): Language | undefined {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

export async function changeLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: LANGUAGE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  await i18next.changeLanguage(language);
}

export { i18next };
