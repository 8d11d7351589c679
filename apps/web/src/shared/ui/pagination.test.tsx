import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { Pagination } from './pagination';

beforeAll(initTestI18n);
afterEach(() => vi.restoreAllMocks());

const labels = () =>
  [...screen.getByRole('navigation').querySelectorAll('button, a')].map((control) => control.getAttribute('aria-label'));

describe('Pagination', () => {
  it('shows first, previous, a jump each way, 5 numbered pages, next and last', () => {
    render(<Pagination page={6} totalItems={200} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(labels()).toEqual([
      'First page',
      'Previous page',
      'Back 5 pages',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Forward 5 pages',
      'Next page',
      'Last page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
  });

  it('calls onChange with the chosen page, and not for the current one', async () => {
    const onChange = vi.fn();
    render(<Pagination page={6} totalItems={200} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back 5 pages' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onChange.mock.calls).toEqual([[8], [1], [20]]);
  });

  it('disables first and previous on the first page, with no jump back', () => {
    render(<Pagination page={1} totalItems={200} />);
    expect(screen.getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back 5 pages' })).toBeNull();
  });

  it('links to pages from the template for the link type', () => {
    renderWithProviders(<Pagination type="link" linkTemplate="/news?page=[page]" page={3} totalItems={30} itemsPerPage={10} />);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/news?page=2');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/news?page=2');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    // Nowhere to go: a disabled button, since a link cannot be disabled.
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('sets the direction and writes Arabic-Indic or Persian digits', () => {
    const { unmount } = render(<Pagination page={1} totalItems={30} direction="rtl" locale="ar" />);
    expect(screen.getByRole('navigation').getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'Page ٢' }).textContent).toBe('٢');
    unmount();
    render(<Pagination page={1} totalItems={30} locale="ir" />);
    expect(screen.getByRole('button', { name: 'Page ۳' }).textContent).toBe('۳');
  });

  it('renders nothing for a single page', () => {
    render(<Pagination page={1} totalItems={10} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('logs invalid options and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Pagination page={0} totalItems={100} type="link" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(error.mock.calls[0]?.[1]).toEqual([
      expect.objectContaining({ field: 'page' }),
      expect.objectContaining({ field: 'linkTemplate' }),
    ]);
  });
});
