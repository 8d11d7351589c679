import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_LANGUAGES, type BackofficeLanguage, changeLanguage, currentLanguage } from './index';

/** EN / 中文, each named in its own language, remembered on this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(value) => void changeLanguage(value as BackofficeLanguage)}
      data={BACKOFFICE_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}
