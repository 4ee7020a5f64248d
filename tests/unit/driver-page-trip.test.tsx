import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DETAILS,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeCharge,
  makeLinkDetails,
  makeLinkTrip,
  ok,
  refuse,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

const card = (name: string) => screen.getByRole('region', { name });

describe('driver link page: the trip', () => {
  it('shows status, route, load, driver, vehicle and times', async () => {
    linkApi({ [TRIP]: [ok(makeLinkTrip({ status: 'out_to_collect' }))] });
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(screen.getByText('Out to Collect')).toBeInTheDocument();
    expect(screen.getByText('Provider: Gulf Haulage')).toBeInTheDocument();

    const route = card('Route');
    expect(within(route).getByText('Riyadh, Saudi Arabia')).toBeInTheDocument();
    expect(within(route).getByText('Gate 4, Second Industrial City')).toBeInTheDocument();
    expect(within(route).getByText('Kuwait City, Kuwait')).toBeInTheDocument();

    const load = card('Load');
    expect(within(load).getByText('Steel coils')).toBeInTheDocument();
    expect(within(load).getByText('12,000 kg')).toBeInTheDocument();
    expect(within(load).getByText('Scheduled')).toBeInTheDocument();
    expect(within(load).getByText('Created')).toBeInTheDocument();

    const transport = card('Driver');
    expect(within(transport).getByText('Omar Khalid')).toBeInTheDocument();
    expect(within(transport).getByText('Volvo FH')).toBeInTheDocument();
    expect(within(transport).getByText('12M')).toBeInTheDocument();
    expect(within(transport).getByText('ABC 1234')).toBeInTheDocument();
  });

  it('lists charges: pending dimmed as waiting, rejected struck out, and the trip total', async () => {
    linkApi({
      [TRIP]: [
        ok(makeLinkTrip({ price: { basePrice: 1250.5, approvedCharges: 10.25, total: 1260.75 } })),
      ],
      [DETAILS]: [
        ok(
          makeLinkDetails([
            makeCharge({ _id: 'a', reason: 'Toll', amount: 5, approvedAmount: 0 }),
            makeCharge({
              _id: 'b',
              reason: 'Waiting time',
              amount: 12.5,
              approvedAmount: 10.25,
              status: 'approved',
            }),
            makeCharge({
              _id: 'c',
              reason: 'Border fee',
              amount: 3,
              approvedAmount: 0,
              status: 'rejected',
            }),
          ]),
        ),
      ],
    });
    renderDriverPage();
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const items = await within(charges).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('data-status', 'pending');
    expect(within(items[0]!).getByText(/Waiting for approval/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Approved KWD 10\.250/)).toBeInTheDocument();
    expect(items[2]).toHaveAttribute('data-status', 'rejected');
    expect(within(items[2]!).getByText('KWD 3.000').tagName).toBe('S');
    // The server's total, as the shipper and the provider see it; KWD has three decimals.
    expect(within(charges).getByText('Base price').nextSibling).toHaveTextContent('KWD 1,250.500');
    expect(within(charges).getByText('Approved charges').nextSibling).toHaveTextContent(
      'KWD 10.250',
    );
    expect(within(charges).getByText('Total').nextSibling).toHaveTextContent('KWD 1,260.750');
  });

  it('fetches charge photos with the device key and shows them as object URLs', async () => {
    const calls = linkApi({
      [DETAILS]: [ok(makeLinkDetails([makeCharge({ images: [{ url: '/api/files/photo-1' }] })]))],
      'GET /api/files/photo-1': [{ body: 'image bytes' }],
    });
    vi.mocked(URL.createObjectURL).mockReturnValue('blob:photo-1');
    renderDriverPage();
    const thumb = await screen.findByRole('button', { name: 'Photo 1 of Toll' });
    await waitFor(() => expect(thumb.querySelector('img')).toHaveAttribute('src', 'blob:photo-1'));
    const photoCall = calls.find((call) => call.url === '/api/files/photo-1');
    expect(photoCall?.headers['x-device-key']).toBe(DEVICE_KEY);
    expect(photoCall?.headers['x-link-id']).toBe(LINK_ID);
  });

  it("says 'No link details found' when the details come back empty", async () => {
    linkApi({ [DETAILS]: [{ body: { success: true } }] });
    renderDriverPage();
    expect(
      await screen.findByText('No link details found. Please try again later.'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to fetch link details' when the server refuses them", async () => {
    linkApi({ [DETAILS]: [refuse(409)] });
    renderDriverPage();
    expect(await screen.findByText('Failed to fetch link details')).toBeInTheDocument();
  });

  it('closes status changes and new charges once the link is inactive', async () => {
    linkApi({ [TRIP]: [ok(makeLinkTrip({ isActive: false }))] });
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Status' })).toBeNull();
    expect(
      screen.getAllByText('This link is no longer active. You cannot add new charges.').length,
    ).toBeGreaterThan(0);
    // The form is a chunk of its own (zod, react-hook-form), there once its code has loaded.
    expect(
      await screen.findByRole('button', { name: 'Add Charge' }, { timeout: 10_000 }),
    ).toBeDisabled();
    expect(screen.getByLabelText('Reason')).toBeDisabled();
  });
});
