import { DATE_LOCALE } from '@wl/contract/lite';
import dayjs from 'dayjs';
import 'dayjs/locale/zh';
import { i18next, isLanguage } from '@/shared/i18n';

/**
 * dayjs in the date locale of the interface language (DATE_LOCALE). The app's date code imports
 * dayjs from here, so the locale is in place before any date shows, while dayjs itself comes with
 * the screens that show dates rather than with the startup bundle (its budget: docs/quality.md).
 */
function followLanguage(language: string | undefined): void {
  if (isLanguage(language)) dayjs.locale(DATE_LOCALE[language]);
}

followLanguage(i18next.language);
// Startup may switch to the site's language without the player's choice (no cookie), so the
// locale follows every switch, not only changeLanguage.
i18next.on('languageChanged', followLanguage);

export { dayjs };
