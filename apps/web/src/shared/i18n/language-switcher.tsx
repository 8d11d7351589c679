import { LANGUAGE_NAMES, type Language } from '@wl/contract/lite';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, HTML_LANG, isLanguage, TRANSLATED_LANGUAGES } from './index';

/**
 * The languages a player can pick (EN, PHP, CN), each named in its own language so a player who
 * cannot read the current one still finds theirs. A native select keeps keyboard and screen
 * reader behaviour right on every device.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('ui');
  // MMK, MNT and IDR are shown in English, so English is what the switcher shows for them.
  const current: Language = TRANSLATED_LANGUAGES.find((language) => language === i18n.language) ?? 'EN';

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (isLanguage(next)) void changeLanguage(next);
  };

  return (
    <select
      className={['language-switcher', className].filter(Boolean).join(' ')}
      aria-label={t('language')}
      value={current}
      onChange={onChange}
    >
      {TRANSLATED_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={HTML_LANG[language]}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
