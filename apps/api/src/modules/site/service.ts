import {
  type Currency,
  type Language,
  minimumAge,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type SeoRecord,
  type StartupResponse,
} from '@wl/contract';
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { games, seoPages, siteDomains, siteProviders, sites } from '../../db/schema/index.js';
import { fail } from '../../lib/failure.js';
import type { SiteCache } from '../../lib/site-cache.js';
import { shownOn, siteProviderOfGame } from '../games/offered.js';
import { unconnectedGamesOf } from '../games/service.js';
import { readMenus } from './menus.js';

export type SiteRow = typeof sites.$inferSelect & { currency: Currency; language: Language };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function isInMaintenance(site: SiteRow, now = new Date()): boolean {
  if (site.maintenanceOn) return true;
  if (!site.maintenanceStart) return false;
  return site.maintenanceStart <= now && (!site.maintenanceEnd || now < site.maintenanceEnd);
}

export function createSiteService(db: Db, cache: SiteCache) {
  /** Domains map to site ids in their own cache group; the row is cached under the site id, so invalidating a site drops it. */
  async function byDomain(domainName: string): Promise<SiteRow> {
    const domain = domainName.replace(/:\d+$/, '');
    const siteId = await cache.get('domains', domain, async () => {
      const [row] = await db.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.domain, domain));
      return row?.siteId ?? null;
    });
    if (siteId === null) fail('siteNotFound');
    return byId(siteId);
  }

  /** Not async: a kept row is the cache's settled promise (SiteCache.get). An unknown id is not kept. */
  function byId(siteId: number): Promise<SiteRow> {
    return cache.get(siteId, 'row', async () => {
      const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
      if (!row) fail('siteNotFound');
      return row as SiteRow;
    });
  }

  return {
    byDomain,
    byId,

    /** The site of a visitor's call: the domain decides, and external_id must be that site's. */
    async resolve(domainName: string, externalId?: string): Promise<SiteRow> {
      const site = await byDomain(domainName);
      if (externalId !== undefined && externalId !== site.externalId) fail('siteMismatch');
      return site;
    },

    /**
     * Per category, how many providers have a game of it the site shows (shownOn: games that open,
     * and where the site shows the others as coming soon, those too). A category is counted by its
     * games' type, not the provider's category (the built-in provider has games in several), and a
     * category with nothing a player can open is left out, so the menus leave it out too.
     */
    async providerCount(site: SiteRow) {
      return cache.get(site.id, 'provider_count', async () => {
        const rows = await db
          .select({ category: games.gameType, total: countDistinct(games.providerCode) })
          .from(games)
          .innerJoin(siteProviders, siteProviderOfGame)
          .where(shownOn(site.id, await unconnectedGamesOf(db, site.id)))
          .groupBy(games.gameType);
        return rows
          .filter((row): row is { category: ProductCategory; total: number } =>
            (PRODUCT_CATEGORIES as readonly string[]).includes(row.category),
          )
          .sort((a, b) => PRODUCT_CATEGORIES.indexOf(a.category) - PRODUCT_CATEGORIES.indexOf(b.category));
      });
    },

    async startup(site: SiteRow): Promise<Omit<StartupResponse, 'statusCode'>> {
      const maintenance = {
        is_maintenance: isInMaintenance(site),
        start_date: iso(site.maintenanceStart),
        end_date: iso(site.maintenanceEnd),
      };
      const siteInfo = {
        site_name: site.name,
        currency: site.currency,
        theme_code: site.themeCode,
        theme_color: site.themeColor,
        logo1: site.logo1,
        logo2: site.logo2,
        logo3: site.logo3,
        status: site.status,
        expired_date: iso(site.expiredDate),
        logo_text: site.logoText,
        external_id: site.externalId,
        android_sub: site.androidSub,
        ios_sub: site.iosSub,
        show_preloader: site.showPreloader,
        show_bf_ann_modal: site.showAnnouncement,
        show_app_download: site.showAppDownload,
        show_download_bar: site.showDownloadBar,
        show_popup_games: site.showPopupGames,
        country: site.country,
        timezone: site.timezone,
        min_age: minimumAge(site.country, site.minAge),
        terms_version: site.termsVersion,
      };
      const common = {
        message: maintenance.is_maintenance ? 'maintenance' : 'OK',
        maintenance,
        site: siteInfo,
        language: site.language,
        aff_domain: site.affDomain,
      };
      // In maintenance the client shows only the layout, so nothing else is sent.
      if (maintenance.is_maintenance) {
        return {
          ...common,
          content: { menu: [], game_menu: [], footer_menu: [] },
          provider_count: [],
          live_chat: { chat_id: '', image_id: '' },
        };
      }
      const menus = await cache.get(site.id, 'menus', () => readMenus(db, site.id));
      return {
        ...common,
        content: { menu: menus.site, game_menu: menus.game, footer_menu: menus.footer },
        provider_count: await this.providerCount(site),
        live_chat: { chat_id: site.liveChatId, image_id: site.liveChatImageId },
      };
    },

    async seo(site: SiteRow, pageName: string): Promise<SeoRecord | null> {
      return cache.get(site.id, `seo:${pageName}`, async () => {
        const [row] = await db
          .select()
          .from(seoPages)
          .where(and(eq(seoPages.siteId, site.id), eq(seoPages.pageName, pageName)));
        if (!row) return null;
        return {
          id: row.id,
          page_name: row.pageName,
          en_item_name: row.enItemName,
          en_body: row.enBody,
          local_item_name: row.localItemName,
          local_body: row.localBody,
          meta_title: row.metaTitle,
          meta_desc: row.metaDesc,
          local_meta_title: row.localMetaTitle,
          local_meta_desc: row.localMetaDesc,
          meta_keywords: row.metaKeywords,
          meta_url: row.metaUrl,
          meta_canonical: row.metaCanonical,
          meta_author: row.metaAuthor,
          meta_publisher: row.metaPublisher,
          meta_lang: row.metaLang,
          meta_image_url: row.metaImageUrl,
        };
      });
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
