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

/**
 * MMK, MNT and IDR named in themselves, for the switcher only: the contract's display names
 * (LANGUAGE_NAMES) are those of the languages with message files.
 */
const OWN_NAMES: Partial<Record<Language, string>> = { MMK: 'မြန်မာ', MNT: 'Монгол', IDR: 'Bahasa Indonesia' };

export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language] ?? OWN_NAMES[language] ?? language;
}

/**
 * The languages a site offers (decision 0188). A site in English, Filipino or Chinese offers the
 * three languages with message files. A site in MMK, MNT or IDR offers its own language, in which
 * its operator's texts are written and its fixed texts are English (no message files, S1.2), and
 * English: never Filipino or Chinese, whose screens would hold none of its operator's texts.
 */
export function siteLanguages(site: Language): Language[] {
  return TRANSLATED_LANGUAGES.includes(site) ? TRANSLATED_LANGUAGES : [site, 'EN'];
}

/** The language to start in: the player's choice when the site offers it, else the site's (S9.2). */
export function startLanguage(site: Language): Language {
  const chosen = storedLanguage();
  return chosen && siteLanguages(site).includes(chosen) ? chosen : site;
}

export async function changeLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: LANGUAGE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  await i18next.changeLanguage(language);
}

export { i18next };
