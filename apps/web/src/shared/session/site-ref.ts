import { useSiteStore } from './site-store';

/** How a visitor call names its site: the host name and the site's external id. */
export interface SiteRef {
  domain_name: string;
  external_id: string;
}

export function siteRef(): SiteRef {
  return { domain_name: window.location.hostname, external_id: useSiteStore.getState().site?.external_id ?? '' };
}

export function useSiteRef(): SiteRef {
  const externalId = useSiteStore((state) => state.site?.external_id ?? '');
  return { domain_name: window.location.hostname, external_id: externalId };
}
