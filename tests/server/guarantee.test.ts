import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindLoadsRow, Load } from '../../src/contract/loads';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { scheduledJobs } from '../../server/modules/scheduled-jobs/scheduled-jobs.schema';
import { users } from '../../server/modules/users/users.schema';
import { createServices } from '../../server/services';
import { startAppInstance, type AppInstance } from './support/app-instance';
import {
  addTruck,
  call,
  loadRow,
  postLoad,
  quote,
  setLoadStatus,
  signInProvider,
  signInShipper,
} from './support/marketplace';
import { signIn } from './support/sign-in';
import { createSharedTestDatabase, type SharedTestDatabase } from './support/shared-test-database';

const MINUTE = 60_000;
type Provider = Awaited<ReturnType<typeof signInProvider>>;

let shared: SharedTestDatabase;
let t: AppInstance;
let shipper: Awaited<ReturnType<typeof signInShipper>>;
const providers: Record<string, Provider & { colleagueId?: string }> = {};

/** A provider group with one truck; `lanes` are source countries it has quoted loads from. */
async function provider(
  name: string,
  truck: Record<string, unknown>,
  lanes: { country: string; city: string; currency: string }[] = [],
) {
  const session = await signInProvider(t, name);
  await addTruck(t, session.groupId, truck);
  for (const source of lanes) {
    const history = await signInShipper(t, `${name} Customer`);
    const loadId = await postLoad(t, history.token, {
      source: { country: source.country, city: source.city },
      currency: source.currency,
    });
    expect((await quote(t, session.token, loadId)).status).toBe(200);
  }
  providers[name] = session;
  return session;
}

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  t = await startAppInstance(await shared.open());
  shipper = await signInShipper(t, 'Guarantee Shipper');
  const fits = await provider('Fits Fleet', { type: '12M', weight: 20, weightUnit: 'ton' });
  // A colleague in the same group hears of the load too.
  const colleague = await signIn(t);
  await t.db
    .update(users)
    .set({ userType: 'provider', groupId: fits.groupId })
    .where(eq(users.id, colleague._id));
  providers['Fits Fleet'] = { ...fits, colleagueId: colleague._id };
  await provider('Kilo Fleet', { type: '12M', weight: 15_000, weightUnit: 'kg' });
  await provider('Saudi Lanes', { type: '12M', weight: 25, weightUnit: 'ton' }, [
    { country: 'Saudi Arabia', city: 'Jeddah', currency: 'SAR' },
  ]);
  await provider('Qatar Lanes', { type: '12M', weight: 25, weightUnit: 'ton' }, [
    { country: 'Qatar', city: 'Doha', currency: 'QAR' },
  ]);
  await provider('Other Type', { type: '15M', truckOption: 'flat bed', weight: 30 });
  await provider('Small Trucks', { type: '12M', weight: 5 });
  await provider('Idle Trucks', { type: '12M', weight: 20, status: 'inactive' });
});
afterAll(async () => {
  await t?.close();
  await shared?.dispose();
});

/** Who got a notification of `kind` about the load, by provider name (or 'shipper'). */
async function toldAbout(loadId: string, kind: string): Promise<string[]> {
  const rows = await t.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.loadId, loadId), eq(notifications.kind, kind)));
  return rows
    .map(({ userId }) => {
      if (userId === shipper._id) return 'shipper';
      const entry = Object.entries(providers).find(
        ([, p]) => p._id === userId || p.colleagueId === userId,
      );
      return entry ? `${entry[0]}${entry[1].colleagueId === userId ? ' (colleague)' : ''}` : userId;
    })
    .sort();
}

async function jobsOf(loadId: string) {
  return t.db
    .select()
    .from(scheduledJobs)
    .where(
      inArray(scheduledJobs.dedupeKey, [`load:${loadId}:reannounce`, `load:${loadId}:no-quote`]),
    );
}

/** Posts a load of 12 t on a 12M truck from Riyadh, as the shipper, at the clock's time. */
async function postGuaranteed(overrides: Record<string, unknown> = {}) {
  const loadId = await postLoad(t, shipper.token, overrides);
  return { loadId, postedAt: (await loadRow(t, loadId)).createdAt.getTime() };
}
const at = (postedAt: number, minutes: number) => new Date(postedAt + minutes * MINUTE);

describe('posting a load', () => {
  it('tells at once the providers whose trucks and lanes fit, and no one else', async () => {
    const { loadId, postedAt } = await postGuaranteed();
    expect(await toldAbout(loadId, 'load_matched')).toEqual([
      'Fits Fleet',
      'Fits Fleet (colleague)',
      'Kilo Fleet',
      'Saudi Lanes',
    ]);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.loadId, loadId),
          eq(notifications.userId, providers['Kilo Fleet']!._id),
        ),
      );
    const number = (await loadRow(t, loadId)).number;
    expect(note?.title).toBe(`New load LD-${number} fits your trucks`);
    expect(note?.description).toContain('Riyadh → Dubai');

    const jobs = await jobsOf(loadId);
    expect(jobs.map((job) => [job.kind, job.runAt.getTime()]).sort()).toEqual([
      ['no-quote', at(postedAt, 60).getTime()],
      ['reannounce', at(postedAt, 30).getTime()],
    ]);
  });

  it('matches any truck type that can carry the weight when the load names none (LTL)', async () => {
    const { loadId } = await postGuaranteed({
      loadType: 'LTL',
      truckType: null,
      truckSubType: null,
    });
    expect(await toldAbout(loadId, 'load_matched')).toEqual([
      'Fits Fleet',
      'Fits Fleet (colleague)',
      'Kilo Fleet',
      'Other Type',
      'Saudi Lanes',
    ]);
  });
});

describe('30 minutes without a quote', () => {
  it('re-announces the load to every provider able to carry it who was not told yet, once', async () => {
    const { loadId, postedAt } = await postGuaranteed();
    await t.jobs.runDue(at(postedAt, 29));
    expect(await toldAbout(loadId, 'load_matched')).toHaveLength(4);

    await t.jobs.runDue(at(postedAt, 30));
    expect(await toldAbout(loadId, 'load_matched')).toEqual([
      'Fits Fleet',
      'Fits Fleet (colleague)',
      'Kilo Fleet',
      'Other Type',
      'Qatar Lanes',
      'Saudi Lanes',
    ]);
    await t.jobs.runDue(at(postedAt, 45));
    expect(await toldAbout(loadId, 'load_matched')).toHaveLength(6);
    const reannounce = (await jobsOf(loadId)).find((job) => job.kind === 'reannounce');
    expect(reannounce?.doneAt).toEqual(at(postedAt, 30));
  });

  it('tells no one more when the load has a quote, and still completes the step', async () => {
    const { loadId, postedAt } = await postGuaranteed();
    expect((await quote(t, providers['Fits Fleet']!.token, loadId, 2000)).status).toBe(200);
    await t.jobs.runDue(at(postedAt, 30));
    expect(await toldAbout(loadId, 'load_matched')).toHaveLength(4);
    expect((await jobsOf(loadId)).find((job) => job.kind === 'reannounce')?.doneAt).not.toBeNull();
  });
});

describe('60 minutes without a quote', () => {
  it('tells the shipper honestly, once, what happened and what it can do', async () => {
    const { loadId, postedAt } = await postGuaranteed();
    await t.jobs.runDue(at(postedAt, 59));
    expect(await toldAbout(loadId, 'no_quote_yet')).toEqual([]);
    await t.jobs.runDue(at(postedAt, 60));
    await t.jobs.runDue(at(postedAt, 90));
    expect(await toldAbout(loadId, 'no_quote_yet')).toEqual(['shipper']);

    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.loadId, loadId), eq(notifications.kind, 'no_quote_yet')));
    const number = (await loadRow(t, loadId)).number;
    expect(note?.title).toBe(`No quotes yet for LD-${number}`);
    expect(note?.description).toContain('within 60 minutes');
    expect(note?.description).toContain('re-announced it');
    expect(note?.description).toContain('stays visible to all providers');
    expect(note?.description).toContain('truck type');
  });

  it('says nothing when a quote came in, or the load was cancelled', async () => {
    const quoted = await postGuaranteed();
    expect((await quote(t, providers['Qatar Lanes']!.token, quoted.loadId, 1800)).status).toBe(200);
    const cancelled = await postGuaranteed();
    await setLoadStatus(t, cancelled.loadId, 'cancelled');
    const toldAtPosting = await toldAbout(cancelled.loadId, 'load_matched');

    await t.jobs.runDue(at(Math.max(quoted.postedAt, cancelled.postedAt), 60));
    expect(await toldAbout(quoted.loadId, 'no_quote_yet')).toEqual([]);
    expect(await toldAbout(cancelled.loadId, 'no_quote_yet')).toEqual([]);
    // Not re-announced either.
    expect(await toldAbout(cancelled.loadId, 'load_matched')).toEqual(toldAtPosting);
    for (const job of [...(await jobsOf(quoted.loadId)), ...(await jobsOf(cancelled.loadId))]) {
      expect(job.doneAt).not.toBeNull();
    }
  });
});

describe('with several instances', () => {
  it('runs each step once when instances look for due jobs at the same moment', async () => {
    // A second instance: its own connection pool on PostgreSQL; on PGlite (one process only),
    // a second set of services over the same database.
    const second = shared.opensConcurrently
      ? await startAppInstance(await shared.open(), { clock: t.clock })
      : null;
    const secondJobs =
      second?.jobs ??
      createServices({ config: t.config, database: t.database, clock: t.clock, sms: t.sms }).jobs;
    try {
      const posted = [];
      for (let i = 0; i < 6; i += 1) posted.push(await postGuaranteed());
      const due = at(Math.max(...posted.map((load) => load.postedAt)), 60);
      const runs = await Promise.all([
        t.jobs.runDue(due),
        secondJobs.runDue(due),
        t.jobs.runDue(due),
        secondJobs.runDue(due),
      ]);
      expect(runs.flatMap((run) => run.failed)).toEqual([]);
      for (const { loadId } of posted) {
        expect(await toldAbout(loadId, 'no_quote_yet')).toEqual(['shipper']);
        // Re-announced once: each group that can carry 12 t exactly once.
        expect(await toldAbout(loadId, 'load_matched')).toHaveLength(6);
        expect((await jobsOf(loadId)).every((job) => job.doneAt && job.attempts === 1)).toBe(true);
      }
    } finally {
      await second?.close();
    }
  });
});

describe('what providers and the shipper see of the promise', () => {
  it('shows providers when to respond by, and the shipper when the first quote came', async () => {
    const { loadId, postedAt } = await postGuaranteed();
    const respondBy = at(postedAt, 60).toISOString();
    const token = providers['Saudi Lanes']!.token;
    const found = await call<FindLoadsRow[]>(t, 'POST', '/api/loads', { body: {}, token });
    expect((found.body.data as FindLoadsRow[]).find((row) => row._id === loadId)?.respondBy).toBe(
      respondBy,
    );
    const forProvider = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, { token });
    expect(forProvider.body.data?.load.respondBy).toBe(respondBy);
    const before = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: shipper.token,
    });
    expect(before.body.data?.load.firstQuoteAt).toBeNull();

    t.clock.advance(7 * MINUTE);
    expect((await quote(t, token, loadId, 2200)).status).toBe(200);
    const after = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: shipper.token,
    });
    expect(after.body.data?.load.firstQuoteAt).toBe(at(postedAt, 7).toISOString());
    expect(after.body.data?.load.firstQuoteMinutes).toBe(7);
    const otherProvider = providers['Fits Fleet']!.token;
    const seenByOther = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: otherProvider,
    });
    expect(seenByOther.body.data?.load.respondBy).toBeNull();
  });
});
