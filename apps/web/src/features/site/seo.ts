import { useQuery } from '@tanstack/react-query';
import { type SeoRecord, TITLE_SEPARATOR } from '@wl/contract/lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from '@/config/routes';
import { call } from '@/shared/api/client';
import { useShowsLocalText } from '@/shared/i18n/local-text';
import { useSiteStore } from '@/shared/session/site-store';

/** "<page title> | <site name>", or either alone when the other is missing. */
export function pageTitle(title: string, siteName: string): string {
  return [title.trim(), siteName.trim()].filter(Boolean).join(` ${TITLE_SEPARATOR} `);
}

/**
 * meta_title when the operator wrote one (local_meta_title while the interface is in the site's
 * language and there is one), else the item name (likewise) and the site name.
 */
export function seoTitle(record: SeoRecord, siteName: string, preferLocal: boolean): string {
  const metaTitle = (preferLocal && record.local_meta_title?.trim()) || record.meta_title.trim();
  if (metaTitle) return metaTitle;
  const itemName = preferLocal ? record.local_item_name || record.en_item_name : record.en_item_name || record.local_item_name;
  return pageTitle(itemName, siteName);
}

type TagSpec =
  | { tag: 'meta'; key: 'name' | 'property' | 'http-equiv'; name: string; value: string }
  | { tag: 'link'; rel: string; value: string };

/** local_meta_desc while the interface is in the site's language and the operator wrote one, else meta_desc. */
export function seoDescription(record: SeoRecord, preferLocal: boolean): string {
  return (preferLocal && record.local_meta_desc?.trim()) || record.meta_desc;
}

function tagsOf(record: SeoRecord, title: string, description: string): TagSpec[] {
  return [
    { tag: 'meta', key: 'name', name: 'description', value: description },
    { tag: 'meta', key: 'name', name: 'keywords', value: record.meta_keywords },
    { tag: 'meta', key: 'name', name: 'author', value: record.meta_author },
    { tag: 'meta', key: 'name', name: 'publisher', value: record.meta_publisher },
    { tag: 'meta', key: 'http-equiv', name: 'content-language', value: record.meta_lang },
    { tag: 'meta', key: 'property', name: 'og:title', value: title },
    { tag: 'meta', key: 'property', name: 'og:description', value: description },
    { tag: 'meta', key: 'property', name: 'og:image', value: record.meta_image_url },
    { tag: 'meta', key: 'property', name: 'og:url', value: record.meta_url },
    { tag: 'link', rel: 'canonical', value: record.meta_canonical },
  ];
}

/** Marks the head tags this module owns, so a page without a record drops the previous page's. */
const OWNED = 'data-seo';

/** Sets the title and replaces the SEO tags of the head with the record's (none when it is null). */
export function applySeo(record: SeoRecord | null, title: string, head: HTMLElement = document.head, preferLocal = false): void {
  document.title = title;
  for (const element of head.querySelectorAll(`[${OWNED}]`)) element.remove();
  if (!record) return;
  for (const spec of tagsOf(record, title, seoDescription(record, preferLocal))) {
    if (!spec.value.trim()) continue;
    const element = document.createElement(spec.tag);
    if (spec.tag === 'meta') {
      element.setAttribute(spec.key, spec.name);
      element.setAttribute('content', spec.value.trim());
    } else {
      element.setAttribute('rel', spec.rel);
      element.setAttribute('href', spec.value.trim());
    }
    element.setAttribute(OWNED, '');
    head.append(element);
  }
}

const SEO_STALE_MS = 5 * 60_000;

/**
 * The SEO record of a page (its name is the route's title key, "home" for /) sets the title and
 * meta tags; a page without a record gets "<page title> | <site name>". Null is a page outside the
 * route table (the 404 page), which shows the site name only.
 */
export function useSeo(pageName: PageTitleKey | null): void {
  const site = useSiteStore((state) => state.site);
  const { t } = useTranslation('pages');
  const externalId = site?.external_id ?? '';
  const siteName = site?.site_name ?? '';
  const { data } = useQuery({
    queryKey: ['seo', externalId, pageName],
    enabled: Boolean(pageName && externalId),
    staleTime: SEO_STALE_MS,
    queryFn: () =>
      // A missing SEO record is not worth an error dialog: the default title stands in, and stays for the stale time.
      call('seo', { domain_name: window.location.hostname, external_id: externalId, page_name: pageName ?? '' }).then(
        (answer) => answer.value,
        () => null,
      ),
  });
  const record = data ?? null;
  const preferLocal = useShowsLocalText();

  useEffect(() => {
    const fallback = pageTitle(pageName ? t(`${pageName}.title`) : '', siteName);
    applySeo(record, record ? seoTitle(record, siteName, preferLocal) : fallback, document.head, preferLocal);
  }, [record, pageName, siteName, preferLocal, t]);
}
