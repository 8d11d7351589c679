import Cookies from 'js-cookie';

export const SITE_DOMAIN_COOKIE = 'site_domain';

/**
 * The top two labels of the host (www.brand.example → brand.example). IP addresses and single
 * labels have no parent domain and stay as they are. Hosts under a two-label public suffix
 * (brand.co.uk) would need the public suffix list; none of the operators' domains has one.
 */
export function siteCookieDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')) return host;
  return host.split('.').slice(-2).join('.');
}

/**
 * Writes the site's shared cookie domain, scoped to that domain. It is for attribution across
 * subdomains: a visitor may land on www., m. or the affiliate host (aff_domain) of the same brand,
 * and the affiliate and attribution cookies must be written on this domain (see siteCookieDomain)
 * so every one of them reads the same values. The cookie tells the other subdomains' pages (and
 * the server) which scope the brand uses. Rewritten on every load, so it lives for the session.
 */
export function writeSiteDomainCookie(hostname: string = window.location.hostname): void {
  const domain = siteCookieDomain(hostname);
  Cookies.set(SITE_DOMAIN_COOKIE, domain, {
    path: '/',
    secure: true,
    sameSite: 'Lax',
    // A host-only cookie when the host is the domain itself: browsers refuse Domain=localhost-style values.
    ...(domain !== hostname && domain.includes('.') ? { domain } : {}),
  });
}
