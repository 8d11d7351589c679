import { PAGINATION_DEFAULTS } from '../tables.js';

/** The pagination control's options and rules (spec-coverage S2.27, S5.2, S9.8). */
export const PAGINATION_DIRECTIONS = ['ltr', 'rtl'] as const;
export const PAGINATION_TYPES = ['link', 'button'] as const;
export const PAGINATION_LOCALES = ['en', 'ar', 'ir'] as const;
export type PaginationDirection = (typeof PAGINATION_DIRECTIONS)[number];
export type PaginationType = (typeof PAGINATION_TYPES)[number];
export type PaginationLocale = (typeof PAGINATION_LOCALES)[number];

/** The placeholder a link template carries where the page number goes, e.g. "/news?page=[page]". */
export const PAGE_PLACEHOLDER = '[page]';

export interface PaginationOptions {
  page: number;
  totalItems: number;
  itemsPerPage?: number;
  maxPages?: number;
  direction?: string;
  type?: string;
  locale?: string;
  linkTemplate?: string;
}

export interface PaginationError {
  field: keyof PaginationOptions;
  message: string;
}

const isPositiveInteger = (value: number) => Number.isInteger(value) && value > 0;
const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * Every rule the options break, empty when they are valid. The messages are for developers (the
 * console), not players: a broken pagination is a programming error, not an input error.
 */
export function paginationErrors(options: PaginationOptions): PaginationError[] {
  const {
    page,
    totalItems,
    itemsPerPage = PAGINATION_DEFAULTS.itemsPerPage,
    maxPages = PAGINATION_DEFAULTS.maxPages,
    direction = 'ltr',
    type = 'button',
    locale = PAGINATION_DEFAULTS.locale,
    linkTemplate,
  } = options;
  const errors: PaginationError[] = [];
  if (!isPositiveInteger(page)) errors.push({ field: 'page', message: 'page must be an integer above 0' });
  if (!Number.isInteger(totalItems) || totalItems < 0) {
    errors.push({ field: 'totalItems', message: 'totalItems must be an integer of 0 or more' });
  }
  if (!isPositiveInteger(itemsPerPage))
    errors.push({ field: 'itemsPerPage', message: 'itemsPerPage must be an integer above 0' });
  if (!isPositiveInteger(maxPages)) errors.push({ field: 'maxPages', message: 'maxPages must be an integer above 0' });
  if (!isOneOf(PAGINATION_DIRECTIONS, direction)) errors.push({ field: 'direction', message: 'direction must be ltr or rtl' });
  if (!isOneOf(PAGINATION_TYPES, type)) errors.push({ field: 'type', message: 'type must be link or button' });
  if (!isOneOf(PAGINATION_LOCALES, locale)) errors.push({ field: 'locale', message: 'locale must be en, ar or ir' });
  if (type === 'link' && !linkTemplate?.includes(PAGE_PLACEHOLDER)) {
    errors.push({ field: 'linkTemplate', message: `a link pagination needs a linkTemplate containing ${PAGE_PLACEHOLDER}` });
  }
  return errors;
}

/** What the control shows for valid options; null targets are the controls that have nowhere to go. */
export interface PaginationModel {
  /** the current page, clamped to the last page */
  page: number;
  totalPages: number;
  /** the numbered pages shown, at most maxPages, around the current page */
  pages: number[];
  previous: number | null;
  next: number | null;
  /** maxPages back or forward; only offered when the numbered pages hide that side */
  jumpBack: number | null;
  jumpForward: number | null;
}

export function paginationModel(options: PaginationOptions): PaginationModel {
  const itemsPerPage = options.itemsPerPage ?? PAGINATION_DEFAULTS.itemsPerPage;
  const maxPages = options.maxPages ?? PAGINATION_DEFAULTS.maxPages;
  const totalPages = Math.ceil(options.totalItems / itemsPerPage);
  const page = Math.min(options.page, Math.max(totalPages, 1));
  const start = Math.max(1, Math.min(page - Math.floor((maxPages - 1) / 2), totalPages - maxPages + 1));
  const end = Math.min(totalPages, start + maxPages - 1);
  const pages = Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
  return {
    page,
    totalPages,
    pages,
    previous: page > 1 ? page - 1 : null,
    next: page < totalPages ? page + 1 : null,
    jumpBack: start > 1 ? Math.max(1, page - maxPages) : null,
    jumpForward: end < totalPages ? Math.min(totalPages, page + maxPages) : null,
  };
}

export function pageHref(linkTemplate: string, page: number): string {
  return linkTemplate.replaceAll(PAGE_PLACEHOLDER, String(page));
}

/** ar shows Arabic-Indic digits, ir (Persian) the extended ones; the numbering system is pinned so no CLDR default can change it. */
const DIGIT_LOCALES: Record<PaginationLocale, string> = { en: 'en-US', ar: 'ar-u-nu-arab', ir: 'fa-u-nu-arabext' };

export function formatPageNumber(page: number, locale: PaginationLocale): string {
  return new Intl.NumberFormat(DIGIT_LOCALES[locale], { useGrouping: false }).format(page);
}
