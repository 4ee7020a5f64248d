import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import {
  payments,
  testPaymentIntents,
  testPaymentRefunds,
} from '../../server/modules/payments/payments.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { createServices } from '../../server/services';
import { setTripStatus, startedTrip } from './support/fleet';
import { strandedMoney } from './support/money-invariant';
import {
  call,
  loadRow,
  postLoad,
  quote,
  signInProvider,
  signInShipper,
} from './support/marketplace';
import { notesOfKind } from './support/notification-inbox';
import { createIntent, payFor, putQuoteStatus, quoteRow } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { refundOwed } from './support/refund-checks';

const RECONCILE_AFTER_SECONDS = 5;
const MINUTE = 60_000;
const BEING_PAID = 'The shipper is paying for this quote. You can change it once the payment ends.';

let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  t = await createTestApp({
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    PAYMENT_RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS),
  });
  // The same wiring as the app's, for the background steps the tests drive with their clock.
  services = createServices({ config: t.config, database: t.database, clock: t.clock, sms: t.sms });
});
afterAll(async () => t.close());

/** After every test, once the background steps have run: no money is stranded anywhere. */
afterEach(async () => {
  await upkeep();
  expect(await strandedMoney(t.db, { now: t.clock.now() })).toEqual([]);
});

/** What the server's timers would do now: settle payments nobody acted on, pay refunds owed. */
const upkeep = () => services.paymentUpkeep.runDue(t.clock.now());

type Provider = Awaited<ReturnType<typeof signInProvider>>;

/** A posted load with quotes from two carriers, through the API. */
async function openDeal(offers: [number, number] = [4500, 4700]) {
  const shipper = await signInShipper(t);
  const loadId = await postLoad(t, shipper.token);
  const carriers: [Provider, Provider] = [
    await signInProvider(t, 'Desert Line'),
    await signInProvider(t, 'Gulf Haul'),
  ];
  const quoteIds: string[] = [];
  for (const [index, carrier] of carriers.entries()) {
    const quoted = await quote(t, carrier.token, loadId, offers[index]);
    quoteIds.push(String(quoted.body.data?._id));
  }
  const [first, second] = quoteIds.map((id) => ({ id, loadId }));
  if (!first || !second) throw new Error('quotes not made');
  return { shipper, loadId, carriers, first, second };
}

const accept = (token: string, quoteId: string, paymentIntentId: string) =>
  putQuoteStatus(t, token, { quoteId, status: 'accepted', paymentIntentId });
const cancelAcceptance = (token: string, quoteId: string) =>
  putQuoteStatus(t, token, { quoteId, status: 'rejected' });
const cancelLoad = (token: string, loadId: string) =>
  call<{ loadId: string; status: string; refundsStarted: number }>(
    t,
    'PUT',
    `/api/loads/${loadId}/cancel`,
    { token },
  );
const updateOffer = (carrier: Provider, loadId: string, offer: number) =>
  call(t, 'POST', '/api/quote/update', {
    body: { loadId, offer, status: 'pending' },
    token: carrier.token,
  });
const loadDetails = async (token: string, loadId: string) =>
  (await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, { token })).body.data?.load;
const findLoadIds = async (carrier: Provider) => {
  const found = await call(t, 'POST', '/api/loads', {
    body: { page: 1, limit: 100 },
    token: carrier.token,
  });
  return ((found.body.data as unknown as { _id: string; quoteStatus: string | null }[]) ?? []).map(
    (row) => row._id,
  );
};
const refundOf = (paymentIntentId: string) => refundOwed(t.db, paymentIntentId);
const providerRefundsOf = (paymentIntentId: string) =>
  t.db
    .select()
    .from(testPaymentRefunds)
    .where(eq(testPaymentRefunds.paymentIntentId, paymentIntentId));

describe('the price is frozen while it is being paid', () => {
  it('refuses quote/update while an intent is open, and allows it once the intent expired', async () => {
    const { shipper, loadId, carriers, first } = await openDeal();
    const created = await createIntent(t, shipper.token, first);
    expect(created.status).toBe(200);
    const paymentIntentId = String(created.body.data?.paymentIntentId);
    const [record] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, paymentIntentId));
    expect(record).toMatchObject({
      amountMinor: 450_000,
      currency: 'SAR',
      status: 'requires_payment',
    });

    const refused = await updateOffer(carriers[0], loadId, 4000);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(BEING_PAID);
    expect((await quoteRow(t, first.id)).offer).toBe(4500);
    // The other carrier is not frozen by this payment.
    expect((await updateOffer(carriers[1], loadId, 4600)).status).toBe(200);

    // Fifteen minutes unpaid: reconciliation cancels the intent at the provider.
    t.clock.advance(15 * MINUTE);
    await upkeep();
    const [intent] = await t.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntentId));
    expect(intent?.status).toBe('canceled');
    expect((await updateOffer(carriers[0], loadId, 4000)).status).toBe(200);
    // The old price can no longer be paid.
    const late = await call(t, 'POST', '/api/payments/test/confirm', {
      body: { paymentIntentId, cardNumber: '4242424242424242' },
      token: shipper.token,
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('This payment has expired. Start the payment again.');
    expect((await loadDetails(shipper.token, loadId))?.payments).toEqual([]);
  });

  it('accepts against the amount the intent recorded', async () => {
    const { shipper, first } = await openDeal();
    const paid = await payFor(t, shipper.token, first);
    expect((await accept(shipper.token, first.id, paid)).status).toBe(200);
    expect(await refundOf(paid)).toBeNull();
    const [record] = await t.db.select().from(payments).where(eq(payments.paymentIntentId, paid));
    expect(record?.settledAt).not.toBeNull();
  });
});

describe('two quotes paid at once', () => {
  it('accepts one and refunds the other in full, exactly once, and tells the shipper', async () => {
    const { shipper, loadId, first, second } = await openDeal();
    const paidFirst = await payFor(t, shipper.token, first);
    const paidSecond = await payFor(t, shipper.token, second);
    const answers = await Promise.all([
      accept(shipper.token, first.id, paidFirst),
      accept(shipper.token, second.id, paidSecond),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loserIndex = answers.findIndex((answer) => answer.status === 409);
    const loser = [paidFirst, paidSecond][loserIndex] ?? '';
    expect(answers[loserIndex]?.body.msg).toBe(
      'Another quote has already been accepted for this load. Your payment will be refunded in full.',
    );
    expect(
      (await loadDetails(shipper.token, loadId))?.payments?.find((p) => p._id === loser)?.status,
    ).toBe('refund_pending');

    await upkeep();
    await upkeep();
    expect(await refundOf(loser)).toMatchObject({ status: 'succeeded', reason: 'race_lost' });
    expect(await providerRefundsOf(loser)).toHaveLength(1);
    const seen = await loadDetails(shipper.token, loadId);
    const amount = loserIndex === 0 ? 4500 : 4700;
    expect(seen?.payments?.map((payment) => payment.status).sort()).toEqual([
      'refunded',
      'succeeded',
    ]);
    expect(seen?.payments?.find((payment) => payment._id === loser)).toMatchObject({
      amount,
      currency: 'SAR',
      refund: { amount, status: 'succeeded', completedAt: t.clock.now().toISOString() },
    });
    const told = await notesOfKind(t, shipper.token, 'payment_refunded');
    expect(told).toHaveLength(1);
    expect(told[0]?.description).toBe(
      `Your payment of SAR ${amount.toLocaleString('en', { minimumFractionDigits: 2 })} for ${seen?.id} was refunded in full.`,
    );
  });
});

describe('Cancel Acceptance', () => {
  it('refunds the payment, reopens the quotes the acceptance closed and puts the load back in Find Loads', async () => {
    const { shipper, loadId, carriers, first, second } = await openDeal();
    const paid = await payFor(t, shipper.token, first);
    expect((await accept(shipper.token, first.id, paid)).status).toBe(200);
    expect((await quoteRow(t, second.id)).status).toBe('rejected');
    const outsider = await signInProvider(t, 'Never Quoted');
    expect(await findLoadIds(outsider)).not.toContain(loadId);

    const cancelled = await cancelAcceptance(shipper.token, first.id);
    expect(cancelled.status).toBe(200);
    expect((await quoteRow(t, second.id)).status).toBe('pending');
    expect(await quoteRow(t, first.id)).toMatchObject({
      status: 'rejected',
      paymentIntentId: null,
    });
    expect(await refundOf(paid)).toMatchObject({
      status: 'pending',
      reason: 'acceptance_cancelled',
    });
    expect(await findLoadIds(outsider)).toContain(loadId);
    const reopened = await notesOfKind(t, carriers[1].token, 'load_reopened');
    expect(reopened.map((note) => note.description)).toEqual([
      `${(await loadDetails(shipper.token, loadId))?.id} is open again: your quote is pending`,
    ]);

    // The carrier whose acceptance was cancelled may offer again, and is paid for it anew.
    const mine = await call(t, 'POST', '/api/quote/get-by-load-group', {
      body: { loadId },
      token: carriers[0].token,
    });
    expect(mine.body.data).toMatchObject({ status: 'rejected', acceptanceCancelled: true });
    expect((await updateOffer(carriers[0], loadId, 4300)).status).toBe(200);
    expect(await quoteRow(t, first.id)).toMatchObject({ status: 'pending', offer: 4300 });

    // The other quote is pending again and can be paid and accepted.
    const paidSecond = await payFor(t, shipper.token, second);
    expect((await accept(shipper.token, second.id, paidSecond)).status).toBe(200);
    await upkeep();
    expect(await refundOf(paid)).toMatchObject({ status: 'succeeded' });
    expect(await providerRefundsOf(paid)).toHaveLength(1);
    expect((await notesOfKind(t, shipper.token, 'payment_refunded')).length).toBe(1);
  });

  it('stays refused once the trip has started, and keeps the payment with its quote', async () => {
    const carrier = await signInProvider(t);
    const { shipper, loadId, quoteId, tripId } = await startedTrip(t, carrier);
    await setTripStatus(t, tripId, 'out_to_collect');
    const refused = await cancelAcceptance(shipper.token, quoteId);
    expect(refused.status).toBe(409);
    expect((await cancelLoad(shipper.token, loadId)).status).toBe(409);
    expect((await loadRow(t, loadId)).status).not.toBe('cancelled');
  });
});

describe('Cancel Load', () => {
  it('cancels the load and its trip, refunds the payment, tells the carriers and leaves Find Loads', async () => {
    const { shipper, loadId, carriers, first } = await openDeal();
    const paid = await payFor(t, shipper.token, first);
    expect((await accept(shipper.token, first.id, paid)).status).toBe(200);
    const truck = await t.db.select().from(quotes).where(eq(quotes.id, first.id));
    expect(truck).toHaveLength(1);
    const started = await call<{ tripId: string }>(t, 'POST', '/api/trips/create', {
      body: { quoteId: first.id, loadId },
      token: carriers[0].token,
    });
    expect(started.status).toBe(200);

    const cancelled = await cancelLoad(shipper.token, loadId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toEqual({ loadId, status: 'cancelled', refundsStarted: 1 });
    expect(cancelled.body.msg).toBe('Load cancelled. The payment will be refunded in full.');
    const row = await loadRow(t, loadId);
    expect(row).toMatchObject({ status: 'cancelled', acceptedQuoteId: null });
    expect(row.cancelledAt).not.toBeNull();
    const [trip] = await t.db.select().from(trips).where(eq(trips.loadId, loadId));
    expect(trip?.status).toBe('cancelled');
    expect(
      (await t.db.select().from(quotes).where(eq(quotes.loadId, loadId))).map((q) => q.status),
    ).toEqual(['rejected', 'rejected']);
    for (const carrier of carriers) {
      expect(await notesOfKind(t, carrier.token, 'load_cancelled')).toHaveLength(1);
    }
    expect(await findLoadIds(await signInProvider(t, 'Newcomer'))).not.toContain(loadId);

    // Again: nothing more happens, no second refund.
    const again = await cancelLoad(shipper.token, loadId);
    expect(again.status).toBe(200);
    expect(again.body.data?.refundsStarted).toBe(0);
    await upkeep();
    expect(await providerRefundsOf(paid)).toHaveLength(1);
    const done = await call<{ list: { _id: string; status: string; completedAt: string }[] }>(
      t,
      'GET',
      '/api/loads/user?status=done',
      { token: shipper.token },
    );
    expect(done.body.data?.list.find((load) => load._id === loadId)).toMatchObject({
      status: 'cancelled',
      completedAt: row.cancelledAt?.toISOString(),
    });
    // Nothing can be done with a cancelled load.
    expect((await updateOffer(carriers[1], loadId, 100)).status).toBe(409);
    expect((await createIntent(t, shipper.token, first)).status).toBe(409);
  });

  it('refunds a payment made but not yet used to accept, and refuses its late acceptance', async () => {
    const { shipper, loadId, first } = await openDeal();
    const paid = await payFor(t, shipper.token, first);
    expect((await cancelLoad(shipper.token, loadId)).body.data?.refundsStarted).toBe(1);
    const late = await accept(shipper.token, first.id, paid);
    expect(late.status).toBe(409);
    expect(await refundOf(paid)).toMatchObject({ reason: 'load_cancelled' });
  });

  it('is the owner’s only, and refused for a provider', async () => {
    const { loadId, carriers } = await openDeal();
    const other = await signInShipper(t);
    expect((await cancelLoad(other.token, loadId)).status).toBe(404);
    expect((await cancelLoad(carriers[0].token, loadId)).status).toBe(403);
    expect((await loadRow(t, loadId)).status).toBe('pending');
  });
});

describe('a payment confirmed but never accepted', () => {
  it('is accepted by reconciliation once the browser had its chance', async () => {
    const { shipper, loadId, first, second } = await openDeal();
    const paid = await payFor(t, shipper.token, first);
    await upkeep();
    expect((await quoteRow(t, first.id)).status).toBe('pending');

    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    await upkeep();
    expect(await quoteRow(t, first.id)).toMatchObject({
      status: 'accepted',
      paymentIntentId: paid,
    });
    expect((await quoteRow(t, second.id)).status).toBe('rejected');
    expect((await loadRow(t, loadId)).acceptedQuoteId).toBe(first.id);
    expect(await refundOf(paid)).toBeNull();
    // The browser coming back late finds it done.
    expect((await accept(shipper.token, first.id, paid)).status).toBe(200);
  });

  it('is refunded when its quote can no longer be accepted', async () => {
    const { shipper, first, second } = await openDeal();
    const abandoned = await payFor(t, shipper.token, first);
    const used = await payFor(t, shipper.token, second);
    expect((await accept(shipper.token, second.id, used)).status).toBe(200);

    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    const { reconciled } = await upkeep();
    expect(reconciled.outcomes[abandoned]).toBe('refunded');
    expect(await refundOf(abandoned)).toMatchObject({ reason: 'race_lost' });
    await upkeep();
    expect(await refundOf(abandoned)).toMatchObject({ status: 'succeeded' });
    expect(await providerRefundsOf(abandoned)).toHaveLength(1);
    expect((await notesOfKind(t, shipper.token, 'payment_refunded')).length).toBe(1);
  });
});

describe('what the shipper and the carriers see of the money', () => {
  it('shows the owner its payments and refunds; a carrier sees none', async () => {
    const { shipper, loadId, carriers, first } = await openDeal([4500.5, 4700]);
    const paid = await payFor(t, shipper.token, first);
    await accept(shipper.token, first.id, paid);
    const shipperView = await loadDetails(shipper.token, loadId);
    expect(shipperView?.payments).toEqual([
      {
        _id: paid,
        quoteId: first.id,
        amount: 4500.5,
        currency: 'SAR',
        status: 'succeeded',
        createdAt: t.clock.now().toISOString(),
        refund: null,
      },
    ]);
    const carrierView = await loadDetails(carriers[0].token, loadId);
    expect(carrierView?.payments).toBeUndefined();
  });
});
