import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteAdmin as contract, type operator, THEME_COLORS } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators, sites } from '../../db/schema/index.js';
import { expectSuccess, type StaffSession, testAppForFile } from '../../test/harness.js';

/** A built player app of the test's own (its page), so that the site page and the preview page are served. */
const webDist = mkdtempSync(join(tmpdir(), 'wl-site-admin-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);

const t = testAppForFile({ WEB_DIST: webDist });

/** The demo site the changes are made on (slot6, a slot template). */
const DOMAIN = 'slot6.localhost';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 0), Buffer.from('WEBP'), Buffer.alloc(32, 1)]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

let admin: StaffSession;
let siteId: number;

beforeAll(async () => {
  admin = await t.staffSession('admin');
  siteId = (await t.app.sites.byDomain(DOMAIN)).id;
});

async function settings(session = admin) {
  const answer = await t.backoffice('siteSettingsGet', { site_id: siteId }, session);
  expectSuccess(answer);
  return answer.value;
}

async function startup(domain = DOMAIN) {
  const answer = await t.call('startup', { domain_name: domain });
  expectSuccess(answer);
  return answer;
}

type SaveBody = operator.OperatorRequest<'siteSettingsSave'>;
const save = (fields: Partial<SaveBody>, session = admin) =>
  t.backoffice('siteSettingsSave', { site_id: siteId, ...fields }, session);

describe('site settings', () => {
  it("reads a site's settings and branding", async () => {
    const value = await settings();
    expect(value.id).toBe(siteId);
    expect(value.theme_code).toBe('slot6');
    expect(value.domains[0]).toBe(DOMAIN);
    expect(Array.isArray(value.social_accounts)).toBe(true);
    expect(Array.isArray(value.trusted_hosts)).toBe(true);
  });

  it('saves the colour, switches and texts, shows them to players at once, and audits before and after', async () => {
    const before = await settings();
    const colour = THEME_COLORS.slot6.find((name) => name !== before.theme_color)!;
    const answer = await save({
      theme_color: colour,
      logo_text: 'SLOT SIX',
      show_download_bar: !before.show_download_bar,
      android_sub: 'https://play.google.com/store/apps/details?id=demo.slot6',
      reason: 'rebrand',
    });
    expectSuccess(answer);
    expect(answer.value).toMatchObject({ theme_color: colour, logo_text: 'SLOT SIX' });
    const seen = await startup();
    expect(seen.site).toMatchObject({ theme_color: colour, logo_text: 'SLOT SIX', show_download_bar: !before.show_download_bar });
    const audit = await t.latestAudit('site.save');
    expect(audit).toMatchObject({ siteId, reason: 'rebrand', role: 'admin' });
    expect(audit?.before).toMatchObject({ theme_color: before.theme_color, logo_text: before.logo_text });
    expect(audit?.after).toMatchObject({ theme_color: colour, logo_text: 'SLOT SIX' });
    // restore
    expectSuccess(
      await save({ theme_color: before.theme_color, logo_text: before.logo_text, show_download_bar: before.show_download_bar }),
    );
  });

  it('writes nothing when nothing changes', async () => {
    const current = await settings();
    const last = await t.latestAudit('site.save');
    expectSuccess(await save({ theme_color: current.theme_color, name: current.name }));
    expect((await t.latestAudit('site.save'))?.id).toBe(last?.id);
  });

  it('changes the template with a colour it allows, and refuses a colour the template does not have', async () => {
    const current = await settings();
    expect(await save({ theme_color: 'not-a-colour' })).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'theme_color', key: 'invalidThemeColor' }],
    });
    expect(await save({ theme_code: 'casino1' })).toMatchObject({ errors: [{ field: 'theme_color' }] });
    expect(await save({ theme_code: 'nope' as never })).toMatchObject({ httpStatus: 422, message: 'validationFailed' });
    expect((await settings()).theme_code).toBe(current.theme_code);
  });

  it('refuses bad input with the field and the contract key', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ country: 'PHL' }, 'country', 'invalidCountry'],
      [{ min_age: 12 }, 'min_age', 'invalidMinAge'],
      [{ android_sub: 'http://example.com/app' }, 'android_sub', 'httpsUrlRequired'],
      [{ trusted_hosts: ['https://*'] }, 'trusted_hosts.0', 'invalidTrustedHost'],
      [{ trusted_hosts: ["https://a.com 'unsafe-inline'"] }, 'trusted_hosts.0', 'invalidTrustedHost'],
      [
        { analytics_scripts: [{ section: 'HEAD', script: 'javascript:alert(1)' }] },
        'analytics_scripts.0.script',
        'httpsUrlRequired',
      ],
      [{ social_accounts: [{ platform: 'x', name: '', url: 'https://x.com/a' }] }, 'social_accounts.0.name', 'required'],
      [{ maintenance_start: 'tomorrow' }, 'maintenance_start', 'invalidDate'],
      [{ live_chat_id: '<script>' }, 'live_chat_id', 'invalid'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await save(body as Partial<SaveBody>);
      expect(answer, JSON.stringify(body)).toMatchObject({ httpStatus: 422, message: 'validationFailed' });
      expect((answer as { errors: { field: string; key: string }[] }).errors).toContainEqual({ field, key: message });
    }
    expect(await save({ maintenance_start: '2030-01-02T00:00:00Z', maintenance_end: '2030-01-01T00:00:00Z' })).toMatchObject({
      errors: [{ field: 'maintenance_end', key: 'endsBeforeStart' }],
    });
  });

  it("refuses an analytics script whose host the site's CSP does not allow, and takes it with the host", async () => {
    const script = 'https://cdn.stats.example/tag.js?id=7';
    expect(await save({ trusted_hosts: [], analytics_scripts: [{ section: 'HEAD', script }] })).toMatchObject({
      errors: [{ field: 'analytics_scripts.0.script', key: 'scriptHostNotTrusted' }],
    });
    const answer = await save({ trusted_hosts: ['https://*.stats.example'], analytics_scripts: [{ section: 'HEAD', script }] });
    expectSuccess(answer);
    expect(answer.value.analytics_scripts).toEqual([{ section: 'HEAD', script }]);
    const analytics = await t.call('getAnalytics', { domain_name: DOMAIN });
    expectSuccess(analytics);
    expect(analytics.value).toEqual([{ section: 'HEAD', script }]);
    // the site's page allows the host in its CSP
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: DOMAIN } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('https://*.stats.example');
    // a host still needed by a script cannot be dropped
    expect(await save({ trusted_hosts: [] })).toMatchObject({ errors: [{ field: 'analytics_scripts.0.script' }] });
    expectSuccess(await save({ trusted_hosts: [], analytics_scripts: [] }));
  });

  it('replaces the social accounts in the order given', async () => {
    const accounts = [
      { platform: 'telegram', name: '@slot6', url: 'https://t.me/slot6' },
      { platform: 'facebook', name: 'Slot Six', url: 'https://www.facebook.com/slot6' },
    ];
    expectSuccess(await save({ social_accounts: accounts }));
    const answer = await t.call('socialAccount', await t.site(DOMAIN));
    expectSuccess(answer);
    expect(answer.accountList).toEqual(accounts);
  });

  it('refuses a currency change while the site holds money', async () => {
    const answer = await t.backoffice(
      'siteSettingsSave',
      { site_id: (await t.app.sites.byDomain('localhost')).id, currency: 'CNY' },
      admin,
    );
    expect(answer).toMatchObject({ errors: [{ field: 'currency', key: 'currencyInUse' }] });
  });
});

describe('logos', () => {
  it('stores an uploaded logo and serves it with its type and immutable caching under a versioned URL', async () => {
    const answer = await t.backoffice('siteLogoSet', { site_id: siteId, slot: 1, image: dataUrl('image/png', PNG) }, admin);
    expectSuccess(answer);
    const url = answer.value.logo1;
    expect(url).toMatch(new RegExp(`^/api/site-logos/${siteId}/1\\?v=\\d+$`));
    expect((await startup()).site.logo1).toBe(url);

    const logo = await t.app.inject({ method: 'GET', url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // an old or missing version is served, but never cached for good
    const stale = await t.app.inject({ method: 'GET', url: `/api/site-logos/${siteId}/1?v=1` });
    expect(stale.headers['cache-control']).toBe('no-cache');

    const audit = await t.latestAudit('site.set_logo');
    expect(audit?.after).toMatchObject({ logo1: url, image: { type: 'image/png', bytes: PNG.length } });
  });

  it('takes a WebP, removes a logo, and answers 404 for a slot without one', async () => {
    const answer = await t.backoffice('siteLogoSet', { site_id: siteId, slot: 2, image: dataUrl('image/webp', WEBP) }, admin);
    expectSuccess(answer);
    expect((await t.app.inject({ method: 'GET', url: answer.value.logo2 })).headers['content-type']).toBe('image/webp');
    const removed = await t.backoffice('siteLogoSet', { site_id: siteId, slot: 2, image: null }, admin);
    expectSuccess(removed);
    expect(removed.value.logo2).toBe('');
    expect((await t.app.inject({ method: 'GET', url: answer.value.logo2 })).statusCode).toBe(404);
    for (const url of ['/api/site-logos/999999/1', `/api/site-logos/${siteId}/4`, '/api/site-logos/abc/1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses bytes that are not the declared type, other types, and an image too large', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(
      await t.backoffice('siteLogoSet', { site_id: siteId, slot: 3, image: dataUrl('image/png', html) }, admin),
    ).toMatchObject({
      errors: [{ field: 'image', key: 'imageTypeMismatch' }],
    });
    expect(
      await t.backoffice('siteLogoSet', { site_id: siteId, slot: 3, image: dataUrl('image/svg+xml', html) }, admin),
    ).toMatchObject({
      errors: [{ field: 'image', key: 'imageNotSupported' }],
    });
    const big = Buffer.concat([PNG, Buffer.alloc(contract.LOGO_MAX_BYTES, 1)]);
    expect(
      await t.backoffice('siteLogoSet', { site_id: siteId, slot: 3, image: dataUrl('image/png', big) }, admin),
    ).toMatchObject({
      message: 'validationFailed',
    });
    expect(await t.backoffice('siteLogoSet', { site_id: siteId, slot: 4, image: null }, admin)).toMatchObject({
      message: 'validationFailed',
    });
    expect((await settings()).logo3).toBe('');
  });
});

describe('domains', () => {
  it('adds and removes a domain, which players can reach and then no longer reach, keeping the last one', async () => {
    const added = await t.backoffice('siteDomainAdd', { site_id: siteId, domain: 'slot6-new.example' }, admin);
    expectSuccess(added);
    expect(added.value.domains).toContain('slot6-new.example');
    expectSuccess(await t.call('startup', { domain_name: 'slot6-new.example' }));
    expect(await t.backoffice('siteDomainAdd', { site_id: siteId, domain: 'localhost' }, admin)).toMatchObject({
      errors: [{ field: 'domain', key: 'domainTaken' }],
    });
    expect(await t.backoffice('siteDomainAdd', { site_id: siteId, domain: 'bad domain!' }, admin)).toMatchObject({
      errors: [{ field: 'domain', key: 'invalidDomain' }],
    });

    const removed = await t.backoffice(
      'siteDomainRemove',
      { site_id: siteId, domain: 'slot6-new.example', reason: 'moved' },
      admin,
    );
    expectSuccess(removed);
    expect(removed.value.domains).not.toContain('slot6-new.example');
    expect(await t.call('startup', { domain_name: 'slot6-new.example' })).toMatchObject({ message: 'siteNotFound' });
    const audit = await t.latestAudit('site.remove_domain');
    expect(audit?.before).toMatchObject({ domains: expect.arrayContaining(['slot6-new.example']) });
    expect(audit?.after).toMatchObject({ domains: expect.not.arrayContaining(['slot6-new.example']) });

    expect(await t.backoffice('siteDomainRemove', { site_id: siteId, domain: 'localhost' }, admin)).toMatchObject({
      message: 'domainNotFound',
    });
  });

  it("refuses to remove a site's last domain", async () => {
    const created = await t.backoffice(
      'sitesCreate',
      { domain: 'one-domain.example', theme_code: 'casino1', theme_color: 'gold' },
      admin,
    );
    expectSuccess(created);
    expect(
      await t.backoffice('siteDomainRemove', { site_id: created.value.id, domain: 'one-domain.example' }, admin),
    ).toMatchObject({ message: 'lastDomain' });
  });
});

describe('roles and tenancy', () => {
  it('lets a read-only member read but not change', async () => {
    const readOnly = await t.staffSession('read_only');
    expect((await settings(readOnly)).id).toBe(siteId);
    const changes = [
      save({ logo_text: 'NOPE' }, readOnly),
      t.backoffice('siteLogoSet', { site_id: siteId, slot: 1, image: null }, readOnly),
      t.backoffice('siteDomainAdd', { site_id: siteId, domain: 'nope.example' }, readOnly),
      t.backoffice('siteDomainRemove', { site_id: siteId, domain: DOMAIN }, readOnly),
    ];
    for (const answer of await Promise.all(changes)) expect(answer).toMatchObject({ httpStatus: 403, message: 'forbidden' });
  });

  it('refuses the calls without a session', async () => {
    expect(await t.backoffice('siteSettingsGet', { site_id: siteId }, null)).toMatchObject({ httpStatus: 401 });
  });

  it("answers siteNotFound for another operator's site and a site outside the member's sites", async () => {
    const [other] = await t.database.db.insert(operators).values({ name: 'Rival operator' }).returning({ id: operators.id });
    const theirs = await t.staffSession('owner', { operatorId: other!.id });
    const localhostId = (await t.app.sites.byDomain('localhost')).id;
    const slot6Only = await t.staffSession('admin', { siteIds: [siteId] });
    const attempts = [
      t.backoffice('siteSettingsGet', { site_id: siteId }, theirs),
      t.backoffice('siteSettingsSave', { site_id: siteId, logo_text: 'MINE' }, theirs),
      t.backoffice('siteLogoSet', { site_id: siteId, slot: 1, image: null }, theirs),
      t.backoffice('siteDomainAdd', { site_id: siteId, domain: 'theirs.example' }, theirs),
      t.backoffice('siteDomainRemove', { site_id: siteId, domain: DOMAIN }, theirs),
      t.backoffice('siteSettingsGet', { site_id: localhostId }, slot6Only),
      t.backoffice('siteSettingsSave', { site_id: localhostId, logo_text: 'X' }, slot6Only),
      t.backoffice('siteSettingsGet', { site_id: 2_000_000 }, admin),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer).toMatchObject({ message: 'siteNotFound' });
    const [row] = await t.database.db.select({ logoText: sites.logoText }).from(sites).where(eq(sites.id, siteId));
    expect(row?.logoText).not.toBe('MINE');
    expectSuccess(await t.backoffice('siteSettingsGet', { site_id: siteId }, slot6Only));
  });
});

describe('the live preview page', () => {
  it('lets only the staff origins frame a site page asked for as a preview, never cached; other pages are never framed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: `${DOMAIN}:3421` } });
    const preview = await t.app.inject({ method: 'GET', url: '/?wl_preview=1', headers: { host: `${DOMAIN}:3421` } });
    expect(page.statusCode).toBe(200);
    expect(preview.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const policy = String(preview.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors http://localhost:3421 http://127.0.0.1:3421');
    expect(policy).not.toContain(DOMAIN);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-frame-options']).toBeUndefined();
    expect(preview.body).toContain('"origins":["http://localhost:3421","http://127.0.0.1:3421"]');
    expect(preview.body).toContain('noindex');
  });
});
