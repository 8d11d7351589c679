import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cnContent from '@/locales/CN/content.json';
import cnEngagement from '@/locales/CN/engagement.json';
import cnErrors from '@/locales/CN/errors.json';
import cnGames from '@/locales/CN/games.json';
import cnMenus from '@/locales/CN/menus.json';
import cnReports from '@/locales/CN/reports.json';
import cnSites from '@/locales/CN/sites.json';
import cnUi from '@/locales/CN/ui.json';
import cnValidation from '@/locales/CN/validation.json';
import enContent from '@/locales/EN/content.json';
import enEngagement from '@/locales/EN/engagement.json';
import enErrors from '@/locales/EN/errors.json';
import enGames from '@/locales/EN/games.json';
import enMenus from '@/locales/EN/menus.json';
import enReports from '@/locales/EN/reports.json';
import enSites from '@/locales/EN/sites.json';
import enUi from '@/locales/EN/ui.json';
import enValidation from '@/locales/EN/validation.json';

export const BACKOFFICE_LANGUAGES = ['EN', 'CN'] as const;
export type BackofficeLanguage = (typeof BACKOFFICE_LANGUAGES)[number];

/** The document language and the locale dates and numbers are written in. */
export const LOCALES: Record<BackofficeLanguage, string> = { EN: 'en', CN: 'zh-Hans' };

const STORAGE_KEY = 'wl.backoffice.language';

export const resources = {
  EN: {
    ui: enUi,
    errors: enErrors,
    validation: enValidation,
    reports: enReports,
    sites: enSites,
    menus: enMenus,
    content: enContent,
    games: enGames,
    engagement: enEngagement,
  },
  CN: {
    ui: cnUi,
    errors: cnErrors,
    validation: cnValidation,
    reports: cnReports,
    sites: cnSites,
    menus: cnMenus,
    content: cnContent,
    games: cnGames,
    engagement: cnEngagement,
  },
} as const;

function isLanguage(value: unknown): value is BackofficeLanguage {
  return BACKOFFICE_LANGUAGES.includes(value as BackofficeLanguage);
}

/** The member's last choice on this browser, else Chinese for a browser set to Chinese, else English. */
export function initialLanguage(): BackofficeLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'CN' : 'EN';
}

export function currentLanguage(): BackofficeLanguage {
  return isLanguage(i18next.language) ? i18next.language : 'EN';
}

export async function initI18n(language: BackofficeLanguage = initialLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'EN',
    ns: Object.keys(resources.EN),
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = LOCALES[language];
}

/** Switches the texts and remembers the choice on this browser. */
export async function changeLanguage(language: BackofficeLanguage): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = LOCALES[language];
}

/** A failure's message key that has a text of its own (the server's keys are letters only, checked here). */
export function isFailureKey(key: string): key is keyof typeof enErrors {
  return Object.hasOwn(enErrors, key);
}

export function isValidationKey(key: string): key is keyof typeof enValidation {
  return Object.hasOwn(enValidation, key);
}

export { i18next };
