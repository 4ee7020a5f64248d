import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/components/data-table/data-table';
import type { DataTableColumn } from '../../src/components/data-table/data-table-column';

type Trip = { id: string; scheduledDate: string | Date | null; createdDate: Date };

const trips: Trip[] = [
  // Local date-times (no offset), so the expected day holds in any time zone.
  { id: 'T-1', scheduledDate: '2024-03-10T00:00:00', createdDate: new Date(2024, 2, 1, 8) },
  { id: 'T-2', scheduledDate: '2024-03-10T23:59:00', createdDate: new Date(2024, 2, 2, 8) },
  { id: 'T-3', scheduledDate: '2024-03-11T00:00:00', createdDate: new Date(2024, 2, 1, 23) },
  { id: 'T-4', scheduledDate: new Date(2024, 2, 10, 12), createdDate: new Date(2024, 1, 29, 8) },
  { id: 'T-5', scheduledDate: null, createdDate: new Date(2024, 3, 2, 8) },
];

const columns: DataTableColumn<Trip>[] = [
  { id: 'id', title: 'ID', accessor: (trip) => trip.id },
  { id: 'scheduledDate', title: 'Scheduled Date', accessor: (trip) => trip.scheduledDate },
  { id: 'createdDate', title: 'Created date', accessor: (trip) => trip.createdDate },
];

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

beforeEach(() => {
  // Only Date is faked, so user-event's timers still run; 'today' is Friday 15 March 2024.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 2, 15, 12));
});

afterEach(() => {
  vi.useRealTimers();
});

function renderTable() {
  const user = userEvent.setup();
  render(
    <DataTable
      columns={columns}
      rows={trips}
      getRowId={(trip) => trip.id}
      emptyMessage="No trips"
    />,
  );
  return { user };
}

function renderedIds() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .queryAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

const trigger = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^Filter by ${title}:`) });
const calendar = () => screen.getByRole('dialog');

describe('DataTable date filter', () => {
  it("shows 'Pick a date' until a day is chosen", () => {
    renderTable();
    expect(trigger('Scheduled Date')).toHaveTextContent(/^Pick a date$/);
    expect(trigger('Scheduled Date')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a calendar of one month with weeks starting on Sunday and outside days shown', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    expect(trigger('Scheduled Date')).toHaveAttribute('aria-expanded', 'true');

    const grid = within(calendar()).getByRole('grid', { name: 'March 2024' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    const days = within(grid).getAllByRole('button');
    expect(days).toHaveLength(42);
    expect(days[0]).toHaveAccessibleName('Sunday, February 25, 2024');
    expect(days[0]).toHaveClass('data-table-day-outside');
    expect(days[5]).toHaveAccessibleName('Friday, March 1, 2024');
    expect(days[5]).not.toHaveClass('data-table-day-outside');
    expect(within(grid).getByRole('button', { name: 'Saturday, April 6, 2024' })).toHaveClass(
      'data-table-day-outside',
    );
  });

  it('marks today and focuses it when opened without a chosen day', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    const today = within(calendar()).getByRole('button', { name: 'Friday, March 15, 2024' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveFocus();
  });

  it('keeps the rows on the chosen day (yyyy-MM-dd, local time), for strings and Dates alike', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(within(calendar()).getByRole('button', { name: 'Sunday, March 10, 2024' }));

    expect(renderedIds()).toEqual(['T-1', 'T-2', 'T-4']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger('Scheduled Date')).toHaveTextContent('Mar 10, 2024');
    expect(trigger('Scheduled Date')).toHaveFocus();
  });

  it('filters a column of Date values whose title says date in lower case', async () => {
    const { user } = renderTable();
    await user.click(trigger('Created date'));
    await user.click(within(calendar()).getByRole('button', { name: 'Friday, March 1, 2024' }));
    expect(renderedIds()).toEqual(['T-1', 'T-3']);
  });

  it('combines a date filter with a text filter', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(within(calendar()).getByRole('button', { name: 'Sunday, March 10, 2024' }));
    await user.type(screen.getByPlaceholderText('Filter by ID'), '2');
    expect(renderedIds()).toEqual(['T-2']);
  });

  it('marks the chosen day and opens on its month next time', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(within(calendar()).getByRole('button', { name: 'Next month' }));
    await user.click(within(calendar()).getByRole('button', { name: 'Tuesday, April 2, 2024' }));
    expect(renderedIds()).toEqual([]);

    await user.click(trigger('Scheduled Date'));
    expect(within(calendar()).getByRole('grid')).toHaveAccessibleName('April 2024');
    const chosen = within(calendar()).getByRole('button', { name: 'Tuesday, April 2, 2024' });
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toHaveFocus();
  });

  it('clears the date filter with its clear button', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(within(calendar()).getByRole('button', { name: 'Sunday, March 10, 2024' }));
    expect(renderedIds()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Clear Scheduled Date filter' }));
    expect(renderedIds()).toEqual(['T-1', 'T-2', 'T-3', 'T-4', 'T-5']);
    expect(trigger('Scheduled Date')).toHaveTextContent(/^Pick a date$/);
    expect(trigger('Scheduled Date')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Scheduled Date filter' })).toBeNull();
  });

  it('clears a date filter through Clear filters when it hides every row', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(within(calendar()).getByRole('button', { name: 'Monday, March 4, 2024' }));
    expect(screen.getByRole('status')).toHaveTextContent('No rows match these filters');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(renderedIds()).toHaveLength(5);
    expect(trigger('Scheduled Date')).toHaveTextContent(/^Pick a date$/);
  });

  it('moves between months with the previous and next buttons', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(within(calendar()).getByRole('button', { name: 'Previous month' }));
    await user.click(within(calendar()).getByRole('button', { name: 'Previous month' }));
    expect(within(calendar()).getByRole('grid')).toHaveAccessibleName('January 2024');
    await user.click(within(calendar()).getByRole('button', { name: 'Next month' }));
    expect(within(calendar()).getByRole('grid')).toHaveAccessibleName('February 2024');
  });

  it('moves the focused day with the keyboard and selects it with Enter', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    const focusedName = () => document.activeElement?.getAttribute('aria-label');

    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Saturday, March 16, 2024');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Saturday, March 23, 2024');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Sunday, March 17, 2024');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedName()).toBe('Saturday, March 9, 2024');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Sunday, March 3, 2024');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('Saturday, March 9, 2024');
    await user.keyboard('{PageDown}');
    expect(focusedName()).toBe('Tuesday, April 9, 2024');
    expect(within(calendar()).getByRole('grid')).toHaveAccessibleName('April 2024');
    await user.keyboard('{PageUp}{PageUp}');
    expect(focusedName()).toBe('Friday, February 9, 2024');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger('Scheduled Date')).toHaveTextContent('Feb 09, 2024');
  });

  it('closes on Escape and returns focus to the trigger, leaving the filter unchanged', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger('Scheduled Date')).toHaveFocus();
    expect(renderedIds()).toHaveLength(5);
  });

  it('closes when the user clicks outside it', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(screen.getByPlaceholderText('Filter by ID'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when the user clicks inside it', async () => {
    const { user } = renderTable();
    await user.click(trigger('Scheduled Date'));
    await user.click(within(calendar()).getByText('March 2024'));
    expect(calendar()).toBeInTheDocument();
  });
});
