import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadStatus, Stop } from '../../src/contract/loads';
import { LoadDetailsPanel } from '../../src/features/loads/details/load-details-panel';
import {
  canEditStop,
  isStopComplete,
  stopEditLabelKey,
} from '../../src/features/loads/details/stop-edit-rules';
import {
  completeStop,
  LOAD_ID,
  loadReply,
  makeLoad,
  mockApi,
  renderWithClient,
} from './load-details-harness';

const statuses: LoadStatus[] = [
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
  'cancelled',
];

const bareStop: Stop = {
  country: 'Saudi Arabia',
  city: 'Riyadh',
  address: null,
  contactPerson: null,
  contactNumber: null,
  coordinates: null,
};

beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('stop edit rules (docs/product.md §4)', () => {
  it.each(statuses)('pickup and delivery editability while %s', (status) => {
    const pickupFrozen = ['cancelled', 'loaded', 'out_to_unload', 'completed'].includes(status);
    const deliveryFrozen = ['cancelled', 'completed'].includes(status);
    expect(canEditStop('source', status)).toBe(!pickupFrozen);
    expect(canEditStop('destination', status)).toBe(!deliveryFrozen);
  });

  it("offers 'Update Details' only when point, address, contact person and number are all set", () => {
    const full: Stop = { ...bareStop, ...completeStop };
    expect(isStopComplete(full)).toBe(true);
    expect(stopEditLabelKey(full)).toBe('stops.updateDetails');
    for (const missing of ['coordinates', 'address', 'contactPerson', 'contactNumber'] as const) {
      const partial: Stop = { ...full, [missing]: null };
      expect(stopEditLabelKey(partial)).toBe('stops.submitMoreDetails');
    }
    expect(stopEditLabelKey(bareStop)).toBe('stops.submitMoreDetails');
  });
});

function editButton(title: string) {
  const section = screen.getByRole('region', { name: title });
  return within(section).queryByRole('button', { name: /Details$/ });
}

describe('stop blocks in the panel', () => {
  it.each(statuses)('show the edit buttons docs/product.md §4 allows while %s', async (status) => {
    mockApi({
      [`GET /api/loads/${LOAD_ID}`]: [
        loadReply(makeLoad({ status, source: { ...makeLoad().source, ...completeStop } })),
      ],
    });
    renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={() => {}} />);
    await screen.findByRole('region', { name: 'Pickup Details' });
    const pickup = editButton('Pickup Details');
    const delivery = editButton('Delivery Details');
    if (canEditStop('source', status)) expect(pickup).toHaveTextContent('Update Details');
    else expect(pickup).toBeNull();
    if (canEditStop('destination', status)) {
      expect(delivery).toHaveTextContent('Submit More Details');
    } else {
      expect(delivery).toBeNull();
    }
  });

  it('shows what is known of each stop', async () => {
    mockApi({
      [`GET /api/loads/${LOAD_ID}`]: [
        loadReply(makeLoad({ source: { ...makeLoad().source, ...completeStop } })),
      ],
    });
    renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={() => {}} />);
    const pickup = await screen.findByRole('region', { name: 'Pickup Details' });
    expect(within(pickup).getByText('Warehouse 7, Jebel Ali Free Zone')).toBeInTheDocument();
    expect(within(pickup).getByText('Huda Saeed')).toBeInTheDocument();
    expect(within(pickup).getByText('+971501234567')).toBeInTheDocument();
    expect(within(pickup).getByText('Pinned on the map')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery Details' });
    expect(within(delivery).getAllByText('Not provided')).toHaveLength(4);
  });
});
