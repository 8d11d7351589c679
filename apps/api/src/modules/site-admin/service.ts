import { createHash } from 'node:crypto';
import { siteAdmin as contract, isAllowedColor, isThemeCode } from '@wl/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { analyticsScripts, auditLog, siteDomains, siteLogos, sites, socialAccounts } from '../../db/schema/index.js';
import { fail, failField } from '../../lib/failure.js';
import { decodeImageUpload } from '../../lib/image-upload.js';
import { siteColumnChanges } from '../site/changes.js';
import { ensureNoMoneyOnSite } from '../site/currency.js';
import { attachDomain } from '../site/domains.js';
import { bareHost, toSiteView } from '../site/view.js';
import { canActOnSite, requireSite, type StaffActor } from '../staff/actor.js';
import { auditEntry } from '../staff/audit-scope.js';

type Body<T extends z.ZodType> = z.output<T>;
type SiteRecord = typeof sites.$inferSelect;
type Settings = contract.SiteSettings;

/** The fields of sites/save that are columns of the sites row, and the column each one sets. */
const COLUMN_FIELDS = {
  name: 'name',
  theme_code: 'themeCode',
  theme_color: 'themeColor',
  language: 'language',
  currency: 'currency',
  country: 'country',
  min_age: 'minAge',
  maintenance_on: 'maintenanceOn',
  maintenance_start: 'maintenanceStart',
  maintenance_end: 'maintenanceEnd',
  show_preloader: 'showPreloader',
  show_bf_ann_modal: 'showAnnouncement',
  show_app_download: 'showAppDownload',
  show_download_bar: 'showDownloadBar',
  show_popup_games: 'showPopupGames',
  gamify_enabled: 'gamifyEnabled',
  home_min_registered: 'homeMinRegistered',
  home_min_active: 'homeMinActive',
  home_min_winners: 'homeMinWinners',
  logo_text: 'logoText',
  live_chat_id: 'liveChatId',
  live_chat_image_id: 'liveChatImageId',
  android_sub: 'androidSub',
  ios_sub: 'iosSub',
  trusted_hosts: 'trustedHosts',
} as const satisfies Partial<Record<keyof contract.SiteSettingsSave, keyof SiteRecord>>;
type ColumnField = keyof typeof COLUMN_FIELDS;
const DATE_FIELDS: ReadonlySet<ColumnField> = new Set(['maintenance_start', 'maintenance_end']);
const LOGO_COLUMNS = { 1: 'logo1', 2: 'logo2', 3: 'logo3' } as const;

/** An uploaded logo as bytes (lib/image-upload.ts: the declared type checked against the bytes). */
export function decodeLogo(dataUrl: string): { bytes: Buffer; type: contract.LogoType } {
  return decodeImageUpload(dataUrl, {
    dataUrl: contract.LOGO_DATA_URL,
    types: contract.LOGO_TYPES,
    maxBytes: contract.LOGO_MAX_BYTES,
    field: 'image',
  });
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null));
export interface SiteAdminDeps {
  db: Db;
  /** drops cached site-level reads of one site (or all, when domains change) here and on every instance */
  invalidateSite: (siteId?: number) => void;
}

export function createSiteAdminService({ db, invalidateSite }: SiteAdminDeps) {
  async function siteRow(tx: Db, siteId: number): Promise<SiteRecord> {
    const [row] = await tx.select().from(sites).where(eq(sites.id, siteId));
    return row ?? fail('siteNotFound');
  }

  /** The actor's site, read from the database (never the cache, so a change is seen at once). */
  async function siteFor(actor: StaffActor, siteId: number, tx: Db = db): Promise<SiteRecord> {
    requireSite(actor, siteId);
    return siteRow(tx, siteId);
  }

  async function settingsOf(site: SiteRecord, tx: Db = db): Promise<Settings> {
    const [domains, scripts, accounts] = await Promise.all([
      tx.select({ domain: siteDomains.domain }).from(siteDomains).where(eq(siteDomains.siteId, site.id)),
      tx
        .select({ section: analyticsScripts.section, script: analyticsScripts.script })
        .from(analyticsScripts)
        .where(eq(analyticsScripts.siteId, site.id))
        .orderBy(asc(analyticsScripts.id)),
      tx
        .select({ platform: socialAccounts.platform, name: socialAccounts.name, url: socialAccounts.url })
        .from(socialAccounts)
        .where(eq(socialAccounts.siteId, site.id))
        .orderBy(asc(socialAccounts.position), asc(socialAccounts.id)),
    ]);
    return {
      ...toSiteView(
        site,
        domains.map((row) => row.domain),
      ),
      logo1: site.logo1,
      logo2: site.logo2,
      logo3: site.logo3,
      logo_text: site.logoText,
      live_chat_id: site.liveChatId,
      live_chat_image_id: site.liveChatImageId,
      android_sub: site.androidSub,
      ios_sub: site.iosSub,
      trusted_hosts: site.trustedHosts,
      analytics_scripts: scripts,
      social_accounts: accounts,
      show_popup_games: site.showPopupGames,
      home_min_registered: site.homeMinRegistered,
      home_min_active: site.homeMinActive,
      home_min_winners: site.homeMinWinners,
      created_at: site.createdAt.toISOString(),
    };
  }

  /** Locks the site's row for the change, so two saves of one site apply one after the other. */
  async function lockSite(tx: Db, siteId: number): Promise<void> {
    await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('no key update');
  }

  return {
    /** The sites an actor reaches, for the list (the operator API's sitesList answers the same). */
    canSee: canActOnSite,

    async settings(actor: StaffActor, body: Body<typeof contract.siteSettingsGetRequest>): Promise<Settings> {
      return settingsOf(await siteFor(actor, body.site_id));
    },

    async save(actor: StaffActor, body: Body<typeof contract.siteSettingsSaveRequest>): Promise<Settings> {
      requireSite(actor, body.site_id);
      const saved = await db.transaction(async (tx) => {
        await lockSite(tx, body.site_id);
        const site = await siteRow(tx, body.site_id);
        const before = await settingsOf(site, tx);
        const {
          changes,
          before: beforeFields,
          after: afterFields,
        } = siteColumnChanges(
          COLUMN_FIELDS,
          DATE_FIELDS,
          body,
          site,
          (sent, current) => comparable(sent) === comparable(current),
        );
        const scriptsChanged =
          body.analytics_scripts !== undefined && comparable(body.analytics_scripts) !== comparable(before.analytics_scripts);
        const accountsChanged =
          body.social_accounts !== undefined && comparable(body.social_accounts) !== comparable(before.social_accounts);
        if (scriptsChanged) {
          beforeFields.analytics_scripts = before.analytics_scripts;
          afterFields.analytics_scripts = body.analytics_scripts;
        }
        if (accountsChanged) {
          beforeFields.social_accounts = before.social_accounts;
          afterFields.social_accounts = body.social_accounts;
        }
        if (Object.keys(afterFields).length === 0) return { site, changed: false };

        const next = { ...site, ...changes } as SiteRecord;
        if (!isThemeCode(next.themeCode) || !isAllowedColor(next.themeCode, next.themeColor)) {
          failField('theme_color', 'invalidThemeColor');
        }
        if (next.maintenanceStart && next.maintenanceEnd && next.maintenanceEnd <= next.maintenanceStart) {
          failField('maintenance_end', 'endsBeforeStart');
        }
        // Every script must be one the site's CSP lets the page load: the scripts and hosts after this save.
        const scripts = body.analytics_scripts ?? before.analytics_scripts;
        scripts.forEach((entry, index) => {
          if (!next.trustedHosts.some((host) => contract.hostAllows(host, entry.script))) {
            failField(`analytics_scripts.${index}.script`, 'scriptHostNotTrusted');
          }
        });
        if (changes.currency !== undefined) await ensureNoMoneyOnSite(tx, site.id);

        const [row] = Object.keys(changes).length
          ? await tx.update(sites).set(changes).where(eq(sites.id, site.id)).returning()
          : [site];
        if (scriptsChanged) {
          await tx.delete(analyticsScripts).where(eq(analyticsScripts.siteId, site.id));
          if (body.analytics_scripts!.length) {
            await tx.insert(analyticsScripts).values(body.analytics_scripts!.map((entry) => ({ siteId: site.id, ...entry })));
          }
        }
        if (accountsChanged) {
          await tx.delete(socialAccounts).where(eq(socialAccounts.siteId, site.id));
          if (body.social_accounts!.length) {
            await tx
              .insert(socialAccounts)
              .values(body.social_accounts!.map((account, position) => ({ siteId: site.id, ...account, position })));
          }
        }
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: site.id,
            action: 'site.save',
            target: `site:${site.id}`,
            reason: body.reason ?? '',
            before: beforeFields,
            after: afterFields,
          }),
        );
        return { site: row!, changed: true };
      });
      if (saved.changed) invalidateSite(saved.site.id);
      return settingsOf(saved.site);
    },

    async setLogo(actor: StaffActor, body: Body<typeof contract.siteLogoSetRequest>): Promise<Settings> {
      requireSite(actor, body.site_id);
      const image = body.image === null ? null : decodeLogo(body.image);
      const column = LOGO_COLUMNS[body.slot];
      const site = await db.transaction(async (tx) => {
        await lockSite(tx, body.site_id);
        const current = await siteRow(tx, body.site_id);
        const [old] = await tx
          .select()
          .from(siteLogos)
          .where(and(eq(siteLogos.siteId, current.id), eq(siteLogos.slot, body.slot)));
        const describe = (logo: { image: Buffer; imageType: string } | undefined | null) =>
          logo
            ? { type: logo.imageType, bytes: logo.image.length, sha256: createHash('sha256').update(logo.image).digest('hex') }
            : null;
        let path = '';
        if (image) {
          const updatedAt = new Date();
          await tx
            .insert(siteLogos)
            .values({ siteId: current.id, slot: body.slot, image: image.bytes, imageType: image.type, updatedAt })
            .onConflictDoUpdate({
              target: [siteLogos.siteId, siteLogos.slot],
              set: { image: image.bytes, imageType: image.type, updatedAt },
            });
          path = contract.logoPath(current.id, body.slot, updatedAt);
        } else {
          await tx.delete(siteLogos).where(and(eq(siteLogos.siteId, current.id), eq(siteLogos.slot, body.slot)));
        }
        const [row] = await tx
          .update(sites)
          .set({ [column]: path })
          .where(eq(sites.id, current.id))
          .returning();
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: current.id,
            action: 'site.set_logo',
            target: `site:${current.id}`,
            reason: body.reason ?? '',
            data: { slot: body.slot },
            before: { [column]: current[column], image: describe(old) },
            after: { [column]: path, image: image ? describe({ image: image.bytes, imageType: image.type }) : null },
          }),
        );
        return row!;
      });
      invalidateSite(site.id);
      return settingsOf(site);
    },

    async addDomain(actor: StaffActor, body: Body<typeof contract.siteDomainAddRequest>): Promise<Settings> {
      const site = await siteFor(actor, body.site_id);
      const domain = bareHost(body.domain);
      await db.transaction((tx) => attachDomain(tx, { siteId: site.id, domain, reason: body.reason ?? '', field: 'domain' }));
      // A host asked for before it was attached is cached as unknown, under no site id.
      invalidateSite();
      return settingsOf(site);
    },

    async removeDomain(actor: StaffActor, body: Body<typeof contract.siteDomainRemoveRequest>): Promise<Settings> {
      const site = await siteFor(actor, body.site_id);
      const domain = bareHost(body.domain);
      await db.transaction(async (tx) => {
        await lockSite(tx, site.id);
        const domains = (
          await tx.select({ domain: siteDomains.domain }).from(siteDomains).where(eq(siteDomains.siteId, site.id))
        ).map((row) => row.domain);
        if (!domains.includes(domain)) fail('domainNotFound');
        if (domains.length === 1) fail('lastDomain');
        await tx.delete(siteDomains).where(and(eq(siteDomains.siteId, site.id), eq(siteDomains.domain, domain)));
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: site.id,
            action: 'site.remove_domain',
            target: `site:${site.id}`,
            reason: body.reason ?? '',
            before: { domains },
            after: { domains: domains.filter((known) => known !== domain) },
          }),
        );
      });
      // The domain's cached mapping goes with every other.
      invalidateSite();
      return settingsOf(site);
    },

    /** A logo's bytes with the version its URL carries; undefined when the slot has none. */
    async logo(siteId: number, slot: number) {
      const [row] = await db
        .select({ image: siteLogos.image, type: siteLogos.imageType, updatedAt: siteLogos.updatedAt })
        .from(siteLogos)
        .where(and(eq(siteLogos.siteId, siteId), eq(siteLogos.slot, slot)));
      return row && { bytes: row.image, type: row.type, version: String(row.updatedAt.getTime()) };
    },
  };
}

export type SiteAdminService = ReturnType<typeof createSiteAdminService>;
