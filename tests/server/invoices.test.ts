import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/contract/invoices';
import { loads, type StoredStop } from '../../server/modules/loads/loads.schema';
import { tripCharges } from '../../server/modules/trip-charges/trip-charges.schema';
import { call } from './support/marketplace';
import {
  insertQuote,
  payFor,
  putQuoteStatus,
  signInProvider,
  signInShipper,
  type Provider,
  type Shipper,
} from './support/payment-fixtures';
import { completeProfile } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const SAUDI_VAT = '310122393500003';

async function withLegalDetails(provider: Provider, details: Record<string, string>) {
  const response = await completeProfile(t, provider, {
    userType: 'provider',
    companyName: 'Najd Haulage',
    companyAddress: 'King Fahd Rd, Riyadh 12271',
    ...details,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}

async function legalProvider(details: Record<string, string> = {}) {
  const provider = await signInProvider(t);
  await withLegalDetails(provider, {
    legalName: 'شركة نجد للنقل Najd Haulage Co.',
    vatNumber: SAUDI_VAT,
    crNumber: '1010123456',
    ...details,
  });
  return provider;
}

const stop = (country: string, city: string): StoredStop => ({
  country,
  city,
  address: null,
  contactPerson: null,
  contactNumber: null,
  coordinates: null,
});

/** A shipper's load between two countries, priced in `currency`. */
async function insertLoadBetween(
  shipper: Shipper,
  from: [string, string],
  to: [string, string],
  currency: string,
) {
  const [row] = await t.db
    .insert(loads)
    .values({
      shipperUserId: shipper._id,
      source: stop(...from),
      destination: stop(...to),
      sourceCity: from[1],
      destinationCity: to[1],
      weightValue: 10,
      weightUnit: 'ton',
      weightKg: 10_000,
      material: 'Steel pipes',
      loadType: 'FTL',
      currency,
      scheduledDate: new Date('2026-12-01T08:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('load not stored');
  return row;
}

/** The shipper pays the provider's quote and accepts it, as the browser does. */
async function acceptedDeal(options: {
  provider: Provider;
  shipper?: Shipper;
  from?: [string, string];
  to?: [string, string];
  currency?: string;
  offer: number;
}) {
  const shipper = options.shipper ?? (await signInShipper(t));
  const load = await insertLoadBetween(
    shipper,
    options.from ?? ['Saudi Arabia', 'Riyadh'],
    options.to ?? ['Saudi Arabia', 'Jeddah'],
    options.currency ?? 'SAR',
  );
  const quote = await insertQuote(t, {
    loadId: load.id,
    provider: options.provider,
    offer: options.offer,
  });
  const paymentIntentId = await payFor(t, shipper.token, quote);
  const accepted = await putQuoteStatus(t, shipper.token, {
    quoteId: quote.id,
    status: 'accepted',
    paymentIntentId,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { shipper, load, quote, paymentIntentId };
}

const getInvoice = (token: string, loadId: string) =>
  call<{ invoice: Invoice }>(t, 'GET', `/api/loads/${loadId}/invoice`, { token });

async function invoiceOf(token: string, loadId: string): Promise<Invoice> {
  const response = await getInvoice(token, loadId);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data!.invoice;
}

/** base64 → TLV records: a tag byte, a length byte, the UTF-8 value. */
function decodeTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const tags = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    tags.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return tags;
}

describe('the provider’s legal details (update-profile)', () => {
  it('stores the legal name, VAT and CR numbers and answers them in the user', async () => {
    const provider = await signInProvider(t);
    const response = await withLegalDetails(provider, {
      legalName: 'Najd Haulage Co.',
      vatNumber: '310 1223 9350 0003',
      crNumber: '1010123456',
    });
    expect(response.body.data?.user).toMatchObject({
      legalName: 'Najd Haulage Co.',
      vatNumber: SAUDI_VAT,
      crNumber: '1010123456',
      companyAddress: 'King Fahd Rd, Riyadh 12271',
    });
    const cleared = await completeProfile(t, provider, { userType: 'provider', vatNumber: '' });
    expect(cleared.body.data?.user).toMatchObject({ vatNumber: null, crNumber: '1010123456' });
  });

  it.each([
    [
      'vatNumber',
      '123456789012345',
      'A Saudi VAT number has 15 digits and begins and ends with 3.',
    ],
    ['vatNumber', '31012239350000', 'Enter the VAT number as 15 digits (Oman: OM and 10 digits).'],
    ['vatNumber', 'OM1100000000', 'A Saudi VAT number has 15 digits and begins and ends with 3.'],
    ['crNumber', '10101234', 'A Saudi commercial registration number has 10 digits.'],
    ['crNumber', 'CR-1010', 'Enter the commercial registration number in digits.'],
  ])('refuses %s %s from a Saudi phone', async (field, value, message) => {
    const provider = await signInProvider(t);
    const response = await completeProfile(t, provider, {
      userType: 'provider',
      companyName: 'Najd Haulage',
      [field]: value,
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(message);
  });
});

describe('GET /api/loads/{id}/invoice', () => {
  it('issues a Saudi tax invoice whose zatcaQr decodes to seller, VAT number, time, total and VAT', async () => {
    const provider = await legalProvider();
    const { shipper, load } = await acceptedDeal({ provider, offer: 1150 });
    const invoice = await invoiceOf(shipper.token, load.id);
    expect(invoice).toMatchObject({
      number: 'INV-1',
      kind: 'tax_invoice',
      issuedAt: t.clock.now().toISOString(),
      loadId: load.id,
      loadNumber: `LD-${load.number}`,
      seller: {
        name: 'شركة نجد للنقل Najd Haulage Co.',
        companyName: 'Najd Haulage',
        vatNumber: SAUDI_VAT,
        crNumber: '1010123456',
        address: 'King Fahd Rd, Riyadh 12271',
      },
      buyer: { companyName: 'Test Co', address: 'Riyadh', vatNumber: null },
      originCountry: 'SA',
      destinationCountry: 'SA',
      supplyCountry: 'SA',
      currency: 'SAR',
      currencyDecimals: 2,
      vatRate: 15,
      vatExemption: null,
      lines: [
        {
          kind: 'freight',
          description: 'Riyadh → Jeddah',
          netAmount: 1000,
          vatAmount: 150,
          amount: 1150,
        },
      ],
      subtotal: 1000,
      vatAmount: 150,
      total: 1150,
      creditNotes: [],
    });
    const tags = decodeTlv(String(invoice.zatcaQr));
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(tags.get(1)).toBe('شركة نجد للنقل Najd Haulage Co.');
    expect(tags.get(2)).toBe(SAUDI_VAT);
    expect(new Date(String(tags.get(3))).toISOString()).toBe(invoice.issuedAt);
    expect(tags.get(3)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(tags.get(4)).toBe('1150.00');
    expect(tags.get(5)).toBe('150.00');

    // The carrier reads the same invoice.
    expect(await invoiceOf(provider.token, load.id)).toEqual(invoice);
  });

  it.each([
    // Saudi Arabia at 15 %, halalas rounded half up.
    ['SAR', 'Saudi Arabia', 1150.01, { vatRate: 15, net: 1000.01, vat: 150, qr: true }],
    // Bahrain at 10 %, to the fils: 100.010 holds 9.092.
    ['BHD', 'Bahrain', 100.01, { vatRate: 10, net: 90.918, vat: 9.092, qr: false }],
    // Kuwait levies no VAT; the amounts keep their 3 decimals.
    ['KWD', 'Kuwait', 12.35, { vatRate: 0, net: 12.35, vat: 0, qr: false }],
  ])('computes %s VAT in %s to the currency’s decimals', async (currency, country, offer, want) => {
    const provider = await legalProvider();
    const { shipper, load } = await acceptedDeal({
      provider,
      offer,
      currency,
      from: [country, 'A'],
      to: [country, 'B'],
    });
    const invoice = await invoiceOf(shipper.token, load.id);
    expect(invoice).toMatchObject({
      currency,
      currencyDecimals: currency === 'SAR' ? 2 : 3,
      vatRate: want.vatRate,
      vatExemption: want.vatRate === 0 ? 'no_vat_in_country' : null,
      subtotal: want.net,
      vatAmount: want.vat,
      total: offer,
    });
    expect(invoice.lines).toEqual([
      {
        kind: 'freight',
        description: 'A → B',
        netAmount: want.net,
        vatAmount: want.vat,
        amount: offer,
      },
    ]);
    expect(invoice.zatcaQr !== null).toBe(want.qr);
  });

  it('zero-rates transport from one GCC country to another', async () => {
    const provider = await legalProvider();
    const { shipper, load } = await acceptedDeal({
      provider,
      offer: 2300,
      to: ['United Arab Emirates', 'Dubai'],
    });
    const invoice = await invoiceOf(shipper.token, load.id);
    expect(invoice).toMatchObject({
      originCountry: 'SA',
      destinationCountry: 'AE',
      vatRate: 0,
      vatExemption: 'cross_border',
      subtotal: 2300,
      vatAmount: 0,
      total: 2300,
    });
    const tags = decodeTlv(String(invoice.zatcaQr));
    expect(tags.get(4)).toBe('2300.00');
    expect(tags.get(5)).toBe('0.00');
  });

  it('charges no VAT, and draws no QR, for a seller without a VAT number', async () => {
    const provider = await signInProvider(t);
    const { shipper, load } = await acceptedDeal({ provider, offer: 800 });
    const invoice = await invoiceOf(shipper.token, load.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      vatRate: 0,
      vatExemption: 'not_registered',
      vatAmount: 0,
      total: 800,
      zatcaQr: null,
    });
  });

  it('lists the approved charges of the trip as lines, VAT split out of each', async () => {
    const provider = await legalProvider();
    const { shipper, load, quote } = await acceptedDeal({ provider, offer: 1150 });
    const started = await call<{ tripId: string }>(t, 'POST', '/api/trips/create', {
      body: { quoteId: quote.id, loadId: load.id },
      token: provider.token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const tripId = String(started.body.data?.tripId);
    const charge = (reason: string, amount: number, status: 'approved' | 'rejected') => ({
      tripId,
      reason,
      amount,
      approvedAmount: status === 'approved' ? amount : 0,
      status,
      createdAt: t.clock.now(),
    });
    await t.db
      .insert(tripCharges)
      .values([charge('Border toll', 45.5, 'approved'), charge('Lunch', 30, 'rejected')]);
    const invoice = await invoiceOf(shipper.token, load.id);
    expect(invoice.lines).toEqual([
      expect.objectContaining({ kind: 'freight', amount: 1150 }),
      {
        kind: 'charge',
        description: 'Border toll',
        netAmount: 39.57,
        vatAmount: 5.93,
        amount: 45.5,
      },
    ]);
    expect(invoice).toMatchObject({ subtotal: 1039.57, vatAmount: 155.93, total: 1195.5 });
    expect(decodeTlv(String(invoice.zatcaQr)).get(4)).toBe('1195.50');
  });

  it('numbers a provider’s invoices one after another, never twice, under concurrent acceptances', async () => {
    const provider = await legalProvider();
    const shipper = await signInShipper(t);
    const deals = [];
    for (let count = 0; count < 6; count += 1) {
      const load = await insertLoadBetween(shipper, ['Oman', 'Muscat'], ['Oman', 'Sohar'], 'OMR');
      const quote = await insertQuote(t, { loadId: load.id, provider, offer: 100 + count });
      deals.push({ load, quote, paymentIntentId: await payFor(t, shipper.token, quote) });
    }
    const answers = await Promise.all(
      deals.map(({ quote, paymentIntentId }) =>
        putQuoteStatus(t, shipper.token, {
          quoteId: quote.id,
          status: 'accepted',
          paymentIntentId,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(deals.map(() => 200));
    // A replay of an acceptance issues nothing new.
    const replay = deals[0]!;
    await putQuoteStatus(t, shipper.token, {
      quoteId: replay.quote.id,
      status: 'accepted',
      paymentIntentId: replay.paymentIntentId,
    });
    const numbers = [];
    for (const { load } of deals) numbers.push((await invoiceOf(shipper.token, load.id)).number);
    expect([...numbers].sort()).toEqual(['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5', 'INV-6']);
    // Another provider's numbers are its own.
    const other = await legalProvider();
    const { load } = await acceptedDeal({ provider: other, shipper, offer: 10 });
    expect((await invoiceOf(shipper.token, load.id)).number).toBe('INV-1');
  });

  it('is refused to another shipper and other carriers, and before any deal', async () => {
    const provider = await legalProvider();
    const shipper = await signInShipper(t);
    const load = await insertLoadBetween(
      shipper,
      ['Saudi Arabia', 'Riyadh'],
      ['Saudi Arabia', 'Dammam'],
      'SAR',
    );
    const quote = await insertQuote(t, { loadId: load.id, provider, offer: 500 });
    const loser = await legalProvider();
    await insertQuote(t, { loadId: load.id, provider: loser, offer: 600 });

    const early = await getInvoice(shipper.token, load.id);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(
      'There is no invoice for this load yet: it is issued when the shipper accepts and pays for a quote.',
    );
    expect((await getInvoice(provider.token, load.id)).status).toBe(409);

    const paymentIntentId = await payFor(t, shipper.token, quote);
    await putQuoteStatus(t, shipper.token, {
      quoteId: quote.id,
      status: 'accepted',
      paymentIntentId,
    });
    expect((await getInvoice(shipper.token, load.id)).status).toBe(200);
    expect((await getInvoice(provider.token, load.id)).status).toBe(200);

    const stranger = await signInShipper(t);
    const strangerAnswer = await getInvoice(stranger.token, load.id);
    expect(strangerAnswer.status).toBe(404);
    expect(strangerAnswer.body.msg).toBe('Load not found');
    const losing = await getInvoice(loser.token, load.id);
    expect(losing.status).toBe(404);
    expect(losing.body.msg).toBe('Invoice not found');
    const unrelated = await legalProvider();
    expect((await getInvoice(unrelated.token, load.id)).status).toBe(404);
    expect((await call(t, 'GET', `/api/loads/${load.id}/invoice`)).status).toBe(401);
  });

  it('issues a credit note referring to the invoice when the payment is refunded', async () => {
    const provider = await legalProvider();
    const { shipper, load, quote } = await acceptedDeal({ provider, offer: 1150 });
    const before = await invoiceOf(shipper.token, load.id);
    const cancelled = await putQuoteStatus(t, shipper.token, {
      quoteId: quote.id,
      status: 'rejected',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await invoiceOf(shipper.token, load.id);
    expect(after.number).toBe(before.number);
    expect(after.creditNotes).toEqual([
      {
        number: 'CN-1',
        invoiceNumber: before.number,
        issuedAt: t.clock.now().toISOString(),
        reason: 'acceptance_cancelled',
        subtotal: 1000,
        vatAmount: 150,
        total: 1150,
      },
    ]);
    expect(await invoiceOf(provider.token, load.id)).toEqual(after);

    // The provider's next deal, then that load cancelled: a second credit note of its own.
    const next = await acceptedDeal({ provider, shipper, offer: 575 });
    const second = await invoiceOf(shipper.token, next.load.id);
    expect(second).toMatchObject({ number: 'INV-2', creditNotes: [] });
    const loadCancelled = await call(t, 'PUT', `/api/loads/${next.load.id}/cancel`, {
      token: shipper.token,
    });
    expect(loadCancelled.status).toBe(200);
    expect((await invoiceOf(shipper.token, next.load.id)).creditNotes).toEqual([
      {
        number: 'CN-2',
        invoiceNumber: 'INV-2',
        issuedAt: t.clock.now().toISOString(),
        reason: 'load_cancelled',
        subtotal: 500,
        vatAmount: 75,
        total: 575,
      },
    ]);
  });
});
