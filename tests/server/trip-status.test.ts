import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverLinks } from '../../server/modules/driver-links/driver-links.schema';
import { setTripStatus, tripRow } from './support/fleet';
import { call, loadRow } from './support/marketplace';
import { tripWithLink, updateStatus } from './support/driver-link';
import { createTestApp, type TestApp } from './support/test-app';
import { deliverWithProof } from './support/delivery-proof';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const FORWARD_ONLY = { success: false as const, msg: 'Trip status can only move forward.' };
const ENDED = {
  success: false as const,
  msg: 'This trip has ended; its status can no longer change.',
};

async function linkIsActive(linkId: string) {
  const [row] = await t.db.select().from(driverLinks).where(eq(driverLinks.id, linkId));
  return row?.isActive;
}

/** Sends `body` and expects it refused with nothing changed on the trip or its load. */
async function expectRefused(
  link: Awaited<ReturnType<typeof tripWithLink>>,
  body: Record<string, unknown>,
  status: number,
  expected: { success: false; msg: string },
) {
  const before = [await tripRow(t, link.tripId), await loadRow(t, link.loadId)];
  t.clock.advance(60_000);
  const response = await updateStatus(t, link, body);
  expect(response.status).toBe(status);
  expect(response.body).toEqual(expected);
  expect([await tripRow(t, link.tripId), await loadRow(t, link.loadId)]).toEqual(before);
}

describe('PUT /api/trips/update/status/:tripId', () => {
  it('moves the trip forward step by step, stamping each step on the load', async () => {
    const link = await tripWithLink(t);
    const steps = [
      ['out_to_collect', 'outToCollectAt'],
      ['loaded', 'loadedAt'],
      ['out_to_unload', 'outToUnloadAt'],
    ] as const;
    let version = (await tripRow(t, link.tripId)).version;
    for (const [status, stamp] of steps) {
      t.clock.advance(30 * 60_000);
      const response = await updateStatus(t, link, { status });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        msg: 'Trip status updated successfully',
        data: { status },
      });
      version += 1;
      expect(await tripRow(t, link.tripId)).toMatchObject({
        status,
        version,
        updatedAt: t.clock.now(),
      });
      const load = await loadRow(t, link.loadId);
      expect(load.status).toBe(status);
      expect(load[stamp]).toEqual(t.clock.now());
    }
    expect(await linkIsActive(link.linkId)).toBe(true);
  });

  it('completes the trip and its load, and switches the link off', async () => {
    const link = await tripWithLink(t);
    t.clock.advance(60 * 60_000);
    await deliverWithProof(t, link);
    const response = await updateStatus(t, link, { status: 'completed' });
    expect(response.status).toBe(200);
    expect((await tripRow(t, link.tripId)).status).toBe('completed');
    expect(await loadRow(t, link.loadId)).toMatchObject({
      status: 'completed',
      completedAt: t.clock.now(),
    });
    expect(await linkIsActive(link.linkId)).toBe(false);

    // Its link can change nothing more.
    expect(await updateStatus(t, link, { status: 'completed' })).toMatchObject({
      status: 403,
      body: { msg: 'This link is no longer active.' },
    });
  });

  it('allows skipping steps; the skipped ones stay unstamped', async () => {
    const link = await tripWithLink(t);
    t.clock.advance(60_000);
    expect((await updateStatus(t, link, { status: 'out_to_unload' })).status).toBe(200);
    expect(await loadRow(t, link.loadId)).toMatchObject({
      status: 'out_to_unload',
      outToCollectAt: null,
      loadedAt: null,
      outToUnloadAt: t.clock.now(),
    });
  });

  it('refuses the same status, a step back, and any change after the trip ended', async () => {
    const link = await tripWithLink(t);
    await updateStatus(t, link, { status: 'loaded' });
    await expectRefused(link, { status: 'loaded' }, 409, FORWARD_ONLY);
    await expectRefused(link, { status: 'out_to_collect' }, 409, FORWARD_ONLY);

    for (const ended of ['completed', 'cancelled'] as const) {
      await setTripStatus(t, link.tripId, ended);
      await expectRefused(link, { status: 'completed' }, 409, ENDED);
    }
  });

  it('stamps the step at the device’s time, never later than now', async () => {
    const link = await tripWithLink(t);
    t.clock.advance(2 * 60 * 60_000);
    const pressed = new Date(t.clock.now().getTime() - 45 * 60_000);
    await updateStatus(t, link, { status: 'out_to_collect', recordedAt: pressed.toISOString() });
    expect((await loadRow(t, link.loadId)).outToCollectAt).toEqual(pressed);

    const fastClock = new Date(t.clock.now().getTime() + 10 * 60_000);
    await updateStatus(t, link, { status: 'loaded', recordedAt: fastClock.toISOString() });
    expect((await loadRow(t, link.loadId)).loadedAt).toEqual(t.clock.now());
  });

  it('answers a replay with the first response and moves the trip once', async () => {
    const link = await tripWithLink(t);
    const versionBefore = (await tripRow(t, link.tripId)).version;
    const first = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'st-1' });
    t.clock.advance(60_000);
    const replay = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'st-1' });
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await tripRow(t, link.tripId)).version).toBe(versionBefore + 1);
  });

  it('refuses a deactivated link, another trip’s link and an unknown link', async () => {
    const link = await tripWithLink(t);
    const other = await tripWithLink(t);
    await expectRefused(
      { ...link, tripId: other.tripId, loadId: other.loadId },
      { status: 'loaded' },
      404,
      {
        success: false,
        msg: 'Invalid link',
      },
    );
    await expectRefused({ ...link, linkId: 'A'.repeat(22) }, { status: 'loaded' }, 404, {
      success: false,
      msg: 'Invalid link',
    });
    await call(t, 'PUT', `/api/driver-links/deactivate/${link.linkId}`, {
      token: link.provider.token,
    });
    await expectRefused(link, { status: 'loaded' }, 403, {
      success: false,
      msg: 'This link is no longer active.',
    });
  });

  it('refuses a status the driver cannot set', async () => {
    const link = await tripWithLink(t);
    const response = await updateStatus(t, link, { status: 'cancelled' });
    expect(response.status).toBe(400);
    expect((await tripRow(t, link.tripId)).status).toBe('confirmed');
  });
});
