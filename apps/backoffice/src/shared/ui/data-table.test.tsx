import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, dataColumns, type ServerTableState } from './data-table';

interface Entry {
  id: number;
  actor: string;
  action: string;
}

const column = dataColumns<Entry>();
const COLUMNS = [
  column.accessor('actor', { header: 'Actor', meta: { filter: { kind: 'text' } } }),
  column.accessor('action', {
    header: 'Action',
    enableSorting: false,
    meta: { filter: { kind: 'select', options: [{ value: 'staff.', label: 'Staff' }] } },
  }),
  column.accessor('id', { header: 'Entry', meta: { align: 'end' } }),
];
const ENTRIES: Entry[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  actor: `member${index + 1}`,
  action: 'staff.create',
}));

/** A screen that keeps the state and answers pages of ENTRIES as the server would. */
function Screen({ onState }: { onState(state: ServerTableState): void }) {
  const [state, setState] = useState<ServerTableState>({ page: 1, pageSize: 25, sort: null, filters: {} });
  const start = (state.page - 1) * state.pageSize;
  return (
    <DataTable
      caption="Audit log"
      columns={COLUMNS}
      rows={ENTRIES.slice(start, start + state.pageSize)}
      getRowId={(entry) => String(entry.id)}
      emptyText="Nothing yet"
      server={{
        state,
        total: ENTRIES.length,
        onStateChange: (next) => {
          onState(next);
          setState(next);
        },
      }}
    />
  );
}

function renderScreen() {
  const onState = vi.fn();
  render(
    <MantineProvider env="test">
      <Screen onState={onState} />
    </MantineProvider>,
  );
  return onState;
}

describe('DataTable', () => {
  it('pages on the server: the range, the page size and the page buttons, by keyboard', async () => {
    const onState = renderScreen();
    const user = userEvent.setup();
    expect(screen.getByText('1–25 of 120')).toBeVisible();
    screen.getByRole('button', { name: 'Page 2 of 5' }).focus();
    await user.keyboard('{Enter}');
    expect(onState).toHaveBeenLastCalledWith({ page: 2, pageSize: 25, sort: null, filters: {} });
    expect(screen.getByText('26–50 of 120')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 100, sort: null, filters: {} });
    expect(screen.getByText('1–100 of 120')).toBeVisible();
  });

  it('sorts by a sortable header, announced with aria-sort, and starts again from the first page', async () => {
    const onState = renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3 of 5' }));
    const actor = screen.getByRole('columnheader', { name: /Actor/ });
    expect(actor).toHaveAttribute('aria-sort', 'none');
    within(actor).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, sort: { id: 'actor', desc: false } }));
    expect(screen.getByRole('columnheader', { name: /Actor/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { id: 'actor', desc: true } }));
    expect(within(screen.getByRole('columnheader', { name: /^Action/ })).queryByRole('button')).toBeNull();
  });

  it('filters by the labelled fields under the headers, a typed one after a pause', async () => {
    const onState = renderScreen();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Filter by Actor'), 'member1');
    await vi.waitFor(() =>
      expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filters: { actor: 'member1' } })),
    );
    expect(onState.mock.calls.filter(([state]) => state.filters.actor)).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Filter by Action'), 'Staff');
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { actor: 'member1', action: 'staff.' } }));
  });

  it('says so when there is nothing to show, and shows a loading row before the first answer', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <DataTable
          caption="Audit log"
          columns={COLUMNS}
          rows={undefined}
          getRowId={(entry) => String(entry.id)}
          emptyText="Nothing yet"
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('table', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(
      <MantineProvider env="test">
        <DataTable
          caption="Audit log"
          columns={COLUMNS}
          rows={[]}
          getRowId={(entry) => String(entry.id)}
          emptyText="Nothing yet"
        />
      </MantineProvider>,
    );
    expect(screen.getByText('Nothing yet')).toBeVisible();
  });
});
