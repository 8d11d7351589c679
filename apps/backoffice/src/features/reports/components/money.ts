import { CURRENCY_CODES, type Currency, toMajor } from '@wl/contract';
import { useFormatAmount, useFormatCount } from '@/shared/i18n/format-number';

const isCurrency = (code: string): code is Currency => (CURRENCY_CODES as readonly string[]).includes(code);

/** Minor units of the report's currency as the member's language writes money (₱1,234.56). */
export function useFormatMinor(currency: string): (minor: number) => string {
  const formatAmount = useFormatAmount();
  return (minor) => formatAmount(isCurrency(currency) ? toMajor(minor, currency) : minor / 100, currency);
}

/** Minor units as a plain major-unit number, for a chart's axis and tooltips. */
export function majorOf(minor: number, currency: string): number {
  return isCurrency(currency) ? toMajor(minor, currency) : minor / 100;
}

/** Seconds as the member reads a wait: 45 s, 12 min, 3.5 h. */
export function useFormatSeconds(): (seconds: number | null) => string {
  const formatCount = useFormatCount();
  return (seconds) => {
    if (seconds === null) return '—';
    if (seconds < 120) return `${formatCount(seconds)} s`;
    if (seconds < 7200) return `${formatCount(Math.round(seconds / 60))} min`;
    return `${formatCount(Math.round(seconds / 360) / 10)} h`;
  };
}
