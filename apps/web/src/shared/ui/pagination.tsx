import {
  formatPageNumber,
  PAGINATION_DEFAULTS,
  type PaginationDirection,
  type PaginationLocale,
  type PaginationType,
  pageHref,
  paginationErrors,
  paginationModel,
} from '@wl/contract/lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './pagination.css';

export interface PaginationProps {
  page: number;
  totalItems: number;
  itemsPerPage?: number;
  /** how many numbered pages show at once; the jump buttons move by this many */
  maxPages?: number;
  direction?: PaginationDirection;
  locale?: PaginationLocale;
  type?: PaginationType;
  /** for type link: the href of a page, with [page] where its number goes */
  linkTemplate?: string;
  /** for type button: called with the chosen page */
  onChange?: (page: number) => void;
  /** names the navigation for assistive technology when a screen has more than one */
  label?: string;
}

/**
 * The pagination control (spec-coverage S2.27, S5.2, S9.8): first, previous, a jump back, the numbered
 * pages, a jump forward, next and last. Invalid options are a programming error: they are logged
 * and nothing renders. A single page needs no control.
 */
export function Pagination({
  page,
  totalItems,
  itemsPerPage = PAGINATION_DEFAULTS.itemsPerPage,
  maxPages = PAGINATION_DEFAULTS.maxPages,
  direction = 'ltr',
  locale = PAGINATION_DEFAULTS.locale,
  type = 'button',
  linkTemplate,
  onChange,
  label,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const options = { page, totalItems, itemsPerPage, maxPages, direction, locale, type, linkTemplate };
  const errors = paginationErrors(options);
  if (errors.length > 0) {
    console.error('Pagination options are invalid', errors);
    return null;
  }
  const model = paginationModel(options);
  if (model.totalPages < 2) return null;

  const control = (target: number | null, content: ReactNode, accessibleName: string, current = false) => {
    const className = ['pagination-control', current ? 'is-current' : ''].filter(Boolean).join(' ');
    // A control with nowhere to go is a disabled button in both types: a link cannot be disabled.
    if (target === null) {
      return (
        <button type="button" className="pagination-control" aria-label={accessibleName} disabled>
          {content}
        </button>
      );
    }
    const ariaCurrent = current ? ('page' as const) : undefined;
    if (type === 'link') {
      return (
        <Link className={className} to={pageHref(linkTemplate!, target)} aria-label={accessibleName} aria-current={ariaCurrent}>
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-label={accessibleName}
        aria-current={ariaCurrent}
        onClick={() => {
          if (!current) onChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  const number = (value: number) => formatPageNumber(value, locale);
  const pageName = (value: number) => t('pageNumber', { page: number(value) });
  return (
    <nav className="pagination" aria-label={label ?? t('pagination')} dir={direction}>
      <ul className="pagination-list">
        <li>{control(model.page > 1 ? 1 : null, '«', t('firstPage'))}</li>
        <li>{control(model.previous, '‹', t('previousPage'))}</li>
        {model.jumpBack !== null && <li>{control(model.jumpBack, '…', t('jumpBack', { count: maxPages }))}</li>}
        {model.pages.map((value) => (
          <li key={value}>{control(value, number(value), pageName(value), value === model.page)}</li>
        ))}
        {model.jumpForward !== null && <li>{control(model.jumpForward, '…', t('jumpForward', { count: maxPages }))}</li>}
        <li>{control(model.next, '›', t('nextPage'))}</li>
        <li>{control(model.page < model.totalPages ? model.totalPages : null, '»', t('lastPage'))}</li>
      </ul>
    </nav>
  );
}
