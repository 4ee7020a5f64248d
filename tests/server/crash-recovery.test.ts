import { createHash, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../server/db/database';
import { createDiskFileStorage } from '../../server/providers/storage/disk-file-storage';
import { brokenInvariants, filesOnDisk } from './support/crash-invariants';
import { createHttpApi, NoAnswer, type Reply, type RequestSpec } from './support/http-api';
import {
  otpTestPhones,
  postLoad,
  quote,
  signUp,
  testPhoneNumbers,
  tripWithBoundLink,
  addTruck,
  type Account,
  type LinkedTrip,
} from './support/http-marketplace';
import {
  createServerTarget,
  startServerProcess,
  type ServerProcess,
  type ServerTarget,
} from './support/server-process';
import { PDF_BYTES, PNG_BYTES } from './support/uploads';

/**
 * SIGKILL in the middle of writes (accepting quotes by paying, starting trips, a driver's status
 * steps, charges with photos, truck documents), on the real server process and the database of
 * this run (the embedded folder in `server`, a PostgreSQL database in `server-postgres`). After
 * each kill every change is whole or absent, nothing answered is lost, and every write left
 * without an answer, sent again with its Idempotency-Key, takes effect exactly once.
 *
 * A killed process's writes are already in the kernel, so this proves recovery from a process
 * crash, not from a power loss: PGlite 0.5 starts PostgreSQL with fsync off and its Node file
 * system has no fsync (electric-sql/pglite#1107), which no setting of ours changes.
 */

const ROUNDS = 3;
const LOADS_PER_ROUND = 4;
/** One step of each trip a round, the last one completing it (which closes its link). */
const STEPS = ['out_to_collect', 'out_to_unload', 'completed'] as const;
const SHIPPERS = 3;
const PROVIDERS = 3;
const phones = testPhoneNumbers(SHIPPERS + PROVIDERS);
const STEP_ARRAY = `{${STEPS.join(',')}}`;

type WriteKind =
  'create-intent' | 'confirm' | 'accept' | 'start-trip' | 'status' | 'charge' | 'truck-document';
type Write = {
  kind: WriteKind;
  spec: RequestSpec;
  reply?: Reply;
  attempts: number;
  /** Attempts cut in flight by a kill, and attempts the dead server never received. */
  cut: number;
  refused: number;
  /** A query answering `present`: whether an answered write's effect is in the database. */
  effect: (data: Json) => SQL;
};
type Json = Record<string, unknown>;

const api = createHttpApi();
const writes: Write[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newWrite(kind: WriteKind, spec: RequestSpec, effect: Write['effect']): Write {
  const write: Write = {
    kind,
    effect,
    spec: { ...spec, headers: { ...spec.headers, 'idempotency-key': randomUUID() } },
    attempts: 0,
    cut: 0,
    refused: 0,
  };
  writes.push(write);
  return write;
}

/**
 * Sends a write until it is answered: the same request and key every time. "Still being
 * processed" (the claim of an attempt a kill cut short, until its lease lapses) is waited out as
 * its Retry-After says; no answer at all stops the chain it belongs to, until the next restart.
 */
async function perform(write: Write): Promise<Reply> {
  if (write.reply) return write.reply;
  const deadline = Date.now() + 30_000;
  for (;;) {
    write.attempts += 1;
    let reply: Reply;
    try {
      reply = await api.send(write.spec);
    } catch (error) {
      if (error instanceof NoAnswer) {
        if (error.inFlight) write.cut += 1;
        else write.refused += 1;
      }
      throw error;
    }
    if (reply.status === 409 && reply.body.msg?.includes('still being processed')) {
      if (Date.now() > deadline) throw new Error(`${write.kind} stayed in flight for 30 s`);
      await sleep(Number(reply.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    write.reply = reply;
    return reply;
  }
}

function expectOk(write: Write, reply: Reply) {
  if (reply.status !== 200) {
    throw new Error(`${write.kind} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  return reply.body.data ?? {};
}

/** A shipper pays for one quote of a load and accepts it; its carrier then starts the trip. */
function acceptanceChain(shipper: Account, carrier: Account, loadId: string, quoteId: string) {
  const steps: Partial<Record<WriteKind, Write>> = {};
  return async () => {
    steps['create-intent'] ??= newWrite(
      'create-intent',
      {
        method: 'POST',
        url: '/api/payments/create-intent',
        token: shipper.token,
        body: { quoteId, loadId },
      },
      (data) =>
        sql`select exists (select 1 from payments where payment_intent_id = ${String(data.paymentIntentId)}) as present`,
    );
    const intent = expectOk(steps['create-intent'], await perform(steps['create-intent']));
    const paymentIntentId = String(intent.paymentIntentId);
    steps.confirm ??= newWrite(
      'confirm',
      {
        method: 'POST',
        url: '/api/payments/test/confirm',
        token: shipper.token,
        body: { paymentIntentId, cardNumber: '4242424242424242' },
      },
      () =>
        sql`select exists (select 1 from test_payment_intents where id = ${paymentIntentId} and status = 'succeeded') as present`,
    );
    expectOk(steps.confirm, await perform(steps.confirm));
    steps.accept ??= newWrite(
      'accept',
      {
        method: 'PUT',
        url: '/api/quote/status',
        token: shipper.token,
        body: { quoteId, status: 'accepted', paymentIntentId },
      },
      () =>
        sql`select exists (select 1 from loads where id = ${loadId} and accepted_quote_id = ${quoteId}) as present`,
    );
    expectOk(steps.accept, await perform(steps.accept));
    steps['start-trip'] ??= newWrite(
      'start-trip',
      {
        method: 'POST',
        url: '/api/trips/create',
        token: carrier.token,
        body: { quoteId, loadId },
      },
      (data) =>
        sql`select exists (select 1 from trips where id = ${String(data.tripId)} and status <> 'cancelled') as present`,
    );
    expectOk(steps['start-trip'], await perform(steps['start-trip']));
  };
}

/** The driver's phone: one step of the trip, then a charge with its photo. */
function driverChain(trip: LinkedTrip, step: (typeof STEPS)[number], tag: string) {
  const linkHeaders = { 'x-link-id': trip.linkId, 'x-device-key': trip.deviceKey };
  let status: Write | undefined;
  let charge: Write | undefined;
  return async () => {
    status ??= newWrite(
      'status',
      {
        method: 'PUT',
        url: `/api/trips/update/status/${trip.tripId}`,
        headers: linkHeaders,
        body: { status: step, recordedAt: new Date().toISOString() },
      },
      () =>
        sql`select exists (select 1 from trips where id = ${trip.tripId} and array_position(${STEP_ARRAY}::text[], status) >= ${STEPS.indexOf(step) + 1}) as present`,
    );
    expectOk(status, await perform(status));
    if (step === 'completed') return;
    const photo = uniqueBytes(PNG_BYTES, tag);
    charge ??= newWrite(
      'charge',
      {
        method: 'POST',
        url: '/api/trip-charges/add',
        headers: linkHeaders,
        form: () => {
          const form = new FormData();
          form.append('linkId', trip.linkId);
          form.append('reason', `Toll ${tag}`);
          form.append('amount', '45.5');
          form.append(
            'files',
            new Blob([new Uint8Array(photo)], { type: 'image/png' }),
            `${tag}.png`,
          );
          return form;
        },
      },
      (data) =>
        sql`select exists (select 1 from trip_charges where id = ${(data.charge as { _id: string })._id}) as present`,
    );
    expectOk(charge, await perform(charge));
  };
}

/** A carrier uploads a document to its truck. */
function documentChain(carrier: Account, truckId: string, tag: string) {
  const bytes = uniqueBytes(PDF_BYTES, tag);
  expectedDocuments.set(`${tag}.pdf`, createHash('sha256').update(bytes).digest('hex'));
  let upload: Write | undefined;
  return async () => {
    upload ??= newWrite(
      'truck-document',
      {
        method: 'POST',
        url: `/api/trucks/docs/${truckId}`,
        token: carrier.token,
        form: () => {
          const form = new FormData();
          form.append(
            'files',
            new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
            `${tag}.pdf`,
          );
          form.append('labels', JSON.stringify(['Registration']));
          return form;
        },
      },
      () =>
        sql`select exists (select 1 from stored_files where owner_kind = 'truck' and original_name = ${`${tag}.pdf`}) as present`,
    );
    expectOk(upload, await perform(upload));
  };
}

/** Trailing bytes make each upload's content its own, so its hash names it. */
const uniqueBytes = (bytes: Buffer, tag: string) =>
  Buffer.concat([bytes, Buffer.from(`\n%${tag}\n`)]);
const expectedDocuments = new Map<string, string>();

let target: ServerTarget;
let server: ServerProcess;
const serverEnv = {
  OTP_TEST_PHONES: otpTestPhones(phones),
  ALLOW_TEST_PHONES: '1',
  // The idempotency lease of a cut request lapses within seconds; see the retries below.
};

async function restart() {
  server = await startServerProcess(target, serverEnv);
  api.baseUrl = server.baseUrl;
}

beforeAll(async () => {
  target = await createServerTarget();
  await restart();
}, 90_000);

afterAll(async () => {
  await server?.kill();
  await target?.dispose();
});

/** Opens the database as a restarted server would (PGlite: past the dead holder's lock). */
async function checkDatabase(check: (db: Database) => Promise<void>) {
  const database = await target.open();
  try {
    await check(database.db);
  } finally {
    await database.close();
  }
}

describe(`SIGKILL in the middle of writes (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('leaves every change whole or absent, loses nothing answered, and a retry applies once', async () => {
    // The stage, through the API: shippers and carriers, a trip per carrier with a bound link.
    const accounts = await Promise.all(
      phones.map((phone, index) => signUp(api, phone, index < SHIPPERS ? 'user' : 'provider')),
    );
    const shippers = accounts.slice(0, SHIPPERS);
    const carriers = accounts.slice(SHIPPERS);
    const trips = await Promise.all(
      carriers.map((carrier, index) =>
        tripWithBoundLink(api, shippers[index % SHIPPERS]!, carrier),
      ),
    );
    const trucks = await Promise.all(carriers.map((carrier) => addTruck(api, carrier)));
    // Each round's loads, each quoted by every carrier; the shipper will pay for one quote.
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, () =>
        Promise.all(
          Array.from({ length: LOADS_PER_ROUND }, async (_, index) => {
            const loadId = await postLoad(api, shippers[index % SHIPPERS]!);
            const quoteIds = await Promise.all(
              carriers.map((carrier, offset) => quote(api, carrier, loadId, 1200 + 100 * offset)),
            );
            return { loadId, quoteIds };
          }),
        ),
      ),
    );

    const kills: { delayMs: number; cutInFlight: number }[] = [];
    const pending: (() => Promise<void>)[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const chains = [
        ...rounds[round]!.map(({ loadId, quoteIds }, index) => {
          const chosen = (round + index) % PROVIDERS;
          return acceptanceChain(
            shippers[index % SHIPPERS]!,
            carriers[chosen]!,
            loadId,
            quoteIds[chosen]!,
          );
        }),
        ...trips.map((trip, index) => driverChain(trip, STEPS[round]!, `r${round}t${index}`)),
        ...carriers.flatMap((carrier, index) => [
          documentChain(carrier, trucks[index]!, `r${round}c${index}a`),
          documentChain(carrier, trucks[index]!, `r${round}c${index}b`),
        ]),
      ];
      pending.push(...chains);
      const cutBefore = writes.reduce((sum, write) => sum + write.cut, 0);
      // Early, middle and late in the burst, each round somewhere else.
      const delayMs = Math.round(20 + Math.random() * 100 + round * 150);
      const running = chains.map((chain) => chain().catch(stoppedByKill));
      await sleep(delayMs);
      await server.kill();
      await Promise.all(running);
      kills.push({
        delayMs,
        cutInFlight: writes.reduce((sum, write) => sum + write.cut, 0) - cutBefore,
      });

      // Straight after the kill: whole or absent, and whatever was answered is there.
      await checkDatabase(async (db) => {
        expect(await brokenInvariants(db, target.dataDir)).toEqual([]);
        expect(await lostAnswers(db)).toEqual([]);
      });

      // Restarted on the same database: every write left without an answer, sent again.
      await restart();
      await Promise.all(pending.map((chain) => chain()));
    }
    expect(await server.stop()).toBe(0);

    await checkDatabase(async (db) => {
      expect(await brokenInvariants(db, target.dataDir)).toEqual([]);
      expect(await lostAnswers(db)).toEqual([]);
      expect(await appliedMoreThanOnce(db)).toEqual([]);
    });
    // What a kill cut short on disk, the storage's sweep of abandoned temporary files takes.
    await createDiskFileStorage(`${target.dataDir}/files`).removeAbandoned?.(new Date());
    expect(
      (await filesOnDisk(target.dataDir)).filter((file) => file.key.endsWith('.partial')),
    ).toEqual([]);

    const cut = writes.filter((write) => write.cut > 0).length;
    const retried = writes.filter((write) => write.cut + write.refused > 0).length;
    console.info(
      `${target.kind}: ${kills.length} kills (after ${kills.map((kill) => kill.delayMs).join(', ')} ms) ` +
        `during ${writes.length} writes; ${cut} cut in flight, ${retried} retried with their key ` +
        `(${retried - cut} never reached the dead server), nothing lost or applied twice`,
    );
    expect(writes.filter((write) => write.reply?.status !== 200)).toEqual([]);
    expect(kills.some((kill) => kill.cutInFlight > 0)).toBe(true);
  }, 300_000);
});

function stoppedByKill(error: unknown) {
  if (!(error instanceof NoAnswer)) throw error;
}

const rows = async <T>(db: Database, query: SQL) => rowsOf<T>(await db.execute(query));

/** Writes the server answered 200 whose effect is not in the database. */
async function lostAnswers(db: Database): Promise<string[]> {
  const lost: string[] = [];
  for (const write of writes) {
    if (!write.reply || write.reply.status !== 200) continue;
    const [row] = await rows<{ present: boolean }>(db, write.effect(write.reply.body.data ?? {}));
    if (!row?.present)
      lost.push(`${write.kind} ${write.spec.url} ${JSON.stringify(write.reply.body)}`);
  }
  return lost;
}

/** Effects found more (or less) often than the writes that asked for them, once all answered. */
async function appliedMoreThanOnce(db: Database): Promise<string[]> {
  const wrong: string[] = [];
  const charges = await rows<{ reason: string; count: string; photos: string }>(
    db,
    sql`select c.reason, count(*) as count,
          (select count(*) from stored_files f where f.owner_kind = 'charge' and f.owner_id = any (array_agg(c.id))) as photos
        from trip_charges c group by c.reason`,
  );
  for (const charge of charges) {
    if (Number(charge.count) !== 1 || Number(charge.photos) !== 1) {
      wrong.push(`charge "${charge.reason}": ${charge.count} rows, ${charge.photos} photos`);
    }
  }
  const chargeWrites = writes.filter((write) => write.kind === 'charge').length;
  if (charges.length !== chargeWrites)
    wrong.push(`${charges.length} charges for ${chargeWrites} writes`);

  const documents = await rows<{ original_name: string; storage_key: string }>(
    db,
    sql`select original_name, storage_key from stored_files where owner_kind = 'truck'`,
  );
  const onDisk = new Map((await filesOnDisk(target.dataDir)).map((file) => [file.key, file]));
  const seen = new Map<string, number>();
  for (const document of documents) {
    seen.set(document.original_name, (seen.get(document.original_name) ?? 0) + 1);
    if (
      onDisk.get(document.storage_key)?.sha256 !== expectedDocuments.get(document.original_name)
    ) {
      wrong.push(`document ${document.original_name}: bytes differ from those sent`);
    }
  }
  for (const name of expectedDocuments.keys()) {
    if (seen.get(name) !== 1) wrong.push(`document ${name} stored ${seen.get(name) ?? 0} times`);
  }

  const trips = await rows<{ load_id: string; count: string }>(
    db,
    sql`select load_id, count(*) as count from trips group by load_id having count(*) > 1`,
  );
  for (const trip of trips) wrong.push(`load ${trip.load_id} has ${trip.count} trips`);
  const startWrites = writes.filter((write) => write.kind === 'start-trip').length;
  const [started] = await rows<{ count: string }>(
    db,
    sql`select count(*) as count from trips t join quotes q on q.id = t.quote_id where t.status = 'confirmed'`,
  );
  if (Number(started?.count) !== startWrites) {
    wrong.push(`${started?.count} trips confirmed for ${startWrites} starts`);
  }
  return wrong;
}
