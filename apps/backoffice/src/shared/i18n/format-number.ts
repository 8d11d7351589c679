import { useTranslation } from 'react-i18next';
import { type BackofficeLanguage, LOCALES } from './index';

function useLocale(): string {
  const { i18n } = useTranslation();
  const language: BackofficeLanguage = i18n.language === 'CN' ? 'CN' : 'EN';
  return LOCALES[language];
}

/** A count as the member's language writes numbers (50,000). */
export function useFormatCount(): (count: number) => string {
  const locale = useLocale();
  return (count) => new Intl.NumberFormat(locale).format(count);
}

/** An amount in major units with its currency, as the member's language writes money. */
export function useFormatAmount(): (amount: number, currency: string) => string {
  const locale = useLocale();
  return (amount, currency) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      // A code Intl does not know is still written beside its amount.
      return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
    }
  };
}
