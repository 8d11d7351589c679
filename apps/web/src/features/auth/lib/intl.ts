import type { Language } from '@wl/contract/lite';
import { HTML_LANG } from '@/shared/i18n';

/** The Intl locale of an interface language (MMK, MNT and IDR show English text). */
export function intlLocale(language: string): string {
  return HTML_LANG[language as Language] ?? 'en';
}

/** "5 minutes", "5 minuto", "5分钟": a length of time in the interface language. */
export function formatMinutes(seconds: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    Math.max(1, Math.round(seconds / 60)),
  );
}

/** A countdown as m:ss, which reads the same in every language. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The site's country by name in the interface language ("Philippines", "Pilipinas", "菲律宾"). */
export function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
