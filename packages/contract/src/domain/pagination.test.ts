import { describe, expect, it } from 'vitest';
import { PAGINATION_DEFAULTS } from '../tables.js';
import { formatPageNumber, pageHref, paginationErrors, paginationModel } from './pagination.js';

const fieldsOf = (options: Parameters<typeof paginationErrors>[0]) => paginationErrors(options).map((error) => error.field);

describe('paginationErrors', () => {
  it('accepts the defaults: 10 per page, 5 pages shown, locale en', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ itemsPerPage: 10, maxPages: 5, locale: 'en' });
    expect(paginationErrors({ page: 1, totalItems: 100 })).toEqual([]);
  });

  it('requires page above 0', () => {
    expect(fieldsOf({ page: 0, totalItems: 10 })).toEqual(['page']);
    expect(fieldsOf({ page: -1, totalItems: 10 })).toEqual(['page']);
    expect(fieldsOf({ page: 1.5, totalItems: 10 })).toEqual(['page']);
  });

  it('requires items per page above 0', () => {
    expect(fieldsOf({ page: 1, totalItems: 10, itemsPerPage: 0 })).toEqual(['itemsPerPage']);
  });

  it('requires max pages above 0', () => {
    expect(fieldsOf({ page: 1, totalItems: 10, maxPages: 0 })).toEqual(['maxPages']);
  });

  it('requires a non-negative total', () => {
    expect(fieldsOf({ page: 1, totalItems: -1 })).toEqual(['totalItems']);
  });

  it('requires direction ltr or rtl', () => {
    expect(fieldsOf({ page: 1, totalItems: 10, direction: 'rtl' })).toEqual([]);
    expect(fieldsOf({ page: 1, totalItems: 10, direction: 'ttb' })).toEqual(['direction']);
  });

  it('requires type link or button', () => {
    expect(fieldsOf({ page: 1, totalItems: 10, type: 'button' })).toEqual([]);
    expect(fieldsOf({ page: 1, totalItems: 10, type: 'select' })).toEqual(['type']);
  });

  it('requires locale en, ar or ir', () => {
    for (const locale of ['en', 'ar', 'ir']) expect(fieldsOf({ page: 1, totalItems: 10, locale })).toEqual([]);
    expect(fieldsOf({ page: 1, totalItems: 10, locale: 'fa' })).toEqual(['locale']);
  });

  it('requires a link template containing [page] for the link type', () => {
    expect(fieldsOf({ page: 1, totalItems: 10, type: 'link' })).toEqual(['linkTemplate']);
    expect(fieldsOf({ page: 1, totalItems: 10, type: 'link', linkTemplate: '/news?page=' })).toEqual(['linkTemplate']);
    expect(fieldsOf({ page: 1, totalItems: 10, type: 'link', linkTemplate: '/news?page=[page]' })).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    expect(fieldsOf({ page: 0, totalItems: 1, itemsPerPage: 0, maxPages: 0, direction: 'x', type: 'link', locale: 'x' })).toEqual(
      ['page', 'itemsPerPage', 'maxPages', 'direction', 'locale', 'linkTemplate'],
    );
  });
});

describe('paginationModel', () => {
  it('shows at most maxPages numbered pages around the current one', () => {
    const model = paginationModel({ page: 6, totalItems: 200 });
    expect(model).toEqual({
      page: 6,
      totalPages: 20,
      pages: [4, 5, 6, 7, 8],
      previous: 5,
      next: 7,
      jumpBack: 1,
      jumpForward: 11,
    });
  });

  it('pins the window to the edges', () => {
    expect(paginationModel({ page: 1, totalItems: 200 }).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationModel({ page: 20, totalItems: 200 }).pages).toEqual([16, 17, 18, 19, 20]);
  });

  it('offers no previous on the first page and no next on the last', () => {
    expect(paginationModel({ page: 1, totalItems: 30 })).toMatchObject({
      previous: null,
      next: 2,
      jumpBack: null,
      jumpForward: null,
    });
    expect(paginationModel({ page: 3, totalItems: 30 })).toMatchObject({ previous: 2, next: null });
  });

  it('jumps by maxPages, clamped to the first and last page', () => {
    expect(paginationModel({ page: 9, totalItems: 100, maxPages: 3 })).toMatchObject({
      pages: [8, 9, 10],
      jumpBack: 6,
      jumpForward: null,
    });
    expect(paginationModel({ page: 2, totalItems: 100, maxPages: 3 })).toMatchObject({
      pages: [1, 2, 3],
      jumpBack: null,
      jumpForward: 5,
    });
  });

  it('clamps a page beyond the end and handles an empty list', () => {
    expect(paginationModel({ page: 9, totalItems: 25 })).toMatchObject({ page: 3, totalPages: 3 });
    expect(paginationModel({ page: 1, totalItems: 0 })).toMatchObject({ page: 1, totalPages: 0, pages: [], next: null });
  });
});

describe('pageHref and formatPageNumber', () => {
  it('puts the page into the template', () => {
    expect(pageHref('/news?page=[page]', 4)).toBe('/news?page=4');
  });

  it('writes digits of the locale', () => {
    expect(formatPageNumber(1234, 'en')).toBe('1234');
    expect(formatPageNumber(1234, 'ar')).toBe('١٢٣٤');
    expect(formatPageNumber(1234, 'ir')).toBe('۱۲۳۴');
  });
});
