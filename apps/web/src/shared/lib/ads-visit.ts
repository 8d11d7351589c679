import Cookies from 'js-cookie';
import { call } from '@/shared/api/client';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

/** appsflyer_id arrives once in the landing URL and must survive navigation (and reach signup later). */
export const APPSFLYER_ID_KEY = 'wl.appsflyer_id';
export const ADS_VISIT_REPORTED_KEY = 'wl.ads-visit-reported';
/** Set by the Facebook pixel. */
export const FBP_COOKIE = '_fbp';

export interface AdsAttribution {
  fbp: string;
  appsflyer_id: string;
}

/** The fbp cookie and the appsflyer_id of the URL query (kept in localStorage) or of an earlier landing. */
export function adsAttribution(search: string = window.location.search): AdsAttribution {
  const fromQuery = new URLSearchParams(search).get('appsflyer_id')?.trim() ?? '';
  if (fromQuery) writeStored('local', APPSFLYER_ID_KEY, fromQuery);
  return {
    fbp: Cookies.get(FBP_COOKIE) ?? '',
    appsflyer_id: fromQuery || readStored('local', APPSFLYER_ID_KEY) || '',
  };
}

/**
 * Reports the ad visit via adsvisit once per browser session, when there is anything to report.
 * The session flag is set before the call so a second mount (React's strict mode, a remount)
 * cannot send it twice, and cleared when the call fails so a later page load tries again.
 */
export async function reportAdsVisit(externalId: string): Promise<void> {
  const attribution = adsAttribution();
  if (readStored('session', ADS_VISIT_REPORTED_KEY) || (!attribution.fbp && !attribution.appsflyer_id)) return;
  writeStored('session', ADS_VISIT_REPORTED_KEY, '1');
  await call('adsVisit', { domain_name: window.location.hostname, external_id: externalId, ...attribution }).catch(() =>
    removeStored('session', ADS_VISIT_REPORTED_KEY),
  );
}
