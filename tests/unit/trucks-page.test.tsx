import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrucksPage } from '../../src/features/trucks/trucks-page';
import { browserTimeZone } from '../../src/lib/browser-time-zone';
import { callsTo, mockApi, ok, pageReply } from './mock-api';
import {
  makeFile,
  makeTruck,
  renderWithProviders,
  setUpFleetTests,
  TRUCK_ID,
  fleetReplies,
  fleetPagePath,
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
    mockApi(fleetReplies('trucks', [makeTruck(), parked]));
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
    mockApi(fleetReplies('trucks', [parked]));
    renderWithProviders(<TrucksPage />);
    expect(await screen.findByText('No active trucks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show retired trucks (1)' })).toBeInTheDocument();
  });

  it('says when the fleet has no trucks yet', async () => {
    mockApi(fleetReplies('trucks', []));
    renderWithProviders(<TrucksPage />);
    expect(await screen.findByText('No trucks yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a failed fetch and tries again', async () => {
    const calls = mockApi(
      fleetReplies('trucks', { status: 503, body: { success: false, msg: 'Down' } }, [makeTruck()]),
    );
    const { user } = renderWithProviders(<TrucksPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching trucks. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Active Trucks (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(calls, 'GET', fleetPagePath('trucks', 'active'))).toHaveLength(2);
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
      ...fleetReplies('trucks', [makeTruck()]),
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

  it('pages, filters and sorts on the server, with the exact count and touch-sized controls', async () => {
    const truck = (index: number) =>
      makeTruck({ _id: `truck-${index}`, id: `TRK-${index}`, model: `Model ${index}` });
    const needle = makeTruck({ _id: 'truck-needle', id: 'TRK-1', model: 'Needle' });
    const active = (query: string) => `GET /api/trucks?${query}&status=active`;
    const calls = mockApi({
      ...fleetReplies('trucks', []),
      [active('page=1&limit=20')]: [
        pageReply(
          Array.from({ length: 20 }, (_, index) => truck(45 - index)),
          { total: 45 },
        ),
      ],
      [active('page=2&limit=20')]: [
        pageReply(
          Array.from({ length: 20 }, (_, index) => truck(25 - index)),
          {
            page: 2,
            total: 45,
          },
        ),
      ],
      [active(`page=1&limit=20&model=needle&timeZone=${encodeURIComponent(browserTimeZone())}`)]: [
        pageReply([needle]),
      ],
      [active('page=1&limit=20&sort=model&order=asc')]: [pageReply([needle], { total: 45 })],
    });
    const { user } = renderWithProviders(<TrucksPage />);

    expect(await screen.findByRole('heading', { name: 'Active Trucks (45)' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of active trucks' });
    expect(within(pages).getByText('Showing 1 to 20 of 45')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveClass('button--md');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Showing 21 to 40 of 45')).toBeInTheDocument();
    expect(screen.getByText('Model 25')).toBeInTheDocument();

    // A filter asks the server, from page 1: it finds the truck on the last page.
    await user.type(screen.getAllByPlaceholderText('Filter by Model')[0]!, 'needle');
    expect(await screen.findByText('Needle')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Trucks (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of active trucks' })).toBeNull();
    await user.clear(screen.getAllByPlaceholderText('Filter by Model')[0]!);

    // So does a header: the server orders every page, not only the one on screen.
    await user.click(await screen.findByRole('button', { name: /^Model/ }));
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/trucks?page=1&limit=20&sort=model&order=asc&status=active'),
      ).toHaveLength(1),
    );
  });
});
