import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startupBanner } from '../startup-banner.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/** What Vite writes with html.cspNonce: the placeholder on the meta tag and on every script and style. */
const BACKOFFICE_PAGE =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="PLACEHOLDER">' +
  '<script type="module" nonce="PLACEHOLDER" src="/backoffice/assets/index-b0b0.js"></script></head>' +
  '<body><div id="backoffice-root"></div></body></html>';
const PLAYER_PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let t: TestApp;

function get(url: string, host: string) {
  return t.app.inject({ method: 'GET', url, headers: { host } });
}

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'wl-web-'));
  writeFileSync(join(webDist, 'index.html'), PLAYER_PAGE);
  const backofficeDist = mkdtempSync(join(tmpdir(), 'wl-backoffice-'));
  mkdirSync(join(backofficeDist, 'assets'));
  writeFileSync(join(backofficeDist, 'index.html'), BACKOFFICE_PAGE);
  writeFileSync(join(backofficeDist, 'assets', 'index-b0b0.js'), 'console.log("back office")');
  writeFileSync(join(backofficeDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({
    WEB_DIST: webDist,
    BACKOFFICE_DIST: backofficeDist,
    BACKOFFICE_HOSTS: 'localhost, Staff.Example.com',
  });
});
afterAll(() => t.close());

describe('serving the back office app', () => {
  it('serves the page on a staff host, never cached, whatever the case of the host or its port', async () => {
    for (const host of ['localhost:3000', 'staff.example.com', 'STAFF.example.COM:8443']) {
      const page = await get('/backoffice/', host);
      expect(page.statusCode, host).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="backoffice-root">');
    }
  });

  it('answers 404 under /backoffice/ on any other host, a player site included, and the player app stays there', async () => {
    for (const url of ['/backoffice/', '/backoffice/account', '/backoffice/assets/index-b0b0.js', '/backoffice/favicon.svg']) {
      const refused = await get(url, 'casino1.localhost');
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('backoffice-root');
      expect(refused.body).not.toContain('back office');
    }
    const playerPage = await get('/account', 'casino1.localhost');
    expect(playerPage.statusCode).toBe(200);
    expect(playerPage.body).toContain('<div id="root">');
  });

  it("answers a deep link with the back office page, not the player app's", async () => {
    for (const url of ['/backoffice/account', '/backoffice/players/12?site=3', '/backoffice']) {
      const page = await get(url, 'localhost');
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="backoffice-root">');
    }
  });

  it('gives each page answer a strict policy with a fresh nonce, written on every nonce of the page', async () => {
    const first = await get('/backoffice/sign-in', 'localhost');
    const second = await get('/backoffice/sign-in', 'localhost');
    const policy = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('https:');
    expect(first.body).not.toContain('PLACEHOLDER');
    expect(first.body.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(second.headers['content-security-policy']).not.toBe(policy);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/backoffice/assets/index-b0b0.js', 'localhost');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("back office")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/backoffice/favicon.svg', 'localhost');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, and the page only through the app route with its policy', async () => {
    expect((await get('/backoffice/assets/index-old.js', 'localhost')).statusCode).toBe(404);
    const rawPage = await get('/backoffice/index.html', 'localhost');
    expect(rawPage.statusCode).toBe(404);
    expect(rawPage.body).not.toContain('PLACEHOLDER');
  });

  it('leaves the API alone under the back office prefix: its calls are POSTs of /api/backoffice/', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/backoffice/anything',
      headers: { host: 'localhost' },
      payload: {},
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'routeNotFound' });
  });
});

describe('the back office before it is built', () => {
  it('says so on a staff host and stays a 404 elsewhere', async () => {
    const unbuilt = await createTestApp({ BACKOFFICE_DIST: mkdtempSync(join(tmpdir(), 'wl-backoffice-empty-')) });
    try {
      const page = await unbuilt.app.inject({ method: 'GET', url: '/backoffice/', headers: { host: '127.0.0.1:3000' } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      const elsewhere = await unbuilt.app.inject({ method: 'GET', url: '/backoffice/', headers: { host: 'casino1.localhost' } });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('the startup banner', () => {
  const bannerOf = (env: Record<string, string>) =>
    startupBanner({ config: loadConfig(env), databaseKind: 'pglite', seeded: false, sites: [], hasStaff: true });

  it('names the back office on the first staff host', () => {
    expect(bannerOf({ PORT: '3100' })).toContain('Back office: http://localhost:3100/backoffice/');
    expect(bannerOf({ PORT: '80', BACKOFFICE_HOSTS: 'staff.example.com,localhost' })).toContain(
      'Back office: http://staff.example.com:80/backoffice/',
    );
    expect(bannerOf({ BACKOFFICE_HOSTS: '' })).toContain('Back office: served on no host (BACKOFFICE_HOSTS is empty)');
  });
});
