import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyService } from '../../server/modules/idempotency/idempotency-service';
import { idempotencyKeys } from '../../server/modules/idempotency/idempotency.schema';
import { loads } from '../../server/modules/loads/loads.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signInShipper, validLoad } from './support/marketplace';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;

async function postLoad(token: string, key: string | undefined, body: Json = validLoad()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/loads/create',
    payload: body,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { success: boolean; msg?: string; data?: { loadId: string } },
  };
}

async function loadCount(shipperId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(loads)
    .where(eq(loads.shipperUserId, shipperId));
  return row?.n ?? 0;
}

async function keyRow(scope: string, key: string) {
  const [row] = await t.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

const IN_PROGRESS = 'A request with this Idempotency-Key is still being processed. Retry shortly.';

describe('Idempotency-Key on mutating calls', () => {
  it('answers a repeat with the first response and creates the load once', async () => {
    const shipper = await signInShipper(t);
    const first = await postLoad(shipper.token, 'post-load-1');
    const second = await postLoad(shipper.token, 'post-load-1');
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(await loadCount(shipper._id)).toBe(1);
  });

  it('refuses the same key with a different body and creates nothing', async () => {
    const shipper = await signInShipper(t);
    await postLoad(shipper.token, 'reused');
    const other = await postLoad(shipper.token, 'reused', validLoad({ material: 'Steel' }));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      success: false,
      msg: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await loadCount(shipper._id)).toBe(1);
  });

  it('answers 409 while another request holds the key, and takes over an abandoned claim', async () => {
    const shipper = await signInShipper(t);
    // A finished twin with another key gives the request hash the server computes for this body.
    await postLoad(shipper.token, 'twin');
    const twin = await keyRow(`user:${shipper._id}`, 'twin');
    const now = t.clock.now();
    await t.db.insert(idempotencyKeys).values({
      scope: `user:${shipper._id}`,
      key: 'held',
      route: 'POST /api/loads/create',
      requestHash: String(twin?.requestHash),
      state: 'in_flight',
      createdAt: now,
      lockedUntil: new Date(now.getTime() + 60_000),
    });

    const whileHeld = await postLoad(shipper.token, 'held');
    expect(whileHeld.status).toBe(409);
    expect(whileHeld.body).toEqual({ success: false, msg: IN_PROGRESS });
    expect(whileHeld.headers['retry-after']).toBe('1');
    expect(await loadCount(shipper._id)).toBe(1);

    // The holder crashed: once its lock has run out, the retry runs the handler, once.
    t.clock.advance(61_000);
    const takenOver = await postLoad(shipper.token, 'held');
    expect(takenOver.status).toBe(200);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    const again = await postLoad(shipper.token, 'held');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(takenOver.body);
    expect(await loadCount(shipper._id)).toBe(2);
  });

  it('keeps each caller’s keys apart', async () => {
    const alice = await signInShipper(t);
    const bob = await signInShipper(t);
    const fromAlice = await postLoad(alice.token, 'shared-key');
    const fromBob = await postLoad(bob.token, 'shared-key');
    expect([fromAlice.status, fromBob.status]).toEqual([200, 200]);
    expect(fromBob.headers['idempotent-replayed']).toBeUndefined();
    expect(fromBob.body.data?.loadId).not.toBe(fromAlice.body.data?.loadId);
    expect([await loadCount(alice._id), await loadCount(bob._id)]).toEqual([1, 1]);
  });

  it('replays a refused body as the same 4xx', async () => {
    const shipper = await signInShipper(t);
    const invalid = validLoad({ material: '  ' });
    const first = await postLoad(shipper.token, 'bad-body', invalid);
    const second = await postLoad(shipper.token, 'bad-body', invalid);
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ success: false, msg: 'material: Material is required' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await loadCount(shipper._id)).toBe(0);
  });

  it('does not keep a 5xx, so the retry runs again', async () => {
    const shipper = await signInShipper(t);
    await t.db.execute(sql`alter table loads rename to loads_unavailable`);
    let failed;
    try {
      failed = await postLoad(shipper.token, 'server-error');
    } finally {
      await t.db.execute(sql`alter table loads_unavailable rename to loads`);
    }
    expect(failed.status).toBe(500);
    expect(await keyRow(`user:${shipper._id}`, 'server-error')).toBeUndefined();

    const retried = await postLoad(shipper.token, 'server-error');
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await loadCount(shipper._id)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['not printable ASCII', 'clé-unique'],
    ['with a tab', 'a\tb'],
  ])('refuses a key that is %s with 400 and creates nothing', async (_label, key) => {
    const shipper = await signInShipper(t);
    const response = await postLoad(shipper.token, key);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      msg: 'Idempotency-Key must be 1 to 200 printable ASCII characters.',
    });
    expect(await loadCount(shipper._id)).toBe(0);
  });

  it('accepts a key of 200 printable characters', async () => {
    const shipper = await signInShipper(t);
    const response = await postLoad(shipper.token, `~ ${'k'.repeat(198)}`);
    expect(response.status).toBe(200);
  });

  it('lets only one of two concurrent same-key requests create a load', async () => {
    const shipper = await signInShipper(t);
    const answers = await Promise.all([
      postLoad(shipper.token, 'race'),
      postLoad(shipper.token, 'race'),
    ]);
    expect(await loadCount(shipper._id)).toBe(1);
    const created = answers.filter(
      (answer) => answer.status === 200 && !answer.headers['idempotent-replayed'],
    );
    expect(created).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.msg).toBe(IN_PROGRESS);
      else expect(answer.body).toEqual(created[0]?.body);
    }
  });

  describe('purging', () => {
    const stored = (key: string, ageMs: number) => {
      const createdAt = new Date(t.clock.now().getTime() - ageMs);
      return t.db.insert(idempotencyKeys).values({
        scope: 'anonymous:203.0.113.9',
        key,
        route: 'POST /api/loads/create',
        requestHash: 'x',
        state: 'done',
        responseStatus: 200,
        responseBody: { contentType: 'application/json', json: { success: true } },
        createdAt,
      });
    };
    const DAY = 86_400_000;

    it('deletes keys older than 7 days and keeps newer ones', async () => {
      await stored('eight-days-old', 8 * DAY);
      await stored('six-days-old', 6 * DAY);
      await createIdempotencyService({ db: t.db, clock: t.clock }).purgeExpired(t.clock.now());
      expect(await keyRow('anonymous:203.0.113.9', 'eight-days-old')).toBeUndefined();
      expect(await keyRow('anonymous:203.0.113.9', 'six-days-old')).toBeDefined();
    });

    it('purges on a claim at most once an hour', async () => {
      const shipper = await signInShipper(t);
      t.clock.advance(2 * 3_600_000);
      await stored('expired-before-claim', 8 * DAY);
      await postLoad(shipper.token, 'triggers-purge');
      expect(await keyRow('anonymous:203.0.113.9', 'expired-before-claim')).toBeUndefined();

      // Within the hour, a claim leaves the table alone.
      await stored('expired-after-claim', 8 * DAY);
      await postLoad(shipper.token, 'within-the-hour');
      expect(await keyRow('anonymous:203.0.113.9', 'expired-after-claim')).toBeDefined();
    });
  });

  it('never keeps a sign-in answer, which carries a session token', async () => {
    const phone = { phone: '500000009', countryCode: '+966' };
    const headers = { 'idempotency-key': 'sign-in-1' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-otp',
      payload: phone,
      headers,
    });
    expect(sent.statusCode).toBe(200);
    const otpId = (sent.json() as { data: { otpId: string } }).data.otpId;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { phoneNumber: phone.phone, otp: '246810', otpId },
      headers,
    });
    expect(verified.statusCode).toBe(200);
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'sign-in-1'));
    expect(stored).toEqual([]);
  });

  it('leaves calls without a key as they were', async () => {
    const shipper = await signInShipper(t);
    await postLoad(shipper.token, undefined);
    await postLoad(shipper.token, undefined);
    expect(await loadCount(shipper._id)).toBe(2);
  });
});
