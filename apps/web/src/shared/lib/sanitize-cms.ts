import { CMS_HTML, isSafeImageSource } from '@wl/contract/lite';
import DOMPurify from 'dompurify';

/** Attributes by tag, from the contract's CMS_HTML; DOMPurify itself takes one list for every tag. */
const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[] | undefined>> = CMS_HTML.attributes;
const ALLOWED_ATTR = [...new Set(Object.values(CMS_HTML.attributes).flat())];

/** A link of one of CMS_HTML's schemes, or relative (but not protocol-relative, //host or /\host). */
const ALLOWED_URI_REGEXP = new RegExp(
  String.raw`^(?:(?:${CMS_HTML.linkSchemes.join('|')}):|/(?![/\\])|[^a-z/\\]|[a-z+.-]+(?:[^a-z+.:-]|$))`,
  'i',
);

/** A purifier of our own, so these rules never leak into another DOMPurify user of the app. */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function cmsPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    // The contract allows each attribute on its own tags only (href on links, src on images…).
    purifier.addHook('uponSanitizeAttribute', (node, data) => {
      if (!ATTRIBUTES_BY_TAG[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
    });
  }
  return purifier;
}

/**
 * The body, safe to set as HTML, by the contract's CMS_HTML (as the server cleaned it). Beyond
 * DOMPurify: a link opening a new tab gets rel="noopener noreferrer", other targets go; images that
 * are not https or relative go; and h1 becomes h2, because the page's own title is its only h1.
 */
export function sanitizeCms(html: string): string {
  const fragment = cmsPurifier().sanitize(html, {
    ALLOWED_TAGS: [...CMS_HTML.tags],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a')) {
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
  }
  for (const image of fragment.querySelectorAll('img')) {
    if (!isSafeImageSource(image.getAttribute('src') ?? '')) image.remove();
    else image.setAttribute('loading', 'lazy');
  }
  for (const heading of fragment.querySelectorAll('h1')) {
    const demoted = document.createElement('h2');
    demoted.append(...heading.childNodes);
    heading.replaceWith(demoted);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
