import { createHash, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../server/db/database';
import { createDiskFileStorage } from '../../server/providers/storage/disk-file-storage';
import { brokenInvariants, filesOnDisk } from './support/crash-invariants';
import { invoicesChangedSince, issuedInvoiceDigests } from './support/invoice-invariants';
import { createHttpApi, NoAnswer, type Reply, type RequestSpec } from './support/http-api';
import {
  loadPayments,
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
import { validLoad } from './support/marketplace';
import { strandedMoney } from './support/money-invariant';
import {
  createServerTarget,
  startServerProcess,
  type ServerProcess,
  type ServerTarget,
} from './support/server-process';
import { PDF_BYTES, PNG_BYTES } from './support/uploads';

/**
 * SIGKILL in the middle of writes (posting loads, quoting, paying for quotes, accepting them,
 * starting trips, cancelling an acceptance, cancelling a load, a driver's status steps, charges
 * with photos and their approval before and after the trip's completion, adding trucks and
 * drivers, truck documents),
 * on the real server process and the database of this run (the embedded folder in `server`, a
 * PostgreSQL database in `server-postgres`), while its background work settles payments nobody
 * acted on and pays the refunds owed. After each kill every change is whole or absent, nothing
 * answered is lost, no money is stranded, and every write left without an answer, sent again with
 * its Idempotency-Key, takes effect exactly once; in the end every refund owed is paid, once.
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
/** Reconciliation looks at a payment this soon, so it also runs (and races the retries) here. */
const RECONCILE_AFTER_SECONDS = 3;
/** How often server/main.ts runs its background work (reconciliation, then refunds owed). */
const JOB_INTERVAL_MS = 5_000;
/** Refunds owed when the last write is answered are paid within this, a few runs of that work. */
const REFUNDS_PAID_WITHIN_MS = 30_000;

type WriteKind =
  | 'post-load'
  | 'quote'
  | 'add-truck'
  | 'add-driver'
  | 'create-intent'
  | 'confirm'
  | 'accept'
  | 'start-trip'
  | 'cancel-acceptance'
  | 'cancel-load'
  | 'status'
  | 'charge'
  | 'decide'
  | 'proof'
  | 'truck-document';
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

type Steps = Partial<Record<WriteKind, Write>>;
type Deal = { shipper: Account; carrier: Account; loadId: string; quoteId: string };

/** The shipper's first step of paying for a quote: the intent, made once at the provider. */
const createIntentWrite = (shipper: Account, quoteId: string, loadId: string) =>
  newWrite(
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

/**
 * The shipper pays for one quote of a load and accepts it; its carrier then starts the trip.
 * `kept`: whether the acceptance and the trip stand; a take-back chain then cancels them, so the
 * effects its writes are checked by are what stays of them (the acceptance announced and its
 * payment settled, the trip stored).
 */
async function payAcceptAndStart(steps: Steps, deal: Deal, kept: boolean): Promise<string> {
  const { shipper, carrier, loadId, quoteId } = deal;
  steps['create-intent'] ??= createIntentWrite(shipper, quoteId, loadId);
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
      kept
        ? sql`select exists (select 1 from loads where id = ${loadId} and accepted_quote_id = ${quoteId}) as present`
        : sql`select exists (select 1 from payments where payment_intent_id = ${paymentIntentId} and settled_at is not null)
                and exists (select 1 from notifications where load_id = ${loadId} and kind = 'quote_accepted') as present`,
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
      kept
        ? sql`select exists (select 1 from trips where id = ${String(data.tripId)} and status <> 'cancelled') as present`
        : sql`select exists (select 1 from trips where id = ${String(data.tripId)} and quote_id = ${quoteId}) as present`,
  );
  expectOk(steps['start-trip'], await perform(steps['start-trip']));
  return paymentIntentId;
}

/** A shipper pays for one quote of a load and accepts it; its carrier then starts the trip. */
function acceptanceChain(deal: Deal) {
  const steps: Steps = {};
  return async () => {
    await payAcceptAndStart(steps, deal, true);
  };
}

/**
 * A deal taken back after the trip was started: its payment is owed back in full. Paid, accepted
 * and started in one round's burst, it is taken back first thing in the next round's burst (the
 * last round's in its own), so that kills also land on the cancellations themselves.
 */
type TakeBack = {
  kind: 'cancel-acceptance' | 'cancel-load';
  deal: Deal;
  otherQuoteId: string;
  steps: Steps;
  cancelInRound: number;
  chain: () => Promise<void>;
};
const takeBacks: TakeBack[] = [];
/** The round whose burst (or whose retries after its kill) is under way. */
let currentRound = 0;
const paymentOf = (takeBack: TakeBack) =>
  takeBack.steps['create-intent']?.reply?.body.data?.paymentIntentId as string | undefined;

/**
 * Accepted, the trip started, then the shipper cancels the acceptance: the trip is called off,
 * the payment owed back, and the other carrier's quote, which the acceptance closed, pending again.
 */
function cancelAcceptanceChain(deal: Deal, otherQuoteId: string, cancelInRound: number) {
  const steps: Steps = {};
  const { shipper, loadId, quoteId } = deal;
  const chain = async () => {
    const paymentIntentId = await payAcceptAndStart(steps, deal, false);
    if (currentRound < cancelInRound) return;
    steps['cancel-acceptance'] ??= newWrite(
      'cancel-acceptance',
      {
        method: 'PUT',
        url: '/api/quote/status',
        token: shipper.token,
        body: { quoteId, status: 'rejected' },
      },
      () =>
        sql`select exists (select 1 from quotes where id = ${quoteId} and status = 'rejected' and acceptance_cancelled_at is not null)
          and exists (select 1 from quotes where id = ${otherQuoteId} and status = 'pending')
          and exists (select 1 from payment_refunds where payment_intent_id = ${paymentIntentId} and reason = 'acceptance_cancelled')
          and not exists (select 1 from trips where load_id = ${loadId} and status <> 'cancelled')
          and exists (select 1 from loads where id = ${loadId} and status = 'pending' and accepted_quote_id is null) as present`,
    );
    expectOk(steps['cancel-acceptance'], await perform(steps['cancel-acceptance']));
  };
  const kind = 'cancel-acceptance';
  takeBacks.push({ kind, deal, otherQuoteId, steps, cancelInRound, chain });
  return chain;
}

/** Accepted, the trip started, then the shipper cancels the whole load: its payment is owed back. */
function cancelLoadChain(deal: Deal, otherQuoteId: string, cancelInRound: number) {
  const steps: Steps = {};
  const { shipper, loadId } = deal;
  const chain = async () => {
    const paymentIntentId = await payAcceptAndStart(steps, deal, false);
    if (currentRound < cancelInRound) return;
    steps['cancel-load'] ??= newWrite(
      'cancel-load',
      { method: 'PUT', url: `/api/loads/${loadId}/cancel`, token: shipper.token },
      () =>
        sql`select exists (select 1 from loads where id = ${loadId} and status = 'cancelled' and accepted_quote_id is null)
          and not exists (select 1 from quotes where load_id = ${loadId} and status <> 'rejected')
          and exists (select 1 from payment_refunds where payment_intent_id = ${paymentIntentId} and reason = 'load_cancelled')
          and not exists (select 1 from trips where load_id = ${loadId} and status <> 'cancelled') as present`,
    );
    expectOk(steps['cancel-load'], await perform(steps['cancel-load']));
  };
  takeBacks.push({ kind: 'cancel-load', deal, otherQuoteId, steps, cancelInRound, chain });
  return chain;
}

/** Each trip's charge write of the round before: its carrier approves it this round. */
const lastChargeOfTrip = new Map<string, { write?: Write }>();

/**
 * The driver's phone: one step of the trip, then a charge with its photo; and the carrier's
 * approval of the last round's charge, after the step. So one charge is approved while the trip
 * runs (invoiced by the completion) and one after it is completed (invoiced by its approval).
 */
function driverChain(
  trip: LinkedTrip,
  carrier: Account,
  step: (typeof STEPS)[number],
  tag: string,
) {
  const linkHeaders = { 'x-link-id': trip.linkId, 'x-device-key': trip.deviceKey };
  let proof: Write | undefined;
  let status: Write | undefined;
  let decision: Write | undefined;
  const earlierCharge = lastChargeOfTrip.get(trip.tripId);
  const thisCharge: { write?: Write } = {};
  lastChargeOfTrip.set(trip.tripId, thisCharge);
  return async () => {
    // Completed needs the consignee's proof first, as the phone's outbox sends them.
    if (step === 'completed') {
      const signature = uniqueBytes(PNG_BYTES, `${tag}-signature`);
      proof ??= newWrite(
        'proof',
        {
          method: 'POST',
          url: `/api/driver-links/${trip.linkId}/delivery-proof`,
          headers: linkHeaders,
          form: () => {
            const form = new FormData();
            form.append('recipientName', `Consignee ${tag}`);
            form.append('recordedAt', new Date().toISOString());
            form.append(
              'signature',
              new Blob([new Uint8Array(signature)], { type: 'image/png' }),
              'signature.png',
            );
            return form;
          },
        },
        () =>
          sql`select exists (select 1 from delivery_proofs where trip_id = ${trip.tripId}) as present`,
      );
      expectOk(proof, await perform(proof));
    }
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
    if (earlierCharge?.write) {
      const added = expectOk(earlierCharge.write, await perform(earlierCharge.write));
      const chargeId = (added.charge as { _id: string })._id;
      decision ??= newWrite(
        'decide',
        {
          method: 'PUT',
          url: `/api/trip-charges/${chargeId}/decision`,
          token: carrier.token,
          body: { decision: 'approve' },
        },
        () =>
          sql`select exists (select 1 from trip_charges where id = ${chargeId} and status = 'approved') as present`,
      );
      // A decision a kill cut after its commit is answered as made on its retry.
      expectOk(decision, await perform(decision));
    }
    if (step === 'completed') return;
    const photo = uniqueBytes(PNG_BYTES, tag);
    thisCharge.write ??= newWrite(
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
    expectOk(thisCharge.write, await perform(thisCharge.write));
  };
}

/** Names what a create chain made, so each is counted once whatever its retries did. */
const CREATED = 'Crash';

/** A shipper posts a load, a carrier quotes it, and the shipper starts paying for the quote. */
function postingChain(shipper: Account, carrier: Account, tag: string) {
  const steps: Steps = {};
  return async () => {
    steps['post-load'] ??= newWrite(
      'post-load',
      {
        method: 'POST',
        url: '/api/loads/create',
        token: shipper.token,
        body: validLoad({
          material: `${CREATED} ${tag}`,
          scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        }),
      },
      (data) =>
        sql`select exists (select 1 from loads where id = ${String(data.loadId)}) as present`,
    );
    const loadId = String(expectOk(steps['post-load'], await perform(steps['post-load'])).loadId);
    steps.quote ??= newWrite(
      'quote',
      {
        method: 'POST',
        url: '/api/quote/create',
        token: carrier.token,
        body: { loadId, offer: 950, status: 'pending' },
      },
      (data) => sql`select exists (select 1 from quotes where id = ${String(data._id)}) as present`,
    );
    const quoteId = String(expectOk(steps.quote, await perform(steps.quote))._id);
    steps['create-intent'] ??= createIntentWrite(shipper, quoteId, loadId);
    expectOk(steps['create-intent'], await perform(steps['create-intent']));
  };
}

/** A carrier adds a truck, then a driver. */
function fleetChain(carrier: Account, tag: string, phone: string) {
  const steps: Steps = {};
  return async () => {
    steps['add-truck'] ??= newWrite(
      'add-truck',
      {
        method: 'POST',
        url: '/api/trucks',
        token: carrier.token,
        body: {
          name: `${CREATED} ${tag}`,
          model: 'Volvo FH',
          licensePlate: tag,
          type: '12M',
          weight: 20,
        },
      },
      (data) => sql`select exists (select 1 from trucks where id = ${String(data._id)}) as present`,
    );
    expectOk(steps['add-truck'], await perform(steps['add-truck']));
    steps['add-driver'] ??= newWrite(
      'add-driver',
      {
        method: 'POST',
        url: '/api/drivers',
        token: carrier.token,
        body: {
          name: `${CREATED} ${tag}`,
          phone,
          licenseNo: `KSA-${phone}`,
          countryCode: '+966',
          country: 'Saudi Arabia',
        },
      },
      (data) =>
        sql`select exists (select 1 from drivers where id = ${String(data._id)}) as present`,
    );
    expectOk(steps['add-driver'], await perform(steps['add-driver']));
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
  PAYMENT_RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS),
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
    // Each round's loads, each quoted by every carrier; the shipper will pay for one quote. Two
    // more each round are taken back: quoted by two carriers, the first paid and accepted (which
    // closes the second's quote), then the acceptance cancelled, or the whole load.
    const quotedLoad = async (shipper: Account, quoters: Account[]) => {
      const loadId = await postLoad(api, shipper);
      const quoteIds = await Promise.all(
        quoters.map((carrier, offset) => quote(api, carrier, loadId, 1200 + 100 * offset)),
      );
      return { shipper, loadId, quoteIds, quoters };
    };
    const twoCarriers = (first: number) => [
      carriers[first % PROVIDERS]!,
      carriers[(first + 1) % PROVIDERS]!,
    ];
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async (_, round) => {
        const [loads, cancelAcceptance, cancelLoad] = await Promise.all([
          Promise.all(
            Array.from({ length: LOADS_PER_ROUND }, (_, index) =>
              quotedLoad(shippers[index % SHIPPERS]!, carriers),
            ),
          ),
          quotedLoad(shippers[round % SHIPPERS]!, twoCarriers(round)),
          quotedLoad(shippers[(round + 1) % SHIPPERS]!, twoCarriers(round + 1)),
        ]);
        return { loads, cancelAcceptance, cancelLoad };
      }),
    );
    const takenBack = ({
      shipper,
      loadId,
      quoteIds,
      quoters,
    }: Awaited<ReturnType<typeof quotedLoad>>) =>
      [{ shipper, carrier: quoters[0]!, loadId, quoteId: quoteIds[0]! }, quoteIds[1]!] as const;
    const everyLoad = [
      ...trips.map((trip, index) => ({
        shipper: shippers[index % SHIPPERS]!,
        loadId: trip.loadId,
      })),
      ...rounds.flatMap(({ loads, cancelAcceptance, cancelLoad }) => [
        ...loads,
        cancelAcceptance,
        cancelLoad,
      ]),
    ];

    const kills: { delayMs: number; cutInFlight: number }[] = [];
    /** Every invoice as last read: an issued invoice reads the same after every kill. */
    let issuedInvoices = new Map<string, string>();
    const pending: (() => Promise<void>)[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      currentRound = round;
      const { loads, cancelAcceptance, cancelLoad } = rounds[round]!;
      // Deals accepted in the last burst, taken back first thing in this one.
      const takingBack = takeBacks
        .filter((takeBack) => takeBack.cancelInRound === round)
        .map((takeBack) => takeBack.chain);
      const cancelInRound = Math.min(round + 1, ROUNDS - 1);
      const chains = [
        ...loads.map(({ shipper, loadId, quoteIds }, index) => {
          const chosen = (round + index) % PROVIDERS;
          return acceptanceChain({
            shipper,
            carrier: carriers[chosen]!,
            loadId,
            quoteId: quoteIds[chosen]!,
          });
        }),
        cancelAcceptanceChain(...takenBack(cancelAcceptance), cancelInRound),
        cancelLoadChain(...takenBack(cancelLoad), cancelInRound),
        ...shippers.map((shipper, index) =>
          postingChain(shipper, carriers[(round + index) % PROVIDERS]!, `r${round}s${index}`),
        ),
        ...carriers.map((carrier, index) =>
          fleetChain(carrier, `r${round}c${index}`, String(570_000_000 + round * 10 + index)),
        ),
        ...trips.map((trip, index) =>
          driverChain(trip, carriers[index]!, STEPS[round]!, `r${round}t${index}`),
        ),
        ...carriers.flatMap((carrier, index) => [
          documentChain(carrier, trucks[index]!, `r${round}c${index}a`),
          documentChain(carrier, trucks[index]!, `r${round}c${index}b`),
        ]),
      ];
      pending.push(...chains);
      const cutBefore = writes.reduce((sum, write) => sum + write.cut, 0);
      // Early, middle and late in the burst, each round somewhere else.
      const delayMs = Math.round(20 + Math.random() * 100 + round * 150);
      const running = [...takingBack, ...chains].map((chain) => chain().catch(stoppedByKill));
      await sleep(delayMs);
      await server.kill();
      await Promise.all(running);
      kills.push({
        delayMs,
        cutInFlight: writes.reduce((sum, write) => sum + write.cut, 0) - cutBefore,
      });

      // Straight after the kill: whole or absent, whatever was answered is there, and every
      // payment taken is attached, owed back, or still queued for reconciliation.
      await checkDatabase(async (db) => {
        expect(await brokenInvariants(db, target.dataDir)).toEqual([]);
        expect(await invoicesChangedSince(db, issuedInvoices)).toEqual([]);
        issuedInvoices = await issuedInvoiceDigests(db);
        expect(await strandedMoney(db, { now: new Date(), inFlight: true })).toEqual([]);
        expect(await lostAnswers(db)).toEqual([]);
        await noteRefundsLeasedByTheDead(db);
      });

      // Restarted on the same database: every write left without an answer, sent again.
      await restart();
      await Promise.all(pending.map((chain) => chain()));
    }

    // Every write answered: the server's background work pays the refunds owed, by itself.
    const refunds = await refundsPaid(everyLoad);
    expect(await server.stop()).toBe(0);

    let reconciled = 0;
    await checkDatabase(async (db) => {
      expect(await brokenInvariants(db, target.dataDir)).toEqual([]);
      expect(await invoicesChangedSince(db, issuedInvoices)).toEqual([]);
      expect(await lostAnswers(db)).toEqual([]);
      reconciled = await paymentsReconciliationLookedAt(db);
      expect(await refundsNotPaid(db)).toEqual([]);
      expect(await strandedMoney(db, { now: new Date() })).toEqual([]);
      expect(await appliedMoreThanOnce(db)).toEqual([]);
    });
    // What a kill cut short on disk, the storage's sweep of abandoned temporary files takes.
    await createDiskFileStorage(`${target.dataDir}/files`).removeAbandoned?.(new Date());
    expect(
      (await filesOnDisk(target.dataDir)).filter((file) => file.key.endsWith('.partial')),
    ).toEqual([]);

    const cut = writes.filter((write) => write.cut > 0).length;
    const retried = writes.filter((write) => write.cut + write.refused > 0).length;
    const cutKinds = new Map<WriteKind, number>();
    for (const write of writes) {
      if (write.cut > 0) cutKinds.set(write.kind, (cutKinds.get(write.kind) ?? 0) + 1);
    }
    console.info(
      `${target.kind}: ${kills.length} kills (after ${kills.map((kill) => kill.delayMs).join(', ')} ms) ` +
        `during ${writes.length} writes; ${cut} cut in flight, ${retried} retried with their key ` +
        `(${retried - cut} never reached the dead server; cut: ${[...cutKinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}), ` +
        `nothing lost or applied twice; ` +
        `reconciliation looked at ${reconciled} payments; ` +
        `${takeBacks.length} deals taken back (${cutTakeBacks()} with a write cut in flight), ` +
        `their ${refunds.refunded} refunds paid within ${refunds.waitedMs} ms of the last answer` +
        (leasedByTheDead.size > 0
          ? ` (${leasedByTheDead.size} leased by a killed server, paid once its lease lapsed)`
          : ''),
    );
    expect(writes.filter((write) => write.reply?.status !== 200)).toEqual([]);
    expect(kills.some((kill) => kill.cutInFlight > 0)).toBe(true);
  }, 300_000);
});

function stoppedByKill(error: unknown) {
  if (!(error instanceof NoAnswer)) throw error;
}

const rows = async <T>(db: Database, query: SQL) => rowsOf<T>(await db.execute(query));

const cutTakeBacks = () =>
  takeBacks.filter((takeBack) => Object.values(takeBack.steps).some((write) => write.cut > 0))
    .length;

/**
 * Refunds a killed server had claimed: their lease (REFUND_LEASE_MS, two minutes) must lapse
 * before the next server pays them, by design; the wait for refunds allows for it.
 */
const leasedByTheDead = new Map<string, number>();
async function noteRefundsLeasedByTheDead(db: Database) {
  const leased = await rows<{ id: string; next_attempt_at: string | Date }>(
    db,
    sql`select id, next_attempt_at from payment_refunds
        where status = 'pending' and attempts > 0 and next_attempt_at > ${new Date().toISOString()}::timestamptz`,
  );
  for (const refund of leased) {
    leasedByTheDead.set(refund.id, new Date(refund.next_attempt_at).getTime());
  }
}

/**
 * Waits, reading Load Details as each shipper does (the embedded database is the running
 * server's alone), until every refund on every load is paid: within a few runs of the server's
 * background work, or once the lease of a refund a killed server had claimed lapsed.
 */
async function refundsPaid(loads: { shipper: Account; loadId: string }[]) {
  const started = Date.now();
  const deadline = Math.max(
    started + REFUNDS_PAID_WITHIN_MS,
    ...[...leasedByTheDead.values()].map((leaseEnd) => leaseEnd + 3 * JOB_INTERVAL_MS),
  );
  for (;;) {
    const payments = (
      await Promise.all(loads.map(({ shipper, loadId }) => loadPayments(api, shipper, loadId)))
    ).flat();
    const refunded = payments.filter((payment) => payment.refund);
    const unpaid = refunded.filter((payment) => payment.refund?.status !== 'succeeded');
    if (unpaid.length === 0) return { refunded: refunded.length, waitedMs: Date.now() - started };
    if (Date.now() > deadline || unpaid.some((payment) => payment.refund?.status === 'failed')) {
      throw new Error(
        `refunds not paid after ${Date.now() - started} ms: ${JSON.stringify(unpaid)}\n${server.output()}`,
      );
    }
    await sleep(500);
  }
}

/**
 * Payments reconciliation claimed (its lease, or its next look at expiry, moved `next_check_at`
 * past the first look it was given when created): it ran during the test, not only in theory.
 */
async function paymentsReconciliationLookedAt(db: Database): Promise<number> {
  const [row] = await rows<{ count: string | number }>(
    db,
    sql`select count(*) as count from payments
        where next_check_at > created_at + make_interval(secs => ${RECONCILE_AFTER_SECONDS + 1})`,
  );
  return Number(row?.count ?? 0);
}

/** Every refund row in the database, whichever load: none may be left unpaid. */
const refundsNotPaid = (db: Database) =>
  rows<{ id: string; payment_intent_id: string; status: string; last_error: string | null }>(
    db,
    sql`select id, payment_intent_id, status, last_error from payment_refunds where status <> 'succeeded'`,
  );

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

  // Each trip's first charge, approved while it ran, invoiced by its completion; its second,
  // approved after, by its approval: two supplementary invoices a trip, one charge each.
  const supplementary = await rows<{ trip_id: string; invoices: string; lines: string }>(
    db,
    sql`select c.trip_id, count(distinct x.invoice_id) as invoices, count(*) as lines
        from trip_charges c join invoice_lines x on x.charge_id = c.id group by c.trip_id`,
  );
  const decideWrites = writes.filter((write) => write.kind === 'decide').length;
  if (
    supplementary.length * 2 !== decideWrites ||
    supplementary.some((trip) => Number(trip.invoices) !== 2 || Number(trip.lines) !== 2)
  ) {
    wrong.push(
      `supplementary invoices for ${decideWrites} approvals: ${JSON.stringify(supplementary)}`,
    );
  }

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

  wrong.push(...(await createdMoreThanOnce(db)));

  const trips = await rows<{ load_id: string; count: string }>(
    db,
    sql`select load_id, count(*) as count from trips group by load_id having count(*) > 1`,
  );
  for (const trip of trips) wrong.push(`load ${trip.load_id} has ${trip.count} trips`);
  // A take-back chain's trip is started and then called off with its deal.
  const startWrites = writes.filter((write) => write.kind === 'start-trip').length;
  const [started] = await rows<{ confirmed: string; cancelled: string }>(
    db,
    sql`select count(*) filter (where t.status = 'confirmed') as confirmed,
          count(*) filter (where t.status = 'cancelled') as cancelled
        from trips t join quotes q on q.id = t.quote_id`,
  );
  if (Number(started?.confirmed) !== startWrites - takeBacks.length) {
    wrong.push(
      `${started?.confirmed} trips confirmed for ${startWrites - takeBacks.length} starts`,
    );
  }
  if (Number(started?.cancelled) !== takeBacks.length) {
    wrong.push(`${started?.cancelled} trips cancelled for ${takeBacks.length} deals taken back`);
  }

  // Money: the provider refunds a payment once at most; each deal taken back has its payment
  // refunded, exactly once and in full; nothing else was refunded, least of all an accepted quote's.
  const twice = await rows<{ payment_intent_id: string; count: string }>(
    db,
    sql`select payment_intent_id, count(*) as count from test_payment_refunds
        group by payment_intent_id having count(*) > 1`,
  );
  for (const payment of twice) {
    wrong.push(
      `payment ${payment.payment_intent_id} refunded ${payment.count} times by the provider`,
    );
  }
  const refunds = await rows<{
    payment_intent_id: string;
    reason: string;
    status: string;
    paid_back: string | number;
  }>(
    db,
    sql`select r.payment_intent_id, r.reason, r.status,
          (select count(*) from test_payment_refunds x
           where x.payment_intent_id = r.payment_intent_id and x.amount_minor = p.amount_minor) as paid_back
        from payment_refunds r join payments p on p.payment_intent_id = r.payment_intent_id`,
  );
  const refundOf = new Map(refunds.map((refund) => [refund.payment_intent_id, refund]));
  for (const takeBack of takeBacks) {
    const paymentIntentId = paymentOf(takeBack);
    const refund = paymentIntentId ? refundOf.get(paymentIntentId) : undefined;
    const reason =
      takeBack.kind === 'cancel-acceptance' ? 'acceptance_cancelled' : 'load_cancelled';
    if (
      refund?.status !== 'succeeded' ||
      refund.reason !== reason ||
      Number(refund.paid_back) !== 1
    ) {
      wrong.push(
        `${takeBack.kind} of load ${takeBack.deal.loadId}: payment ${paymentIntentId} refund ${JSON.stringify(refund ?? null)}`,
      );
    }
  }
  const takenBackPayments = new Set(takeBacks.map(paymentOf));
  for (const refund of refunds) {
    if (!takenBackPayments.has(refund.payment_intent_id)) {
      wrong.push(
        `payment ${refund.payment_intent_id} refunded (${refund.reason}), no deal of it taken back`,
      );
    }
  }
  const acceptedRefunded = await rows<{ id: string; payment_intent_id: string }>(
    db,
    sql`select q.id, q.payment_intent_id from quotes q
        where q.status = 'accepted' and (
          exists (select 1 from payment_refunds r where r.payment_intent_id = q.payment_intent_id)
          or exists (select 1 from test_payment_refunds x where x.payment_intent_id = q.payment_intent_id))`,
  );
  for (const quote of acceptedRefunded) {
    wrong.push(`accepted quote ${quote.id}: its payment ${quote.payment_intent_id} was refunded`);
  }

  // Every decision told its parties once, however often its write was sent.
  const told = await rows<{ load_id: string; user_id: string; kind: string; count: string }>(
    db,
    sql`select load_id, user_id, kind, count(*) as count from notifications
        where kind in ('quote_accepted', 'quote_rejected', 'acceptance_cancelled', 'load_reopened',
                       'load_cancelled', 'payment_refunded')
        group by load_id, user_id, kind having count(*) > 1`,
  );
  for (const note of told) {
    wrong.push(`load ${note.load_id}: user ${note.user_id} told ${note.kind} ${note.count} times`);
  }
  return wrong;
}

/**
 * What the create chains made, each under the name its one write gave it: one row per write,
 * every load posted by a chain quoted once, and one intent at the provider and one record for
 * each quote paid for, however often a kill made a write be sent again.
 */
async function createdMoreThanOnce(db: Database): Promise<string[]> {
  const wrong: string[] = [];
  const named = `${CREATED} %`;
  const made: Record<string, { query: SQL; nameIn: (body: Json) => unknown }> = {
    'post-load': {
      query: sql`select material as name, count(*) as count,
          (select count(*) from quotes q where q.load_id = any (array_agg(l.id))) as quotes
        from loads l where material like ${named} group by material`,
      nameIn: (body) => body.material,
    },
    'add-truck': {
      query: sql`select name, count(*) as count from trucks where name like ${named} group by name`,
      nameIn: (body) => body.name,
    },
    'add-driver': {
      query: sql`select name, count(*) as count from drivers where name like ${named} group by name`,
      nameIn: (body) => body.name,
    },
    // Every quote paid for, the stage's own included.
    'create-intent': {
      query: sql`select quote_id as name, count(*) as count,
          (select count(*) from payments p where p.quote_id::text = i.quote_id) as records
        from (select metadata->>'quoteId' as quote_id from test_payment_intents) i group by quote_id`,
      nameIn: (body) => body.quoteId,
    },
  };
  for (const [kind, { query, nameIn }] of Object.entries(made)) {
    const found = await rows<{ name: string; count: string; quotes?: string; records?: string }>(
      db,
      query,
    );
    for (const row of found) {
      const counts = [row.count, row.quotes ?? 1, row.records ?? 1];
      if (!counts.every((count) => Number(count) === 1)) {
        wrong.push(`${kind} ${row.name}: ${JSON.stringify(row)}`);
      }
    }
    const names = new Set(found.map((row) => row.name));
    for (const write of writes.filter((candidate) => candidate.kind === kind)) {
      const name = String(nameIn(write.spec.body as Json));
      if (!names.has(name)) wrong.push(`${kind} ${name}: not made`);
    }
  }
  return wrong;
}
