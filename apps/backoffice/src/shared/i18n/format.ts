import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type BackofficeLanguage, LOCALES } from './index';

/** Date and time as the member's language writes them, to the minute. */
export function formatDateTime(iso: string, language: BackofficeLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language: BackofficeLanguage = i18n.language === 'CN' ? 'CN' : 'EN';
  return useCallback((iso: string) => formatDateTime(iso, language), [language]);
}
