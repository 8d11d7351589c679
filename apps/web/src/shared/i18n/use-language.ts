import type { Language } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { i18next, isLanguage } from './index';

const asLanguage = (value: string): Language => (isLanguage(value) ? value : 'EN');

/** The interface language, as calls that answer in a language (promotion terms, news) ask for it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
}

/** The same outside a component: for data requested before the page renders. */
export function currentLanguage(): Language {
  return asLanguage(i18next.language);
}
