import { isDeepStrictEqual } from 'node:util';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postLoad, quote, signInProvider, signInShipper } from './marketplace';
import { createIntent, putQuoteStatus } from './payment-fixtures';
import { createTestApp, type TestApp } from './test-app';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  /** The charge made when the intent succeeded, as Stripe names it; refunds point at it. */
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
};

/** Stripe's refund statuses: `pending` until the card network confirms, or `requires_action`. */
export type FakeRefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: string | null;
  source_transfer_reversal: string | null;
  status: FakeRefundStatus;
  failure_reason?: string;
  transfer_reversal: string | null;
};

type Received = {
  method: string;
  path: string;
  authorization?: string;
  idempotencyKey?: string;
  form: Record<string, string>;
};

type Answer = { status: number; body: unknown };

function send(response: ServerResponse, { status, body }: Answer, replayed = false) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': 'req_fake',
    ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
  response.end(JSON.stringify(body));
}

const invalidRequest = (
  status: number,
  error: { message: string; code?: string; param?: string; [more: string]: unknown },
): Answer => ({ status, body: { error: { type: 'invalid_request_error', ...error } } });

const missing = (id: string): Answer =>
  invalidRequest(404, {
    code: 'resource_missing',
    param: 'intent',
    message: `No such payment_intent: '${id}'`,
  });

/** Requests that never started executing at Stripe: their idempotency key saves no result. */
const NOT_SAVED = Symbol('not saved');
type Outcome = Answer & { [NOT_SAVED]?: true };
const unsaved = (answer: Answer): Outcome => ({ ...answer, [NOT_SAVED]: true });

/** Refunds that give money back, or will: a failed or canceled one gives it back to the charge. */
const COUNTS_AS_REFUNDED: FakeRefundStatus[] = ['pending', 'requires_action', 'succeeded'];

/**
 * A local fake of the Payment Intents and Refunds calls we make, answering like Stripe's API does:
 * form-encoded requests with bracketed keys, JSON objects back, Stripe's error shapes. Every POST
 * honours `Idempotency-Key` as Stripe does: the first answer of a key (success or refusal) is saved
 * and replayed verbatim to a repeat, and the key reused with other parameters is an
 * `idempotency_error`. The SDK sends a key of its own with each POST and the same key on its
 * retries.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const received: Received[] = [];
  const saved = new Map<string, { method: string; path: string; form: unknown; answer: string }>();
  let next = 0;
  let nextCharge = 0;
  let nextRefund = 0;

  const state: {
    /**
     * How the fake fails every call until set back to null: Stripe's 500 or a dropped connection,
     * both before anything happens; or `close-after`: the call is carried out (and its idempotent
     * answer saved), then the connection drops before the answer leaves, as when the network fails
     * on the way back.
     */
    failure: 'error' | 'close' | 'close-after' | null;
    /** The status a new refund starts in; `settleRefund` moves it on later. */
    refundStatus: FakeRefundStatus;
    /** Holds every call this long before Stripe acts on it, as a slow API does (milliseconds). */
    delayMs: number;
  } = { failure: null, refundStatus: 'succeeded', delayMs: 0 };

  const now = () => Math.floor(Date.now() / 1000);

  /** What is refunded of an intent, or on its way back to the card. */
  const refundedOf = (intentId: string) =>
    refunds
      .filter((refund) => refund.payment_intent === intentId)
      .filter((refund) => COUNTS_AS_REFUNDED.includes(refund.status))
      .reduce((sum, refund) => sum + refund.amount, 0);

  function createIntent(form: Record<string, string>): Outcome {
    next += 1;
    const id = `pi_fake${String(next).padStart(6, '0')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_fake`,
      metadata,
      automatic_payment_methods:
        form['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      created: now(),
      livemode: false,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function cancelIntent(id: string, form: Record<string, string>): Outcome {
    const intent = intents.get(id);
    if (!intent) return missing(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return invalidRequest(400, {
        code: 'payment_intent_unexpected_state',
        message:
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
          'Only a PaymentIntent with one of the following statuses may be canceled: ' +
          'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
        payment_intent: { ...intent },
      });
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason = form.cancellation_reason ?? null;
    return { status: 200, body: intent };
  }

  function createRefund(form: Record<string, string>): Outcome {
    const intentId = form.payment_intent;
    if (!intentId) {
      return unsaved(
        invalidRequest(400, {
          code: 'parameter_missing',
          message:
            'One of the following params should be provided for this request: payment_intent or charge.',
        }),
      );
    }
    if (form.amount !== undefined && !/^[1-9][0-9]*$/.test(form.amount)) {
      return unsaved(
        invalidRequest(400, {
          code: 'parameter_invalid_integer',
          param: 'amount',
          message: 'Invalid positive integer',
        }),
      );
    }
    const intent = intents.get(intentId);
    if (!intent) {
      return invalidRequest(400, {
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      return invalidRequest(400, {
        param: 'payment_intent',
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      });
    }
    const refundable = intent.amount - refundedOf(intentId);
    if (refundable <= 0) {
      return invalidRequest(400, {
        code: 'charge_already_refunded',
        message: `Charge ${intent.latest_charge} has already been refunded.`,
      });
    }
    const amount = form.amount === undefined ? refundable : Number(form.amount);
    if (amount > refundable) {
      return invalidRequest(400, {
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`,
      });
    }
    nextRefund += 1;
    const refund: FakeRefund = {
      id: `re_fake${String(nextRefund).padStart(6, '0')}`,
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      metadata: {},
      payment_intent: intentId,
      reason: form.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: state.refundStatus,
      transfer_reversal: null,
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function retrieveRefund(id: string): Outcome {
    const refund = refunds.find((candidate) => candidate.id === id);
    if (refund) return { status: 200, body: refund };
    return invalidRequest(404, {
      code: 'resource_missing',
      param: 'id',
      message: `No such refund: '${id}'`,
    });
  }

  /** `GET /v1/refunds?payment_intent=…`: newest first, as Stripe lists them. */
  function listRefunds(form: Record<string, string>): Outcome {
    const data = refunds
      .filter((refund) => !form.payment_intent || refund.payment_intent === form.payment_intent)
      .reverse();
    return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
  }

  function route(method: string, path: string, form: Record<string, string>): Outcome {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel?.[1]) return cancelIntent(decodeURIComponent(cancel[1]), form);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent?.[1]) {
      const id = decodeURIComponent(intent[1]);
      const found = intents.get(id);
      return found ? { status: 200, body: found } : missing(id);
    }
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(form);
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refund?.[1]) return retrieveRefund(decodeURIComponent(refund[1]));
    return unsaved(
      invalidRequest(404, { message: `Unrecognized request URL (${method}: ${path})` }),
    );
  }

  /** Stripe's idempotency for POSTs: the saved answer for a repeated key, else the call itself. */
  function answer(method: string, path: string, form: Record<string, string>, key?: string) {
    if (method !== 'POST' || !key) return { answer: route(method, path, form), replayed: false };
    const first = saved.get(key);
    if (first) {
      if (first.method !== method || first.path !== path || !isDeepStrictEqual(first.form, form)) {
        const answer: Answer = {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were ' +
                `first used with. Try using a key other than '${key}' if you meant to execute a ` +
                'different request.',
            },
          },
        };
        return { answer, replayed: false };
      }
      return { answer: JSON.parse(first.answer) as Answer, replayed: true };
    }
    const outcome = route(method, path, form);
    // The answer as it was then: a later change to the object does not show in a replay.
    if (!outcome[NOT_SAVED]) {
      const answer = JSON.stringify({ status: outcome.status, body: outcome.body });
      saved.set(key, { method, path, form, answer });
    }
    return { answer: outcome, replayed: false };
  }

  const handle = (request: IncomingMessage, body: string, response: ServerResponse) => {
    if (state.failure === 'close') return request.socket.destroy();
    if (state.failure === 'error') {
      return send(response, {
        status: 500,
        body: { error: { type: 'api_error', message: 'An unknown error occurred (fake).' } },
      });
    }
    const method = request.method ?? '';
    const path = (request.url ?? '').split('?')[0] ?? '';
    // A GET's parameters are in its query string, a POST's in its form body.
    const query = (request.url ?? '').split('?')[1] ?? '';
    const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? query : body));
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
    received.push({
      method,
      path,
      authorization: request.headers.authorization,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      form,
    });
    const { answer: outcome, replayed } = answer(method, path, form, idempotencyKey);
    if (state.failure === 'close-after') return request.socket.destroy();
    return send(response, { status: outcome.status, body: outcome.body }, replayed);
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (state.delayMs > 0) setTimeout(() => handle(request, body, response), state.delayMs);
      else handle(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    intents,
    /** Every refund Stripe made, in order; replays of an idempotency key add none. */
    refunds,
    received,
    /** Stripe keeps idempotency keys about a day: after that a repeated key is a new request. */
    forgetIdempotencyKeys: () => saved.clear(),
    /** Refunds actually made, whatever was asked or retried. */
    refundsCreated: () => refunds.length,
    /** What Stripe.js confirming the card in the browser would do. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      if (intent.status !== 'succeeded') {
        nextCharge += 1;
        intent.latest_charge = `ch_fake${String(nextCharge).padStart(6, '0')}`;
      }
      intent.status = 'succeeded';
      return intent;
    },
    /** What the card network's later answer does to a pending refund; a failed one frees the amount. */
    settleRefund(id: string, status: FakeRefundStatus) {
      const refund = refunds.find((candidate) => candidate.id === id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund.status = status;
      if (status === 'failed') refund.failure_reason = 'declined';
      return refund;
    },
    /**
     * The intent's charge as Stripe would put it in a `charge.refunded` event: `refunded` only once
     * the whole amount is refunded (pending refunds count, as at Stripe).
     */
    charge(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent?.latest_charge) throw new Error(`no charge for ${intentId}`);
      const amountRefunded = refundedOf(intentId);
      return {
        id: intent.latest_charge,
        object: 'charge' as const,
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: amountRefunded,
        captured: true,
        created: intent.created,
        currency: intent.currency,
        livemode: false,
        metadata: {},
        paid: true,
        payment_intent: intent.id,
        refunded: amountRefunded >= intent.amount,
        status: 'succeeded',
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; waiting for them to idle out would stall the run.
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export const STRIPE_TEST_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_webhook_secret',
} as const;

/** A test app whose Stripe adapter talks to a fake Stripe of its own; `close` stops both. */
export async function startStripeTestApp() {
  const stripe = await startFakeStripe();
  const t = await createTestApp({
    ...STRIPE_TEST_ENV,
    STRIPE_API_BASE: stripe.url,
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
  });
  const close = async () => {
    await t.close();
    await stripe.close();
  };
  return { stripe, t, close };
}

/**
 * A refund owed at Stripe, made through the API as the shipper's browser and Stripe.js do: a
 * posted load with quotes from two carriers, the first paid at Stripe and accepted, then the
 * acceptance cancelled (PUT /api/quote/status rejected), which owes the payment back in full.
 */
export async function refundOwedAtStripe(
  t: TestApp,
  stripe: FakeStripe,
  offers: [number, number] = [4500, 4700],
) {
  const shipper = await signInShipper(t);
  const loadId = await postLoad(t, shipper.token);
  const quoteIds: string[] = [];
  for (const [index, offer] of offers.entries()) {
    const carrier = await signInProvider(t, `Carrier ${index + 1}`);
    const quoted = await quote(t, carrier.token, loadId, offer);
    if (quoted.status !== 200) throw new Error(`quote: ${JSON.stringify(quoted.body)}`);
    quoteIds.push(String(quoted.body.data?._id));
  }
  const quoteId = String(quoteIds[0]);
  const created = await createIntent(t, shipper.token, { id: quoteId, loadId });
  if (created.status !== 200) throw new Error(`create-intent: ${JSON.stringify(created.body)}`);
  const paymentIntentId = String(created.body.data?.paymentIntentId);
  stripe.succeed(paymentIntentId);
  const accepted = await putQuoteStatus(t, shipper.token, {
    quoteId,
    status: 'accepted',
    paymentIntentId,
  });
  if (accepted.status !== 200) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
  const cancelled = await putQuoteStatus(t, shipper.token, { quoteId, status: 'rejected' });
  if (cancelled.status !== 200) throw new Error(`cancel: ${JSON.stringify(cancelled.body)}`);
  return { shipper, loadId, quoteId, paymentIntentId, amountMinor: Math.round(offers[0] * 100) };
}
