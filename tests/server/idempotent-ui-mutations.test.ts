import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../server/modules/files/files.schema';
import { payments } from '../../server/modules/payments/payments.schema';
import { addCharge, tripWithBoundLink } from './support/charges';
import { tripReadyForLink, tripWithLink } from './support/driver-link';
import { addDriver } from './support/fleet';
import { loadRow, postLoad, setLoadStatus, signInShipper } from './support/marketplace';
import { insertQuote, insertTruck, signInProvider } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { PDF_BYTES } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

type Reply = { success: boolean; msg?: string; data?: Record<string, unknown> };

/** A call as the web app sends it after issue 18: with the user intent's Idempotency-Key. */
async function keyed(
  method: 'POST' | 'PUT',
  url: string,
  options: { token: string; key: string; body?: unknown; form?: FormData },
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${options.token}`, 'idempotency-key': options.key },
    ...(options.form
      ? { payload: options.form }
      : options.body === undefined
        ? {}
        : { payload: options.body as Record<string, unknown> }),
  });
  return {
    status: response.statusCode,
    replayed: response.headers['idempotent-replayed'] === 'true',
    body: response.json() as Reply,
  };
}

/** The same request twice (a double click, or a retry after a lost answer). */
async function twice(...args: Parameters<typeof keyed>) {
  const first = await keyed(...args);
  const second = await keyed(...args);
  return { first, second };
}

function expectReplayOf(result: Awaited<ReturnType<typeof twice>>) {
  expect(result.first.status).toBe(200);
  expect(result.first.replayed).toBe(false);
  expect(result.second).toEqual({ ...result.first, replayed: true });
}

describe('the mutations the web app now keys answer a repeat with the first answer', () => {
  it('assigning a driver', async () => {
    const trip = await tripReadyForLink(t);
    const other = await addDriver(t, trip.provider.groupId, { name: 'Nasser' });
    const result = await twice('POST', `/api/trips/${trip.tripId}/assign`, {
      token: trip.provider.token,
      key: 'assign-1',
      body: { type: 'driver', driverId: other.id },
    });
    expectReplayOf(result);
    expect(result.first.body.msg).toBe('Driver assigned successfully');
  });

  it('approving a charge: the repeat is the approval, never "already decided"', async () => {
    const trip = await tripWithBoundLink(t);
    const added = await addCharge(t, trip.link);
    const chargeId = String(added.body.data?.charge._id);
    const url = `/api/trip-charges/${chargeId}/decision`;
    const body = { decision: 'approve' };
    const result = await twice('PUT', url, { token: trip.provider.token, key: 'decide-1', body });
    expectReplayOf(result);
    expect(result.second.body.data).toMatchObject({ charge: { status: 'approved' } });
    // Without the key, the same click again is refused: that is what the key spares the user.
    const unkeyed = await t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${trip.provider.token}` },
      payload: body,
    });
    expect(unkeyed.statusCode).toBe(409);
  });

  it('deactivating a link', async () => {
    const trip = await tripWithLink(t);
    const result = await twice('PUT', `/api/driver-links/deactivate/${trip.linkId}`, {
      token: trip.provider.token,
      key: 'deactivate-1',
    });
    expectReplayOf(result);
    expect(result.second.body.data).toMatchObject({ link: { isActive: false } });
  });

  it('marking a load ready, even once the truck has set out since', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    const ready = { token: shipper.token, key: 'ready-1' } as const;
    const first = await keyed('PUT', `/api/loads/${loadId}/ready`, ready);
    const readyAt = (await loadRow(t, loadId)).loadReadyAt;
    await setLoadStatus(t, loadId, 'out_to_collect');
    const second = await keyed('PUT', `/api/loads/${loadId}/ready`, ready);
    expectReplayOf({ first, second });
    expect((await loadRow(t, loadId)).loadReadyAt).toEqual(readyAt);
  });

  it('saving a stop’s details', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    expectReplayOf(
      await twice('PUT', `/api/loads/${loadId}/location`, {
        token: shipper.token,
        key: 'location-1',
        body: { type: 'destination', address: 'Gate 7', contactPerson: 'Anil' },
      }),
    );
  });

  it('creating a payment intent: one intent, one payment record', async () => {
    const shipper = await signInShipper(t);
    const provider = await signInProvider(t);
    const loadId = await postLoad(t, shipper.token);
    const truck = await insertTruck(t, provider.groupId);
    const quote = await insertQuote(t, { loadId, provider, offer: 1500, truckId: truck.id });
    const result = await twice('POST', '/api/payments/create-intent', {
      token: shipper.token,
      key: 'payment-intent-1',
      body: { quoteId: quote.id, loadId },
    });
    expectReplayOf(result);
    const [stored] = await t.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.loadId, loadId));
    expect(stored?.n).toBe(1);
  });

  it('uploading a driver’s documents: stored once', async () => {
    const provider = await signInProvider(t);
    const driver = await addDriver(t, provider.groupId);
    const form = () => {
      const data = new FormData();
      data.append('labels', JSON.stringify(['Licence']));
      data.append(
        'files',
        new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }),
        'licence.pdf',
      );
      return data;
    };
    const url = `/api/drivers/docs/${driver.id}`;
    const options = { token: provider.token, key: 'upload-1' };
    const first = await keyed('POST', url, { ...options, form: form() });
    const second = await keyed('POST', url, { ...options, form: form() });
    expectReplayOf({ first, second });
    const [stored] = await t.db
      .select({ n: count() })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerKind, 'driver'), eq(storedFiles.ownerId, driver.id)));
    expect(stored?.n).toBe(1);
  });
});
