import { isSafeImageSource } from '@wl/contract/lite';
import DOMPurify from 'dompurify';

/**
 * What an operator's CMS body may contain: text structure, links, tables and images. Anything
 * else (scripts, styles, forms, frames, event handlers, inline styles) is dropped by DOMPurify,
 * whose URI check also drops javascript: and similar links.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'span',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = ['href', 'target', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope'];

/** A purifier of our own, so these rules never leak into another DOMPurify user of the app. */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function cmsPurifier(): ReturnType<typeof DOMPurify> {
  purifier ??= DOMPurify(window);
  return purifier;
}

/**
 * The body, safe to set as HTML. Beyond DOMPurify: a link opening a new tab gets
 * rel="noopener noreferrer", other targets go; images that are not https or relative go; and h1
 * becomes h2, because the page's own title is its only h1.
 */
export function sanitizeCms(html: string): string {
  const fragment = cmsPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
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
