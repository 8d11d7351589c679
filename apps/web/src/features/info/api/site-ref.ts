import { useSiteStore } from '@/features/site/store';
import type { ApiFailure } from '@/shared/api/client';

/** How a visitor call names its site: the host name and the site's external id. */
export interface SiteRef {
  domain_name: string;
  external_id: string;
}

export function useSiteRef(): SiteRef {
  const externalId = useSiteStore((state) => state.site?.external_id ?? '');
  return { domain_name: window.location.hostname, external_id: externalId };
}

/** A site call that answered with a failure; the page shows its own error state instead of a dialog. */
export class SiteCallError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'SiteCallError';
    this.failure = failure;
  }
}
