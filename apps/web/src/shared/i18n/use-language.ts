import type { Language } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './index';

/** The interface language, as calls that answer in a language (promotion terms, news) ask for it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'EN';
}
