import { PREVIEW_PARAM, type PreviewMessage } from '@wl/contract';

export type PreviewLook = Omit<PreviewMessage, 'type'>;

/**
 * The address of a site's page in the live preview (decision 0151): the site's own domain, on this
 * server's scheme and port (the back office and the sites are served by the same server).
 */
export function previewUrl(domain: string, location: Pick<Location, 'protocol' | 'port'> = window.location): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${domain}${port}/?${PREVIEW_PARAM}=1`;
}
