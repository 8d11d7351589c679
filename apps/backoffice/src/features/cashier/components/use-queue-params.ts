import { type CashierKind, type CashierStatus, cashierDesk } from '@wl/contract';
import { useSearchParams } from 'react-router';
import { useSelectedSite } from '@/shared/session/site';
import type { ServerTableState } from '@/shared/ui/data-table';
import { useTableSearchParams } from '@/shared/ui/use-table-search-params';

/** The column whose header filters the queue: the player's account id. */
const QUEUE_FILTERS = ['account_id'] as const;
const DEFAULT_SORT = { id: 'created_at', desc: false };

/** The table's sort as the queue names it: requested (oldest or newest first) or amount (largest or smallest). */
function sortOf(sort: ServerTableState['sort']): cashierDesk.CashierDeskSort {
  if (sort?.id === 'amount') return sort.desc ? 'largest' : 'smallest';
  return sort?.desc ? 'newest' : 'oldest';
}

function amountParam(value: string | null): number | undefined {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

/**
 * The queue the desk shows, kept in its URL: the tab (kind), the status, the table's paging, sort
 * and account filter, the amount range, and the shell's site; a reload or a shared link shows the
 * same rows.
 */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const [siteId] = useSelectedSite();
  const [table, setTable] = useTableSearchParams({ pageSize: 25, sort: DEFAULT_SORT }, QUEUE_FILTERS);
  const kind: CashierKind = params.get('kind') === 'withdrawal' ? 'withdrawal' : 'deposit';
  const status = cashierDesk.cashierDeskQueueRequest.shape.status.safeParse(params.get('status') ?? undefined);
  const amountMin = amountParam(params.get('min'));
  const amountMax = amountParam(params.get('max'));

  const request: cashierDesk.CashierDeskQueue & { kind: CashierKind } = {
    kind,
    status: status.success ? status.data : 'pending',
    site_id: siteId ?? undefined,
    amount_min: amountMin,
    amount_max: amountMax,
    account_id: table.filters.account_id,
    sort: sortOf(table.sort),
    page: table.page,
    page_size: table.pageSize,
  };

  /** Changes the desk's own parameters in the URL; any change starts again at the first page. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      updated.delete('page');
      return updated;
    });

  return {
    request,
    table,
    setTable,
    showKind: (next: CashierKind) => update({ kind: next === 'deposit' ? undefined : next }),
    showStatus: (next: CashierStatus) => update({ status: next === 'pending' ? undefined : next }),
    setAmountRange: (min: number | undefined, max: number | undefined) =>
      update({ min: min === undefined ? undefined : String(min), max: max === undefined ? undefined : String(max) }),
  };
}
