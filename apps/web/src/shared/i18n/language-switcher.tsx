import type { Language } from '@wl/contract/lite';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import { changeLanguage, HTML_LANG, isLanguage, languageName, siteLanguages } from './index';

/** The language each name is written in, for screen readers: MMK, MNT and IDR are named in themselves. */
const NAME_LANG: Record<Language, string> = { ...HTML_LANG, MMK: 'my', MNT: 'mn', IDR: 'id' };

/**
 * The languages the site offers (decision 0188), each named in its own language so a player who
 * cannot read the current one still finds theirs. A native select keeps keyboard and screen
 * reader behaviour right on every device.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('ui');
  const offered = siteLanguages(useSiteStore((state) => state.language));
  // A language the site does not offer (set by code, not by the player) shows as the site's first.
  const current: Language = offered.find((language) => language === i18n.language) ?? offered[0]!;

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
      {offered.map((language) => (
        <option key={language} value={language} lang={NAME_LANG[language]}>
          {languageName(language)}
        </option>
      ))}
    </select>
  );
}
