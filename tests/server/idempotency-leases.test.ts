import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClaimLeases, LEASE_RENEWAL_MS } from '../../server/modules/idempotency/claim-leases';
import {
  CLAIM_LEASE_MS,
  createIdempotencyService,
  type Claim,
} from '../../server/modules/idempotency/idempotency-service';
import { idempotencyKeys } from '../../server/modules/idempotency/idempotency.schema';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A claim is a lease: renewed while its request runs, so a slow request keeps out its repeats;
 * lapsed soon after its process dies, so a retry after a crash runs within seconds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const request = (key: string) => ({
  scope: 'anonymous:203.0.113.7',
  key,
  route: 'POST /api/loads/create',
  requestHash: 'hash',
});

async function claimed(key: string): Promise<Claim> {
  const outcome = await createIdempotencyService({ db: t.db, clock: t.clock }).claim(request(key));
  if (outcome.kind !== 'claimed') throw new Error(`not claimed: ${outcome.kind}`);
  return outcome.claim;
}

const lockedUntilOf = async (key: string) =>
  (
    await t.db
      .select({ lockedUntil: idempotencyKeys.lockedUntil })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, request(key).scope), eq(idempotencyKeys.key, key)))
  )[0]?.lockedUntil;

describe('idempotency claim leases', () => {
  it('renews a held claim past its first lease, and completes it with the renewed fence', async () => {
    const idempotency = createIdempotencyService({ db: t.db, clock: t.clock });
    const leases = createClaimLeases(idempotency, (error) => {
      throw error;
    });
    const claim = await claimed('slow');
    const owner = {};
    leases.hold(owner, claim);
    t.clock.advance(CLAIM_LEASE_MS - 1_000);
    // Renewed from the clock's new time: a repeat arriving now, or a while later, is still refused.
    const renewed = new Date(t.clock.now().getTime() + CLAIM_LEASE_MS);
    const deadline = Date.now() + 5 * LEASE_RENEWAL_MS;
    while (
      Date.now() < deadline &&
      (await lockedUntilOf('slow'))?.getTime() !== renewed.getTime()
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await lockedUntilOf('slow')).toEqual(renewed);
    t.clock.advance(2_000);
    expect((await idempotency.claim(request('slow'))).kind).toBe('in_flight');

    await leases.settle(owner, (held) =>
      idempotency.complete(held, { status: 200, contentType: null, body: { text: 'done' } }),
    );
    leases.stop();
    expect((await idempotency.claim(request('slow'))).kind).toBe('replay');
  });

  it('lets a claim nobody renews (its process died) be taken once its lease lapses', async () => {
    const idempotency = createIdempotencyService({ db: t.db, clock: t.clock });
    await claimed('orphan');
    expect((await idempotency.claim(request('orphan'))).kind).toBe('in_flight');
    t.clock.advance(CLAIM_LEASE_MS + 1);
    expect((await idempotency.claim(request('orphan'))).kind).toBe('claimed');
  });
});
