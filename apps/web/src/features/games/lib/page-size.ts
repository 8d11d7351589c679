import { type RefObject, useLayoutEffect, useState } from 'react';

/** About this many games a page: a phone's two columns get twelve rows, a wide screen's eight get three. */
const GAMES_A_PAGE = 24;
const MIN_ROWS = 3;
/** The contract's largest page. */
const MAX_PAGE_SIZE = 100;
/** Before the grid is measured, or where it cannot be (no layout): a size whole at 2, 3, 4, 6 and 8 columns. */
export const UNMEASURED_PAGE_SIZE = 24;

/** A page of whole rows: columns × rows, about GAMES_A_PAGE games. */
export function pageSizeFor(columns: number): number {
  if (!Number.isInteger(columns) || columns < 1) return UNMEASURED_PAGE_SIZE;
  const rows = Math.max(MIN_ROWS, Math.round(GAMES_A_PAGE / columns));
  return Math.min(columns * rows, Math.floor(MAX_PAGE_SIZE / columns) * columns);
}

/** The columns a grid lays out now: the tracks of its computed grid-template-columns (0 when it has no layout). */
export function gridColumns(element: Element): number {
  const tracks = getComputedStyle(element).gridTemplateColumns;
  if (!tracks || tracks === 'none' || !/^[\d.]+px( [\d.]+px)*$/.test(tracks.trim())) return 0;
  return tracks.trim().split(' ').length;
}

/**
 * The page size of a lobby: the lobby's grid measured by an empty probe grid of the same class
 * (its auto-fill columns follow the width, the template's card size and the family's gaps), read
 * before paint and again whenever its width changes, so every full page fills whole rows. Null
 * until the first reading, so that no page of another size is asked for first.
 */
export function useWholeRowsPageSize(probe: RefObject<HTMLElement | null>): number | null {
  const [pageSize, setPageSize] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    const measure = () => setPageSize(pageSizeFor(gridColumns(element)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [probe]);
  return pageSize;
}
