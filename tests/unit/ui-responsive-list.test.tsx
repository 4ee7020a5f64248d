import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from '../../src/components/data-table/data-table-column';
import { EmptyState } from '../../src/components/ui/empty-state/empty-state';
import {
  ResponsiveList,
  type PagedList,
} from '../../src/components/ui/responsive-list/responsive-list';
import { StatusPill } from '../../src/components/ui/status-pill/status-pill';

type Load = { id: string; material: string; weight: number; status: string; posted: string };

const LONG_MATERIAL = `Ceramic floor tiles on shrink-wrapped pallets, ${'fragile '.repeat(20)}stack two high`;

const loads: Load[] = [
  { id: 'L-2', material: 'Cement bags', weight: 12, status: 'pending', posted: '2030-01-05' },
  { id: 'L-1', material: LONG_MATERIAL, weight: 3, status: 'completed', posted: '2030-01-02' },
];

const columns: DataTableColumn<Load>[] = [
  { id: 'id', title: 'ID', accessor: (load) => load.id },
  { id: 'material', title: 'Material', accessor: (load) => load.material },
  { id: 'weight', title: 'Weight', accessor: (load) => load.weight, align: 'end' },
  {
    id: 'status',
    title: 'Status',
    accessor: (load) => load.status,
    cell: (load) => (
      <StatusPill tone={load.status === 'completed' ? 'success' : 'warning'} label={load.status} />
    ),
  },
  { id: 'posted', title: 'Posted Date', accessor: (load) => load.posted },
];

function renderList(props: Partial<ComponentProps<typeof ResponsiveList<Load>>> = {}) {
  const user = userEvent.setup();
  render(
    <ResponsiveList
      label="Active Loads"
      rows={loads}
      getRowId={(load) => load.id}
      columns={columns}
      card={{ title: 'material', status: 'status', facts: ['weight', 'id'], meta: ['posted'] }}
      emptyState={<EmptyState title="No Active Loads" action={{ label: 'Post a Load', to: '/' }} />}
      {...props}
    />,
  );
  return { user, list: screen.getByRole('table', { name: 'Active Loads' }) };
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('ResponsiveList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('as a table: the headers sort, no card roles, no sort select', async () => {
    const { user, list } = renderList({ layout: 'table' });
    expect(list.closest('.data-table')).toHaveAttribute('data-layout', 'table');
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Material', 'Weight', 'Status', 'Posted Date']);
    expect(list.querySelector('[data-card-role]')).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'ID' }));
    const [, first] = within(list).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)[0]).toHaveTextContent('L-1');
  });

  it('as cards: the title, its status, then the facts in the order given, then the meta', () => {
    const { list } = renderList({ layout: 'cards' });
    expect(list.closest('.data-table')).toHaveAttribute('data-layout', 'cards');
    const [, row] = within(list).getAllByRole('row');
    const placed = cellsOf(row as HTMLElement)
      .map((cell) => ({
        label: cell.dataset.label,
        role: cell.dataset.cardRole,
        order: Number(cell.style.getPropertyValue('--data-table-card-order')),
      }))
      .sort((a, b) => a.order - b.order);
    expect(placed.map(({ label, role }) => `${role}:${label}`)).toEqual([
      'title:Material',
      'status:Status',
      'fact:Weight',
      'fact:ID',
      'meta:Posted Date',
    ]);
    // The status keeps its own renderer on the card.
    expect(within(row as HTMLElement).getByText('pending')).toHaveClass('status-pill');
  });

  it('as cards: columns the layout does not name still show, as facts after the named ones', () => {
    const { list } = renderList({ layout: 'cards', card: { title: 'material' } });
    const [, row] = within(list).getAllByRole('row');
    expect(cellsOf(row as HTMLElement).map((cell) => cell.dataset.cardRole)).toEqual([
      'fact',
      'title',
      'fact',
      'fact',
      'fact',
    ]);
  });

  it('as cards: sorting stays reachable through the sort select and its direction', async () => {
    const { user, list } = renderList({ layout: 'cards' });
    const firstTitle = () =>
      within(within(list).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[1];

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Weight');
    expect(firstTitle()).toHaveTextContent(LONG_MATERIAL);
    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(firstTitle()).toHaveTextContent('Cement bags');
    expect(screen.getByRole('button', { name: 'Descending' })).toBeInTheDocument();
    // The filters fold behind their button on cards.
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("as cards: a screen's own Filter button keeps the panel open (no second toggle)", () => {
    renderList({ layout: 'cards', filtersOpen: true });
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Table filters' })).toHaveAttribute(
      'data-open',
      'true',
    );
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();
  });

  it('cuts a long text in the table, keeping the whole of it in the title and on the card', () => {
    const { list } = renderList({ layout: 'table' });
    const cut = within(list).getByTitle(LONG_MATERIAL);
    expect(cut).toHaveClass('data-table-truncate');
    expect(cut).toHaveTextContent(LONG_MATERIAL);
    expect(cut).toHaveAttribute('title', LONG_MATERIAL);
    // The status pill's column renders its own cell: it is never cut.
    expect(within(list).getByText('completed').closest('.data-table-truncate')).toBeNull();
  });

  it('follows its own width: cards when narrower than its columns need, else the table', () => {
    let observed: ResizeObserverCallback = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let width = 390;
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ width }) as DOMRect);

    const { list } = renderList();
    const root = list.closest('.data-table');
    // Five columns want 35rem (560 px at 16 px): a phone gets cards.
    expect(root).toHaveAttribute('data-layout', 'cards');

    width = 1120;
    act(() => observed([], {} as ResizeObserver));
    expect(root).toHaveAttribute('data-layout', 'table');
    rect.mockRestore();
  });

  it('opens a row with a click, Enter or Space, on a card as on a table row', async () => {
    const onRowClick = vi.fn();
    const { user, list } = renderList({ layout: 'cards', onRowClick });
    const [, first] = within(list).getAllByRole('row');
    await user.click(within(first as HTMLElement).getByText('Cement bags'));
    (first as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);
    expect(onRowClick).toHaveBeenLastCalledWith(loads[0]);
  });

  it('makes each row a link to its route with getRowHref (the title cell holds the link)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/my-loads']}>
        <Routes>
          <Route
            path="/my-loads"
            element={
              <ResponsiveList
                label="Active Loads"
                rows={loads}
                getRowId={(load) => load.id}
                columns={columns}
                card={{ title: 'material', status: 'status' }}
                getRowHref={(load) => `/my-loads/${load.id}`}
                emptyState={null}
                layout="cards"
              />
            }
          />
          <Route path="/my-loads/:id" element={<p>Details</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cement bags' })).toHaveAttribute(
      'href',
      '/my-loads/L-2',
    );
    // A click elsewhere on the row follows the link too.
    await user.click(screen.getByText('12'));
    expect(screen.getByText('Details')).toBeInTheDocument();
  });

  it('shows its empty state, with the one next step, when there are no rows', () => {
    render(
      <MemoryRouter>
        <ResponsiveList
          label="Active Loads"
          rows={[]}
          getRowId={(load: Load) => load.id}
          columns={columns}
          card={{ title: 'material' }}
          emptyState={
            <EmptyState
              title="No Active Loads"
              text="Post a load to get quotes."
              action={{ label: 'Post a Load', to: '/post-load' }}
            />
          }
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No Active Loads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Load' })).toHaveClass('button--primary');
  });

  it('shows skeleton rows, not the empty state, while loading', () => {
    renderList({ rows: [], isLoading: true, layout: 'table' });
    expect(screen.getByRole('table', { name: 'Active Loads' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('No Active Loads')).toBeNull();
  });

  describe('paged by the server', () => {
    const paged = (overrides: Partial<PagedList> = {}): PagedList => ({
      sort: null,
      onSortChange: vi.fn(),
      filters: {},
      onFiltersChange: vi.fn(),
      onPageChange: vi.fn(),
      pagination: { page: 1, limit: 2, total: 5, totalPages: 3 },
      busy: false,
      pagerLabel: 'Pages of loads',
      ...overrides,
    });

    it('shows the rows as the server ordered them and asks it for another order or page', async () => {
      const controls = paged();
      const { user, list } = renderList({ layout: 'table', paged: controls });
      const ids = () =>
        within(list)
          .getAllByRole('row')
          .slice(1)
          .map((row) => cellsOf(row)[0]?.textContent);
      await user.click(within(list).getByRole('button', { name: /^Weight/ }));
      expect(controls.onSortChange).toHaveBeenCalledWith({ columnId: 'weight', direction: 'asc' });
      expect(ids()).toEqual(['L-2', 'L-1']);
      await user.type(screen.getAllByPlaceholderText('Filter by Material')[0]!, 'c');
      expect(controls.onFiltersChange).toHaveBeenCalledWith({ material: 'c' });
      expect(ids()).toEqual(['L-2', 'L-1']);
      const pages = screen.getByRole('navigation', { name: 'Pages of loads' });
      expect(within(pages).getByText('Showing 1 to 2 of 5')).toBeInTheDocument();
      await user.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(controls.onPageChange).toHaveBeenCalledWith(2);
    });

    it("says no row matches a filter, not the list's empty state", () => {
      renderList({
        rows: [],
        layout: 'table',
        paged: paged({
          filters: { material: 'gold' },
          pagination: { page: 1, limit: 2, total: 0, totalPages: 1 },
        }),
      });
      expect(screen.getByText('No rows match these filters')).toBeInTheDocument();
      expect(screen.queryByText('No Active Loads')).toBeNull();
    });

    it('turns back to the last page when the one shown has emptied', () => {
      const controls = paged({ pagination: { page: 4, limit: 2, total: 5, totalPages: 3 } });
      render(
        <ResponsiveList
          label="Active Loads"
          rows={[]}
          getRowId={(load: Load) => load.id}
          columns={columns}
          card={{ title: 'material', facts: [], meta: [] }}
          emptyState={<p>No Active Loads</p>}
          paged={controls}
        />,
      );
      expect(controls.onPageChange).toHaveBeenCalledWith(3);
    });
  });
});
