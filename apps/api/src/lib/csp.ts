/** https or wss origins, optionally with a leading wildcard label (https://*.tawk.to); nothing else can widen the policy. */
const TRUSTED_HOST = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i;

/**
 * The Content Security Policy of the player app: its own origin, plus only the third-party hosts
 * the site's operator configured (live chat, analytics). Inline scripts stay forbidden; analytics
 * snippets are added by the app as external scripts from those hosts. Pages are never framed,
 * except pages meant for the app's own frames (a built-in game), which pass framedBy 'self'.
 */
export function contentSecurityPolicy(
  trustedHosts: readonly string[],
  { framedBy = "'none'" }: { framedBy?: "'none'" | "'self'" } = {},
): string {
  const hosts = trustedHosts.filter((host) => TRUSTED_HOST.test(host)).join(' ');
  const extra = hosts ? ` ${hosts}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `font-src 'self' data:${extra}`,
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy}`,
  ].join('; ');
}
