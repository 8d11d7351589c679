/**
 * The `redirect` query parameter, when it is a path of this site. Anything else ('//host',
 * 'https://…', '/\host', or a path hiding a tab or newline, which browsers strip so '/\t/host'
 * becomes '//host') could send a player who just typed a password to another site, so it is dropped.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || [...value].some((character) => character < ' ' || character === '\u007f')) return null;
  return value;
}
