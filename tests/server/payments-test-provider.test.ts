import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, testPaymentIntents } from '../../server/modules/payments/payments.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import {
  createIntent,
  insertLoad,
  insertQuote,
  loadWithTwoQuotes,
  payFor,
  putQuoteStatus,
  signInProvider,
  signInShipper,
} from './support/payment-fixtures';
import { post } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const confirm = (token: string, paymentIntentId: string, cardNumber: string) =>
  post(t, '/api/payments/test/confirm', { paymentIntentId, cardNumber }, token);

async function intentRow(id: string) {
  const [row] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
  return row;
}

describe('POST /api/payments/create-intent', () => {
  it('creates a test intent for the quote’s offer, recorded with its quote, load and payer', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t, 'SAR', [1234.5, 900]);
    const response = await createIntent(t, shipper.token, quoteA);
    expect(response.status).toBe(200);
    const data = response.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      amount: 1234.5,
      amountMinor: 123_450,
      currency: 'SAR',
      provider: 'test',
    });
    const id = String(data.paymentIntentId);
    expect(id).toMatch(/^pi_test_[0-9a-f]+$/);
    expect(String(data.clientSecret)).toMatch(new RegExp(`^${id}_secret_[0-9a-f]+$`));

    expect(await intentRow(id)).toMatchObject({
      amountMinor: 123_450,
      currency: 'SAR',
      status: 'requires_payment_method',
      metadata: { quoteId: quoteA.id, loadId: load.id },
    });
    const [record] = await t.db.select().from(payments).where(eq(payments.paymentIntentId, id));
    expect(record).toMatchObject({
      provider: 'test',
      quoteId: quoteA.id,
      loadId: load.id,
      payerUserId: shipper._id,
      amountMinor: 123_450,
      currency: 'SAR',
    });
  });

  it.each([
    ['KWD', 12.35, 12_350],
    ['BHD', 250, 250_000],
    ['OMR', 99.99, 99_990],
    ['AED', 99.99, 9_999],
  ])('charges %s %d as %d minor units', async (currency, offer, minor) => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t, currency, [offer, 1]);
    const response = await createIntent(t, shipper.token, quoteA);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ amount: offer, amountMinor: minor, currency });
    expect((await intentRow(String(response.body.data?.paymentIntentId)))?.amountMinor).toBe(minor);
  });

  it('ignores any amount the browser sends: the contract refuses the field', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    const response = await post(
      t,
      '/api/payments/create-intent',
      { quoteId: quoteA.id, loadId: quoteA.loadId, amount: 1 },
      shipper.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain('amount');
  });

  it('answers 404 for another shipper’s load, 403 for a provider, 401 without a session', async () => {
    const { quoteA, providers } = await loadWithTwoQuotes(t);
    const stranger = await signInShipper(t);
    const other = await createIntent(t, stranger.token, quoteA);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, msg: 'Load not found' });
    expect((await createIntent(t, providers[0].token, quoteA)).status).toBe(403);
    expect(
      (await post(t, '/api/payments/create-intent', { quoteId: quoteA.id, loadId: quoteA.loadId }))
        .status,
    ).toBe(401);
    expect(await t.db.select().from(payments).where(eq(payments.quoteId, quoteA.id))).toEqual([]);
  });

  it('refuses a quote of another load of the same shipper (404)', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    const otherLoad = await insertLoad(t, shipper);
    const response = await createIntent(t, shipper.token, { id: quoteA.id, loadId: otherLoad.id });
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('Quote not found');
  });

  it('refuses once a quote is accepted, and for a rejected quote', async () => {
    const { shipper, quoteA, quoteB } = await loadWithTwoQuotes(t);
    const paid = await payFor(t, shipper.token, quoteA);
    expect(
      (
        await putQuoteStatus(t, shipper.token, {
          quoteId: quoteA.id,
          status: 'accepted',
          paymentIntentId: paid,
        })
      ).status,
    ).toBe(200);

    const again = await createIntent(t, shipper.token, quoteA);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This quote has already been accepted.');
    const other = await createIntent(t, shipper.token, quoteB);
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('Cannot modify quotes when one has already been accepted.');
  });

  it('refuses a rejected quote', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    await t.db.update(quotes).set({ status: 'rejected' }).where(eq(quotes.id, quoteA.id));
    const response = await createIntent(t, shipper.token, quoteA);
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('This quote has been rejected and can no longer be accepted.');
  });
});

describe('POST /api/payments/test/confirm', () => {
  it('succeeds with 4242 4242 4242 4242, and a second confirmation changes nothing', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    const created = await createIntent(t, shipper.token, quoteA);
    const id = String(created.body.data?.paymentIntentId);
    const first = await confirm(shipper.token, id, '4242424242424242');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ paymentIntentId: id, status: 'succeeded' });
    const before = await intentRow(id);
    t.clock.advance(60_000);
    const second = await confirm(shipper.token, id, '4000000000000002');
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ paymentIntentId: id, status: 'succeeded' });
    expect(await intentRow(id)).toEqual(before);
    const [record] = await t.db.select().from(payments).where(eq(payments.paymentIntentId, id));
    expect(record?.status).toBe('succeeded');
  });

  it('declines 4000 0000 0000 0002 with 402: the intent stays unpaid, with the reason kept', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    const created = await createIntent(t, shipper.token, quoteA);
    const id = String(created.body.data?.paymentIntentId);
    const response = await confirm(shipper.token, id, '4000000000000002');
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ success: false, msg: 'Your card was declined.' });
    expect(await intentRow(id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    // The shipper may try again with a good card.
    expect((await confirm(shipper.token, id, '4242424242424242')).status).toBe(200);
  });

  it('refuses any other card number with 400 and changes nothing', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    const created = await createIntent(t, shipper.token, quoteA);
    const id = String(created.body.data?.paymentIntentId);
    const before = await intentRow(id);
    const response = await confirm(shipper.token, id, '5555555555554444');
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(
      'Use the test card 4242 4242 4242 4242 (test mode charges no card).',
    );
    expect(await intentRow(id)).toEqual(before);
    expect((await confirm(shipper.token, id, '4242-4242')).status).toBe(400);
  });

  it('lets only the payer confirm: another shipper gets 404, a provider 403', async () => {
    const { shipper, quoteA, providers } = await loadWithTwoQuotes(t);
    const created = await createIntent(t, shipper.token, quoteA);
    const id = String(created.body.data?.paymentIntentId);
    const stranger = await signInShipper(t);
    const response = await confirm(stranger.token, id, '4242424242424242');
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('Payment not found');
    expect((await confirm(providers[0].token, id, '4242424242424242')).status).toBe(403);
    expect((await confirm(shipper.token, 'pi_test_unknown', '4242424242424242')).status).toBe(404);
    expect((await intentRow(id))?.status).toBe('requires_payment_method');
  });
});

describe('money rules', () => {
  it('refuses to charge a 3-decimal currency amount that does not end in 0 (Stripe’s rule)', async () => {
    const shipper = await signInShipper(t);
    const provider = await signInProvider(t);
    const load = await insertLoad(t, shipper, 'KWD');
    // Offers are validated to 2 decimals; this row bypasses that on purpose.
    const quote = await insertQuote(t, { loadId: load.id, provider, offer: 12.345 });
    const response = await createIntent(t, shipper.token, quote);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('KWD payments are charged to 2 decimals; ask for a new quote.');
  });
});
