import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../src/features/find-loads/utils/filters';
import { buildFindLoadsRequest } from '../../src/features/find-loads/utils/find-loads-request';
import {
  chooseOption,
  findTable,
  loadsPage,
  makeRow,
  renderFindLoads,
  setUpFindLoadsTests,
} from './find-loads-test-harness';
import { callsTo, mockApi } from './mock-api';

setUpFindLoadsTests();

describe('Find Loads request body', () => {
  it('asks for page 1 of 20 with no filters: cities, weight and quote_status left out', () => {
    const body = buildFindLoadsRequest(NO_FILTERS, 1);
    expect(body).toEqual({ page: 1, limit: 20 });
    expect('quote_status' in body).toBe(false);
    expect('origin' in body).toBe(false);
    expect('destination' in body).toBe(false);
  });

  it('sends the city names, the weight with its unit, and the page', () => {
    const body = buildFindLoadsRequest(
      {
        destination: { country: 'United Arab Emirates', city: 'Dubai' },
        origin: { country: 'Saudi Arabia', city: 'Riyadh' },
        weight: 12.5,
        weightUnit: 'kg',
        quoteStatus: 'accepted',
      },
      3,
    );
    expect(body).toEqual({
      destination: 'Dubai',
      origin: 'Riyadh',
      weight: 12.5,
      weightUnit: 'kg',
      quote_status: 'accepted',
      page: 3,
      limit: 20,
    });
  });

  it('sends quote_status null for Not Quoted', () => {
    const body = buildFindLoadsRequest({ ...NO_FILTERS, quoteStatus: 'not_quoted' }, 1);
    expect(body).toHaveProperty('quote_status', null);
  });

  it.each([
    ['pending', 'pending'],
    ['rejected', 'rejected'],
  ] as const)('sends quote_status %s as is', (filter, sent) => {
    expect(buildFindLoadsRequest({ ...NO_FILTERS, quoteStatus: filter }, 1).quote_status).toBe(
      sent,
    );
  });
});

describe('Find Loads filter form', () => {
  it('lists All Cities and every city as "City, Country", found by typing', async () => {
    mockApi({ 'POST /api/loads': [loadsPage([makeRow()])] });
    const { user } = renderFindLoads();
    await findTable();
    const origin = screen.getByRole('combobox', { name: 'Origin city' });
    // Nothing chosen is every city.
    expect(origin).toHaveValue('');
    expect(origin).toHaveAttribute('placeholder', 'All Cities');
    await user.click(origin);
    const cities = screen.getByRole('listbox', { name: 'Origin city' });
    expect(within(cities).getByRole('option', { name: 'Riyadh, Saudi Arabia' })).toBeVisible();
    expect(within(cities).getByRole('option', { name: 'Manama, Bahrain' })).toBeVisible();
    expect(within(cities).getByRole('option', { name: 'Doha, Qatar' })).toBeVisible();
    // Some 200 cities: a few letters find one.
    await user.type(origin, 'manam');
    const listbox = screen.getByRole('listbox', { name: 'Origin city' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manama, Bahrain']);
  });

  it('applies the chosen filters from page 1, then Clear Filters goes back to everything', async () => {
    const calls = mockApi({ 'POST /api/loads': [loadsPage([makeRow()])] });
    const { user } = renderFindLoads();
    await findTable();
    expect(callsTo(calls, 'POST', '/api/loads')[0]?.body).toEqual({ page: 1, limit: 20 });

    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Destination city' }),
      'Dubai, United Arab Emirates',
    );
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Origin city' }),
      'Riyadh, Saudi Arabia',
    );
    await user.type(screen.getByLabelText('Weight'), '7.5');
    await user.selectOptions(screen.getByLabelText('Weight unit'), 'Kg');
    await user.selectOptions(screen.getByLabelText('Quote status'), 'Not Quoted');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/loads')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/loads')[1]?.body).toEqual({
      destination: 'Dubai',
      origin: 'Riyadh',
      weight: 7.5,
      weightUnit: 'kg',
      quote_status: null,
      page: 1,
      limit: 20,
    });
    expect(screen.getByRole('button', { name: /Filters 4 active/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByLabelText('Quote status')).toHaveDisplayValue('All Statuses');
    expect(screen.getByRole('combobox', { name: 'Origin city' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Destination city' })).toHaveValue('');
    expect(screen.getByLabelText('Weight')).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    // The unfiltered first page is still fresh in the cache, so it is shown without asking again.
    expect(callsTo(calls, 'POST', '/api/loads')).toHaveLength(2);
  });

  it('offers every quote status filter', async () => {
    mockApi({ 'POST /api/loads': [loadsPage([])] });
    renderFindLoads();
    const status = await screen.findByLabelText('Quote status');
    const names = Array.from((status as HTMLSelectElement).options).map((option) => option.text);
    expect(names).toEqual([
      'All Statuses',
      'Quote Pending',
      'Quote Accepted',
      'Quote Rejected',
      'Not Quoted',
    ]);
  });

  it('refuses a weight of 0 and asks nothing', async () => {
    const calls = mockApi({ 'POST /api/loads': [loadsPage([])] });
    const { user } = renderFindLoads();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/loads')).toHaveLength(1));
    await user.type(screen.getByLabelText('Weight'), '0');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('Enter a weight above 0')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/loads')).toHaveLength(1);
  });
});
