/**
 * The server masks the phone (get_profile); a value that somehow arrives whole is masked here too,
 * keeping the country prefix and the last four digits, so a borrowed screen never shows it.
 */
export function maskPhone(phone: string): string {
  if (!phone || phone.includes('*')) return phone;
  const digits = phone.replace(/^\+/, '');
  const prefix = phone.startsWith('+') ? `+${digits.slice(0, 2)}` : '';
  const rest = phone.startsWith('+') ? digits.slice(2) : digits;
  if (rest.length <= 4) return phone;
  return `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}
