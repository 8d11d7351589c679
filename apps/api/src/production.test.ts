import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { CLI_KEY_FILE, dataDirSecret, INSTALLATION_TOKEN_FILE } from './lib/secrets.js';
import { startupBanner } from './startup-banner.js';
import { createTestApp, type TestApp } from './test/harness.js';

/** A DATABASE_URL is what makes a deployment production; the test apps keep their own database. */
const PRODUCTION = { DATABASE_URL: 'postgres://db.internal/wl' };

function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'wl-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)\n//# sourceMappingURL=index-abc123.js.map');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  return dist;
}

let production: TestApp;
let development: TestApp;

beforeAll(async () => {
  const dist = webDist();
  production = await createTestApp({ ...PRODUCTION, WEB_DIST: dist });
  development = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => Promise.all([production?.close(), development?.close()]));

describe('production (DATABASE_URL set)', () => {
  it('seeds the demo sites only when SEED_DEMO=true', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, SEED_DEMO: false });
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({})).toMatchObject({ production: false, SEED_DEMO: true });
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('never prints the installation token or a key, only where they are', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wl-data-'));
    const token = dataDirSecret(dataDir, INSTALLATION_TOKEN_FILE);
    expect(token.created).toBe(true);
    const sites = [
      { domains: ['casino1.localhost'], theme_code: 'casino1', theme_color: 'red', language: 'EN', currency: 'USD' },
    ] as Parameters<typeof startupBanner>[0]['sites'];
    for (const config of [loadConfig({ DATA_DIR: dataDir }), loadConfig({ ...PRODUCTION, DATA_DIR: dataDir })]) {
      const fresh = startupBanner({ config, databaseKind: 'postgres', seeded: false, sites, hasStaff: false });
      expect(fresh).not.toContain(token.value);
      expect(fresh).toContain(`installation token in ${dataDir}/${INSTALLATION_TOKEN_FILE}`);
      expect(fresh).toContain('npm run cli -- bootstrap --username');
      const running = startupBanner({ config, databaseKind: 'postgres', seeded: false, sites, hasStaff: true });
      expect(running).toContain(`${dataDir}/${CLI_KEY_FILE}`);
      expect(running).not.toContain('bootstrap');
    }
    expect(readFileSync(join(dataDir, INSTALLATION_TOKEN_FILE), 'utf8').trim()).toBe(token.value);
    const fromEnv = startupBanner({
      config: loadConfig({ ...PRODUCTION, INSTALLATION_TOKEN: 'x'.repeat(40) }),
      databaseKind: 'postgres',
      seeded: false,
      sites,
      hasStaff: false,
    });
    expect(fromEnv).not.toContain('x'.repeat(40));
    expect(fromEnv).not.toContain('Demo login');
    expect(fromEnv).not.toContain('demo staff');
  });

  it('does not serve source maps; development does', async () => {
    const map = '/assets/index-abc123.js.map';
    const refused = await production.app.inject({ method: 'GET', url: map });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('mappings');
    expect((await production.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await development.app.inject({ method: 'GET', url: map })).statusCode).toBe(200);
  });

  it('leaves the operator API out of the public OpenAPI document; development lists it', async () => {
    const pathsOf = async (t: TestApp) =>
      Object.keys(
        (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>().paths,
      );
    const published = await pathsOf(production);
    expect(published).toContain('/api/auth/signup');
    expect(published.filter((path) => path.startsWith('/api/operator/'))).toEqual([]);
    expect((await pathsOf(development)).filter((path) => path.startsWith('/api/operator/')).length).toBeGreaterThan(10);
    // Left out of the document, still there for the operator's tools.
    expect((await production.operator('players/list', { domain: 'localhost' })).statusCode).toBe(1);
  });
});
