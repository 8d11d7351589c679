import { Box, Group, Loader, NativeSelect, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  type ColumnDef,
  type ColumnFiltersState,
  columnFilteringFeature,
  createColumnHelper,
  functionalUpdate,
  type Header,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { Failure } from '@wl/contract';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from './failure-alert';

/** What a column says about itself beyond TanStack's definition: how it is filtered, and its alignment. */
export interface DataColumnMeta {
  filter?: { kind: 'text' } | { kind: 'select'; options: { value: string; label: string }[] };
  align?: 'start' | 'end';
}

const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  rowPaginationFeature,
  columnMeta: {} as DataColumnMeta,
});
type Features = typeof features;

/** Build a table's columns: `dataColumns<Row>().accessor('name', { header: … })`. */
export const dataColumns = <Row extends RowData>() => createColumnHelper<Features, Row>();
// TanStack's definitions differ per value type, and one table's columns hold several.
export type DataColumn<Row extends RowData> = ColumnDef<Features, Row, any>;

/**
 * A list's paging, sorting and filters as the server takes them (pages from 1), kept by the screen
 * (in its URL: useTableSearchParams), so a reload or a shared link shows the same rows.
 */
export interface ServerTableState {
  page: number;
  pageSize: number;
  sort: { id: string; desc: boolean } | null;
  filters: Record<string, string>;
}

export interface DataTableProps<Row extends RowData> {
  /** the table's accessible name, also shown above it */
  caption: string;
  columns: DataColumn<Row>[];
  /** the page of rows the server answered; undefined while the first answer is on its way */
  rows: readonly Row[] | undefined;
  getRowId(row: Row): string;
  emptyText: string;
  /** a newer answer is on its way while the last rows stay shown */
  refreshing?: boolean;
  failure?: Failure;
  onRetry?(): void;
  /** what an opened row shows in a full-width row under it; nothing for a closed one (the screen keeps which are open) */
  renderDetail?(row: Row): ReactNode;
  /** the row a screen's keyboard moves on (its id): marked, and scrolled into view when it changes */
  activeRowId?: string | null;
  /** server-side paging, sorting and filtering: without it, the rows are the whole list as given */
  server?: {
    state: ServerTableState;
    total: number;
    onStateChange(next: ServerTableState): void;
    pageSizes?: number[];
  };
}

const NO_ROWS: readonly never[] = [];
const DEFAULT_PAGE_SIZES = [25, 50, 100, 200];

/**
 * The back office's table: TanStack Table over Mantine's, with the server doing the paging,
 * sorting and filtering. Sortable headers are buttons (aria-sort on the header cell), filters are
 * labelled fields under the headers, and a wide table scrolls inside a focusable region, so every
 * part is reachable by keyboard at any width.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  emptyText,
  refreshing,
  failure,
  onRetry,
  renderDetail,
  activeRowId,
  server,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const activeRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (activeRowId) activeRow.current?.scrollIntoView({ block: 'nearest' });
  }, [activeRowId]);
  const state = server?.state;
  const sorting: SortingState = state?.sort ? [state.sort] : [];
  const columnFilters: ColumnFiltersState = Object.entries(state?.filters ?? {}).map(([id, value]) => ({ id, value }));
  const pagination: PaginationState = { pageIndex: (state?.page ?? 1) - 1, pageSize: state?.pageSize ?? (rows?.length || 1) };
  const change = (next: Partial<ServerTableState>) => {
    if (server) server.onStateChange({ ...server.state, ...next });
  };

  const table = useTable({
    features,
    columns,
    data: rows ?? NO_ROWS,
    getRowId: (row) => getRowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSorting: Boolean(server),
    enableColumnFilters: Boolean(server),
    enableMultiSort: false,
    rowCount: server?.total ?? rows?.length ?? 0,
    state: { sorting, columnFilters, pagination },
    onSortingChange: (updater) => {
      const [sort] = functionalUpdate(updater, sorting);
      change({ sort: sort ?? null, page: 1 });
    },
    onColumnFiltersChange: (updater) => {
      const filters: Record<string, string> = {};
      for (const filter of functionalUpdate(updater, columnFilters)) {
        if (typeof filter.value === 'string' && filter.value !== '') filters[filter.id] = filter.value;
      }
      change({ filters, page: 1 });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      change({ page: next.pageIndex + 1, pageSize: next.pageSize });
    },
  });

  const headerGroups = table.getHeaderGroups();
  const leafHeaders = headerGroups.at(-1)?.headers ?? [];
  const hasFilters = Boolean(server) && leafHeaders.some((header) => header.column.columnDef.meta?.filter);
  const visibleRows = table.getRowModel().rows;
  const loadingFirst = rows === undefined && !failure;

  return (
    <Stack gap="xs">
      {failure && <FailureAlert failure={failure} onRetry={onRetry} />}
      {/* Positioned, so that a visually hidden header (absolute) stays inside the scrolling box instead of widening the page. */}
      <Table.ScrollContainer minWidth={640} type="native" pos="relative">
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-busy={loadingFirst || refreshing ? true : undefined}
          style={{ opacity: refreshing ? 0.6 : undefined }}
        >
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
          <Table.Thead>
            {headerGroups.map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} render={<table.FlexRender header={header} />} />
                ))}
              </Table.Tr>
            ))}
            {hasFilters && (
              <Table.Tr>
                {leafHeaders.map((header) => (
                  <Table.Td key={header.id}>
                    <ColumnFilter header={header} />
                  </Table.Td>
                ))}
              </Table.Tr>
            )}
          </Table.Thead>
          <Table.Tbody>
            {loadingFirst && (
              <Table.Tr>
                <Table.Td colSpan={leafHeaders.length}>
                  <Group justify="center" py="md" role="status">
                    <Loader size="sm" aria-hidden />
                    <Text c="dimmed">{t('common.loading')}</Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
            {!loadingFirst && !failure && visibleRows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={leafHeaders.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {visibleRows.map((row) => {
              const detail = renderDetail?.(row.original);
              const active = row.id === activeRowId;
              return (
                <Fragment key={row.id}>
                  <Table.Tr
                    ref={active ? activeRow : undefined}
                    aria-current={active ? 'true' : undefined}
                    bg={active ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    {row.getAllCells().map((cell) => (
                      <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.align === 'end' ? 'end' : undefined}>
                        <table.FlexRender cell={cell} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {detail && (
                    <Table.Tr>
                      <Table.Td colSpan={leafHeaders.length}>{detail}</Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {server && (
        <Pager
          page={server.state.page}
          pageSize={server.state.pageSize}
          total={server.total}
          pageSizes={server.pageSizes ?? DEFAULT_PAGE_SIZES}
          onPage={(page) => table.setPageIndex(page - 1)}
          onPageSize={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        />
      )}
    </Stack>
  );
}

function headerText<Row extends RowData>(header: Header<Features, Row, unknown>): string {
  const definition = header.column.columnDef.header;
  return typeof definition === 'string' ? definition : header.column.id;
}

function HeaderCell<Row extends RowData>({
  header,
  render,
}: {
  header: Header<Features, Row, unknown>;
  render: React.ReactNode;
}) {
  const { t } = useTranslation();
  const column = header.column;
  const align = column.columnDef.meta?.align === 'end' ? 'end' : undefined;
  if (header.isPlaceholder) return <Table.Th colSpan={header.colSpan} />;
  if (!column.getCanSort()) {
    return (
      <Table.Th colSpan={header.colSpan} ta={align}>
        {render}
      </Table.Th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <Table.Th
      colSpan={header.colSpan}
      ta={align}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={column.getToggleSortingHandler()}
        title={t('table.sortBy', { column: headerText(header) })}
        fw={600}
        fz="sm"
      >
        {render}
        <Box component="span" aria-hidden ml={4} c={sorted ? undefined : 'dimmed'}>
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </Box>
      </UnstyledButton>
    </Table.Th>
  );
}

function ColumnFilter<Row extends RowData>({ header }: { header: Header<Features, Row, unknown> }) {
  const { t } = useTranslation();
  const column = header.column;
  const filter = column.columnDef.meta?.filter;
  const applied = typeof column.getFilterValue() === 'string' ? (column.getFilterValue() as string) : '';
  const [typed, setTyped] = useState(applied);
  // Typing filters after a pause, not on every key: each filter change asks the server again.
  const apply = useDebouncedCallback((value: string) => column.setFilterValue(value), 400);
  if (!filter) return null;
  const label = t('table.filter', { column: headerText(header) });
  if (filter.kind === 'select') {
    return (
      <NativeSelect
        size="xs"
        aria-label={label}
        value={applied}
        onChange={(event) => column.setFilterValue(event.currentTarget.value)}
        data={[{ value: '', label: t('table.any') }, ...filter.options]}
      />
    );
  }
  return (
    <TextInput
      size="xs"
      type="search"
      aria-label={label}
      placeholder={label}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        apply(event.currentTarget.value.trim());
      }}
    />
  );
}

function Pager({
  page,
  pageSize,
  total,
  pageSizes,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: number[];
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('table.rowsOf', { from, to, total })}
      </Text>
      <Group gap="sm">
        <NativeSelect
          size="xs"
          aria-label={t('table.pageSize')}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          data={pageSizes.map(String)}
        />
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          aria-label={t('table.pages')}
          getItemProps={(item) => ({ 'aria-label': t('table.pageOf', { page: item, pages }) })}
          getControlProps={(control) =>
            control === 'previous' || control === 'next'
              ? { 'aria-label': control === 'previous' ? t('table.previousPage') : t('table.nextPage') }
              : {}
          }
        />
      </Group>
    </Group>
  );
}
