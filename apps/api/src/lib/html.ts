import sanitizeHtml from 'sanitize-html';

/**
 * Operator HTML (promotion terms, news bodies) is cleaned before it is stored: formatting, lists,
 * tables, links and images only; no scripts, event handlers, styles or frames. The web cleans it
 * again with DOMPurify before it renders, so a row written by other means is harmless too.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
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
