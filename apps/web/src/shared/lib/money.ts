import { CURRENCIES, type Currency, formatNumber, MAX_DECIMALS } from '@wl/contract/lite';

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

/** The currency's minor digits ("0,0.00" for two), plus a third decimal when the amount has one. */
function balanceFormat(currency: string): string {
  const digits: number = isCurrency(currency) ? CURRENCIES[currency].minorDigits : 2;
  if (digits === 0) return '0,0';
  return digits >= MAX_DECIMALS
    ? `0,0.${'0'.repeat(MAX_DECIMALS)}`
    : `0,0.${'0'.repeat(digits)}[${'0'.repeat(MAX_DECIMALS - digits)}]`;
}

/**
 * A balance or a cashier amount: always with the currency's decimals and always a figure, zero
 * included (₱0.00, ₱189.80), in the header, the account page and the cashier pages (decision 0165).
 * Figures in tables keep formatMoney's empty zero.
 */
export function formatBalance(amount: number, currency: string): string {
  const symbol = currencySymbol(currency);
  const format = balanceFormat(currency);
  return formatNumber(amount, { currency: symbol, format }) || `${symbol}${formatNumber(1, { format }).replace('1', '0')}`;
}

export function formatTokens(amount: number, options: MoneyOptions = {}): string {
  return formatNumber(amount) || (options.showZero ? '0' : '');
}
