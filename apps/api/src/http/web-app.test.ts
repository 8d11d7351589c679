import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_PRELOADER_ELEMENT_ID, STARTUP_ANSWER_ELEMENT_ID, type StartupResponse } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const PRELOADER = new RegExp(`<div id="${PAGE_PRELOADER_ELEMENT_ID}".*?</div></div>`, 's');
const STARTUP_BLOCK = new RegExp(`<script id="${STARTUP_ANSWER_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');

async function pageOf(host: string) {
  return t.app.inject({ method: 'GET', url: '/', headers: { host } });
}

let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'wl-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '_build'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, '_build', 'latest.json'), '{"id":"b1"}');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers every app path with index.html and the site CSP, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/profile', headers: { host: 'sportsbook1.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain('https://*.tawk.to');
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'casino2.localhost' } });
    expect(plain.headers['content-security-policy']).not.toContain('tawk');
  });

  it("writes the site's startup answer into the page, the same as the call answers", async () => {
    const page = await pageOf('casino1.localhost');
    const written = STARTUP_BLOCK.exec(page.body)?.[1];
    const called = await t.app.inject({ method: 'POST', url: '/api/startup', payload: { domain_name: 'casino1.localhost' } });
    expect(JSON.parse(written ?? 'null')).toEqual(called.json());
    expect(page.body.indexOf(STARTUP_ANSWER_ELEMENT_ID)).toBeLessThan(page.body.indexOf('</head>'));
  });

  it("sends the page and the site's cached answers compressed to a browser that accepts it", async () => {
    const plain = await pageOf('casino1.localhost');
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'casino1.localhost', 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(plain.body);

    const called = { method: 'POST' as const, url: '/api/startup', payload: { domain_name: 'casino1.localhost' } };
    const answer = await t.app.inject({ ...called, headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toEqual((await t.app.inject(called)).json());
  });

  it("paints the site's colours, and its preloader when it has show_preloader, before the app runs", async () => {
    const withPreloader = await pageOf('casino2.localhost');
    expect(withPreloader.body).toContain('<body class="color-jade template2 family-casino">');
    const preloader = PRELOADER.exec(withPreloader.body)?.[0] ?? '';
    expect(preloader).toContain('<p class="preloader-wordmark">GOLDEN DRAGON</p>');
    expect(preloader).toContain('aria-hidden="true"');

    const without = await pageOf('casino1.localhost');
    expect(without.body).toContain('<body class="color-ruby template1 family-casino">');
    expect(without.body).not.toContain(PAGE_PRELOADER_ELEMENT_ID);
  });

  it('keeps a site name that looks like markup inside the data block and as text of the preloader', async () => {
    const hostile = 'Royal </script><script>alert(1)</script> <!-- Club';
    const [site] = await t.database.db
      .update(sites)
      .set({ name: hostile, logoText: '' })
      .where(eq(sites.themeCode, 'casino2'))
      .returning();
    t.app.siteCache.invalidate(site?.id);
    const page = await pageOf('casino2.localhost');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<!-- Club');
    const written: StartupResponse = JSON.parse(STARTUP_BLOCK.exec(page.body)?.[1] ?? 'null');
    expect(written.site.site_name).toBe(hostile);
    expect(PRELOADER.exec(page.body)?.[0]).toContain(
      '<p class="preloader-wordmark">Royal &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#60;!-- Club</p>',
    );
  });

  it('leaves the startup answer out for a domain of no site, so the app asks and shows the failure', async () => {
    const page = await pageOf('nowhere.example');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(STARTUP_ANSWER_ELEMENT_ID);
    expect(page.body).toContain('<body><div id="root">');
  });

  it('caches hashed assets for a year and build files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const build = await t.app.inject({ method: 'GET', url: '/_build/latest.json?t=123' });
    expect(build.statusCode).toBe(200);
    expect(build.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404 instead of the app', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    const meta = await t.app.inject({ method: 'GET', url: '/_build/meta/unknown.json' });
    expect(meta.statusCode).toBe(404);
  });
});
