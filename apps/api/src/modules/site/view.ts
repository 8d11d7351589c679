import { type operator as contract, minimumAge } from '@wl/contract';
import type { sites } from '../../db/schema/index.js';
import { isInMaintenance, type SiteRow } from './service.js';

type SiteRecord = typeof sites.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The site resolver also accepts host:port, so domains are stored without the port. */
export const bareHost = (domain: string) => domain.replace(/:\d+$/, '');

/** Domains a browser on this machine opens directly come first: `<theme>.localhost`, then other local ones. */
export function sortDomains(domains: string[], themeCode: string): string[] {
  const rank = (domain: string) =>
    domain === `${themeCode}.localhost` ? 0 : domain === 'localhost' || domain.endsWith('.localhost') ? 1 : 2;
  return [...domains].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A site as staff see it (the operator API's sites and the back office's site settings both start from it). */
export function toSiteView(site: SiteRecord, domains: string[]): contract.OperatorSite {
  return {
    id: site.id,
    operator_id: site.operatorId,
    name: site.name,
    external_id: site.externalId,
    theme_code: site.themeCode,
    theme_color: site.themeColor,
    language: site.language,
    currency: site.currency,
    country: site.country,
    min_age: site.minAge,
    minimum_age: minimumAge(site.country, site.minAge),
    terms_version: site.termsVersion,
    status: site.status,
    expired_date: iso(site.expiredDate),
    maintenance_on: site.maintenanceOn,
    maintenance_start: iso(site.maintenanceStart),
    maintenance_end: iso(site.maintenanceEnd),
    in_maintenance: isInMaintenance(site as SiteRow),
    show_preloader: site.showPreloader,
    show_bf_ann_modal: site.showAnnouncement,
    show_app_download: site.showAppDownload,
    show_download_bar: site.showDownloadBar,
    gamify_enabled: site.gamifyEnabled,
    domains: sortDomains(domains, site.themeCode),
  };
}
