import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { paymentRefunds, payments } from '../../server/modules/payments/payments.schema';
import { createStripePaymentProvider } from '../../server/providers/payments/stripe-payment-provider';
import {
  startStripeTestApp,
  STRIPE_TEST_ENV,
  type FakeIntent,
  type FakeStripe,
} from './support/fake-stripe';
import {
  createIntent,
  loadWithTwoQuotes,
  putQuoteStatus,
  quoteRow,
} from './support/payment-fixtures';
import { get, post } from './support/sign-in';
import { createTestApp, manualClock, type TestApp } from './support/test-app';

let stripe: FakeStripe;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ stripe, t, close } = await startStripeTestApp());
});
afterAll(async () => {
  await close();
});

describe('payment configuration', () => {
  it('uses the test provider when nothing is configured', () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: 'test', stripePublishableKey: null });
  });

  it('turns Stripe on with a secret key and asks for the rest, clearly', () => {
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('STRIPE_PUBLISHABLE_KEY is required when PAYMENT_PROVIDER=stripe');
      expect(message).toContain('STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe');
      expect(message).not.toContain('STRIPE_SECRET_KEY');
      return;
    }
    throw new Error('an incomplete Stripe set-up was accepted');
  });

  it('refuses PAYMENT_PROVIDER=stripe without keys, and keys pasted into the wrong variable', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() =>
      loadConfig({ ...STRIPE_TEST_ENV, STRIPE_SECRET_KEY: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY }),
    ).toThrow(/STRIPE_SECRET_KEY must start with sk_ or rk_/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
  });

  it('tells the browser the provider and the publishable key, never a secret', async () => {
    const config = loadConfig({ ...STRIPE_TEST_ENV });
    expect(config.payments).toMatchObject({
      provider: 'stripe',
      stripePublishableKey: 'pk_test_fake_publishable',
    });
    const response = await get(t, '/api/config');
    expect(response.body.data).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_fake_publishable',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/sk_test|whsec_/);
  });
});

describe('Stripe adapter against a fake of Stripe’s API', () => {
  it('creates the intent in minor units, lower-case currency, automatic payment methods', async () => {
    const { shipper, load, quoteA } = await loadWithTwoQuotes(t, 'KWD', [123.45, 100]);
    const response = await createIntent(t, shipper.token, quoteA);
    expect(response.status).toBe(200);
    const id = String(response.body.data?.paymentIntentId);
    expect(response.body.data).toEqual({
      clientSecret: `${id}_secret_fake`,
      paymentIntentId: id,
      amount: 123.45,
      amountMinor: 123_450,
      currency: 'KWD',
      provider: 'stripe',
    });
    const request = stripe.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: 'Bearer sk_test_fake_secret',
    });
    expect(request?.form).toMatchObject({
      amount: '123450',
      currency: 'kwd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[quoteId]': quoteA.id,
      'metadata[loadId]': load.id,
    });
    const [record] = await t.db.select().from(payments).where(eq(payments.paymentIntentId, id));
    expect(record).toMatchObject({ provider: 'stripe', amountMinor: 123_450, currency: 'KWD' });
  });

  it('accepts the quote only once Stripe says the intent succeeded', async () => {
    const { shipper, quoteA, quoteB } = await loadWithTwoQuotes(t, 'BHD', [75.5, 80]);
    const created = await createIntent(t, shipper.token, quoteA);
    const id = String(created.body.data?.paymentIntentId);
    const accept = () =>
      putQuoteStatus(t, shipper.token, {
        quoteId: quoteA.id,
        status: 'accepted',
        paymentIntentId: id,
        paymentStatus: 'succeeded',
      });

    const early = await accept();
    expect(early.status).toBe(402);
    expect(early.body.msg).toBe('Payment was not completed successfully');
    expect((await quoteRow(t, quoteA.id)).status).toBe('pending');
    expect(stripe.received.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${id}`,
    });

    stripe.succeed(id);
    const response = await accept();
    expect(response.status).toBe(200);
    expect(await quoteRow(t, quoteA.id)).toMatchObject({
      status: 'accepted',
      approvedAmount: 75.5,
      paymentIntentId: id,
    });
    expect((await quoteRow(t, quoteB.id)).status).toBe('rejected');
  });

  it('refuses an intent whose amount or currency at Stripe differ from the quote, and refunds what was charged', async () => {
    const paidAndTampered = async (tamper: (intent: FakeIntent) => void) => {
      const { shipper, quoteA } = await loadWithTwoQuotes(t, 'SAR', [500, 600]);
      const created = await createIntent(t, shipper.token, quoteA);
      const id = String(created.body.data?.paymentIntentId);
      tamper(stripe.succeed(id));
      const answer = await putQuoteStatus(t, shipper.token, {
        quoteId: quoteA.id,
        status: 'accepted',
        paymentIntentId: id,
      });
      expect((await quoteRow(t, quoteA.id)).status).toBe('pending');
      const [refund] = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentIntentId, id));
      return { msg: answer.body.msg, refund };
    };

    const lessCharged = await paidAndTampered((intent) => (intent.amount = 100));
    expect(lessCharged.msg).toBe(
      'The amount paid does not match the quote. Your payment will be refunded in full.',
    );
    expect(lessCharged.refund).toMatchObject({ amountMinor: 100, currency: 'SAR' });
    const otherCurrency = await paidAndTampered((intent) => (intent.currency = 'aed'));
    expect(otherCurrency.msg).toBe(
      "The payment's currency does not match the load's currency. Your payment will be refunded in full.",
    );
    expect(otherCurrency.refund).toMatchObject({ amountMinor: 50_000, currency: 'AED' });
    const otherQuote = await paidAndTampered(
      (intent) =>
        (intent.metadata = { ...intent.metadata, quoteId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(otherQuote.msg).toBe('This payment was made for another quote.');
    // Not refunded by the browser's call: reconciliation settles it as the payment's own.
    expect(otherQuote.refund).toBeUndefined();
  });

  it('has no test card form while Stripe is in use', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    const created = await createIntent(t, shipper.token, quoteA);
    const response = await post(
      t,
      '/api/payments/test/confirm',
      { paymentIntentId: created.body.data?.paymentIntentId, cardNumber: '4242424242424242' },
      shipper.token,
    );
    expect(response.status).toBe(404);
  });

  it('retrieves unknown intents as null and never splices a foreign id into the URL', async () => {
    const adapter = createStripePaymentProvider({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: stripe.url,
      clock: manualClock(),
    });
    const before = stripe.received.length;
    expect(await adapter.retrieveIntent('pi_does_not_exist')).toBeNull();
    expect(await adapter.retrieveIntent('../v1/customers')).toBeNull();
    expect(stripe.received.length).toBe(before + 1);
  });

  it('answers 502 when Stripe cannot be reached, and records nothing', async () => {
    const down = await createTestApp({
      ...STRIPE_TEST_ENV,
      STRIPE_API_BASE: 'http://127.0.0.1:1',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
    });
    try {
      const { shipper, quoteA } = await loadWithTwoQuotes(down);
      const response = await createIntent(down, shipper.token, quoteA);
      expect(response.status).toBe(502);
      expect(response.body.msg).toBe(
        'The payment provider could not be reached. Please try again.',
      );
      expect(await down.db.select().from(payments)).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
