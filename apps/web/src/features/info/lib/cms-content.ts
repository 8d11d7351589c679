import type { CmsPage } from '@wl/contract/lite';
import { sanitizeCms } from '@/shared/lib/sanitize-cms';
import type { SiteInfo } from '../api/get-site-info';

export type CmsContent = { state: 'disabled' } | { state: 'empty' } | { state: 'ready'; html: string };

/** Markup that holds no words or images is an empty page, not a blank one. */
function hasContent(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html);
}

/**
 * A CMS page as the interface shows it: the local body (written in the site's language) when the
 * interface is in that language and the operator wrote one, else the English body; a disabled page
 * says so.
 */
export function cmsContent(info: SiteInfo, page: CmsPage, showLocal: boolean): CmsContent {
  if (!info[`${page}_status`]) return { state: 'disabled' };
  const local = info[`local_${page}`];
  const body = showLocal && local.trim() ? local : info[`en_${page}`];
  const html = sanitizeCms(body);
  return hasContent(html) ? { state: 'ready', html } : { state: 'empty' };
}
