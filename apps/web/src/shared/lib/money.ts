import { CURRENCIES, type Currency, formatNumber } from '@wl/contract/lite';

function isCurrency(code: string): code is Currency {
  return code in CURRENCIES;
}

/** The symbol of a site currency (₱, ¥, …), or the code followed by a space for one we do not know. */
export function currencySymbol(currency: string): string {
  if (isCurrency(currency)) return CURRENCIES[currency].symbol;
  return currency ? `${currency} ` : '';
}

export interface MoneyOptions {
  /**
   * The number format shows zero as empty (spec-coverage S5.8); beside a target ("₱0 of ₱1,000") an empty figure
   * reads as missing, so such places ask for the zero.
   */
  showZero?: boolean;
}

/** An amount in the site currency with the number format (spec-coverage S5.8, S9.7). */
export function formatMoney(amount: number, currency: string, options: MoneyOptions = {}): string {
  const symbol = currencySymbol(currency);
  const text = formatNumber(amount, { currency: symbol });
  return text || (options.showZero ? `${symbol}0` : '');
}

export function formatTokens(amount: number, options: MoneyOptions = {}): string {
  return formatNumber(amount) || (options.showZero ? '0' : '');
}
