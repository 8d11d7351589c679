import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.js';

describe('contentSecurityPolicy', () => {
  it('allows only the app itself when the site trusts no host', () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("adds the site's https and wss hosts, wildcard subdomains included", () => {
    const policy = contentSecurityPolicy(['https://*.tawk.to', 'wss://*.tawk.to', 'https://www.googletagmanager.com']);
    expect(policy).toContain("script-src 'self' https://*.tawk.to wss://*.tawk.to https://www.googletagmanager.com;");
  });

  it('drops anything that would widen the policy beyond named hosts', () => {
    const policy = contentSecurityPolicy([
      '*',
      'http://insecure.example',
      "'unsafe-inline'",
      'https://*',
      'data:',
      'https://ok.example; script-src *',
    ]);
    expect(policy).toContain("script-src 'self';");
  });

  it("forbids framing unless the page is meant for the app's own frames", () => {
    expect(contentSecurityPolicy([])).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy([], { framedBy: "'self'" })).toContain("frame-ancestors 'self'");
  });
});
