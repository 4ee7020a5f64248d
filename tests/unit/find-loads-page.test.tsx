import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageRange } from '../../src/components/ui/pager/pager';
import {
  findTable,
  loadsPage,
  makeRow,
  renderFindLoads,
  setUpFindLoadsTests,
} from './find-loads-test-harness';
import { callsTo, mockApi } from './mock-api';

setUpFindLoadsTests();

function rowsOf(count: number, firstNumber = 1) {
  return Array.from({ length: count }, (_, index) =>
    makeRow({
      _id: `load-${firstNumber + index}`,
      id: `LD-${firstNumber + index}`,
    }),
  );
}

describe('Find Loads table', () => {
  it('shows the SPEC columns and a row per load', async () => {
    mockApi({
      'POST /api/loads': [
        loadsPage([
          makeRow({ quoteStatus: 'pending' }),
          makeRow({
            _id: 'load-2',
            id: 'LD-1002',
            weight: { value: 800, unit: 'kg' },
            quoteStatus: 'accepted',
          }),
          makeRow({ _id: 'load-3', id: 'LD-1003', quoteStatus: 'rejected' }),
        ]),
      ],
    });
    renderFindLoads();
    const table = await findTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'Origin',
      'Destination',
      'Weight',
      'Material',
      'Truck',
      'Scheduled Date',
      'Posted Date',
      'Quote Status',
    ]);
    const first = within(table).getByText('LD-1001').closest('tr') as HTMLElement;
    expect(within(first).getByText('Riyadh, Saudi Arabia')).toBeInTheDocument();
    expect(within(first).getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(within(first).getByText('12 ton')).toBeInTheDocument();
    expect(within(first).getByText('Steel coils')).toBeInTheDocument();
    expect(within(first).getByText('12M · Curtain side')).toBeInTheDocument();
    expect(within(first).getByText('May 10, 2030')).toBeInTheDocument();
    expect(within(first).getByText('May 01, 2030')).toBeInTheDocument();
    expect(within(first).getByText('Quote Pending')).toBeInTheDocument();
    expect(within(table).getByText('800 kg')).toBeInTheDocument();
    expect(within(table).getByText('Quote Accepted')).toBeInTheDocument();
    expect(within(table).getByText('Quote Rejected')).toBeInTheDocument();
  });

  it('tells an unquoted load how long is left to respond, and not after respondBy', async () => {
    const inTwelveMinutes = new Date(Date.now() + 11.5 * 60_000).toISOString();
    mockApi({
      'POST /api/loads': [
        loadsPage([
          makeRow({ respondBy: inTwelveMinutes }),
          makeRow({
            _id: 'load-2',
            id: 'LD-1002',
            respondBy: new Date(Date.now() - 60_000).toISOString(),
          }),
          makeRow({
            _id: 'load-3',
            id: 'LD-1003',
            quoteStatus: 'pending',
            respondBy: inTwelveMinutes,
          }),
        ]),
      ],
    });
    renderFindLoads();
    const table = await findTable();
    expect(within(table).getAllByText('Not Quoted')).toHaveLength(2);
    expect(within(table).getAllByText('Respond within 12 min')).toHaveLength(1);
    const first = within(table).getByText('LD-1001').closest('tr') as HTMLElement;
    expect(within(first).getByText('Respond within 12 min')).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', async () => {
    mockApi({ 'POST /api/loads': [loadsPage([makeRow()])] });
    renderFindLoads();
    const table = screen.getByRole('table', { name: 'Loads' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).queryByText('LD-1001')).not.toBeInTheDocument();
    expect(await within(table).findByText('LD-1001')).toBeInTheDocument();
  });

  it('says so when there is no open load, and looks again on Refresh', async () => {
    const calls = mockApi({ 'POST /api/loads': [loadsPage([]), loadsPage([makeRow()])] });
    const { user } = renderFindLoads();
    expect(await screen.findByText('No open loads right now')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('LD-1001')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/loads')).toHaveLength(2);
  });

  it('says so when no load matches the filters, and Clear Filters shows them all', async () => {
    const calls = mockApi({
      'POST /api/loads': [loadsPage([makeRow()]), loadsPage([]), loadsPage([makeRow()])],
    });
    const { user } = renderFindLoads();
    await findTable();
    await user.selectOptions(screen.getByLabelText('Quote status'), 'Quote Rejected');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    const title = await screen.findByText('No loads match these filters.');
    // The empty list's own button (the form has one too).
    const empty = title.closest('[role="status"]') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('LD-1001')).toBeInTheDocument();
    expect(screen.getByLabelText('Quote status')).toHaveDisplayValue('All Statuses');
    expect(callsTo(calls, 'POST', '/api/loads').map((call) => call.body)).toEqual([
      { page: 1, limit: 20 },
      { quote_status: 'rejected', page: 1, limit: 20 },
    ]);
  });

  it('shows the fetch error and tries again', async () => {
    const calls = mockApi({
      'POST /api/loads': [
        { status: 400, body: { success: false, msg: 'Bad filter' } },
        loadsPage([makeRow()]),
      ],
    });
    const { user } = renderFindLoads();
    expect(
      await screen.findByText('Error fetching loads. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('LD-1001')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/loads')).toHaveLength(2);
  });

  it('shows "Authentication token not found" and asks nothing without a token', () => {
    const calls = mockApi({});
    localStorage.removeItem('token');
    renderFindLoads();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication token not found');
    expect(calls).toHaveLength(0);
  });
});

describe('Find Loads pagination', () => {
  it('computes the shown range', () => {
    const range = (page: number, total: number) =>
      pageRange({ page, limit: 20, total, totalPages: Math.ceil(total / 20) });
    expect(range(1, 45)).toEqual({ from: 1, to: 20 });
    expect(range(3, 45)).toEqual({ from: 41, to: 45 });
    expect(range(1, 0)).toEqual({ from: 0, to: 0 });
  });

  it('pages through 20 loads at a time with Previous and Next', async () => {
    const calls = mockApi({
      'POST /api/loads': [
        loadsPage(rowsOf(20), { page: 1, totalPages: 3, total: 45 }),
        loadsPage(rowsOf(20, 21), { page: 2, totalPages: 3, total: 45 }),
        loadsPage(rowsOf(5, 41), { page: 3, totalPages: 3, total: 45 }),
      ],
    });
    const { user } = renderFindLoads();
    expect(await screen.findByText('Showing 1 to 20 of 45 loads')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 40 of 45 loads')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('LD-21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 loads')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const bodies = callsTo(calls, 'POST', '/api/loads').map((call) => call.body);
    expect(bodies).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
      { page: 3, limit: 20 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
  });
});
