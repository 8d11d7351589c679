import { isAllowedColor, isThemeCode, THEME_CODES } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.js';
import { expectSuccess, loginDemo, testAppForFile } from '../../test/harness.js';

const t = testAppForFile();

async function setSite(domain: string, values: Partial<typeof sites.$inferInsert>) {
  const site = await t.app.sites.byDomain(domain);
  await t.database.db.update(sites).set(values).where(eq(sites.id, site.id));
  t.app.invalidateSite(site.id);
}

describe('startup', () => {
  it('returns the default site with content, providers and a valid theme', async () => {
    const result = await t.call('startup', { domain_name: 'localhost' });
    expectSuccess(result);
    expect(result).toMatchObject({ statusCode: 1, maintenance: { is_maintenance: false } });
    const theme = result.site.theme_code;
    expect(isThemeCode(theme)).toBe(true);
    expect(isThemeCode(theme) && isAllowedColor(theme, result.site.theme_color)).toBe(true);
    expect(result.content.menu.length).toBeGreaterThan(0);
    expect(result.content.game_menu.length).toBeGreaterThan(0);
    expect(result.provider_count.length).toBeGreaterThan(0);
    expect(result.provider_count.every((entry) => entry.total > 0)).toBe(true);
  });

  it('serves every template at <theme_code>.localhost, ignoring the port', async () => {
    for (const theme of THEME_CODES) {
      const result = await t.call('startup', { domain_name: `${theme}.localhost:3000` });
      expect(result.site?.theme_code).toBe(theme);
    }
  });

  it('answers siteNotFound for an unknown domain', async () => {
    const result = await t.call('startup', { domain_name: 'unknown.example.com' });
    expect(result).toMatchObject({ statusCode: 404, message: 'siteNotFound', httpStatus: 200 });
  });

  it('reports maintenance during a window and sends no content', async () => {
    await setSite('casino2.localhost', {
      maintenanceStart: new Date(Date.now() - 60_000),
      maintenanceEnd: new Date(Date.now() + 3_600_000),
    });
    const result = await t.call('startup', { domain_name: 'casino2.localhost' });
    expectSuccess(result);
    expect(result.maintenance.is_maintenance).toBe(true);
    expect(result.content).toEqual({ menu: [], game_menu: [], footer_menu: [] });
    expect(result.site.theme_code).toBe('casino2');
  });
});

describe('SEO', () => {
  it('returns the SEO record of a page, and null for a page without one', async () => {
    const site = await t.site();
    const home = await t.call('seo', { ...site, page_name: 'home' });
    expectSuccess(home);
    expect(home.value).toMatchObject({ page_name: 'home' });
    expect(home.value?.meta_title.length).toBeGreaterThan(0);
    const none = await t.call('seo', { ...site, page_name: 'no-such-page' });
    expect(none).toMatchObject({ statusCode: 1, value: null });
  });

  it("lists the player's favourites and only theirs", async () => {
    const demo = await loginDemo(t);
    const result = await t.call('favList', demo);
    expectSuccess(result);
    expect(result.value.length).toBeGreaterThan(0);
    expect(Object.keys(result.value[0]!).sort()).toEqual(['game_code', 'game_name', 'game_type', 'img_url', 'provider_code']);
  });
});
