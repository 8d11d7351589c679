import { useTranslation } from 'react-i18next';
import type { Site } from './content-page';

/**
 * The labels of a text's two versions, English and the site's language, and whether the site has a
 * language of its own (an English site has one version).
 */
export function useLanguageLabels(site: Site) {
  const { t } = useTranslation('content');
  return {
    hasLocal: site.language !== 'EN',
    english: (field: string) => t('inEnglish', { field }),
    local: (field: string) => t('inLocal', { field, language: site.language }),
  };
}
