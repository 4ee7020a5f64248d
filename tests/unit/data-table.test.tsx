import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from '../../src/components/data-table/data-table';
import type { DataTableColumn } from '../../src/components/data-table/data-table-column';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

type Load = {
  id: string;
  origin: string;
  weight: number | null;
  status: string;
  scheduledDate: string;
  postedDate: Date;
  addedDate: string;
};

// Input order differs from every sort order below, so each assertion proves a real sort.
const loads: Load[] = [
  {
    id: 'L-1',
    origin: 'Riyadh',
    weight: 9,
    status: 'pending',
    // 2024-03-09 23:00 UTC: lexically after L-4's value but chronologically later.
    scheduledDate: '2024-03-09T23:00:00Z',
    postedDate: new Date(2024, 1, 20),
    addedDate: '2024-01-01',
  },
  {
    id: 'L-2',
    origin: 'Dubai',
    weight: 100,
    status: 'completed',
    scheduledDate: '2024-12-01T09:00:00Z',
    postedDate: new Date(2023, 11, 31),
    addedDate: '2024-01-02',
  },
  {
    id: 'L-3',
    origin: 'Doha',
    weight: 25,
    status: 'pending',
    scheduledDate: '2024-01-05T09:00:00Z',
    postedDate: new Date(2024, 2, 1),
    addedDate: '2024-01-03',
  },
  {
    id: 'L-4',
    origin: 'Dammam',
    weight: 9.5,
    status: 'cancelled',
    // 2024-03-09 21:00 UTC.
    scheduledDate: '2024-03-10T01:00:00+04:00',
    postedDate: new Date(2024, 0, 15),
    addedDate: '2024-01-04',
  },
];

const columns: DataTableColumn<Load>[] = [
  { id: 'id', title: 'ID', accessor: (load) => load.id },
  { id: 'origin', title: 'Origin', accessor: (load) => load.origin },
  { id: 'weight', title: 'Weight', accessor: (load) => load.weight, align: 'end' },
  {
    id: 'status',
    title: 'Status',
    accessor: (load) => load.status,
    cell: (load) => <span className="badge">{load.status.toUpperCase()}</span>,
  },
  { id: 'scheduledDate', title: 'Scheduled Date', accessor: (load) => load.scheduledDate },
  { id: 'postedDate', title: 'Posted Date', accessor: (load) => load.postedDate },
  { id: 'addedDate', title: 'Added Date', accessor: (load) => load.addedDate },
];

function renderTable(props: Partial<DataTableProps<Load>> = {}) {
  const user = userEvent.setup();
  const view = render(
    <DataTable
      columns={columns}
      rows={loads}
      getRowId={(load) => load.id}
      emptyMessage="No Active Loads"
      label="Active Loads"
      {...props}
    />,
  );
  return { user, ...view };
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).queryAllByRole('row');
}

/** The ID column of the rendered rows, top to bottom. */
function renderedIds() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

const header = (title: string) => screen.getByRole('columnheader', { name: title });
const sortButton = (title: string) => within(header(title)).getByRole('button');

describe('DataTable headers and sorting', () => {
  it('renders one header per column, in order', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID',
      'Origin',
      'Weight',
      'Status',
      'Scheduled Date',
      'Posted Date',
      'Added Date',
    ]);
  });

  it('does not sort by default: rows keep their given order and no header is marked', () => {
    const { container } = renderTable();
    expect(renderedIds()).toEqual(['L-1', 'L-2', 'L-3', 'L-4']);
    for (const cell of screen.getAllByRole('columnheader')) {
      expect(cell).not.toHaveAttribute('aria-sort');
    }
    expect(container.querySelector('.data-table-sort-arrow')).toBeNull();
  });

  it('sorts ascending on the first click, numerically for numbers', async () => {
    const { user } = renderTable();
    await user.click(sortButton('Weight'));
    expect(renderedIds()).toEqual(['L-1', 'L-4', 'L-3', 'L-2']);
    expect(header('Weight')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('toggles the same header to descending, then back to ascending (never unsorted)', async () => {
    const { user } = renderTable();
    await user.click(sortButton('Weight'));
    await user.click(sortButton('Weight'));
    expect(renderedIds()).toEqual(['L-2', 'L-3', 'L-4', 'L-1']);
    expect(header('Weight')).toHaveAttribute('aria-sort', 'descending');

    await user.click(sortButton('Weight'));
    expect(renderedIds()).toEqual(['L-1', 'L-4', 'L-3', 'L-2']);
    expect(header('Weight')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('resets to ascending when a different header is clicked', async () => {
    const { user } = renderTable();
    await user.click(sortButton('Weight'));
    await user.click(sortButton('Weight'));
    await user.click(sortButton('Origin'));
    expect(renderedIds()).toEqual(['L-4', 'L-3', 'L-2', 'L-1']);
    expect(header('Origin')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Weight')).not.toHaveAttribute('aria-sort');
  });

  it('shows the arrow and aria-sort on the active header only', async () => {
    const { user, container } = renderTable();
    await user.click(sortButton('Origin'));
    await user.click(sortButton('Weight'));
    const arrows = container.querySelectorAll('.data-table-sort-arrow');
    expect(arrows).toHaveLength(1);
    expect(header('Weight')).toContainElement(arrows[0] as HTMLElement);
    const marked = screen
      .getAllByRole('columnheader')
      .filter((cell) => cell.hasAttribute('aria-sort'));
    expect(marked).toEqual([header('Weight')]);
  });

  it('sorts ISO date strings chronologically, not as text', async () => {
    const { user } = renderTable();
    await user.click(sortButton('Scheduled Date'));
    expect(renderedIds()).toEqual(['L-3', 'L-4', 'L-1', 'L-2']);
    await user.click(sortButton('Scheduled Date'));
    expect(renderedIds()).toEqual(['L-2', 'L-1', 'L-4', 'L-3']);
  });

  it('sorts Date values chronologically', async () => {
    const { user } = renderTable();
    await user.click(sortButton('Posted Date'));
    expect(renderedIds()).toEqual(['L-2', 'L-4', 'L-1', 'L-3']);
  });

  it('keeps rows without a value last in both directions', async () => {
    const rows = [...loads, { ...loads[0]!, id: 'L-5', weight: null }];
    const { user } = renderTable({ rows });
    await user.click(sortButton('Weight'));
    expect(renderedIds()).toEqual(['L-1', 'L-4', 'L-3', 'L-2', 'L-5']);
    await user.click(sortButton('Weight'));
    expect(renderedIds()).toEqual(['L-2', 'L-3', 'L-4', 'L-1', 'L-5']);
  });

  it('renders cells through the column renderer and sorts by the accessor', async () => {
    const { user } = renderTable();
    expect(within(bodyRows()[1]!).getByText('COMPLETED')).toHaveClass('badge');
    await user.click(sortButton('Status'));
    expect(renderedIds()).toEqual(['L-4', 'L-2', 'L-1', 'L-3']);
  });
});

describe('DataTable filters', () => {
  const filters = () => screen.getByRole('group', { name: 'Table filters' });

  it('shows a text filter with the exact placeholder for each text column', () => {
    renderTable();
    for (const title of ['ID', 'Origin', 'Weight']) {
      expect(
        within(filters()).getByRole('searchbox', { name: `Filter by ${title}` }),
      ).toHaveAttribute('placeholder', `Filter by ${title}`);
    }
    expect(within(filters()).getAllByRole('searchbox')).toHaveLength(3);
  });

  it("shows a date picker reading 'Pick a date' for each date column", () => {
    renderTable();
    for (const title of ['Scheduled Date', 'Posted Date']) {
      const trigger = within(filters()).getByRole('button', {
        name: `Filter by ${title}: Pick a date`,
      });
      expect(trigger).toHaveTextContent(/^Pick a date$/);
    }
  });

  it('has no filter box for the Status and Added Date columns', () => {
    renderTable();
    expect(within(filters()).queryByRole('searchbox', { name: /status/i })).toBeNull();
    expect(within(filters()).queryByRole('button', { name: /status/i })).toBeNull();
    expect(within(filters()).queryByRole('searchbox', { name: /added date/i })).toBeNull();
    expect(within(filters()).queryByRole('button', { name: /added date/i })).toBeNull();
  });

  it('labels each filter box with its column title', () => {
    renderTable();
    expect(screen.getByText('Origin', { selector: 'label' })).toHaveAttribute(
      'for',
      screen.getByPlaceholderText('Filter by Origin').id,
    );
    expect(screen.getByText('Posted Date', { selector: 'label' })).toHaveAttribute(
      'for',
      screen.getByRole('button', { name: 'Filter by Posted Date: Pick a date' }).id,
    );
  });

  it('offers a Filters toggle (used on phones) that tells how many filters are active', async () => {
    const { user } = renderTable();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(filters()).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters()).toHaveAttribute('data-open', 'true');

    await user.type(screen.getByPlaceholderText('Filter by Origin'), 'd');
    expect(toggle).toHaveAccessibleName('Filters 1 active filter');
    await user.type(screen.getByPlaceholderText('Filter by ID'), 'L');
    expect(toggle).toHaveAccessibleName('Filters 2 active filters');
  });

  it('has no filter box for a column marked not filterable', () => {
    renderTable({
      columns: columns.map((column) =>
        column.id === 'origin' ? { ...column, filterable: false } : column,
      ),
    });
    expect(screen.queryByPlaceholderText('Filter by Origin')).toBeNull();
    expect(screen.getByPlaceholderText('Filter by ID')).toBeInTheDocument();
  });

  it('matches rows whose value contains the text, ignoring case', async () => {
    const { user } = renderTable();
    await user.type(screen.getByPlaceholderText('Filter by Origin'), 'DO');
    expect(renderedIds()).toEqual(['L-3']);
  });

  it('filters on the accessor, not on what the cell renderer shows', async () => {
    const { user } = renderTable({
      columns: [
        { id: 'id', title: 'ID', accessor: (load) => load.id },
        {
          id: 'origin',
          title: 'Origin',
          accessor: (load) => load.origin,
          cell: (load) => `From ${load.origin}`,
        },
      ],
    });
    expect(bodyRows()[0]).toHaveTextContent('From Riyadh');
    await user.type(screen.getByPlaceholderText('Filter by Origin'), 'from');
    expect(renderedIds()).toEqual([]);
  });

  it('combines filters: a row must match all of them', async () => {
    const { user } = renderTable();
    await user.type(screen.getByPlaceholderText('Filter by Origin'), 'd');
    expect(renderedIds()).toEqual(['L-1', 'L-2', 'L-3', 'L-4']);
    await user.type(screen.getByPlaceholderText('Filter by Weight'), '9');
    expect(renderedIds()).toEqual(['L-1', 'L-4']);
    await user.type(screen.getByPlaceholderText('Filter by ID'), '4');
    expect(renderedIds()).toEqual(['L-4']);
  });

  it('matches every row again once a filter is emptied', async () => {
    const { user } = renderTable();
    const origin = screen.getByPlaceholderText('Filter by Origin');
    await user.type(origin, 'riy');
    expect(renderedIds()).toEqual(['L-1']);
    await user.clear(origin);
    expect(renderedIds()).toEqual(['L-1', 'L-2', 'L-3', 'L-4']);
  });

  it('keeps the sort while filtering', async () => {
    const { user } = renderTable();
    await user.click(sortButton('Weight'));
    await user.click(sortButton('Weight'));
    await user.type(screen.getByPlaceholderText('Filter by Origin'), 'd');
    await user.type(screen.getByPlaceholderText('Filter by Weight'), '9');
    expect(renderedIds()).toEqual(['L-4', 'L-1']);
  });

  it('hides the filters panel when the caller asks, and then ignores earlier filters', async () => {
    const { user, rerender } = renderTable();
    await user.type(screen.getByPlaceholderText('Filter by Origin'), 'riy');
    expect(renderedIds()).toEqual(['L-1']);

    rerender(
      <DataTable
        columns={columns}
        rows={loads}
        getRowId={(load) => load.id}
        emptyMessage="No Active Loads"
        showFilters={false}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Table filters' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText('Pick a date')).toBeNull();
    expect(renderedIds()).toEqual(['L-1', 'L-2', 'L-3', 'L-4']);
  });
});

describe('DataTable rows', () => {
  it('calls the handler with the row when a row is clicked', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable({ onRowClick });
    await user.click(screen.getByText('Doha'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledWith(loads[2]);
  });

  it('activates a focused row with Enter and with Space', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable({ onRowClick });
    const [, second] = bodyRows();
    expect(second).toHaveAttribute('tabindex', '0');

    second!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(loads[1]);
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick).toHaveBeenLastCalledWith(loads[1]);
  });

  it('puts rows in the Tab order after the header buttons', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable({ onRowClick, showFilters: false });
    for (let i = 0; i < columns.length; i += 1) await user.tab();
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(loads[0]);
  });

  it('leaves keys on a control inside a cell to that control', async () => {
    const onRowClick = vi.fn();
    const onCopy = vi.fn();
    const { user } = renderTable({
      onRowClick,
      columns: [
        {
          id: 'id',
          title: 'ID',
          accessor: (load) => load.id,
          cell: (load) => (
            <button
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                onCopy(load.id);
              }}
            >
              Copy {load.id}
            </button>
          ),
        },
      ],
    });
    screen.getByRole('button', { name: 'Copy L-1' }).focus();
    await user.keyboard('{Enter}');
    expect(onCopy).toHaveBeenCalledWith('L-1');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('does not make rows focusable when there is no row handler', () => {
    renderTable();
    for (const row of bodyRows()) expect(row).not.toHaveAttribute('tabindex');
  });
});

describe('DataTable empty and loading states', () => {
  it('shows the caller’s empty message when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No Active Loads');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(bodyRows()).toHaveLength(0);
  });

  it('says no rows match when filters hide every row, and Clear filters brings them back', async () => {
    const { user } = renderTable();
    const origin = screen.getByPlaceholderText('Filter by Origin');
    await user.type(origin, 'Muscat');
    await user.type(screen.getByPlaceholderText('Filter by ID'), 'L');
    expect(renderedIds()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No rows match these filters');
    expect(screen.queryByText('No Active Loads')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(renderedIds()).toEqual(['L-1', 'L-2', 'L-3', 'L-4']);
    expect(origin).toHaveValue('');
    expect(screen.getByPlaceholderText('Filter by ID')).toHaveValue('');
    expect(screen.queryByText('No rows match these filters')).toBeNull();
  });

  it('shows skeleton rows, not data or the empty message, while loading', () => {
    const { container } = renderTable({ isLoading: true, rows: [] });
    expect(screen.getByRole('table', { name: 'Active Loads' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container.querySelectorAll('tbody .data-table-skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No Active Loads')).toBeNull();
  });

  it('hides existing rows behind the skeleton while loading', () => {
    const { container } = renderTable({ isLoading: true, loadingRowCount: 3 });
    expect(screen.queryByText('Riyadh')).toBeNull();
    expect(container.querySelectorAll('tbody .data-table-skeleton-row')).toHaveLength(3);
  });
});
