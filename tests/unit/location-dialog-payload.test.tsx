import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Load } from '../../src/contract/loads';
import { LoadDetailsPanel } from '../../src/features/loads/details/load-details-panel';
import { toLocationRequest } from '../../src/features/loads/details/location/location-form';
import { LocationDialog } from '../../src/features/loads/details/location/location-dialog';
import type { StopKind } from '../../src/features/loads/details/stop-edit-rules';
import { nationalDigits, normalizeContactInput } from '../../src/lib/contact-number';
import { searchPlaces } from '../../src/lib/gazetteer';
import basemapUrl from '../../src/components/map/basemap/gulf-basemap.json?url';
import {
  completeStop,
  LOAD_ID,
  loadReply,
  makeLoad,
  mockApi,
  renderWithClient,
} from './load-details-harness';

const PUT_LOCATION = `PUT /api/loads/${LOAD_ID}/location`;
const GET_BASEMAP = `GET ${basemapUrl}`;
const GET_LOAD = `GET /api/loads/${LOAD_ID}`;

async function openDialog(load: Load, kind: StopKind) {
  const onClose = vi.fn();
  renderWithClient(<LocationDialog load={load} kind={kind} onClose={onClose} />);
  // The map arrives in its own chunk; wait for it so every test sees the whole dialog.
  await screen.findByRole('region', { name: 'Map: move the marker to the exact location' });
  return { onClose };
}

const putBody = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.find((call) => `${call.method} ${call.url}` === PUT_LOCATION)?.body;

beforeAll(async () => {
  // Load Leaflet's chunk once up front, as a browser would have cached it, not inside a test.
  await import('../../src/components/map/location-map');
});
beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('location payload', () => {
  const values = {
    address: '  Gate 3  ',
    contactPerson: 'Huda',
    contactNumber: '501234567',
    noExactLocation: false,
  };

  it('sends the point, rounded, and the number with its prefix', () => {
    expect(toLocationRequest('source', values, [55.12345678, 25.87654321], '+971')).toEqual({
      type: 'source',
      address: 'Gate 3',
      contactPerson: 'Huda',
      contactNumber: '+971501234567',
      coordinates: [55.123457, 25.876543],
    });
  });

  it('omits the point without an exact location and clears blanks', () => {
    const request = toLocationRequest(
      'destination',
      { address: ' ', contactPerson: '', contactNumber: '', noExactLocation: true },
      [47.97, 29.37],
      '+965',
    );
    expect(request).toEqual({
      type: 'destination',
      address: null,
      contactPerson: null,
      contactNumber: null,
    });
    expect(request).not.toHaveProperty('coordinates');
  });

  it('reads and cleans contact numbers', () => {
    expect(nationalDigits('+966501234567', '+966')).toBe('501234567');
    expect(nationalDigits('00965 5123 4567', '+965')).toBe('51234567');
    expect(nationalDigits('0501234567', '+966')).toBe('0501234567');
    expect(nationalDigits(null, '+966')).toBe('');
    expect(normalizeContactInput('+966 50 123 4567', '+966', 9)).toBe('501234567');
    expect(normalizeContactInput('0501234567', '+966', 9)).toBe('501234567');
    expect(normalizeContactInput('5a1-2', '+965', 8)).toBe('512');
  });
});

// Leaflet in jsdom plus a whole form: slow on a busy machine, not stuck.
describe('location dialog', { timeout: 15_000 }, () => {
  it('saves a searched place with the UAE prefix for a Dubai pickup', async () => {
    const calls = mockApi({
      [PUT_LOCATION]: [{ body: { success: true, msg: 'Location updated', data: {} } }],
      [GET_LOAD]: [loadReply(makeLoad())],
      [GET_BASEMAP]: ['offline'],
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = await openDialog(makeLoad(), 'source');
    expect(screen.getByRole('heading', { name: 'Update Pickup Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contact Number')).toHaveAccessibleDescription('+971');
    expect(screen.getByText('Near Dubai, United Arab Emirates')).toBeInTheDocument();
    // No tile server configured and the bundled basemap out of reach: the map says so and stays
    // usable.
    expect(
      await screen.findByText('Map background unavailable. You can still move the marker.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(GET_BASEMAP);

    await user.type(screen.getByRole('combobox', { name: 'Search for a place' }), 'sharj');
    await user.click(screen.getByRole('option', { name: /Sharjah/ }));
    expect(screen.getByLabelText('Address')).toHaveValue('Sharjah, United Arab Emirates');
    expect(screen.getByText('Near Sharjah, United Arab Emirates')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Contact Person'), 'Huda Saeed');
    await user.type(screen.getByLabelText('Contact Number'), '50-123-4567');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const sharjah = searchPlaces('Sharjah')[0]!.coordinates;
    expect(putBody(calls)).toEqual({
      type: 'source',
      address: 'Sharjah, United Arab Emirates',
      contactPerson: 'Huda Saeed',
      contactNumber: '+971501234567',
      coordinates: sharjah,
    });
    expect(await screen.findByText('Location details saved')).toBeInTheDocument();
  });

  it("omits coordinates with 'Don't have an exact location' and uses Kuwait's +965 for delivery", async () => {
    const calls = mockApi({
      [PUT_LOCATION]: [{ body: { success: true, data: {} } }],
      [GET_LOAD]: [loadReply(makeLoad())],
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = await openDialog(makeLoad(), 'destination');
    expect(screen.getByRole('heading', { name: 'Update Delivery Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contact Number')).toHaveAccessibleDescription('+965');
    await user.click(screen.getByLabelText("Don't have an exact location"));
    expect(screen.getByText('Saved without a point on the map.')).toBeInTheDocument();
    // Kuwaiti numbers have 8 digits: the ninth is not kept.
    await user.type(screen.getByLabelText('Contact Number'), '512345678');
    expect(screen.getByLabelText('Contact Number')).toHaveValue('51234567');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const body = putBody(calls);
    expect(body).toEqual({
      type: 'destination',
      address: null,
      contactPerson: null,
      contactNumber: '+96551234567',
    });
    expect(body).not.toHaveProperty('coordinates');
  });

  it("prefixes a Saudi stop with +966 and keeps the stop's saved details", async () => {
    const load = makeLoad({
      destination: {
        country: 'Saudi Arabia',
        city: 'Jeddah',
        ...completeStop,
        contactNumber: '+966551234567',
        coordinates: [39.17, 21.5],
      },
    });
    const calls = mockApi({
      [PUT_LOCATION]: [{ body: { success: true, data: {} } }],
      [GET_LOAD]: [loadReply(load)],
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = await openDialog(load, 'destination');
    expect(screen.getByLabelText('Contact Number')).toHaveAccessibleDescription('+966');
    expect(screen.getByLabelText('Address')).toHaveValue('Warehouse 7, Jebel Ali Free Zone');
    expect(screen.getByLabelText('Contact Number')).toHaveValue('551234567');
    expect(screen.getByLabelText("Don't have an exact location")).not.toBeChecked();
    expect(screen.getByText('Near Jeddah, Saudi Arabia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(putBody(calls)).toMatchObject({
      contactNumber: '+966551234567',
      coordinates: [39.17, 21.5],
    });
  });

  it('keeps the dialog open with the SPEC message when saving fails', async () => {
    mockApi({ [PUT_LOCATION]: [{ status: 500, body: { success: false, msg: 'Boom' } }] });
    const user = userEvent.setup({ delay: null });
    const { onClose } = await openDialog(makeLoad(), 'source');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(
      await screen.findByText('Error updating location. Please try again.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a cut-off contact number', async () => {
    const calls = mockApi({});
    const user = userEvent.setup({ delay: null });
    await openDialog(makeLoad(), 'source');
    await user.type(screen.getByLabelText('Contact Number'), '5012');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Enter the full number, up to 9 digits.')).toBeInTheDocument();
    expect(putBody(calls)).toBeUndefined();
  });

  it('opens from the panel and refetches the load after saving', async () => {
    const calls = mockApi({
      [GET_LOAD]: [
        loadReply(makeLoad()),
        loadReply(makeLoad({ source: { ...makeLoad().source, ...completeStop } })),
      ],
      [PUT_LOCATION]: [{ body: { success: true, data: {} } }],
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={() => {}} />);
    const [pickupButton] = await screen.findAllByRole('button', { name: /Submit More Details/ });
    await user.click(pickupButton!);
    await screen.findByRole('region', { name: 'Map: move the marker to the exact location' });
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByRole('button', { name: /Update Details/ })).toBeInTheDocument();
    expect(calls.filter((call) => `${call.method} ${call.url}` === GET_LOAD)).toHaveLength(2);
    expect(
      screen.queryByRole('heading', { name: 'Update Pickup Details' }),
    ).not.toBeInTheDocument();
  });
});
