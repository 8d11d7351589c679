import { contentAdmin } from '@wl/contract';

/**
 * A text as a search engine's result shows it: whole when it fits, else cut at the last word
 * boundary before the limit with an ellipsis (engines measure in pixels; characters are the usual
 * stand-in: about 60 for a title, 160 for a description).
 */
export function truncateForSnippet(text: string, limit: number): { text: string; cut: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return { text: clean, cut: false };
  const head = clean.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  const kept = (space > limit / 2 ? head.slice(0, space) : head).replace(/[\s,.;:!?-]+$/, '');
  return { text: `${kept}…`, cut: true };
}

export const snippetTitle = (text: string) => truncateForSnippet(text, contentAdmin.SNIPPET_LIMITS.title);
export const snippetDescription = (text: string) => truncateForSnippet(text, contentAdmin.SNIPPET_LIMITS.description);

/** The player app's path of a page named as its SEO record is ("termCondition" → /term-condition; home → /). */
export function pagePath(pageName: string): string {
  if (pageName === 'home') return '/';
  return `/${pageName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
