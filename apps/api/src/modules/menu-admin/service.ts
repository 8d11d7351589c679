import type { menuAdmin as contract, Language, MenuItem } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, sites } from '../../db/schema/index.js';
import { failField } from '../../lib/failure.js';
import { readMenus, writeMenu } from '../site/menus.js';
import type { SiteRow } from '../site/service.js';
import { requireSite, type StaffActor } from '../staff/actor.js';
import { auditEntry } from '../staff/audit-scope.js';

type Body<T extends z.ZodType> = z.output<T>;

/** The menus as the back office reads them: with the site's language, the one its titles are written in beside English. */
function menusView(site: SiteRow, menus: Awaited<ReturnType<typeof readMenus>>): contract.Menus {
  return { site_id: site.id, language: site.language, site: menus.site, game: menus.game, footer: menus.footer };
}

/**
 * The entries as stored: a title in the site's language kept when written, a blank one left out;
 * any other language (English included, which is the title) refused with menuLanguage.
 */
function checkedItems(site: SiteRow, items: Body<typeof contract.menusSaveRequest>['items']): MenuItem[] {
  const titlesOf = (titles: Partial<Record<Language, string>>, path: string): Partial<Record<Language, string>> => {
    const written: Partial<Record<Language, string>> = {};
    for (const [language, text] of Object.entries(titles) as [Language, string][]) {
      if (language === 'EN' || language !== site.language) failField(`${path}.titles.${language}`, 'menuLanguage');
      if (text.trim()) written[language] = text;
    }
    return written;
  };
  return items.map((item, index) => ({
    ...item,
    titles: titlesOf(item.titles, `items.${index}`),
    children: item.children.map((child, childIndex) => ({
      ...child,
      titles: titlesOf(child.titles, `items.${index}.children.${childIndex}`),
      children: [],
    })),
  }));
}

export function createMenuAdminService(deps: {
  db: Db;
  siteById: (siteId: number) => Promise<SiteRow>;
  invalidateSite: (siteId: number) => void;
}) {
  const { db, siteById, invalidateSite } = deps;

  /** The actor's site, or siteNotFound when it is outside their reach or does not exist. */
  async function siteFor(actor: StaffActor, siteId: number): Promise<SiteRow> {
    requireSite(actor, siteId);
    return siteById(siteId);
  }

  async function get(actor: StaffActor, body: Body<typeof contract.menusGetRequest>) {
    const site = await siteFor(actor, body.site_id);
    return { value: menusView(site, await readMenus(db, site.id)) };
  }

  async function save(actor: StaffActor, body: Body<typeof contract.menusSaveRequest>) {
    const site = await siteFor(actor, body.site_id);
    const items = checkedItems(site, body.items);
    const menus = await db.transaction(async (tx) => {
      // One save of a site's menus at a time: the second replaces the first whole, never half of it.
      await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, site.id)).for('no key update');
      const before = await readMenus(tx, site.id);
      await writeMenu(tx, site.id, body.menu, items);
      const after = await readMenus(tx, site.id);
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'menus.save',
          target: `site:${site.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          data: { menu: body.menu },
          before: { items: before[body.menu] },
          after: { items: after[body.menu] },
        }),
      );
      return after;
    });
    invalidateSite(site.id);
    return { value: menusView(site, menus) };
  }

  return { get, save };
}

export type MenuAdminService = ReturnType<typeof createMenuAdminService>;
