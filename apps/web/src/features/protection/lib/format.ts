import type { Language } from '@wl/contract/lite';
import { HTML_LANG } from '@/shared/i18n';

/** "1 hour 5 minutes", "5 minuto", "1小时 5分钟": time played, in the interface language. */
export function formatDuration(totalMinutes: number, language: string): string {
  const locale = HTML_LANG[language as Language] ?? 'en';
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
