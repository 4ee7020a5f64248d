import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchPlaces } from '../../src/lib/gazetteer';
import {
  field,
  chooseOption,
  fillValidLoad,
  mockApi,
  renderPostLoad,
  setInput,
  stubBrowserGaps,
  textbox,
} from './post-load-harness';

const LOAD_ID = '7d0c8f64-1f2b-4e0a-9c3d-5b6a7e8f9a01';
const created = { body: { success: true, data: { loadId: LOAD_ID } } };

beforeAll(async () => {
  // Leaflet's chunk, loaded once up front as a browser would have it cached.
  await import('../../src/components/map/location-map');
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'shipper-token');
  stubBrowserGaps();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submit = () => screen.getByRole('button', { name: 'Post Load' });
const pointGroup = (name: string) => screen.getByRole('group', { name });

// The map dialog brings Leaflet into jsdom: slow on a busy machine, not stuck.
describe('a stop’s address, contact and point on Post a Load', { timeout: 20_000 }, () => {
  it('asks for them right under each city, saying why', () => {
    mockApi({});
    renderPostLoad();
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    expect(pickup).toHaveTextContent(
      'Optional, but it helps the driver find the pickup: where exactly, and whom to call. Only the carrier whose quote you accept sees these.',
    );
    expect(within(pickup).getByLabelText('Pickup address')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Delivery' })).toContainElement(
      textbox('Delivery contact person'),
    );
    // No city yet: no point to set, and the number takes the default +966 until a country is chosen.
    expect(
      within(pointGroup('Pickup point on the map')).getByRole('button', { name: 'Set on map' }),
    ).toBeDisabled();
    expect(textbox('Pickup contact number')).toHaveAccessibleDescription('+966');
  });

  it('sends them with each stop, the number with its own country’s dial code', async () => {
    const calls = mockApi({ 'POST /api/loads/create': [created] });
    const user = userEvent.setup({ delay: null });
    renderPostLoad();
    fillValidLoad();
    await user.type(textbox('Pickup address'), '  Gate 4, Second Industrial City ');
    await user.type(textbox('Pickup contact person'), 'Faisal');
    // Pasted whole, an international number keeps its national part.
    await user.click(textbox('Pickup contact number'));
    await user.paste('+966 51 234 5678');
    expect(textbox('Pickup contact number')).toHaveValue('512345678');
    expect(textbox('Delivery contact number')).toHaveAccessibleDescription('+971');
    await user.type(textbox('Delivery contact number'), '501234567');

    // The delivery's exact point, found by a search and kept with 'Use this point'.
    await user.click(
      within(pointGroup('Delivery point on the map')).getByRole('button', { name: 'Set on map' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set the delivery point' });
    await within(dialog).findByRole('region', {
      name: 'Map: move the marker to the exact location',
    });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search for a place' }), 'sharj');
    await user.click(within(dialog).getByRole('option', { name: /Sharjah/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this point' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pointGroup('Delivery point on the map')).toHaveTextContent(
      /Near Sharjah, United Arab Emirates/,
    );
    // A searched place fills an empty address, unless it is only the city again.
    expect(textbox('Delivery address')).toHaveValue('Sharjah');

    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Load posted successfully' });
    const posted = calls.find((call) => call.url === '/api/loads/create');
    const body = posted?.body as { source: unknown; destination: unknown };
    expect(body.source).toEqual({
      country: 'Saudi Arabia',
      city: 'Riyadh',
      address: 'Gate 4, Second Industrial City',
      contactPerson: 'Faisal',
      contactNumber: '+966512345678',
    });
    expect(body.destination).toEqual({
      country: 'United Arab Emirates',
      city: 'Dubai',
      address: 'Sharjah',
      contactNumber: '+971501234567',
      coordinates: searchPlaces('Sharjah')[0]?.coordinates,
    });
  });

  it('refuses a cut-off number with a clear message and sends nothing', async () => {
    const calls = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPostLoad();
    fillValidLoad();
    await user.type(textbox('Pickup contact number'), '5012');
    await user.click(submit());
    expect(
      await screen.findByText('Enter the whole number, without the country code.'),
    ).toBeInTheDocument();
    expect(textbox('Pickup contact number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('clears the point when the city changes, and keeps it in the draft until then', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPostLoad();
    setInput(field('Source country'), 'Saudi Arabia');
    chooseOption(field('Source city'), 'Riyadh');
    await user.click(
      within(pointGroup('Pickup point on the map')).getByRole('button', { name: 'Set on map' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set the pickup point' });
    await within(dialog).findByRole('region', {
      name: 'Map: move the marker to the exact location',
    });
    // Without a search, the map opens on the city and the pin stands there.
    expect(within(dialog).getByText('Near Riyadh, Saudi Arabia')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use this point' }));
    const riyadh = searchPlaces('Riyadh')[0]?.coordinates;
    expect(JSON.parse(localStorage.getItem('pendingLoadData') ?? '{}')).toMatchObject({
      sourceCity: 'Riyadh',
      sourceCoordinates: riyadh,
    });
    expect(
      within(pointGroup('Pickup point on the map')).getByRole('button', { name: 'Change' }),
    ).toBeInTheDocument();

    chooseOption(field('Source city'), 'Jeddah');
    expect(pointGroup('Pickup point on the map')).toHaveTextContent('No point set yet');
    expect(JSON.parse(localStorage.getItem('pendingLoadData') ?? '{}')).not.toHaveProperty(
      'sourceCoordinates',
    );
  });

  it('brings the stop details back from a saved draft', () => {
    localStorage.setItem(
      'pendingLoadData',
      JSON.stringify({
        destCountry: 'Kuwait',
        destCity: 'Kuwait City',
        destAddress: 'Shuwaikh Port, Gate 2',
        destContactPerson: 'Bader',
        destContactNumber: '51234567',
        destCoordinates: [47.93, 29.35],
      }),
    );
    mockApi({});
    renderPostLoad();
    expect(textbox('Delivery address')).toHaveValue('Shuwaikh Port, Gate 2');
    expect(textbox('Delivery contact person')).toHaveValue('Bader');
    expect(textbox('Delivery contact number')).toHaveValue('51234567');
    expect(textbox('Delivery contact number')).toHaveAccessibleDescription('+965');
    expect(pointGroup('Delivery point on the map')).toHaveTextContent(/^Near .+, Kuwait/);
  });
});
