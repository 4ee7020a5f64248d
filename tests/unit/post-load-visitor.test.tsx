import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  field,
  fillValidLoad,
  mockApi,
  renderPostLoad,
  stubBrowserGaps,
  textbox,
} from './post-load-harness';

/** The visitor id FingerprintJS gives this browser (its library is the one thing stood in for). */
const VISITOR_ID = '0123456789abcdef0123456789abcdef';
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: () => Promise.resolve({ get: () => Promise.resolve({ visitorId: VISITOR_ID }) }),
}));

const HASH = `${'a'.repeat(32)}.${'b'.repeat(22)}`;
const LOAD_ID = '7d0c8f64-1f2b-4e0a-9c3d-5b6a7e8f9a01';

beforeEach(() => {
  localStorage.clear();
  stubBrowserGaps();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a visitor who is not signed in', () => {
  it('keeps the draft under a new visitor draft key and goes to sign in', async () => {
    const calls = mockApi({ 'POST /api/temp-loads': [{ body: { success: true, data: {} } }] });
    const user = userEvent.setup();
    renderPostLoad({ visitor: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Post New Load' })).toBeInTheDocument();
    fillValidLoad();
    await user.click(screen.getByRole('button', { name: 'Post Load' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /\/signin\?redirect=post-load&deviceFingerprint=0123456789abcdef0123456789abcdef\.[\w-]{22}$/,
      ),
    );
    expect(calls).toHaveLength(1);
    const hash = (calls[0]?.body as { deviceHash: string }).deviceHash;
    expect(screen.getByTestId('location')).toHaveTextContent(`deviceFingerprint=${hash}`);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(calls[0]?.body).toEqual({
      deviceHash: hash,
      draft: {
        sourceCountry: 'Saudi Arabia',
        sourceCity: 'Riyadh',
        destCountry: 'United Arab Emirates',
        destCity: 'Dubai',
        scheduledDate: '2099-03-04',
        scheduledTime: '09:30',
        weight: '12.5',
        weightUnit: 'ton',
        material: 'Steel coils',
        loadType: 'FTL',
        currency: 'SAR',
        truckType: '10Ton',
        truckOption: 'open side grill',
      },
    });
    expect(JSON.parse(localStorage.getItem('savedTempLoad') ?? '{}')).toMatchObject({
      deviceHash: hash,
      draft: { material: 'Steel coils' },
    });
    // The typed form stays on the device too, in case the server copy is gone by then.
    expect(localStorage.getItem('pendingLoadData')).not.toBeNull();
  });

  it("keeps a stop's contact on this device only, never in the server's draft", async () => {
    const calls = mockApi({ 'POST /api/temp-loads': [{ body: { success: true, data: {} } }] });
    const user = userEvent.setup();
    renderPostLoad({ visitor: true });
    fillValidLoad();
    await user.type(textbox('Pickup address'), 'Gate 4, Second Industrial City');
    await user.type(textbox('Pickup contact person'), 'Faisal Al-Harbi');
    await user.type(textbox('Pickup contact number'), '512345678');
    await user.click(screen.getByRole('button', { name: 'Post Load' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    const { draft } = calls[0]?.body as { draft: Record<string, unknown> };
    expect(draft.sourceAddress).toBe('Gate 4, Second Industrial City');
    expect(draft).not.toHaveProperty('sourceContactPerson');
    expect(draft).not.toHaveProperty('sourceContactNumber');
    expect(JSON.parse(localStorage.getItem('savedTempLoad') ?? '{}')).toMatchObject({
      draft: { sourceContactPerson: 'Faisal Al-Harbi', sourceContactNumber: '512345678' },
    });
  });

  it('stays on the form with an error when the draft cannot be kept', async () => {
    mockApi({
      'POST /api/temp-loads': [
        {
          status: 429,
          body: {
            success: false,
            msg: 'Too many drafts were saved from this network. Please wait a minute.',
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderPostLoad({ visitor: true });
    fillValidLoad();
    await user.click(screen.getByRole('button', { name: 'Post Load' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many drafts were saved from this network. Please wait a minute.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/post-load');
    expect(textbox('Material')).toHaveValue('Steel coils');
  });
});

describe('after sign-in with ?deviceFingerprint', () => {
  beforeEach(() => localStorage.setItem('token', 'shipper-token'));

  it('reads the server draft into the form, deletes it, and drops the parameter', async () => {
    localStorage.setItem(
      'savedTempLoad',
      JSON.stringify({ deviceHash: HASH, draft: {}, savedAt: '2099-01-01T00:00:00.000Z' }),
    );
    const calls = mockApi({
      [`GET /api/temp-loads/${HASH}`]: [
        {
          body: {
            success: true,
            data: {
              sourceCountry: 'Oman',
              sourceCity: 'Muscat',
              destCountry: 'Bahrain',
              destCity: 'Manama',
              material: 'Cement',
              weight: '20',
              weightUnit: 'kg',
              loadType: 'FTL',
              currency: 'OMR',
              truckType: '12M',
              truckOption: 'curtain side',
              scheduledDate: '2099-05-06',
              scheduledTime: '07:15',
            },
          },
        },
      ],
      [`DELETE /api/temp-loads/${HASH}`]: [{ body: { success: true, data: {} } }],
      'POST /api/loads/create': [{ body: { success: true, data: { loadId: LOAD_ID } } }],
    });
    const user = userEvent.setup();
    renderPostLoad({ path: `/post-load?deviceFingerprint=${HASH}` });
    expect(screen.getByText('Restoring your load details…')).toBeInTheDocument();

    expect(await screen.findByRole('combobox', { name: 'Source city' })).toHaveValue('Muscat');
    expect(field('Source country')).toHaveValue('Oman');
    expect(field('Destination city')).toHaveValue('Manama');
    expect(textbox('Material')).toHaveValue('Cement');
    expect(field('Weight unit')).toHaveValue('kg');
    expect(field('Currency')).toHaveValue('OMR');
    expect(field('Body type')).toHaveValue('curtain side');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        `GET /api/temp-loads/${HASH}`,
        `DELETE /api/temp-loads/${HASH}`,
      ]),
    );
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer shipper-token');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/post-load$/);
    expect(localStorage.getItem('savedTempLoad')).toBeNull();
    // The server copy is gone, so the restored form is now this device's draft.
    expect(JSON.parse(localStorage.getItem('pendingLoadData') ?? '{}')).toMatchObject({
      material: 'Cement',
    });

    await user.click(screen.getByRole('button', { name: 'Post Load' }));
    await screen.findByRole('dialog', { name: 'Load posted successfully' });
    expect(calls.at(-1)?.body).toMatchObject({
      source: { country: 'Oman', city: 'Muscat' },
      weight: { value: 20, unit: 'kg' },
      truckType: '12M',
      truckSubType: 'curtain side',
    });
  });

  it("puts this device's contacts back beside the server's draft", async () => {
    localStorage.setItem(
      'pendingLoadData',
      JSON.stringify({ sourceContactPerson: 'Faisal Al-Harbi', sourceContactNumber: '512345678' }),
    );
    mockApi({
      [`GET /api/temp-loads/${HASH}`]: [
        {
          body: {
            success: true,
            data: { sourceCountry: 'Oman', sourceCity: 'Muscat', material: 'Cement' },
          },
        },
      ],
      [`DELETE /api/temp-loads/${HASH}`]: [{ body: { success: true, data: {} } }],
    });
    renderPostLoad({ path: `/post-load?deviceFingerprint=${HASH}` });

    expect(await screen.findByRole('combobox', { name: 'Source city' })).toHaveValue('Muscat');
    expect(textbox('Material')).toHaveValue('Cement');
    expect(textbox('Pickup contact person')).toHaveValue('Faisal Al-Harbi');
    expect(textbox('Pickup contact number')).toHaveValue('512345678');
  });

  it('falls back to pendingLoadData when the server draft is gone', async () => {
    localStorage.setItem(
      'pendingLoadData',
      JSON.stringify({ sourceCountry: 'Qatar', sourceCity: 'Doha', material: 'Glass' }),
    );
    const calls = mockApi({
      [`GET /api/temp-loads/${HASH}`]: [
        { status: 404, body: { success: false, msg: 'Not found' } },
      ],
    });
    renderPostLoad({ path: `/post-load?deviceFingerprint=${HASH}` });
    expect(await screen.findByRole('combobox', { name: 'Source city' })).toHaveValue('Doha');
    expect(textbox('Material')).toHaveValue('Glass');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/post-load$/));
    expect(calls).toHaveLength(1);
  });

  it("opens from this device's copy when the server cannot be reached", async () => {
    localStorage.setItem(
      'pendingLoadData',
      JSON.stringify({ destCountry: 'Kuwait', destCity: 'Kuwait City' }),
    );
    mockApi({ [`GET /api/temp-loads/${HASH}`]: ['offline'] });
    renderPostLoad({ path: `/post-load?deviceFingerprint=${HASH}` });
    expect(await screen.findByRole('combobox', { name: 'Destination city' })).toHaveValue(
      'Kuwait City',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/post-load$/));
  });
});
