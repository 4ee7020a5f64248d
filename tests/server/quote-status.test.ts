import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loads } from '../../server/modules/loads/loads.schema';
import { paymentRefunds, payments } from '../../server/modules/payments/payments.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import {
  createIntent,
  insertLoad,
  insertQuote,
  loadWithTwoQuotes,
  payFor,
  putQuoteStatus,
  quoteRow,
  signInProvider,
  signInShipper,
} from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { refundOwed } from './support/refund-checks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const RACE_LOST = 'Another quote has already been accepted for this load.';
const REFUND_NOTE = ' Your payment will be refunded in full.';
const OTHER_QUOTE = 'This payment was made for another quote.';

/** The refund owed for a payment, if any (its provider is paid by the refund step). */
const refundOf = (paymentIntentId: string) => refundOwed(t.db, paymentIntentId);

const quotesOf = (loadId: string) =>
  t.db.select().from(quotes).where(eq(quotes.loadId, loadId)).orderBy(asc(quotes.createdAt));

async function loadRow(loadId: string) {
  const [row] = await t.db.select().from(loads).where(eq(loads.id, loadId));
  return row;
}

async function insertTrip(
  quote: { id: string; loadId: string; groupId: string },
  status: 'confirmed' | 'out_to_collect' | 'completed',
) {
  await t.db.insert(trips).values({
    loadId: quote.loadId,
    quoteId: quote.id,
    groupId: quote.groupId,
    basePrice: 1,
    status,
  });
  await t.db.update(loads).set({ status }).where(eq(loads.id, quote.loadId));
}

const accept = (token: string, quoteId: string, paymentIntentId?: string, extra = {}) =>
  putQuoteStatus(t, token, { quoteId, status: 'accepted', paymentIntentId, ...extra });
const reject = (token: string, quoteId: string) =>
  putQuoteStatus(t, token, { quoteId, status: 'rejected' });

describe('accepting a paid quote', () => {
  it('accepts it, rejects every other quote of the load, and records the payment', async () => {
    const { shipper, load, quoteA, quoteB } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    const response = await accept(shipper.token, quoteA.id, paid, {
      paymentStatus: 'succeeded',
      paymentCreatedAt: 1_790_000_000,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      msg: 'Quote accepted',
      data: { quoteId: quoteA.id, status: 'accepted' },
    });
    const [a, b] = await quotesOf(load.id);
    expect(a).toMatchObject({
      id: quoteA.id,
      status: 'accepted',
      approvedAmount: 1500,
      paymentIntentId: paid,
      acceptedAt: t.clock.now(),
    });
    expect(b).toMatchObject({ id: quoteB.id, status: 'rejected', paymentIntentId: null });
    const [record] = await t.db.select().from(payments).where(eq(payments.paymentIntentId, paid));
    expect(record?.status).toBe('succeeded');
  });

  it('is idempotent: the same quote with the same payment again answers 200 and changes nothing', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    expect((await accept(shipper.token, quoteA.id, paid)).status).toBe(200);
    const before = await quotesOf(load.id);
    t.clock.advance(60_000);
    const again = await accept(shipper.token, quoteA.id, paid);
    expect(again.status).toBe(200);
    expect(again.body.msg).toBe('Quote accepted');
    expect(await quotesOf(load.id)).toEqual(before);
  });

  it('requires a payment', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const before = await quotesOf(load.id);
    const response = await accept(shipper.token, quoteA.id);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Pay for the quote first: paymentIntentId is required.');
    expect(await quotesOf(load.id)).toEqual(before);
  });

  it('is only for the load’s shipper: another shipper 404, a provider 403, nobody 401', async () => {
    const { shipper, load, quoteA, providers } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    const before = await quotesOf(load.id);
    const stranger = await signInShipper(t);
    const other = await accept(stranger.token, quoteA.id, paid);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, msg: 'Quote not found' });
    expect((await accept(providers[0].token, quoteA.id, paid)).status).toBe(403);
    expect(
      (await putQuoteStatus(t, undefined, { quoteId: quoteA.id, status: 'accepted' })).status,
    ).toBe(401);
    expect((await reject(stranger.token, quoteA.id)).status).toBe(404);
    expect(await quotesOf(load.id)).toEqual(before);
  });
});

describe('the server asks the payment provider, never the browser', () => {
  it('refuses a declined card (402) and changes nothing', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const declined = await payFor(t, shipper.token, quoteA, '4000000000000002');
    const before = await quotesOf(load.id);
    const response = await accept(shipper.token, quoteA.id, declined);
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      success: false,
      msg: 'Payment was not completed successfully',
    });
    expect(await quotesOf(load.id)).toEqual(before);
  });

  it('ignores a forged paymentStatus: an unpaid intent accepts nothing', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const created = await createIntent(t, shipper.token, quoteA);
    const unpaid = String(created.body.data?.paymentIntentId);
    const before = await quotesOf(load.id);
    const response = await accept(shipper.token, quoteA.id, unpaid, {
      paymentStatus: 'succeeded',
      paymentCreatedAt: new Date().toISOString(),
    });
    expect(response.status).toBe(402);
    expect(response.body.msg).toBe('Payment was not completed successfully');
    expect(await quotesOf(load.id)).toEqual(before);
    const unknown = await accept(shipper.token, quoteA.id, 'pi_test_made_up', {
      paymentStatus: 'succeeded',
    });
    expect(unknown.status).toBe(402);
  });

  it('refuses a payment whose amount no longer matches the quote, and refunds it in full', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    // Behind the API's back: quote/update refuses while the payment is open.
    await t.db.update(quotes).set({ offer: 1600 }).where(eq(quotes.id, quoteA.id));
    const before = await quotesOf(load.id);
    const response = await accept(shipper.token, quoteA.id, paid);
    expect(response.status).toBe(402);
    expect(response.body.msg).toBe(`The amount paid does not match the quote.${REFUND_NOTE}`);
    expect(await quotesOf(load.id)).toEqual(before);
    expect(await refundOf(paid)).toMatchObject({
      status: 'pending',
      amountMinor: 150_000,
      reason: 'price_changed',
    });
  });

  it('refuses a payment in another currency than the load’s', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    await t.db.update(loads).set({ currency: 'AED' }).where(eq(loads.id, load.id));
    const response = await accept(shipper.token, quoteA.id, paid);
    expect(response.status).toBe(402);
    expect(response.body.msg).toBe(
      `The payment's currency does not match the load's currency.${REFUND_NOTE}`,
    );
    expect((await quoteRow(t, quoteA.id)).status).toBe('pending');
    expect((await refundOf(paid))?.reason).toBe('price_changed');
  });

  it('refuses the payment of another quote (402)', async () => {
    const { shipper, load, quoteA, quoteB } = await loadWithTwoQuotes(t, 'SAR', [1500, 1500]);
    const paidForA = await payFor(t, shipper.token, quoteA);
    const before = await quotesOf(load.id);
    const response = await accept(shipper.token, quoteB.id, paidForA);
    expect(response.status).toBe(402);
    expect(response.body.msg).toBe(OTHER_QUOTE);
    expect(await quotesOf(load.id)).toEqual(before);
    // Misused, not stranded: the payment still belongs to quote A, which it can accept.
    expect(await refundOf(paidForA)).toBeNull();
  });

  it('lets one payment accept one quote only, and a refunded one none', async () => {
    const { shipper, load, quoteA, quoteB } = await loadWithTwoQuotes(t, 'SAR', [1500, 1500]);
    const paid = await payFor(t, shipper.token, quoteA);
    expect((await accept(shipper.token, quoteA.id, paid)).status).toBe(200);
    const otherLoad = await insertLoad(t, shipper);
    const provider = await signInProvider(t);
    const quoteC = await insertQuote(t, { loadId: otherLoad.id, provider, offer: 1500 });
    expect((await accept(shipper.token, quoteC.id, paid)).status).toBe(409);

    // Cancelling the acceptance refunds the payment and reopens quote B.
    expect((await reject(shipper.token, quoteA.id)).status).toBe(200);
    expect((await quoteRow(t, quoteB.id)).status).toBe('pending');
    const onB = await accept(shipper.token, quoteB.id, paid);
    expect(onB.status).toBe(402);
    expect(onB.body.msg).toBe(OTHER_QUOTE);
    // Quote A is pending again only if its carrier offers again; the refunded payment is spent.
    await t.db.update(quotes).set({ status: 'pending' }).where(eq(quotes.id, quoteA.id));
    const again = await accept(shipper.token, quoteA.id, paid);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This payment has been refunded and can no longer accept a quote.');
    expect((await quotesOf(load.id)).filter((quote) => quote.status === 'accepted')).toEqual([]);
    expect((await quotesOf(otherLoad.id)).map((quote) => quote.status)).toEqual(['pending']);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentIntentId, paid)),
    ).toHaveLength(1);
  });
});

describe('one accepted quote per load', () => {
  it('refuses to touch a pending quote once another is accepted', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    expect((await accept(shipper.token, quoteA.id, paid)).status).toBe(200);
    const late = await insertQuote(t, {
      loadId: load.id,
      provider: await signInProvider(t),
      offer: 900,
    });
    const before = await quotesOf(load.id);

    const rejecting = await reject(shipper.token, late.id);
    expect(rejecting.status).toBe(409);
    expect(rejecting.body.msg).toBe('Cannot modify quotes when one has already been accepted.');
    const paying = await createIntent(t, shipper.token, late);
    expect(paying.status).toBe(409);
    expect(paying.body.msg).toBe('Cannot modify quotes when one has already been accepted.');
    expect(await quotesOf(load.id)).toEqual(before);
  });

  it('is kept by the database itself: a second accepted quote on a load is a unique violation', async () => {
    const { quoteA, quoteB } = await loadWithTwoQuotes(t);
    await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteA.id));
    await expect(
      t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteB.id)),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('lets exactly one of two simultaneous acceptances of two paid quotes win', async () => {
    const { shipper, load, quoteA, quoteB } = await loadWithTwoQuotes(t);
    const paidA = await payFor(t, shipper.token, quoteA);
    const paidB = await payFor(t, shipper.token, quoteB);
    const responses = await Promise.all([
      accept(shipper.token, quoteA.id, paidA),
      accept(shipper.token, quoteB.id, paidB),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409);
    expect(loser?.body).toEqual({ success: false, msg: `${RACE_LOST}${REFUND_NOTE}` });
    const rows = await quotesOf(load.id);
    const accepted = rows.filter((row) => row.status === 'accepted');
    expect(accepted).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'rejected')).toHaveLength(1);
    const winner = responses.findIndex((response) => response.status === 200);
    expect(accepted[0]?.paymentIntentId).toBe([paidA, paidB][winner]);
    // The loser's money goes back; the winner's stays with its quote.
    expect(await refundOf([paidA, paidB][1 - winner] ?? '')).toMatchObject({ reason: 'race_lost' });
    expect(await refundOf([paidA, paidB][winner] ?? '')).toBeNull();
  });
});

describe('rejecting', () => {
  it('rejects a pending quote and leaves the others alone; rejecting again changes nothing', async () => {
    const { shipper, load, quoteA, quoteB } = await loadWithTwoQuotes(t);
    const response = await reject(shipper.token, quoteA.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      msg: 'Quote rejected',
      data: { quoteId: quoteA.id, status: 'rejected' },
    });
    expect((await quoteRow(t, quoteA.id)).status).toBe('rejected');
    expect((await quoteRow(t, quoteB.id)).status).toBe('pending');
    const before = await quotesOf(load.id);
    expect((await reject(shipper.token, quoteA.id)).status).toBe(200);
    expect(await quotesOf(load.id)).toEqual(before);
  });

  it('cancels an acceptance (no trip yet): the quote is rejected, the load stays pending', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    await accept(shipper.token, quoteA.id, paid);
    const response = await reject(shipper.token, quoteA.id);
    expect(response.status).toBe(200);
    expect((await quoteRow(t, quoteA.id)).status).toBe('rejected');
    expect((await loadRow(load.id))?.status).toBe('pending');
  });

  it('cancels an acceptance together with its confirmed trip, and the load returns to pending', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    await accept(shipper.token, quoteA.id, paid);
    await insertTrip(quoteA, 'confirmed');
    const response = await reject(shipper.token, quoteA.id);
    expect(response.status).toBe(200);
    expect((await quoteRow(t, quoteA.id)).status).toBe('rejected');
    const [trip] = await t.db.select().from(trips).where(eq(trips.loadId, load.id));
    expect(trip?.status).toBe('cancelled');
    expect((await loadRow(load.id))?.status).toBe('pending');
  });

  it('changes nothing once the trip has started', async () => {
    const { shipper, load, quoteA, quoteB } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    await accept(shipper.token, quoteA.id, paid);
    await insertTrip(quoteA, 'out_to_collect');
    const before = await quotesOf(load.id);
    for (const response of [
      await reject(shipper.token, quoteA.id),
      await reject(shipper.token, quoteB.id),
      await createIntent(t, shipper.token, quoteB),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.msg).toBe('Quote actions are disabled as the trip has already started.');
    }
    expect(await refundOf(paid)).toBeNull();
    expect(await quotesOf(load.id)).toEqual(before);
    const [trip] = await t.db.select().from(trips).where(eq(trips.loadId, load.id));
    expect(trip?.status).toBe('out_to_collect');
    expect((await loadRow(load.id))?.status).toBe('out_to_collect');
  });
});
