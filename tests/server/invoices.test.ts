import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedDeal,
  decodeTlv,
  getInvoice,
  insertLoadBetween,
  invoiceOf,
  legalProvider,
  SAUDI_VAT,
  withLegalDetails,
} from './support/invoice-deals';
import { call } from './support/marketplace';
import {
  insertQuote,
  payFor,
  putQuoteStatus,
  signInProvider,
  signInShipper,
} from './support/payment-fixtures';
import { completeProfile } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

describe('the provider’s legal details (update-profile)', () => {
  it('stores the legal name, VAT and CR numbers and answers them in the user', async () => {
    const provider = await signInProvider(t);
    const response = await withLegalDetails(t, provider, {
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
    const provider = await legalProvider(t);
    const { shipper, load } = await acceptedDeal(t, { provider, offer: 1150 });
    const invoice = await invoiceOf(t, shipper.token, load.id);
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
    expect(await invoiceOf(t, provider.token, load.id)).toEqual(invoice);
  });

  it.each([
    // Saudi Arabia at 15 %, halalas rounded half up.
    ['SAR', 'Saudi Arabia', 1150.01, { vatRate: 15, net: 1000.01, vat: 150, qr: true }],
    // Bahrain at 10 %, to the fils: 100.010 holds 9.092.
    ['BHD', 'Bahrain', 100.01, { vatRate: 10, net: 90.918, vat: 9.092, qr: false }],
    // Kuwait levies no VAT; the amounts keep their 3 decimals.
    ['KWD', 'Kuwait', 12.35, { vatRate: 0, net: 12.35, vat: 0, qr: false }],
  ])('computes %s VAT in %s to the currency’s decimals', async (currency, country, offer, want) => {
    const provider = await legalProvider(t);
    const { shipper, load } = await acceptedDeal(t, {
      provider,
      offer,
      currency,
      from: [country, 'A'],
      to: [country, 'B'],
    });
    const invoice = await invoiceOf(t, shipper.token, load.id);
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
    const provider = await legalProvider(t);
    const { shipper, load } = await acceptedDeal(t, {
      provider,
      offer: 2300,
      to: ['United Arab Emirates', 'Dubai'],
    });
    const invoice = await invoiceOf(t, shipper.token, load.id);
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
    const { shipper, load } = await acceptedDeal(t, { provider, offer: 800 });
    const invoice = await invoiceOf(t, shipper.token, load.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      vatRate: 0,
      vatExemption: 'not_registered',
      vatAmount: 0,
      total: 800,
      zatcaQr: null,
    });
  });

  it('numbers a provider’s invoices one after another, never twice, under concurrent acceptances', async () => {
    const provider = await legalProvider(t);
    const shipper = await signInShipper(t);
    const deals = [];
    for (let count = 0; count < 6; count += 1) {
      const load = await insertLoadBetween(
        t,
        shipper,
        ['Oman', 'Muscat'],
        ['Oman', 'Sohar'],
        'OMR',
      );
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
    for (const { load } of deals) numbers.push((await invoiceOf(t, shipper.token, load.id)).number);
    expect([...numbers].sort()).toEqual(['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5', 'INV-6']);
    // Another provider's numbers are its own.
    const other = await legalProvider(t);
    const { load } = await acceptedDeal(t, { provider: other, shipper, offer: 10 });
    expect((await invoiceOf(t, shipper.token, load.id)).number).toBe('INV-1');
  });

  it('is refused to another shipper and other carriers, and before any deal', async () => {
    const provider = await legalProvider(t);
    const shipper = await signInShipper(t);
    const load = await insertLoadBetween(
      t,
      shipper,
      ['Saudi Arabia', 'Riyadh'],
      ['Saudi Arabia', 'Dammam'],
      'SAR',
    );
    const quote = await insertQuote(t, { loadId: load.id, provider, offer: 500 });
    const loser = await legalProvider(t);
    await insertQuote(t, { loadId: load.id, provider: loser, offer: 600 });

    const early = await getInvoice(t, shipper.token, load.id);
    expect(early.status).toBe(409);
    expect(await shipperSeesInvoice(t, shipper.token, load.id)).toBe(false);
    expect(early.body.msg).toBe(
      'There is no invoice for this load yet: it is issued when the shipper accepts and pays for a quote.',
    );
    expect((await getInvoice(t, provider.token, load.id)).status).toBe(409);

    const paymentIntentId = await payFor(t, shipper.token, quote);
    await putQuoteStatus(t, shipper.token, {
      quoteId: quote.id,
      status: 'accepted',
      paymentIntentId,
    });
    expect((await getInvoice(t, shipper.token, load.id)).status).toBe(200);
    expect((await getInvoice(t, provider.token, load.id)).status).toBe(200);
    expect(await shipperSeesInvoice(t, shipper.token, load.id)).toBe(true);

    const stranger = await signInShipper(t);
    const strangerAnswer = await getInvoice(t, stranger.token, load.id);
    expect(strangerAnswer.status).toBe(404);
    expect(strangerAnswer.body.msg).toBe('Load not found');
    const losing = await getInvoice(t, loser.token, load.id);
    expect(losing.status).toBe(404);
    expect(losing.body.msg).toBe('Invoice not found');
    const unrelated = await legalProvider(t);
    expect((await getInvoice(t, unrelated.token, load.id)).status).toBe(404);
    expect((await call(t, 'GET', `/api/loads/${load.id}/invoice`)).status).toBe(401);
  });

  it('issues a credit note referring to the invoice when the payment is refunded', async () => {
    const provider = await legalProvider(t);
    const { shipper, load, quote } = await acceptedDeal(t, { provider, offer: 1150 });
    const before = await invoiceOf(t, shipper.token, load.id);
    const cancelled = await putQuoteStatus(t, shipper.token, {
      quoteId: quote.id,
      status: 'rejected',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await invoiceOf(t, shipper.token, load.id);
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
    expect(await invoiceOf(t, provider.token, load.id)).toEqual(after);
    // Load Details still offers the invoice: no quote is accepted any more, but it was issued.
    expect(await shipperSeesInvoice(t, shipper.token, load.id)).toBe(true);

    // The provider's next deal, then that load cancelled: a second credit note of its own.
    const next = await acceptedDeal(t, { provider, shipper, offer: 575 });
    const second = await invoiceOf(t, shipper.token, next.load.id);
    expect(second).toMatchObject({ number: 'INV-2', creditNotes: [] });
    const loadCancelled = await call(t, 'PUT', `/api/loads/${next.load.id}/cancel`, {
      token: shipper.token,
    });
    expect(loadCancelled.status).toBe(200);
    expect((await invoiceOf(t, shipper.token, next.load.id)).creditNotes).toEqual([
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

/** Load Details' `invoiced` for the load's shipper: whether it offers the deal's invoice. */
async function shipperSeesInvoice(app: TestApp, token: string, loadId: string): Promise<boolean> {
  const answer = await call<{ load: { invoiced?: boolean } }>(app, 'GET', `/api/loads/${loadId}`, {
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data?.load.invoiced ?? false;
}
