import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loads } from '../../server/modules/loads/loads.schema';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { paymentRefunds } from '../../server/modules/payments/payments.schema';
import {
  ACCEPTANCE_MESSAGES,
  withRefundNote,
} from '../../server/modules/quotes/quote-acceptance-service';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { scheduledJobs } from '../../server/modules/scheduled-jobs/scheduled-jobs.schema';
import { TRIP_EXISTS } from '../../server/modules/trips/trips-service';
import { trips } from '../../server/modules/trips/trips.schema';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { addTruck, postLoad, signInShipper as signInNamedShipper } from './support/marketplace';
import {
  insertLoad,
  insertQuote,
  insertTruck,
  payFor,
  putQuoteStatus,
  signInProvider,
  signInShipper,
  type Provider,
  type Shipper,
} from './support/payment-fixtures';
import { createSharedTestDatabase, type SharedTestDatabase } from './support/shared-test-database';
import { get, newSaudiPhone, post, signIn } from './support/sign-in';
import { manualClock } from './support/test-app';

// Runs in the server-postgres project only (vitest.config.ts): three server instances on one
// PostgreSQL database at once, as behind a load balancer. Two neighbours prove the rest:
// session-cache-across-instances.test.ts (the session cache, its NOTIFY and a lost listener)
// and live-events-across-instances.test.ts (an event caused through one instance reaches a
// stream open on another, and what a dropped listener missed is caught up).
const MINUTE = 60_000;

let shared: SharedTestDatabase;
let instances: AppInstance[];
let a: AppInstance;
let b: AppInstance;
let c: AppInstance;

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  const clock = manualClock();
  instances = [];
  for (let started = 0; started < 3; started += 1) {
    instances.push(await startAppInstance(await shared.open(), { clock }));
  }
  [a, b, c] = instances as [AppInstance, AppInstance, AppInstance];
});
afterAll(async () => {
  await Promise.all((instances ?? []).map((instance) => instance.close()));
  await shared?.dispose();
});

/** Polls `check` until it holds (bounded: fails after `timeoutMs`). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const unreadCount = (instance: AppInstance, token: string) =>
  get(instance, '/api/user-notifications/unread-count', token);

describe('sessions', () => {
  it('a session made on one instance is valid on the others, and a sign-out on any ends it on all', async () => {
    const session = await signIn(a);
    for (const instance of [a, b, c]) {
      expect((await unreadCount(instance, session.token)).status).toBe(200);
    }
    expect((await post(b, '/api/user/logout', {}, session.token)).status).toBe(200);
    // The instance that signed out knows at once; the others as its NOTIFY reaches them.
    expect((await unreadCount(b, session.token)).status).toBe(401);
    await eventually(async () => (await unreadCount(a, session.token)).status === 401);
    await eventually(async () => (await unreadCount(c, session.token)).status === 401);
  });
});

describe('one-time codes', () => {
  const sendCode = (instance: AppInstance, phone: string) =>
    post(instance, '/api/user/send-otp', { phone, countryCode: '+966' });
  const verifyCode = (instance: AppInstance, phone: string, otpId: string, otp: string) =>
    post(instance, '/api/user/verify-otp', { phoneNumber: phone, otp, otpId });

  it('a code sent through one instance is verified on another, and its resend wait holds on all', async () => {
    const phone = newSaudiPhone();
    const sent = await sendCode(a, phone);
    expect(sent.status).toBe(200);
    const tooSoon = await sendCode(b, phone);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.msg).toBe('Please wait 30 seconds before requesting a new code.');

    const code = String(a.sms.lastCodeFor(`+966${phone}`));
    const verified = await verifyCode(b, phone, String(sent.body.data?.otpId), code);
    expect(verified.status).toBe(200);
    const token = String(verified.body.data?.token);
    expect((await unreadCount(c, token)).status).toBe(200);
    // Spent on one instance, spent on all.
    const again = await verifyCode(c, phone, String(sent.body.data?.otpId), code);
    expect(again.status).toBe(400);
  });

  it('wrong codes tried on all instances at once lock the phone after 5', async () => {
    const phone = newSaudiPhone();
    const sent = await sendCode(a, phone);
    const otpId = String(sent.body.data?.otpId);
    const code = String(a.sms.lastCodeFor(`+966${phone}`));
    const wrong = code === '000000' ? '111111' : '000000';

    const tries = await Promise.all(
      [a, b, c, a, b, c].map((instance) => verifyCode(instance, phone, otpId, wrong)),
    );
    const refusals = tries.map((response) => `${response.status} ${response.body.msg}`).sort();
    expect(refusals).toEqual([
      '400 Invalid OTP. Please try again. 1 try left.',
      '400 Invalid OTP. Please try again. 2 tries left.',
      '400 Invalid OTP. Please try again. 3 tries left.',
      '400 Invalid OTP. Please try again. 4 tries left.',
      '429 Too many wrong codes. Please try again in 15 minutes.',
      '429 Too many wrong codes. Please try again in 15 minutes.',
    ]);
    // Locked everywhere, even for the right code.
    for (const instance of [a, b, c]) {
      expect((await verifyCode(instance, phone, otpId, code)).status).toBe(429);
    }
  });
});

// Only where a Redis is at hand: .ci/run starts the local one and sets TEST_REDIS_URL. Without
// it this suite is not run (and is reported skipped): the per-IP limits are then per process.
describe.runIf(Boolean(process.env.TEST_REDIS_URL))('rate limits shared through Redis', () => {
  const prefix = `gf-scale-out-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(String(process.env.TEST_REDIS_URL), { lazyConnect: true });
  let limited: AppInstance[] = [];

  beforeAll(async () => {
    const env = {
      REDIS_URL: String(process.env.TEST_REDIS_URL),
      REDIS_KEY_PREFIX: prefix,
      OTP_SENDS_PER_IP_PER_HOUR: '3',
    };
    for (let started = 0; started < 3; started += 1) {
      limited.push(await startAppInstance(await shared.open(), { clock: a.clock, env }));
    }
  });
  afterAll(async () => {
    await Promise.all(limited.map((instance) => instance.close()));
    limited = [];
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts code requests from one address on every instance against one limit', async () => {
    const fromAddress = (instance: AppInstance, ip: string) =>
      post(instance, '/api/user/send-otp', { phone: newSaudiPhone(), countryCode: '+966' }, '', ip);
    const [first, second, third] = limited as [AppInstance, AppInstance, AppInstance];
    const statuses = [];
    for (const instance of [first, second, third]) {
      statuses.push((await fromAddress(instance, '203.0.113.9')).status);
    }
    expect(statuses).toEqual([200, 200, 200]);

    const over = await fromAddress(first, '203.0.113.9');
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe(
      'Too many codes were requested from this network. Please try again in 60 minutes.',
    );
    expect((await fromAddress(second, '203.0.113.9')).status).toBe(429);
    // Another address has its own count.
    expect((await fromAddress(third, '203.0.113.10')).status).toBe(200);
  });
});

describe('one accepted quote per load across instances', () => {
  let shipper: Shipper;
  let providers: [Provider, Provider];
  const truckOf = new Map<string, string>();

  beforeAll(async () => {
    shipper = await signInShipper(a);
    providers = [await signInProvider(b), await signInProvider(c)];
    for (const provider of providers) {
      truckOf.set(provider.groupId, (await insertTruck(a, provider.groupId)).id);
    }
  });

  /** A new load with a paid quote from each provider. */
  async function loadWithTwoPaidQuotes() {
    const load = await insertLoad(a, shipper);
    const offered = await Promise.all(
      providers.map((provider, index) =>
        insertQuote(a, {
          loadId: load.id,
          provider,
          offer: 1500 + index * 100,
          truckId: truckOf.get(provider.groupId),
        }),
      ),
    );
    const paid = [];
    for (const quote of offered)
      paid.push({ quote, intent: await payFor(a, shipper.token, quote) });
    return { load, paid };
  }

  const accept = (instance: AppInstance, quoteId: string, paymentIntentId: string) =>
    putQuoteStatus(instance, shipper.token, { quoteId, status: 'accepted', paymentIntentId });

  const kindsAbout = async (loadId: string) =>
    (
      await a.db
        .select({ kind: notifications.kind, userId: notifications.userId })
        .from(notifications)
        .where(
          and(
            eq(notifications.loadId, loadId),
            inArray(notifications.kind, ['quote_accepted', 'quote_rejected']),
          ),
        )
    )
      .map((row) => `${row.kind} ${row.userId}`)
      .sort();

  it('lets one of two quotes win when accepts arrive on three instances at once, round after round', async () => {
    for (let round = 0; round < 12; round += 1) {
      const { load, paid } = await loadWithTwoPaidQuotes();
      const [first, second] = paid as [(typeof paid)[0], (typeof paid)[0]];
      // Each round the instances swap roles; one quote is accepted twice, on two instances.
      const order = [
        instances[round % 3]!,
        instances[(round + 1) % 3]!,
        instances[(round + 2) % 3]!,
      ];
      const attempts = [
        { quote: first, on: order[0]! },
        { quote: second, on: order[1]! },
        { quote: round % 2 === 0 ? first : second, on: order[2]! },
      ];
      const answers = await Promise.all(
        attempts.map(({ quote, on }) => accept(on, quote.quote.id, quote.intent)),
      );

      const rows = await a.db.select().from(quotes).where(eq(quotes.loadId, load.id));
      const accepted = rows.filter((row) => row.status === 'accepted');
      expect(accepted).toHaveLength(1);
      const winner = accepted[0]!;
      const loser = rows.find((row) => row.id !== winner.id)!;
      expect(loser.status).toBe('rejected');
      attempts.forEach(({ quote }, index) => {
        const answer = answers[index]!;
        if (quote.quote.id === winner.id) {
          expect(answer.status).toBe(200);
        } else {
          expect(answer.status).toBe(409);
          expect(answer.body).toEqual({
            success: false,
            msg: withRefundNote(ACCEPTANCE_MESSAGES.raceLost),
          });
        }
      });
      // The losing payment is owed back once, however many instances refused it.
      const owed = await a.db
        .select()
        .from(paymentRefunds)
        .where(
          eq(
            paymentRefunds.paymentIntentId,
            loser.id === first.quote.id ? first.intent : second.intent,
          ),
        );
      expect(owed).toHaveLength(1);
      expect(owed[0]?.reason).toBe('race_lost');
      const [loadAfter] = await a.db.select().from(loads).where(eq(loads.id, load.id));
      expect(loadAfter?.acceptedQuoteId).toBe(winner.id);
      // The acceptance happened once: one word to each carrier.
      const winnerUser = winner.providerUserId;
      expect(await kindsAbout(load.id)).toEqual(
        [`quote_accepted ${winnerUser}`, `quote_rejected ${loser.providerUserId}`].sort(),
      );

      // The winning carrier starts the trip from three instances at once: one trip.
      const carrier = providers.find((provider) => provider.groupId === winner.groupId)!;
      const starts = await Promise.all(
        order.map((instance) =>
          post(
            instance,
            '/api/trips/create',
            { quoteId: winner.id, loadId: load.id },
            carrier.token,
          ),
        ),
      );
      expect(starts.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      for (const refused of starts.filter((response) => response.status === 409)) {
        expect(refused.body.msg).toBe(TRIP_EXISTS);
      }
      expect(await a.db.select().from(trips).where(eq(trips.loadId, load.id))).toHaveLength(1);
    }
  });

  it('accepts the same paid quote once when it is accepted on two instances at once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { load, paid } = await loadWithTwoPaidQuotes();
      const chosen = paid[round % 2]!;
      const answers = await Promise.all(
        [instances[round % 3]!, instances[(round + 1) % 3]!].map((instance) =>
          accept(instance, chosen.quote.id, chosen.intent),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const [row] = await a.db.select().from(quotes).where(eq(quotes.id, chosen.quote.id));
      expect(row).toMatchObject({ status: 'accepted', paymentIntentId: chosen.intent });
      const other = paid[(round + 1) % 2]!;
      expect(await kindsAbout(load.id)).toEqual(
        [
          `quote_accepted ${chosen.quote.providerUserId}`,
          `quote_rejected ${other.quote.providerUserId}`,
        ].sort(),
      );
    }
  });
});

describe('the response guarantee with a job runner on every instance', () => {
  it('runs each step of each load exactly once', async () => {
    // Its own clock, so moving it an hour on touches no other suite's codes or jobs.
    const clock = manualClock();
    const runners: AppInstance[] = [];
    try {
      for (let started = 0; started < 3; started += 1) {
        runners.push(await startAppInstance(await shared.open(), { clock, jobIntervalMs: 10 }));
      }
      const shipper = await signInNamedShipper(runners[0]!, 'Guarantee Across Instances');
      const loadIds: string[] = [];
      for (let posted = 0; posted < 30; posted += 1) {
        loadIds.push(await postLoad(runners[posted % 3]!, shipper.token));
      }
      // Joins after the posting, so only the 30-minute re-announcement reaches it.
      const latecomer = await signInProvider(runners[1]!);
      await addTruck(runners[1]!, latecomer.groupId);

      const stepsDone = async (kind: string) =>
        (
          await a.db
            .select({ doneAt: scheduledJobs.doneAt })
            .from(scheduledJobs)
            .where(
              and(
                eq(scheduledJobs.kind, kind),
                inArray(
                  scheduledJobs.dedupeKey,
                  loadIds.map((loadId) => `load:${loadId}:${kind}`),
                ),
              ),
            )
        ).filter((job) => job.doneAt !== null).length;
      /** Each load's count of notices of one kind to one user whose title starts so. */
      const noticesPerLoad = async (userId: string, kind: string, title: string) => {
        const rows = await a.db
          .select({ loadId: notifications.loadId })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.kind, kind),
              like(notifications.title, `${title}%`),
              inArray(notifications.loadId, loadIds),
            ),
          );
        const counts = new Map(loadIds.map((loadId) => [loadId, 0]));
        for (const row of rows)
          counts.set(String(row.loadId), (counts.get(String(row.loadId)) ?? 0) + 1);
        return [...counts.values()];
      };
      const once = loadIds.map(() => 1);

      clock.advance(30 * MINUTE);
      await eventually(async () => (await stepsDone('reannounce')) === loadIds.length, 20_000);
      expect(await noticesPerLoad(latecomer._id, 'load_matched', 'Load ')).toEqual(once);

      clock.advance(30 * MINUTE);
      await eventually(async () => (await stepsDone('no-quote')) === loadIds.length, 20_000);
      expect(await noticesPerLoad(shipper._id, 'no_quote_yet', 'No quotes yet')).toEqual(once);
      // Runners still polling change nothing more.
      clock.advance(60 * MINUTE);
      await Promise.all(runners.map((runner) => runner.jobs.runDue()));
      expect(await noticesPerLoad(latecomer._id, 'load_matched', 'Load ')).toEqual(once);
      expect(await noticesPerLoad(shipper._id, 'no_quote_yet', 'No quotes yet')).toEqual(once);
    } finally {
      await Promise.all(runners.map((runner) => runner.close()));
    }
  });
});
