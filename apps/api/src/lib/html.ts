import { CMS_HTML, isSafeImageSource } from '@wl/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * Operator HTML (promotion terms, news bodies, CMS pages) is cleaned before it is stored or sent,
 * with the contract's CMS_HTML, the list the web cleans it with again (DOMPurify) before it renders,
 * so a row written by other means is harmless too.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...CMS_HTML.tags],
  // rel is the server's own: every link gets rel="noopener noreferrer" below, whatever the operator wrote.
  allowedAttributes: Object.fromEntries(
    Object.entries(CMS_HTML.attributes).map(([tag, names]) => [tag, tag === 'a' ? [...names, 'rel'] : [...names]]),
  ),
  allowedSchemes: [...CMS_HTML.linkSchemes],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }), h1: 'h2' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageSource(frame.attribs.src ?? ''),
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Cleans every language's text of a localised HTML field, dropping the empty ones. */
export function cleanLocalisedHtml(texts: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([language, html]) => [language, cleanHtml(html ?? '')] as const)
      .filter(([, html]) => html !== ''),
  );
}

/** The text in the language asked for, English when there is none. */
export function inLanguage(texts: Record<string, string>, language: string): string {
  return texts[language] || texts.EN || '';
}

/** Text for an HTML (or SVG) element or quoted attribute: the characters that could end either are written as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
