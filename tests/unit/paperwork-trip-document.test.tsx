import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../src/app/i18n';
import { languageNetwork } from './language-network';
import { callsTo, mockApi, ok, type Reply } from './mock-api';
import {
  LOAD_ID,
  makeTripDocument,
  renderPaperwork,
  setUpPaperworkTests,
  TRIP_ID,
} from './paperwork-harness';

setUpPaperworkTests();

const CARRIER_DOCUMENT = `GET /api/trips/${TRIP_ID}/document`;
const SHIPPER_DOCUMENT = `GET /api/loads/${LOAD_ID}/document`;
const REGISTER = `PUT /api/trips/${TRIP_ID}/document/registration`;

function api(replies: Record<string, Reply[]>) {
  return mockApi(replies);
}

/** Every stored image answers; the basemap may be asked for and is not needed. */
function withImages(replies: Record<string, Reply[]>) {
  const calls = api(replies);
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/files/')) return new Response('png');
    return answer(input, init);
  });
  return calls;
}

const sheet = () => screen.findByRole('article', { name: 'Trip document' });
const section = (name: string) => screen.getByRole('region', { name });

describe('the trip document', () => {
  it('lays out every part of the trip as a paper, for the carrier', async () => {
    withImages({ [CARRIER_DOCUMENT]: [ok({ document: makeTripDocument() })] });
    renderPaperwork(`/trips/${TRIP_ID}/document`);
    const paper = await sheet();

    expect(within(paper).getByRole('heading', { level: 1, name: 'Trip document' })).toBeVisible();
    expect(within(paper).getByText('TR-12')).toBeVisible();
    expect(within(paper).getByText('LD-1042')).toBeVisible();

    const parties = section('Parties');
    expect(within(parties).getByText('Najd Haulage Co.')).toBeVisible();
    expect(within(parties).getByText('310122393500003')).toBeVisible();
    expect(within(parties).getAllByText('Not given').length).toBeGreaterThan(0);

    const route = section('Route');
    expect(within(route).getByText('2nd Industrial City, Street 84')).toBeVisible();
    expect(within(route).getByText('24.60000, 46.80000')).toBeVisible();
    expect(within(route).getByText('2 hr 15 min')).toBeVisible();
    expect(within(route).getByText('No arrival recorded')).toBeVisible();

    expect(within(section('Goods')).getByText('2523.29')).toBeVisible();
    const fleet = section('Truck and driver');
    expect(within(fleet).getByText('RUH 4821')).toBeVisible();
    expect(within(fleet).getByText('SA-DL-99812')).toBeVisible();

    const timeline = within(section('Timeline')).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent?.replace(/^.*(PM|AM)/, ''))).toEqual([
      'Load posted',
      'Arrived at pickup',
      'Arrived at delivery',
      'Delivery signed for',
      'Completed',
    ]);

    const charges = section('Charges');
    const row = within(charges).getByRole('row', { name: /Port gate toll/ });
    expect(within(row).getAllByText('SAR 57.50')).toHaveLength(2);
    expect(within(row).getByText('Approved')).toBeVisible();
    expect(within(charges).getByText('SAR 2,807.50')).toBeVisible();

    const proof = section('Proof of delivery');
    expect(within(proof).getByText('Majed Al Dosari')).toBeVisible();
    expect(within(proof).getByText('89 m')).toBeVisible();
    await waitFor(() =>
      expect(
        within(proof).getByRole('img', { name: 'Signature of Majed Al Dosari' }),
      ).toHaveAttribute('src', 'blob:stored-image'),
    );
    expect(within(proof).getByRole('img', { name: 'Delivery photo 1' })).toBeVisible();

    const trail = section('Positions received');
    expect(within(trail).getByRole('img', { name: "Map of the trip's positions" })).toBeVisible();
    expect(within(trail).getByText(/^3 positions received, from /)).toBeVisible();

    const transport = section('Electronic transport document');
    expect(within(transport).getByText('Not registered yet')).toBeVisible();
    expect(
      within(transport).getByText('Portland cement · HS 2523.29 · 24 ton · FTL'),
    ).toBeVisible();
    expect(within(transport).getByRole('textbox', { name: 'Registration number' })).toBeVisible();
  });

  it('prints with the browser’s own print', async () => {
    withImages({ [CARRIER_DOCUMENT]: [ok({ document: makeTripDocument() })] });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderPaperwork(`/trips/${TRIP_ID}/document`);
    await sheet();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('flags a proof taken far from the delivery point', async () => {
    const document = makeTripDocument();
    withImages({
      [CARRIER_DOCUMENT]: [
        ok({
          document: {
            ...document,
            deliveryProof: { ...document.deliveryProof!, distanceFromDeliveryMeters: 1240 },
          },
        }),
      ],
    });
    renderPaperwork(`/trips/${TRIP_ID}/document`);
    await sheet();
    expect(
      within(section('Proof of delivery')).getByText(
        '1.2 km from the delivery point: worth a look',
      ),
    ).toBeVisible();
  });

  it('says what is missing on a trip not under way yet', async () => {
    withImages({
      [CARRIER_DOCUMENT]: [
        ok({
          document: makeTripDocument({
            status: 'confirmed',
            truck: null,
            driver: null,
            timeline: [],
            charges: [],
            deliveryProof: null,
            stopWaits: { pickup: null, delivery: null },
            trail: { points: [], received: 0, firstAt: null, lastAt: null },
          }),
        }),
      ],
    });
    renderPaperwork(`/trips/${TRIP_ID}/document`);
    await sheet();
    expect(screen.getByText('No truck assigned')).toBeVisible();
    expect(screen.getByText('No driver assigned')).toBeVisible();
    expect(screen.getByText('Nothing recorded yet.')).toBeVisible();
    expect(screen.getByText('No charges on this trip.')).toBeVisible();
    expect(screen.getByText('No proof of delivery yet.')).toBeVisible();
    expect(screen.getByText("No positions were received from the driver's phone.")).toBeVisible();
  });
});

describe('the transport document’s registration number', () => {
  it('is saved trimmed with one Idempotency-Key per number, and shown at once', async () => {
    const document = makeTripDocument();
    const registered = {
      ...document,
      transportDocument: {
        ...document.transportDocument,
        registrationNumber: 'TGA-2030-42',
        registeredAt: '2030-05-12T09:30:00.000Z',
      },
    };
    const calls = withImages({
      // Read, then read again once the number is saved.
      [CARRIER_DOCUMENT]: [ok({ document }), ok({ document: registered })],
      [REGISTER]: [
        'offline',
        ok({ registrationNumber: 'TGA-2030-42', registeredAt: '2030-05-12T09:30:00.000Z' }),
      ],
    });
    const { user } = renderPaperwork(`/trips/${TRIP_ID}/document`);
    await sheet();
    const field = screen.getByRole('textbox', { name: 'Registration number' });
    await user.type(field, '  TGA-2030-42 ');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(
      await screen.findByText('The number could not be saved. Please try again.'),
    ).toBeVisible();

    // The same number again is the same intent: the same key, so the server answers it once.
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Registration number saved')).toBeInTheDocument();
    const sent = callsTo(calls, 'PUT', `/api/trips/${TRIP_ID}/document/registration`);
    expect(sent.map((call) => call.body)).toEqual([
      { registrationNumber: 'TGA-2030-42' },
      { registrationNumber: 'TGA-2030-42' },
    ]);
    expect(sent[0]?.idempotencyKey).toMatch(/\S{8,}/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    const transport = within(section('Electronic transport document'));
    expect(await transport.findByText('TGA-2030-42', { selector: 'bdi' })).toBeVisible();
    expect(transport.getByText(/^Registered /)).toBeVisible();
  });

  it('a new number is a new key', async () => {
    const calls = withImages({
      [CARRIER_DOCUMENT]: [ok({ document: makeTripDocument() })],
      [REGISTER]: [ok({ registrationNumber: 'A-1', registeredAt: '2030-05-12T09:30:00.000Z' })],
    });
    const { user } = renderPaperwork(`/trips/${TRIP_ID}/document`);
    await sheet();
    const field = screen.getByRole('textbox', { name: 'Registration number' });
    await user.type(field, 'A-1');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    await screen.findByText('Registration number saved');
    await user.clear(field);
    await user.type(field, 'B-2');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', `/api/trips/${TRIP_ID}/document/registration`)).toHaveLength(2),
    );
    const [first, second] = callsTo(calls, 'PUT', `/api/trips/${TRIP_ID}/document/registration`);
    expect(second?.body).toEqual({ registrationNumber: 'B-2' });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('refuses what the authority never gives, before sending it', async () => {
    const calls = withImages({ [CARRIER_DOCUMENT]: [ok({ document: makeTripDocument() })] });
    const { user } = renderPaperwork(`/trips/${TRIP_ID}/document`);
    await sheet();
    await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'TGA 42');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Enter 1 to 40 letters, digits or dashes.')).toBeVisible();
    expect(callsTo(calls, 'PUT', `/api/trips/${TRIP_ID}/document/registration`)).toEqual([]);
  });
});

describe('the shipper’s trip document', () => {
  it('shows the registration number the carrier saved, with no field to change it', async () => {
    const document = makeTripDocument();
    withImages({
      [SHIPPER_DOCUMENT]: [
        ok({
          document: {
            ...document,
            transportDocument: {
              ...document.transportDocument,
              registrationNumber: 'TGA-2030-42',
              registeredAt: '2030-05-11T10:00:00.000Z',
            },
          },
        }),
      ],
    });
    renderPaperwork(`/my-loads/${LOAD_ID}/document`);
    await sheet();
    expect(screen.getAllByText('TGA-2030-42').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: 'Registration number' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the load' })).toHaveAttribute(
      'href',
      `/my-loads/${LOAD_ID}`,
    );
  });

  it('says there is none before the trip starts, and not found for another’s load', async () => {
    api({
      [SHIPPER_DOCUMENT]: [{ status: 409, body: { success: false, msg: 'No trip yet' } }],
    });
    renderPaperwork(`/my-loads/${LOAD_ID}/document`);
    expect(await screen.findByRole('heading', { name: 'No trip document yet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('leads back to My Loads when the load is not the shipper’s', async () => {
    api({ [SHIPPER_DOCUMENT]: [{ status: 404, body: { success: false, msg: 'Load not found' } }] });
    renderPaperwork(`/my-loads/${LOAD_ID}/document`);
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Loads' })).toHaveAttribute(
      'href',
      '/my-loads',
    );
  });
});

describe('in Arabic', () => {
  it('reads right to left in Arabic words, with Latin values kept whole', async () => {
    languageNetwork({ [CARRIER_DOCUMENT]: [ok({ document: makeTripDocument() })] });
    await i18n.changeLanguage('ar');
    const { loadTranslations } = await import('../../src/app/i18n');
    await loadTranslations('ar', ['paperwork', 'common']);
    renderPaperwork(`/trips/${TRIP_ID}/document`);
    const paper = await screen.findByRole('article', { name: 'مستند الرحلة' });
    expect(within(paper).getByRole('region', { name: 'الأطراف' })).toBeVisible();
    expect(within(paper).getByText('الوصول إلى موقع التسليم')).toBeVisible();
    expect(within(paper).getAllByText('Najd Haulage Co.', { selector: 'bdi' })[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeVisible();
  });
});
