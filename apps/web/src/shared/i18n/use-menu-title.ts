import { type MenuItem, menuTitle } from '@wl/contract/lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A menu entry's title in the interface language (the site's, or the one the player picked), else
 * its English title: the operator writes each title in English and the site's language.
 */
export function useMenuTitle(): (item: Pick<MenuItem, 'title' | 'titles'>) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((item) => menuTitle(item, language), [language]);
}
