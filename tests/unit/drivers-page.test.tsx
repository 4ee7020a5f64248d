import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DriversPage } from '../../src/features/drivers/drivers-page';
import { mockApi, ok } from './mock-api';
import {
  DRIVER_ID,
  makeDriver,
  makeFile,
  renderWithProviders,
  setUpFleetTests,
  fleetReplies,
} from './trucks-test-harness';

setUpFleetTests();

describe('Drivers page', () => {
  it('lists the drivers with the SPEC columns and the phone with its dial code', async () => {
    mockApi(
      fleetReplies('drivers', [
        makeDriver(),
        makeDriver({
          _id: 'x',
          id: 'DRV-5',
          countryCode: '+973',
          phone: '36123456',
          country: 'Bahrain',
        }),
      ]),
    );
    renderWithProviders(<DriversPage />);

    expect(await screen.findByRole('heading', { name: 'Active Drivers (2)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Active Drivers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.trim()),
    ).toEqual(['ID', 'Name', 'Phone', 'License No', 'Country', 'Added Date']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'DRV-3',
      'Omar Haddad',
      '+966 501234567',
      'LIC-778',
      'Saudi Arabia',
      'Mar 01, 2030',
    ]);
    expect(within(table).getByText('+973 36123456')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Filter by Added Date')).toBeNull();
  });

  it('explains a failed fetch', async () => {
    mockApi(fleetReplies('drivers', 'offline'));
    renderWithProviders(<DriversPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching drivers. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('opens a driver: phone with country code, license, country, status and files', async () => {
    const withFiles = makeDriver({
      docs: {
        urls: [
          makeFile({
            label: 'Licence scan',
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }),
        ],
      },
    });
    mockApi({
      ...fleetReplies('drivers', [withFiles]),
      [`GET /api/drivers/${DRIVER_ID}`]: [ok(withFiles)],
      [`GET /api/drivers/${DRIVER_ID}/record`]: [
        ok({
          licence: { document: null, uploadedAt: null, verifiedAt: null, verifiedBy: null },
          stats: { rating: null, ratingCount: 0, completionRate: null, totalTrips: 0 },
        }),
      ],
    });
    const { user } = renderWithProviders(<DriversPage />);
    await user.click(await screen.findByText('Omar Haddad'));

    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    const fact = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Name')).toBe('Omar Haddad');
    expect(fact('Phone')).toBe('+966 501234567');
    expect(fact('License number')).toBe('LIC-778');
    expect(fact('Country')).toBe('Saudi Arabia');
    expect(fact('Status')).toBe('Active');
    const section = within(dialog).getByRole('region', { name: /Files/ });
    expect(within(section).getByText('Licence scan')).toBeInTheDocument();
    expect(within(section).getByText('Document')).toBeInTheDocument();
    // Drivers have documents only; photos are a truck's.
    expect(within(section).getAllByRole('button', { name: /Upload/ })).toHaveLength(1);
  });
});
