import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, otpPhoneGuards } from '../../server/modules/auth/auth.schema';
import { STORAGE_UNAVAILABLE } from '../../server/modules/files/files-service';
import { storedFiles } from '../../server/modules/files/files.schema';
import { payments } from '../../server/modules/payments/payments.schema';
import { ACCEPTANCE_MESSAGES } from '../../server/modules/quotes/quote-acceptance-service';
import { addCharge, tripWithBoundLink } from './support/charges';
import { changedTables, snapshotDatabase } from './support/database-snapshot';
import { startFakeS3, type FakeS3 } from './support/fake-s3';
import { startStripeTestApp, type FakeStripe } from './support/fake-stripe';
import { startFakeTwilio, type FakeTwilio } from './support/fake-twilio';
import { addDriver } from './support/fleet';
import { addTruck, signInProvider, signInShipper } from './support/marketplace';
import {
  createIntent,
  loadWithTwoQuotes,
  putQuoteStatus,
  quoteRow,
} from './support/payment-fixtures';
import { newSaudiPhone, post } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { PDF_BYTES, PNG_BYTES, upload, type UploadFile } from './support/uploads';

// Each provider fails the way real ones do, the user is told plainly, nothing half-made is
// left behind, and once the provider is back the same action succeeds.

const SMS_FAILED = 'We could not send the code. Please try again.';
const PAYMENT_PROVIDER_DOWN = 'The payment provider could not be reached. Please try again.';

const TWO_IMAGES: UploadFile[] = [
  { name: 'front.png', bytes: PNG_BYTES, type: 'image/png' },
  { name: 'back.png', bytes: PNG_BYTES, type: 'image/png' },
];
const TWO_DOCUMENTS: UploadFile[] = [
  { name: 'registration.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
  { name: 'insurance.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
];

type Reply = { status: number; body: { success: boolean; msg?: string } };

/** Each kind of upload a user makes, with two files each: ready to send, and sent. */
const UPLOADS: { name: string; prepare: (t: TestApp) => Promise<() => Promise<Reply>> }[] = [
  {
    name: "a truck's documents",
    async prepare(t) {
      const provider = await signInProvider(t, 'Docs Haulage');
      const truck = await addTruck(t, provider.groupId);
      return () =>
        upload(t, `/api/trucks/docs/${truck.id}`, TWO_DOCUMENTS, {
          token: provider.token,
          labels: ['Registration', 'Insurance'],
        });
    },
  },
  {
    name: "a truck's images",
    async prepare(t) {
      const provider = await signInProvider(t, 'Photo Haulage');
      const truck = await addTruck(t, provider.groupId);
      return () =>
        upload(t, `/api/trucks/images/${truck.id}`, TWO_IMAGES, {
          token: provider.token,
          labels: ['Front', 'Back'],
        });
    },
  },
  {
    name: "a driver's documents",
    async prepare(t) {
      const provider = await signInProvider(t, 'Licence Haulage');
      const driver = await addDriver(t, provider.groupId);
      return () =>
        upload(t, `/api/drivers/docs/${driver.id}`, TWO_DOCUMENTS, {
          token: provider.token,
          labels: ['Licence', 'Residence permit'],
        });
    },
  },
  {
    name: "a load's images",
    async prepare(t) {
      const shipper = await signInShipper(t);
      return () => upload(t, '/api/loads/images', TWO_IMAGES, { token: shipper.token });
    },
  },
  {
    name: "a charge's photos (driver link)",
    async prepare(t) {
      const { link } = await tripWithBoundLink(t);
      return () => addCharge(t, link, { photos: TWO_IMAGES });
    },
  },
];

/** Where a storage fault is made and mended, and what the storage holds. */
type StorageFault = {
  name: string;
  env: () => Record<string, string>;
  break: (t: TestApp) => Promise<void>;
  mend: (t: TestApp) => Promise<void>;
  storedKeys: (t: TestApp) => Promise<string[]>;
};

async function filesUnder(folder: string): Promise<string[]> {
  if (!(await stat(folder).catch(() => null))?.isDirectory()) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const STORAGE_FAULTS: StorageFault[] = [
  {
    // As root a folder's permissions stop nothing: a plain file where the folder should be does.
    name: 'disk storage whose folder cannot be written',
    env: () => ({}),
    async break(t) {
      const root = t.config.storage.diskRoot;
      await mkdir(root, { recursive: true });
      await rename(root, `${root}.aside`);
      await writeFile(root, 'not a folder');
    },
    async mend(t) {
      const root = t.config.storage.diskRoot;
      await rm(root);
      await rename(`${root}.aside`, root);
    },
    storedKeys: (t) => filesUnder(t.config.storage.diskRoot),
  },
  ...(['error', 'close'] as const).map((failure): StorageFault => ({
    name: `S3 that ${failure === 'error' ? 'answers 500' : 'drops the connection'}`,
    env: () => s3.env,
    async break() {
      s3.state.failure = failure;
    },
    async mend() {
      s3.state.failure = null;
    },
    storedKeys: async () => [...s3.objects.keys()],
  })),
];

describe.each(STORAGE_FAULTS)('uploads to $name', (fault) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...fault.env(), OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(() => t?.close());

  it.each(UPLOADS)('$name: a plain 503 and nothing stored, then it succeeds', async (action) => {
    const send = await action.prepare(t);
    const keysBefore = await fault.storedKeys(t);
    const before = await snapshotDatabase(t.db);

    await fault.break(t);
    const refused = await send();
    expect(refused).toMatchObject({
      status: 503,
      body: { success: false, msg: STORAGE_UNAVAILABLE },
    });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    await fault.mend(t);
    expect(await fault.storedKeys(t)).toEqual(keysBefore);

    const filesBefore = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).map(
      (row) => row.id,
    );
    const accepted = await send();
    expect(accepted.status).toBe(200);
    const added = await t.db
      .select()
      .from(storedFiles)
      .where(notInArray(storedFiles.id, filesBefore));
    expect(added).toHaveLength(2);
    // Every new row has its bytes.
    for (const row of added) expect(await t.storage.get(row.storageKey)).not.toBeNull();
  });
});

describe('an upload whose second file cannot be stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...s3.env, OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(async () => {
    s3.state.putsBeforeRefusal = null;
    await t?.close();
  });

  it('removes the file that was stored: all of an upload or none of it', async () => {
    const send = await UPLOADS[0]!.prepare(t);
    const keysBefore = [...s3.objects.keys()];
    const before = await snapshotDatabase(t.db);

    s3.state.putsBeforeRefusal = 1;
    const refused = await send();
    s3.state.putsBeforeRefusal = null;

    expect(refused).toMatchObject({ status: 503, body: { msg: STORAGE_UNAVAILABLE } });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    expect([...s3.objects.keys()]).toEqual(keysBefore);
    expect((await send()).status).toBe(200);
  });
});

/** A gateway that can be made to fail: the in-process recorder, or Twilio's adapter at a fake. */
type Gateway = {
  name: string;
  start: () => Promise<TestApp>;
  fail: (t: TestApp, failing: boolean) => void;
  lastCodeFor: (t: TestApp, e164: string) => string | undefined;
};

let twilio: FakeTwilio;
const GATEWAYS: Gateway[] = [
  {
    name: 'an SMS gateway that throws',
    start: () => createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' }),
    fail: (t, failing) => void (t.sms.fail = failing),
    lastCodeFor: (t, e164) => t.sms.lastCodeFor(e164),
  },
  ...(['error', 'close'] as const).map((failure): Gateway => ({
    name: `Twilio ${failure === 'error' ? 'answering 500' : 'dropping the connection'}`,
    async start() {
      twilio ??= await startFakeTwilio();
      return createTestApp(
        { ...twilio.env, OTP_SENDS_PER_IP_PER_HOUR: '1000' },
        { configuredSms: true },
      );
    },
    fail: (_t, failing) => void (twilio.state.failure = failing ? failure : null),
    lastCodeFor: (_t, e164) => twilio.lastCodeFor(e164),
  })),
];
afterAll(() => twilio?.close());

describe.each(GATEWAYS)('sign-in codes through $name', (gateway) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await gateway.start();
  });
  afterAll(() => t?.close());

  const sendCode = (phone: string) => post(t, '/api/user/send-otp', { phone, countryCode: '+966' });
  const verify = (phone: string, otpId: unknown, otp: string | undefined) =>
    post(t, '/api/user/verify-otp', { phoneNumber: phone, otpId, otp });

  it('send-otp: a plain 502, no code kept or counted, then the code arrives', async () => {
    const phone = newSaudiPhone();
    const before = await snapshotDatabase(t.db);

    gateway.fail(t, true);
    const refused = await sendCode(phone);
    gateway.fail(t, false);

    expect(refused).toMatchObject({ status: 502, body: { success: false, msg: SMS_FAILED } });
    // Only the phone's lock row may appear, with nothing counted against it.
    expect(
      changedTables(before, await snapshotDatabase(t.db)).filter(
        (table) => table !== 'otp_phone_guards',
      ),
    ).toEqual([]);
    const [guard] = await t.db
      .select()
      .from(otpPhoneGuards)
      .where(eq(otpPhoneGuards.phoneE164, `+966${phone}`));
    expect(guard).toMatchObject({ failedAttempts: 0, lockedUntil: null });
    expect(
      await t.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phoneE164, `+966${phone}`)),
    ).toEqual([]);

    // No wait: the failed send did not start the resend timer.
    const sent = await sendCode(phone);
    expect(sent.status).toBe(200);
    const verified = await verify(
      phone,
      sent.body.data?.otpId,
      gateway.lastCodeFor(t, `+966${phone}`),
    );
    expect(verified.status).toBe(200);
  });

  it('resend: a plain 502 leaves the code already sent working, then the new one arrives', async () => {
    const phone = newSaudiPhone();
    const first = await sendCode(phone);
    expect(first.status).toBe(200);
    const firstCode = gateway.lastCodeFor(t, `+966${phone}`);
    t.clock.advance(31_000);
    const before = await snapshotDatabase(t.db);

    gateway.fail(t, true);
    const refused = await sendCode(phone);
    gateway.fail(t, false);

    expect(refused).toMatchObject({ status: 502, body: { success: false, msg: SMS_FAILED } });
    // The first code is neither replaced nor spent; the failed send counts for nothing.
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);

    const resent = await sendCode(phone);
    expect(resent.status).toBe(200);
    const secondCode = gateway.lastCodeFor(t, `+966${phone}`);
    // The code that arrived replaces the first.
    expect((await verify(phone, first.body.data?.otpId, firstCode)).status).toBe(400);
    expect((await verify(phone, resent.body.data?.otpId, secondCode)).status).toBe(200);
  });
});

describe.each(['error', 'close'] as const)('Stripe that %s', (failure) => {
  let stripe: FakeStripe;
  let t: TestApp;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ stripe, t, close } = await startStripeTestApp());
  });
  afterAll(async () => {
    await close?.();
  });

  it('create-intent: a plain 502 and no payment recorded, then the intent is made', async () => {
    const { shipper, quoteA } = await loadWithTwoQuotes(t);
    const before = await snapshotDatabase(t.db);

    stripe.state.failure = failure;
    const refused = await createIntent(t, shipper.token, quoteA);
    stripe.state.failure = null;

    expect(refused).toMatchObject({
      status: 502,
      body: { success: false, msg: PAYMENT_PROVIDER_DOWN },
    });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);

    const created = await createIntent(t, shipper.token, quoteA);
    expect(created.status).toBe(200);
    const id = String(created.body.data?.paymentIntentId);
    expect(await t.db.select().from(payments).where(eq(payments.paymentIntentId, id))).toHaveLength(
      1,
    );
  });

  it('accepting after paying: a plain 502 and the quote unchanged, then it is accepted', async () => {
    const { shipper, quoteA, quoteB } = await loadWithTwoQuotes(t);
    const created = await createIntent(t, shipper.token, quoteA);
    const paymentIntentId = String(created.body.data?.paymentIntentId);
    stripe.succeed(paymentIntentId);
    const accept = () =>
      putQuoteStatus(t, shipper.token, {
        quoteId: quoteA.id,
        status: 'accepted',
        paymentIntentId,
        paymentStatus: 'succeeded',
      });
    const before = await snapshotDatabase(t.db);

    stripe.state.failure = failure;
    const refused = await accept();
    stripe.state.failure = null;

    expect(refused).toMatchObject({
      status: 502,
      body: { success: false, msg: ACCEPTANCE_MESSAGES.providerDown },
    });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);

    expect((await accept()).status).toBe(200);
    expect((await quoteRow(t, quoteA.id)).status).toBe('accepted');
    expect((await quoteRow(t, quoteB.id)).status).toBe('rejected');
  });
});
