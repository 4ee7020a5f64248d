import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrucksPage } from '../../src/features/trucks/trucks-page';
import { callsTo, mockApi, ok } from './mock-api';
import {
  makeFile,
  makeTruck,
  renderWithProviders,
  setUpFleetTests,
  TRUCK_ID,
} from './trucks-test-harness';

setUpFleetTests();

const parked = makeTruck({
  _id: 'a1b2c3d4-0000-4000-8000-000000000002',
  id: 'TRK-9',
  model: 'Isuzu NPR',
  licensePlate: 'XYZ 987',
  status: 'inactive',
  createdAt: '2030-04-20T10:00:00.000Z',
});

describe('Trucks page', () => {
  it('lists the active trucks with the SPEC columns, status as a pill, and no filter on Status or Added Date', async () => {
    mockApi({ 'GET /api/trucks': [ok([makeTruck(), parked])] });
    const { user } = renderWithProviders(<TrucksPage />);

    expect(await screen.findByRole('heading', { name: 'Active Trucks (1)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Active Trucks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.trim()),
    ).toEqual(['ID', 'Model', 'License Plate', 'Status', 'Added Date']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['TRK-7', 'Volvo FH', 'ABC 123', 'Active', 'Jan 05, 2030']);
    expect(within(table).queryByText('Isuzu NPR')).toBeNull();
    expect(screen.getAllByPlaceholderText('Filter by Model')).not.toHaveLength(0);
    expect(screen.queryByPlaceholderText('Filter by Status')).toBeNull();
    expect(screen.queryByPlaceholderText('Filter by Added Date')).toBeNull();
    expect(screen.queryByText('Pick a date')).toBeNull();

    // The retired truck waits, folded away, in its own list.
    expect(screen.queryByRole('table', { name: 'Retired Trucks' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show retired trucks (1)' }));
    const retired = screen.getByRole('table', { name: 'Retired Trucks' });
    expect(within(retired).getByText('Isuzu NPR')).toBeInTheDocument();
    expect(within(retired).getByText('Retired')).toHaveClass('status-pill');
    expect(within(retired).getByText('Retired')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByRole('button', { name: 'Hide retired trucks' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says when every truck is retired, and still offers to add one', async () => {
    mockApi({ 'GET /api/trucks': [ok([parked])] });
    renderWithProviders(<TrucksPage />);
    expect(await screen.findByText('No active trucks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show retired trucks (1)' })).toBeInTheDocument();
  });

  it('says when the fleet has no trucks yet', async () => {
    mockApi({ 'GET /api/trucks': [ok([])] });
    renderWithProviders(<TrucksPage />);
    expect(await screen.findByText('No trucks yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a failed fetch and tries again', async () => {
    const calls = mockApi({
      'GET /api/trucks': [
        { status: 503, body: { success: false, msg: 'Down' } },
        ok([makeTruck()]),
      ],
    });
    const { user } = renderWithProviders(<TrucksPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching trucks. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Active Trucks (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(calls, 'GET', '/api/trucks')).toHaveLength(2);
  });

  it('opens a truck: type with body, weight in kg, status, times and its files', async () => {
    const files = [
      makeFile(),
      makeFile({
        label: 'Side photo',
        url: '/api/files/photo-1',
        contentType: 'image/jpeg',
        size: 2_400_000,
      }),
    ];
    mockApi({
      'GET /api/trucks': [ok([makeTruck()])],
      [`GET /api/trucks/truckId/${TRUCK_ID}`]: [ok(makeTruck({ docs: { urls: files } }))],
      'GET /api/files/photo-1': [{ body: {} }],
    });
    const { user } = renderWithProviders(<TrucksPage />);
    await user.click(await screen.findByText('Volvo FH'));

    const dialog = await screen.findByRole('dialog', { name: 'Truck Details' });
    const fact = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Model')).toBe('Volvo FH');
    expect(fact('Type')).toBe('12M · Curtain side');
    expect(fact('License plate')).toBe('ABC 123');
    expect(fact('Max weight')).toBe('20,000 kg');
    expect(fact('Status')).toBe('Active');
    expect(fact('Added')).toMatch(/^Jan 05, 2030/);
    expect(fact('Last updated')).toMatch(/^Feb 10, 2030/);

    // The server's fresh copy brings the files the list row did not have yet.
    const section = within(dialog).getByRole('region', { name: /Files/ });
    expect(await within(section).findByText('Registration')).toBeInTheDocument();
    expect(within(section).getByText('PDF Document')).toBeInTheDocument();
    expect(within(section).getByText('Image')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Upload Files' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Upload Photos' })).toBeInTheDocument();
  });
});
