import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  field,
  chooseOption,
  fillValidLoad,
  mockApi,
  renderPostLoad,
  stubBrowserGaps,
  textbox,
} from './post-load-harness';

const LOAD_ID = '7d0c8f64-1f2b-4e0a-9c3d-5b6a7e8f9a01';

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

describe('posting a load', () => {
  it('sends the load, then the success dialog leads to My Loads with the new load open', async () => {
    const calls = mockApi({
      'POST /api/loads/create': [{ body: { success: true, data: { loadId: LOAD_ID } } }],
    });
    const user = userEvent.setup();
    renderPostLoad();
    fillValidLoad();
    await user.type(textbox('HSN code (optional)'), '7208');
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'Load posted successfully' });
    expect(dialog).toHaveTextContent('You will receive guaranteed responses within 60 minutes.');
    const [call] = calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer shipper-token');
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(call?.body).toEqual({
      source: { country: 'Saudi Arabia', city: 'Riyadh' },
      destination: { country: 'United Arab Emirates', city: 'Dubai' },
      loadType: 'FTL',
      currency: 'SAR',
      material: 'Steel coils',
      hsnCode: '7208',
      weight: { value: 12.5, unit: 'ton' },
      scheduledDate: expect.stringMatching(/^2099-03-04T09:30:00(Z|[+-]\d{2}:\d{2})$/),
      images: [],
      status: 'pending',
      truckType: '10Ton',
      truckSubType: 'open side grill',
    });
    // The local time with its offset is the moment the shipper chose.
    expect(
      new Date(String((call?.body as { scheduledDate: string }).scheduledDate)).getTime(),
    ).toBe(new Date(2099, 2, 4, 9, 30).getTime());
    expect(localStorage.getItem('pendingLoadData')).toBeNull();

    // docs/product.md §2: OK opens the new load in My Loads, now at the load's own address.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/my-loads/${LOAD_ID}`),
    );
  });

  it('sends no truck for LTL, and kg when chosen', async () => {
    const calls = mockApi({
      'POST /api/loads/create': [{ body: { success: true, data: { loadId: LOAD_ID } } }],
    });
    const user = userEvent.setup();
    renderPostLoad();
    fillValidLoad();
    await user.selectOptions(field('Weight unit'), 'kg');
    await user.click(screen.getByRole('radio', { name: /LTL/ }));
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Load posted successfully' });
    expect(calls[0]?.body).toMatchObject({
      loadType: 'LTL',
      weight: { value: 12.5, unit: 'kg' },
      truckType: null,
      truckSubType: null,
      hsnCode: null,
    });
  });

  it.each([
    [
      { status: 400, body: { success: false, msg: 'Pickup city "X" is not a city of Oman.' } },
      'Pickup city "X" is not a city of Oman.',
    ],
    [{ status: 500, body: { success: false } }, 'Your load could not be posted. Please try again.'],
    [
      'offline',
      'You appear to be offline. Nothing was sent; please try again when you are back online.',
    ],
  ] as const)('keeps every value and says why when posting fails (%#)', async (reply, message) => {
    const calls = mockApi({
      'POST /api/loads/create': [reply, { body: { success: true, data: { loadId: LOAD_ID } } }],
    });
    const user = userEvent.setup();
    renderPostLoad();
    fillValidLoad();
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Source city')).toHaveValue('Riyadh');
    expect(field('Destination city')).toHaveValue('Dubai');
    expect(textbox('Material')).toHaveValue('Steel coils');
    expect(textbox('Weight')).toHaveValue('12.5');
    expect(field('Truck type')).toHaveValue('10Ton');
    expect(localStorage.getItem('pendingLoadData')).not.toBeNull();

    // Sending the same form again is the same request, so the server can tell it is a retry.
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Load posted successfully' });
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
  });

  it('keeps the form in pendingLoadData as it is typed and brings it back after a reload', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPostLoad();
    await user.selectOptions(field('Source country'), 'Qatar');
    chooseOption(field('Source city'), 'Doha');
    await user.type(textbox('Material'), 'Dates');
    expect(JSON.parse(localStorage.getItem('pendingLoadData') ?? '{}')).toMatchObject({
      sourceCountry: 'Qatar',
      sourceCity: 'Doha',
      currency: 'QAR',
      material: 'Dates',
      loadType: 'FTL',
      weightUnit: 'ton',
    });

    cleanup();
    renderPostLoad();
    expect(field('Source country')).toHaveValue('Qatar');
    expect(field('Source city')).toHaveValue('Doha');
    expect(field('Currency')).toHaveValue('QAR');
    expect(textbox('Material')).toHaveValue('Dates');
  });
});
