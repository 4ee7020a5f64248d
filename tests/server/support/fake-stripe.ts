import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from './test-app';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
};

type Received = {
  method: string;
  path: string;
  authorization?: string;
  form: Record<string, string>;
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' });
  response.end(JSON.stringify(body));
}

const missing = (id: string) => ({
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'intent',
    message: `No such payment_intent: '${id}'`,
  },
});

/**
 * A local fake of the two Payment Intents calls we make, answering like Stripe's API does:
 * form-encoded requests with bracketed keys, JSON objects back, 404 `resource_missing`.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const received: Received[] = [];
  let next = 0;

  /** How the fake fails every call until set back to null: Stripe's 500, or a dropped connection. */
  const state: { failure: 'error' | 'close' | null } = { failure: null };

  const handle = (request: IncomingMessage, body: string, response: ServerResponse) => {
    if (state.failure === 'close') return request.socket.destroy();
    if (state.failure === 'error') {
      return send(response, 500, {
        error: { type: 'api_error', message: 'An unknown error occurred (fake).' },
      });
    }
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = Object.fromEntries(new URLSearchParams(body));
    received.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      form,
    });
    if (request.method === 'POST' && path === '/v1/payment_intents') {
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
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return send(response, 200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve?.[1]) {
      const id = decodeURIComponent(retrieve[1]);
      const intent = intents.get(id);
      return intent ? send(response, 200, intent) : send(response, 404, missing(id));
    }
    return send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    intents,
    received,
    /** What Stripe.js confirming the card in the browser would do. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      return intent;
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
