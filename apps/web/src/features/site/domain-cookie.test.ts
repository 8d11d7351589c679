import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_DOMAIN_COOKIE, siteCookieDomain, writeSiteDomainCookie } from './domain-cookie';

afterEach(() => vi.restoreAllMocks());

describe('siteCookieDomain', () => {
  it('keeps the top two labels of the host', () => {
    expect(siteCookieDomain('casino1.localhost')).toBe('casino1.localhost');
    expect(siteCookieDomain('www.brand.example')).toBe('brand.example');
    expect(siteCookieDomain('m.promo.brand.example')).toBe('brand.example');
    expect(siteCookieDomain('Brand.Example.')).toBe('brand.example');
  });

  it('leaves single labels and IP addresses as they are', () => {
    expect(siteCookieDomain('localhost')).toBe('localhost');
    expect(siteCookieDomain('192.168.1.20')).toBe('192.168.1.20');
    expect(siteCookieDomain('[::1]')).toBe('[::1]');
  });
});

describe('writeSiteDomainCookie', () => {
  it('is secure and SameSite Lax, scoped to the shared domain of a subdomain', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeSiteDomainCookie('www.brand.example');
    expect(set).toHaveBeenCalledWith(SITE_DOMAIN_COOKIE, 'brand.example', {
      path: '/',
      secure: true,
      sameSite: 'Lax',
      domain: 'brand.example',
    });
  });

  it('is host-only when the host is the shared domain itself', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeSiteDomainCookie('casino1.localhost');
    expect(set).toHaveBeenCalledWith('site_domain', 'casino1.localhost', { path: '/', secure: true, sameSite: 'Lax' });
  });
});
