import { DATE_FORMATS } from '@wl/contract/lite';
import { dayjs } from './localized-dayjs';
import 'dayjs/locale/tl-ph';
import 'dayjs/locale/zh';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * dayjs locales of the interface languages for relative times. The app's global locale keeps
 * English dates for Filipino (DATE_LOCALE), but "5 minutes ago" reads better in Filipino there.
 */
const RELATIVE_LOCALE: Record<string, string> = { PHP: 'tl-ph', CN: 'zh' };

export function timeAgo(isoDate: string, language: string): string {
  return dayjs(isoDate)
    .locale(RELATIVE_LOCALE[language] ?? 'en')
    .fromNow();
}

/** How long until a moment, without "in" or "ago", for texts that say it themselves: "5 hours". */
export function timeUntil(isoDate: string, language: string): string {
  return dayjs(isoDate)
    .locale(RELATIVE_LOCALE[language] ?? 'en')
    .fromNow(true);
}

export function formatDate(isoDate: string): string {
  return dayjs(isoDate).format(DATE_FORMATS.date);
}

export function formatDateTime(isoDate: string): string {
  return dayjs(isoDate).format(DATE_FORMATS.datetime);
}
