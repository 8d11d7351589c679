import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';

/**
 * Whether an operator text kept as an English and a local field (CMS pages, first-visit modals, SEO)
 * shows its local one: only while the interface is in the site's language, which the local text is
 * written in. A Chinese site switched to Filipino shows the English text, not the Chinese one: as a
 * menu title does, the interface language's text, else the English (decision 0153).
 */
export function showsLocalText(interfaceLanguage: string, siteLanguage: string): boolean {
  return interfaceLanguage !== 'EN' && interfaceLanguage === siteLanguage;
}

/** The same for the interface and site of the moment. */
export function useShowsLocalText(): boolean {
  const { i18n } = useTranslation();
  const siteLanguage = useSiteStore((state) => state.language);
  return showsLocalText(i18n.language, siteLanguage);
}
