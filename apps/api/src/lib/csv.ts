/**
 * RFC 4180 CSV for exports staff open in a spreadsheet: every cell quoted, and a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) prefixed with an
 * apostrophe, so an attacker-chosen text (a player's name, a reason) cannot become one (OWASP CSV
 * injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A number's text (-1250) is never a formula: a negative amount stays a number in the spreadsheet.
  const numeric = typeof value === 'number' || typeof value === 'bigint';
  const safe = !numeric && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}
