import { isNotNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/contract/invoices';
import { invoiceLines } from '../../server/modules/invoices/invoices.schema';
import { addCharge, decideCharge } from './support/charges';
import { deliverWithProof } from './support/delivery-proof';
import {
  assign,
  createLink,
  newDeviceKey,
  reportPosition,
  updateStatus,
  verifyDevice,
} from './support/driver-link';
import { addDriver } from './support/fleet';
import {
  acceptedDeal,
  decodeTlv,
  getInvoice,
  invoiceOf,
  legalProvider,
  SAUDI_VAT,
} from './support/invoice-deals';
import { brokenInvoiceRules } from './support/invoice-invariants';
import { addTruck, call } from './support/marketplace';
import { signInProvider, signInShipper, type Provider } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 21 §5: the deal's invoice is issued once and never changes; the trip's approved charges
 * are invoiced on supplementary invoices that refer to it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

type Deal = Awaited<ReturnType<typeof acceptedDeal>> & { provider: Provider };

/** The deal's trip, started by its carrier, its driver's phone bound to the trip's link. */
async function tripOf(deal: Deal) {
  const truck = await addTruck(t, deal.provider.groupId);
  const started = await call<{ tripId: string }>(t, 'POST', '/api/trips/create', {
    body: { quoteId: deal.quote.id, loadId: deal.load.id, truckId: truck.id },
    token: deal.provider.token,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const tripId = String(started.body.data?.tripId);
  const driver = await addDriver(t, deal.provider.groupId, { name: 'Salem' });
  expect((await assign(t, deal.provider.token, tripId, driver.id)).status).toBe(200);
  const created = await createLink(t, deal.provider.token, { tripId });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const linkId = String(created.body.data?.link._id);
  const deviceKey = newDeviceKey();
  expect((await verifyDevice(t, linkId, { tripId, deviceKey })).status).toBe(200);
  return { tripId, linkId, deviceKey };
}

type Trip = Awaited<ReturnType<typeof tripOf>>;

/** A charge the driver adds through the link: pending until the carrier decides it. */
async function driverCharge(trip: Trip, reason: string, amount: string) {
  const added = await addCharge(t, trip, { fields: { reason, amount } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  t.clock.advance(60_000);
  return String(added.body.data?.charge._id);
}

/** PUT decision with an Idempotency-Key, as the carrier's screen sends it. */
async function decide(provider: Provider, chargeId: string, body: object, key: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/trip-charges/${chargeId}/decision`,
    payload: body,
    headers: { authorization: `Bearer ${provider.token}`, 'idempotency-key': key },
  });
  return response.statusCode;
}

/** The proof, then Completed, sent by the phone's outbox with its Idempotency-Key. */
async function complete(trip: Trip, idempotencyKey: string) {
  await deliverWithProof(t, trip);
  return updateStatus(t, trip, { status: 'completed' }, { idempotencyKey });
}

/** The deal's invoice alone, as JSON: what was issued at acceptance and must never change. */
function dealPart(invoice: Invoice): string {
  const { supplementaryInvoices, approvedChargesAwaitingInvoice, ...deal } = invoice;
  void supplementaryInvoices;
  void approvedChargesAwaitingInvoice;
  return JSON.stringify(deal);
}

async function chargeLinesOf(chargeIds: string[]) {
  const lines = await t.db.select().from(invoiceLines).where(isNotNull(invoiceLines.chargeId));
  return lines.filter((line) => chargeIds.includes(String(line.chargeId)));
}

describe('the deal’s invoice and the supplementary invoices of its trip', () => {
  it('keeps the deal’s invoice as issued and invoices the approved charges once, at completion', async () => {
    const provider = await legalProvider(t);
    const deal = { provider, ...(await acceptedDeal(t, { provider, offer: 1150 })) };
    const trip = await tripOf(deal);
    const issued = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(issued).toMatchObject({
      number: 'INV-1',
      lines: [{ kind: 'freight', amount: 1150 }],
      total: 1150,
      supplementaryInvoices: [],
      approvedChargesAwaitingInvoice: 0,
    });

    const toll = await driverCharge(trip, 'Border toll', '45.5');
    const lunch = await driverCharge(trip, 'Lunch', '30');
    const ramp = await driverCharge(trip, 'Ramp fee', '12');
    const parking = await driverCharge(trip, 'Night parking', '20');
    expect(await decide(provider, toll, { decision: 'approve' }, 'decide-toll')).toBe(200);
    expect(await decide(provider, lunch, { decision: 'reject' }, 'decide-lunch')).toBe(200);
    expect(
      await decide(provider, ramp, { decision: 'approve', approvedAmount: 10 }, 'decide-ramp'),
    ).toBe(200);

    // The charges change nothing the deal's invoice shows, its QR included.
    const running = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(dealPart(running)).toBe(dealPart(issued));
    expect(running.zatcaQr).toBe(issued.zatcaQr);
    expect(running.supplementaryInvoices).toEqual([]);
    expect(running.approvedChargesAwaitingInvoice).toBe(2);

    // Another deal of the carrier takes the next number in between.
    const other = await acceptedDeal(t, { provider, offer: 575 });
    expect((await invoiceOf(t, other.shipper.token, other.load.id)).number).toBe('INV-2');

    t.clock.advance(3_600_000);
    const completedAt = t.clock.now();
    const completed = await complete(trip, 'complete-1');
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const afterCompletion = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(dealPart(afterCompletion)).toBe(dealPart(issued));
    expect(afterCompletion.approvedChargesAwaitingInvoice).toBe(0);
    expect(afterCompletion.supplementaryInvoices).toHaveLength(1);
    const [supplementary] = afterCompletion.supplementaryInvoices;
    expect(supplementary).toEqual({
      number: 'INV-3',
      refersTo: 'INV-1',
      kind: 'tax_invoice',
      issuedAt: completedAt.toISOString(),
      loadId: deal.load.id,
      loadNumber: issued.loadNumber,
      seller: issued.seller,
      buyer: issued.buyer,
      originCountry: 'SA',
      destinationCountry: 'SA',
      supplyCountry: 'SA',
      currency: 'SAR',
      currencyDecimals: 2,
      vatRate: 15,
      vatExemption: null,
      lines: [
        {
          kind: 'charge',
          description: 'Border toll',
          netAmount: 39.57,
          vatAmount: 5.93,
          amount: 45.5,
        },
        { kind: 'charge', description: 'Ramp fee', netAmount: 8.7, vatAmount: 1.3, amount: 10 },
      ],
      subtotal: 48.27,
      vatAmount: 7.23,
      total: 55.5,
      zatcaQr: expect.any(String),
    });
    const tags = decodeTlv(String(supplementary?.zatcaQr));
    expect([...tags.values()]).toEqual([
      'شركة نجد للنقل Najd Haulage Co.',
      SAUDI_VAT,
      completedAt.toISOString().replace('.000Z', 'Z'),
      '55.50',
      '7.23',
    ]);

    // The phone's outbox sends Completed again (its answer was lost): nothing more is issued.
    t.clock.advance(60_000);
    const replayed = await updateStatus(
      t,
      trip,
      { status: 'completed' },
      { idempotencyKey: 'complete-1' },
    );
    expect(replayed.status).toBe(200);
    expect(await invoiceOf(t, deal.shipper.token, deal.load.id)).toEqual(afterCompletion);
    expect(await chargeLinesOf([toll, lunch, ramp, parking])).toHaveLength(2);

    // A charge approved after completion gets its own supplementary invoice, at its approval.
    t.clock.advance(60_000);
    const approvedAt = t.clock.now();
    expect(await decide(provider, parking, { decision: 'approve' }, 'decide-parking')).toBe(200);
    expect(await decide(provider, parking, { decision: 'approve' }, 'decide-parking')).toBe(200);
    const final = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(dealPart(final)).toBe(dealPart(issued));
    expect(final.supplementaryInvoices[0]).toEqual(supplementary);
    expect(final.supplementaryInvoices).toHaveLength(2);
    expect(final.supplementaryInvoices[1]).toMatchObject({
      number: 'INV-4',
      refersTo: 'INV-1',
      issuedAt: approvedAt.toISOString(),
      lines: [{ kind: 'charge', description: 'Night parking', amount: 20 }],
      subtotal: 17.39,
      vatAmount: 2.61,
      total: 20,
    });
    expect(decodeTlv(String(final.supplementaryInvoices[1]?.zatcaQr)).get(4)).toBe('20.00');
    expect(await chargeLinesOf([toll, lunch, ramp, parking])).toHaveLength(3);

    // The carrier reads the same papers.
    expect(await invoiceOf(t, provider.token, deal.load.id)).toEqual(final);
  });

  it('issues no supplementary invoice for a trip completed without approved charges', async () => {
    const provider = await legalProvider(t);
    const deal = { provider, ...(await acceptedDeal(t, { provider, offer: 800 })) };
    const trip = await tripOf(deal);
    const rejected = await driverCharge(trip, 'Lunch', '30');
    expect(await decide(provider, rejected, { decision: 'reject' }, 'reject-lunch')).toBe(200);
    await driverCharge(trip, 'Fuel', '100');
    expect((await complete(trip, 'complete-no-charges')).status).toBe(200);
    const invoice = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(invoice.supplementaryInvoices).toEqual([]);
    expect(invoice.approvedChargesAwaitingInvoice).toBe(0);
    // The next invoice of the carrier takes the next number: none was used.
    const next = await acceptedDeal(t, { provider, offer: 10 });
    expect((await invoiceOf(t, next.shipper.token, next.load.id)).number).toBe('INV-2');
  });

  it('writes a Kuwaiti supplementary invoice in dinars with three decimals and no VAT', async () => {
    const provider = await legalProvider(t);
    const deal = {
      provider,
      ...(await acceptedDeal(t, {
        provider,
        offer: 450.25,
        currency: 'KWD',
        from: ['Kuwait', 'Kuwait City'],
        to: ['Kuwait', 'Jahra'],
      })),
    };
    const trip = await tripOf(deal);
    const toll = await driverCharge(trip, 'Port gate toll', '12.345');
    expect(await decide(provider, toll, { decision: 'approve' }, 'kwd-toll')).toBe(200);
    expect((await complete(trip, 'complete-kwd')).status).toBe(200);
    const invoice = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(invoice).toMatchObject({ total: 450.25, lines: [{ amount: 450.25 }] });
    expect(invoice.supplementaryInvoices).toEqual([
      expect.objectContaining({
        number: 'INV-2',
        refersTo: 'INV-1',
        currency: 'KWD',
        currencyDecimals: 3,
        vatRate: 0,
        vatExemption: 'no_vat_in_country',
        lines: [
          {
            kind: 'charge',
            description: 'Port gate toll',
            netAmount: 12.345,
            vatAmount: 0,
            amount: 12.345,
          },
        ],
        subtotal: 12.345,
        vatAmount: 0,
        total: 12.345,
        zatcaQr: null,
      }),
    ]);
  });

  it('is read by the shipper and the issuing carrier only', async () => {
    const provider = await legalProvider(t);
    const deal = { provider, ...(await acceptedDeal(t, { provider, offer: 300 })) };
    const trip = await tripOf(deal);
    const toll = await driverCharge(trip, 'Border toll', '45.5');
    expect(await decide(provider, toll, { decision: 'approve' }, 'read-toll')).toBe(200);
    expect((await complete(trip, 'complete-read')).status).toBe(200);

    const shipperCopy = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(shipperCopy.supplementaryInvoices).toHaveLength(1);
    expect(await invoiceOf(t, provider.token, deal.load.id)).toEqual(shipperCopy);
    const stranger = await getInvoice(t, (await signInShipper(t)).token, deal.load.id);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('INV-');
    const otherCarrier = await getInvoice(t, (await signInProvider(t)).token, deal.load.id);
    expect(otherCarrier.status).toBe(404);
    expect(JSON.stringify(otherCarrier.body)).not.toContain('INV-');
  });

  it('invoices a waiting charge the carrier adds after completion at once', async () => {
    const gate: [number, number] = [50.1, 26.4];
    const provider = await legalProvider(t);
    const deal = {
      provider,
      ...(await acceptedDeal(t, {
        provider,
        offer: 900,
        to: ['Saudi Arabia', 'Dammam', gate],
      })),
    };
    const trip = await tripOf(deal);
    // Three hours at the consignee's gate, then driven off: beyond the free two hours.
    for (const [coordinates, minutesAgo] of [
      [gate, 200],
      [[gate[0], gate[1] + 0.05], 20],
    ] as const) {
      const recordedAt = new Date(t.clock.now().getTime() - minutesAgo * 60_000).toISOString();
      const sent = await reportPosition(
        t,
        trip,
        { coordinates, recordedAt, accuracy: 10 },
        { idempotencyKey: `wait-fix-${minutesAgo}` },
      );
      expect(sent.status).toBe(200);
    }
    expect((await complete(trip, 'complete-waiting')).status).toBe(200);
    expect((await invoiceOf(t, deal.shipper.token, deal.load.id)).supplementaryInvoices).toEqual(
      [],
    );

    t.clock.advance(60_000);
    const tapped = await t.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.tripId}/waiting-charge`,
      headers: { authorization: `Bearer ${provider.token}`, 'idempotency-key': 'wait-tap' },
      payload: { stop: 'delivery', ratePerHour: 100 },
    });
    expect(tapped.statusCode, tapped.body).toBe(200);
    const amount = (tapped.json() as { data: { charge: { approvedAmount: number } } }).data.charge
      .approvedAmount;
    const invoice = await invoiceOf(t, deal.shipper.token, deal.load.id);
    expect(invoice.supplementaryInvoices).toEqual([
      expect.objectContaining({
        number: 'INV-2',
        refersTo: 'INV-1',
        issuedAt: t.clock.now().toISOString(),
        lines: [expect.objectContaining({ description: 'Waiting at delivery', amount })],
        total: amount,
      }),
    ]);
  });

  it('invoices charges decided at the moment their trip completes exactly once', async () => {
    const provider = await legalProvider(t);
    const trips = [];
    for (let count = 0; count < 4; count += 1) {
      const deal = { provider, ...(await acceptedDeal(t, { provider, offer: 500 })) };
      const trip = await tripOf(deal);
      const charges = [];
      for (let charge = 0; charge < 4; charge += 1) {
        charges.push(await driverCharge(trip, `Toll ${charge + 1}`, '10'));
      }
      await deliverWithProof(t, trip);
      trips.push({ deal, trip, charges });
    }
    // Each trip's decisions and its completion all at once: whichever commits second sees the
    // other, so every approved charge lands on one invoice, never none, never two.
    // The decisions spread over the completion's few milliseconds, a little later each.
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const answers = await Promise.all(
      trips.flatMap(({ trip, charges }) => [
        updateStatus(t, trip, { status: 'completed' }).then((answer) => answer.status),
        ...charges.map((charge, index) =>
          later(index * 4).then(async () => {
            const answer = await decideCharge(t, provider.token, charge, { decision: 'approve' });
            return answer.status;
          }),
        ),
      ]),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    for (const { deal, charges } of trips) {
      expect(await chargeLinesOf(charges)).toHaveLength(charges.length);
      const invoice = await invoiceOf(t, deal.shipper.token, deal.load.id);
      const invoiced = invoice.supplementaryInvoices.flatMap((issued) => issued.lines);
      expect(invoiced.map((line) => line.description).sort()).toEqual([
        'Toll 1',
        'Toll 2',
        'Toll 3',
        'Toll 4',
      ]);
    }
  });
});

describe('the invoices’ invariants (crash-invariants.ts)', () => {
  /** The rules broken while `change` is made, in a transaction then rolled back. */
  async function brokenBy(change: SQL): Promise<string[]> {
    let broken: string[] = [];
    await t.db
      .transaction(async (tx) => {
        await tx.execute(change);
        broken = await brokenInvoiceRules(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
    return broken.map((rule) => rule.slice(0, rule.indexOf(':')));
  }

  it('hold over the invoices issued here, and name each way an invoice could go wrong', async () => {
    const provider = await legalProvider(t);
    const deal = { provider, ...(await acceptedDeal(t, { provider, offer: 1150 })) };
    const trip = await tripOf(deal);
    const toll = await driverCharge(trip, 'Border toll', '45.5');
    expect(await decide(provider, toll, { decision: 'approve' }, 'rules-toll')).toBe(200);
    const pending = await driverCharge(trip, 'Night parking', '20');
    expect((await complete(trip, 'complete-rules')).status).toBe(200);
    expect(await brokenInvoiceRules(t.db)).toEqual([]);

    const CHARGES = 'every approved charge of a completed trip is on exactly one invoice';
    const SHOWS = 'an issued invoice shows only what was stored at issue';
    const ADDS = 'a supplementary invoice adds to its deal’s invoice';
    const rules = (...starts: string[]) =>
      starts.map((start) => expect.stringMatching(new RegExp(`^${start}`)));
    // A charge approved behind the invoices' back, or taken off its invoice.
    expect(
      await brokenBy(
        sql`update trip_charges set status = 'approved', approved_amount = amount where id = ${pending}`,
      ),
    ).toEqual(rules(CHARGES));
    expect(
      await brokenBy(
        sql`update invoice_lines set charge_id = null, kind = 'freight' where charge_id = ${toll}`,
      ),
    ).toEqual(rules(CHARGES, SHOWS));
    // Totals that are not the lines' sums; a line that is not the charge's approved amount.
    expect(
      await brokenBy(
        sql`update invoices set total_minor = total_minor + 1 where load_id = ${deal.load.id}`,
      ),
    ).toEqual(rules(SHOWS));
    expect(
      await brokenBy(sql`update trip_charges set approved_amount = 40 where id = ${toll}`),
    ).toEqual(rules(SHOWS));
    // A supplementary invoice to another buyer than its deal's.
    expect(
      await brokenBy(
        sql`update invoices set buyer = jsonb_set(buyer, '{name}', '"Someone else"')
            where refers_to_invoice_id is not null and load_id = ${deal.load.id}`,
      ),
    ).toEqual(rules(ADDS));
    expect(await brokenInvoiceRules(t.db)).toEqual([]);
  });
});
