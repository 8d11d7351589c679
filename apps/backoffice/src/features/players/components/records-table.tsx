import { useState } from 'react';
import { type CallResponse, failureOf } from '@/shared/api/call';
import { type DataColumn, DataTable, type ServerTableState } from '@/shared/ui/data-table';
import { type RecordsCall, usePlayerRecords } from '../api/list-player-records';

export type RecordOf<N extends RecordsCall> = CallResponse<N>['value'][number];

/**
 * One of the player's paged lists, newest first (the only order its call has): the server pages
 * it, and a column's filter (its id is the request's field) narrows it. The paging stays with the tab, not the URL, which holds
 * the tab itself.
 */
export function RecordsTable<N extends RecordsCall>({
  name,
  playerId,
  caption,
  emptyText,
  columns,
  getRowId,
}: {
  name: N;
  playerId: number;
  caption: string;
  emptyText: string;
  columns: (currency: string) => DataColumn<RecordOf<N>>[];
  getRowId(row: RecordOf<N>): string;
}) {
  const [state, setState] = useState<ServerTableState>({ page: 1, pageSize: 25, sort: null, filters: {} });
  const records = usePlayerRecords(name, {
    player_id: playerId,
    page: state.page,
    page_size: state.pageSize,
    ...state.filters,
  } as Parameters<typeof usePlayerRecords<N>>[1]);
  const currency = records.data && 'currency' in records.data ? records.data.currency : '';
  return (
    <DataTable
      caption={caption}
      columns={columns(currency).map((column) => ({ ...column, enableSorting: false }))}
      rows={records.data?.value as RecordOf<N>[] | undefined}
      getRowId={getRowId}
      emptyText={emptyText}
      refreshing={records.isFetching && !records.isPending}
      failure={records.isError ? failureOf(records.error) : undefined}
      onRetry={() => void records.refetch()}
      server={{ state, total: records.data?.total ?? 0, onStateChange: setState }}
    />
  );
}
