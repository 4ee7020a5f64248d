import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../server/modules/files/files.schema';
import { idempotencyKeys } from '../../server/modules/idempotency/idempotency.schema';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { tripCharges } from '../../server/modules/trip-charges/trip-charges.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { addCharge, tripWithBoundLink } from './support/charges';
import { tripWithLink, updateStatus } from './support/driver-link';
import {
  addTruck,
  call,
  postLoad,
  quote,
  signInProvider,
  signInShipper,
} from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { PDF_BYTES, PNG_BYTES } from './support/uploads';

/**
 * A process killed after a request's transaction committed but before its answer was kept leaves
 * the effect and a claim nobody will complete. Once the claim's lease lapses, the client's retry
 * (same Idempotency-Key) runs the handler again: it must find the first attempt's work and answer
 * with it, not do it twice. The crash is set up here exactly: the first attempt runs whole, then
 * its kept answer is put back to the abandoned claim a kill would have left.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function forgetAnswer(key: string) {
  const abandoned = await t.db
    .update(idempotencyKeys)
    .set({
      state: 'in_flight',
      responseStatus: null,
      responseBody: null,
      lockedUntil: new Date(t.clock.now().getTime() - 1_000),
    })
    .where(eq(idempotencyKeys.key, key))
    .returning();
  expect(abandoned).toHaveLength(1);
}

const countOf = async (table: typeof tripCharges | typeof trips, where: ReturnType<typeof eq>) =>
  Number((await t.db.select({ n: count() }).from(table).where(where))[0]?.n);

describe('a retry after a crash between the commit and the kept answer', () => {
  it('returns the charge the first attempt added, with its one photo', async () => {
    const trip = await tripWithBoundLink(t);
    const options = {
      photos: [{ name: 'toll.png', bytes: PNG_BYTES, type: 'image/png' }],
      headers: { 'idempotency-key': 'charge-1' },
    };
    const first = await addCharge(t, trip.link, options);
    expect(first.status).toBe(200);
    await forgetAnswer('charge-1');

    const retry = await addCharge(t, trip.link, options);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body.data?.charge).toEqual(first.body.data?.charge);
    expect(await countOf(tripCharges, eq(tripCharges.tripId, trip.tripId))).toBe(1);
    const photos = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.originalName, 'toll.png'));
    expect(photos.map((photo) => photo.ownerId)).toEqual([first.body.data?.charge._id]);
    const announced = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tripId, trip.tripId), eq(notifications.kind, 'charge_submitted')),
      );
    expect(announced).toHaveLength(1);
  });

  it('returns the documents the first attempt stored, stored once', async () => {
    const provider = await signInProvider(t);
    const truck = await addTruck(t, provider.groupId);
    const send = () => {
      const form = new FormData();
      form.append(
        'files',
        new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }),
        'permit.pdf',
      );
      form.append('labels', JSON.stringify(['Permit']));
      return t.app.inject({
        method: 'POST',
        url: `/api/trucks/docs/${truck.id}`,
        payload: form,
        headers: { authorization: `Bearer ${provider.token}`, 'idempotency-key': 'docs-1' },
      });
    };
    const first = await send();
    expect(first.statusCode).toBe(200);
    await forgetAnswer('docs-1');

    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, truck.id));
    expect(rows).toHaveLength(1);
  });

  it('answers Start Trip with the trip the first attempt started', async () => {
    const provider = await signInProvider(t);
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    const quoteId = String((await quote(t, provider.token, loadId)).body.data?._id);
    await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteId));
    const start = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/trips/create',
        payload: { quoteId, loadId },
        headers: { authorization: `Bearer ${provider.token}`, 'idempotency-key': 'start-1' },
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    };
    const first = await start();
    expect(first.status).toBe(200);
    await forgetAnswer('start-1');

    const retry = await start();
    expect(retry).toEqual(first);
    expect(await countOf(trips, eq(trips.loadId, loadId))).toBe(1);
    // Another request (no key, or another key) is still refused: one trip per load.
    const another = await call(t, 'POST', '/api/trips/create', {
      body: { quoteId, loadId },
      token: provider.token,
    });
    expect(another.status).toBe(409);
  });
  it('answers a driver’s status step as done, made once, and still refuses a real repeat', async () => {
    const link = await tripWithLink(t);
    const first = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'step-1' });
    expect(first.status).toBe(200);
    const versionAfterStep = (await t.db.select().from(trips).where(eq(trips.id, link.tripId)))[0]
      ?.version;
    await forgetAnswer('step-1');

    const retry = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'step-1' });
    expect(retry).toMatchObject({
      status: 200,
      body: { success: true, data: { status: 'loaded' } },
    });
    const [trip] = await t.db.select().from(trips).where(eq(trips.id, link.tripId));
    expect(trip?.version).toBe(versionAfterStep);
    const announced = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tripId, link.tripId), eq(notifications.kind, 'trip_status_changed')),
      );
    expect(announced.length).toBeGreaterThan(0);
    const countBefore = announced.length;
    // The same step under another key is a repeat, refused as before.
    const repeat = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'step-2' });
    expect(repeat.status).toBe(409);
    const after = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tripId, link.tripId), eq(notifications.kind, 'trip_status_changed')),
      );
    expect(after).toHaveLength(countBefore);
  });

  it('answers a retried Completed step as done, though completing switched the link off', async () => {
    const link = await tripWithLink(t);
    const done = await updateStatus(t, link, { status: 'completed' }, { idempotencyKey: 'done-1' });
    expect(done.status).toBe(200);
    await forgetAnswer('done-1');

    const retry = await updateStatus(
      t,
      link,
      { status: 'completed' },
      { idempotencyKey: 'done-1' },
    );
    expect(retry).toMatchObject({ status: 200, body: { data: { status: 'completed' } } });
    // Anything new through the switched-off link is still refused.
    const other = await updateStatus(
      t,
      link,
      { status: 'completed' },
      { idempotencyKey: 'done-2' },
    );
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('This link is no longer active.');
  });
});
