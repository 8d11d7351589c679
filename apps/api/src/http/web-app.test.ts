import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'wl-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '_build'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
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
