import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkTripView } from '../../src/contract/driver-links';
import {
  DEVICE_KEY,
  linkApi,
  makeLinkTrip,
  ok,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

/** A trip whose pickup has a point and a contact, and whose delivery has an address only. */
function tripWithStops(status: LinkTripView['status']): LinkTripView {
  const base = makeLinkTrip({ status });
  return {
    ...base,
    loadDetails: {
      ...base.loadDetails,
      source: {
        ...base.loadDetails.source,
        contactPerson: 'Faisal',
        contactNumber: '+966512345678',
        coordinates: [46.8463, 24.6172],
      },
      destination: { ...base.loadDetails.destination, address: 'Shuwaikh Port, Gate 2' },
    },
  };
}

const stops = async () => {
  const route = await screen.findByRole('region', { name: 'Route' });
  return within(route).getAllByRole('listitem');
};

describe('driver link page: where to go', () => {
  it('puts the pickup first while collecting, with Navigate and a call to its contact', async () => {
    linkApi({ [TRIP]: [ok(tripWithStops('out_to_collect'))] });
    renderDriverPage();
    const [pickup, delivery] = await stops();
    expect(pickup).toHaveTextContent(/^FromNext stop/);
    expect(within(pickup!).getByText('Faisal')).toBeInTheDocument();
    const navigate = within(pickup!).getByRole('link', { name: 'Navigate' });
    expect(navigate).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=24.6172,46.8463',
    );
    expect(navigate).toHaveAccessibleDescription('Riyadh, Saudi Arabia');
    const call = within(pickup!).getByRole('link', { name: 'Call' });
    expect(call).toHaveAttribute('href', 'tel:+966512345678');
    expect(call).toHaveAccessibleDescription('Contact Faisal +966512345678');

    // The delivery has an address to go by, and no one to call.
    expect(within(delivery!).getByRole('link', { name: 'Navigate' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Shuwaikh%20Port%2C%20Gate%202%2C%20Kuwait%20City%2C%20Kuwait',
    );
    expect(within(delivery!).queryByRole('link', { name: 'Call' })).toBeNull();
  });

  it('puts the delivery first once loaded', async () => {
    linkApi({ [TRIP]: [ok(tripWithStops('out_to_unload'))] });
    renderDriverPage();
    const [first, second] = await stops();
    expect(first).toHaveTextContent(/^ToNext stop/);
    expect(first).toHaveTextContent('Kuwait City, Kuwait');
    expect(second).toHaveTextContent(/^From/);
    expect(second).not.toHaveTextContent('Next stop');
  });

  it('offers nothing to follow for a stop with no address or point', async () => {
    linkApi({ [TRIP]: [ok(makeLinkTrip({ status: 'confirmed' }))] });
    renderDriverPage();
    const [, delivery] = await stops();
    expect(delivery).toHaveTextContent('No address shared yet');
    expect(within(delivery!).queryByRole('link')).toBeNull();
  });
});
