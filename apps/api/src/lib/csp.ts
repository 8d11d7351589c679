/** https or wss origins, optionally with a leading wildcard label (https://*.tawk.to); nothing else can widen the policy. */
const TRUSTED_HOST = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i;

/**
 * The Content Security Policy of the player app: its own origin, plus only the third-party hosts
 * the site's operator configured (live chat, analytics). Inline scripts stay forbidden; analytics
 * snippets are added by the app as external scripts from those hosts. Pages are never framed,
 * except pages meant for the app's own frames (a built-in game), which pass framedBy 'self', and a
 * site's preview page, framed by the staff hosts' origins only.
 */
export function contentSecurityPolicy(
  trustedHosts: readonly string[],
  { framedBy = "'none'" }: { framedBy?: "'none'" | "'self'" | readonly string[] } = {},
): string {
  // A list: the staff origins that may frame a site's page in the back office's preview (decision 0151).
  const ancestors = typeof framedBy === 'string' ? framedBy : framedBy.join(' ') || "'none'";
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
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/**
 * The back office's policy: nothing but its own origin, no third party at all. Mantine (its
 * component kit) writes its theme variables and responsive styles into <style> elements at run
 * time; each page answer gets a fresh nonce that the app hands to Mantine for them, rather than
 * allowing any inline style.
 */
export function backofficeContentSecurityPolicy(styleNonce: string, previewOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    "font-src 'self'",
    // the sites' own origins, for the live preview of a site beside its settings (decision 0151)
    `frame-src ${previewOrigins.join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
