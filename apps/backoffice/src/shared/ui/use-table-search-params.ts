import { useSearchParams } from 'react-router';
import type { ServerTableState } from './data-table';

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * A list's paging, sorting and filters kept in the URL (page, size, sort as "field" or "-field",
 * one parameter per filter), next to whatever else the URL holds (the site picker's `site`): a
 * reload, the back button or a shared link shows the same rows.
 */
export function useTableSearchParams(
  defaults: { pageSize: number; sort?: ServerTableState['sort'] },
  filterIds: readonly string[],
): [ServerTableState, (next: ServerTableState) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const state: ServerTableState = {
    page: positive(params.get('page'), 1),
    pageSize: positive(params.get('size'), defaults.pageSize),
    sort: sortParam ? { id: sortParam.replace(/^-/, ''), desc: sortParam.startsWith('-') } : (defaults.sort ?? null),
    filters: Object.fromEntries(filterIds.flatMap((id) => (params.get(id) ? [[id, params.get(id) ?? '']] : []))),
  };
  const setState = (next: ServerTableState) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const put = (name: string, value: string | null) => (value ? updated.set(name, value) : updated.delete(name));
      put('page', next.page > 1 ? String(next.page) : null);
      put('size', next.pageSize !== defaults.pageSize ? String(next.pageSize) : null);
      const defaultSort = next.sort?.id === defaults.sort?.id && next.sort?.desc === defaults.sort?.desc;
      put('sort', next.sort && !defaultSort ? `${next.sort.desc ? '-' : ''}${next.sort.id}` : null);
      for (const id of filterIds) put(id, next.filters[id] ?? null);
      return updated;
    });
  };
  return [state, setState];
}
