import type { Driver } from '../../../src/contract/drivers';
import type { StoredFile } from '../../../src/contract/files';
import type { Notification } from '../../../src/contract/notifications';
import type { Truck } from '../../../src/contract/trucks';
import { OTP_RULES } from '../../../server/modules/auth/otp-rules';
import { addCharge } from './charges';
import { createLink, freshIp, newDeviceKey, verifyDevice } from './driver-link';
import { call, postLoad, quote, signInProvider, signInShipper } from './marketplace';
import { payFor, putQuoteStatus } from './payment-fixtures';
import { post, signIn } from './sign-in';
import type { TestApp } from './test-app';
import { PDF_BYTES, PNG_BYTES, upload } from './uploads';
import { newDraftKey } from './visitor-draft-key';

type Shipper = Awaited<ReturnType<typeof signInShipper>>;
type Provider = Awaited<ReturnType<typeof signInProvider>>;

/**
 * One owner's side of the marketplace: a shipper and a provider group (its own company) with
 * everything each owns, every record made through the API.
 */
export type OwnerSide = {
  shipper: Shipper;
  provider: Provider;
  /** The shipper's open load, quoted by both groups. */
  openLoadId: string;
  /** This side's group's pending quote on its shipper's open load. */
  openQuoteId: string;
  /** The other side's group's pending quote on this side's shipper's open load. */
  rivalQuoteId: string;
  /** Paid with the test card for `openQuoteId`, never used to accept it. */
  unusedPaymentIntentId: string;
  /** The shipper's load accepted for this side's group, with a trip, a driver link and a charge. */
  tripLoadId: string;
  tripQuoteId: string;
  tripId: string;
  /** The shipper's load accepted for this side's group whose trip is not started yet. */
  readyLoadId: string;
  readyQuoteId: string;
  /** An open load nobody has quoted. */
  unquotedLoadId: string;
  truckId: string;
  driverId: string;
  linkId: string;
  deviceKey: string;
  /** The driver's pending charge on the trip, with a photo. */
  chargeId: string;
  /** File ids: the trip load's image, one the shipper uploaded and never attached, fleet files. */
  files: {
    loadImage: string;
    /** The open load's image, which every provider may see while the load is open. */
    openLoadImage: string;
    unattachedImage: string;
    truckDocument: string;
    truckImage: string;
    driverDocument: string;
    chargePhoto: string;
  };
  /** The shipper's unread notification and the provider's. */
  shipperNotificationId: string;
  providerNotificationId: string;
  /** A visitor's draft saved under this side's device fingerprint. */
  draftFingerprint: string;
  /** A one-time code sent to the shipper's phone and not used yet. */
  pendingOtpId: string;
  /** The Idempotency-Keys the provider assigned the driver with and the driver added the charge with. */
  idempotencyKeys: { assignDriver: string; addCharge: string };
};

export type TwoOwners = {
  a: OwnerSide;
  b: OwnerSide;
  /** Signed in, but has not chosen to be a shipper or a provider yet. */
  newcomer: Awaited<ReturnType<typeof signIn>>;
};

const fileIdOf = (url: string) => {
  const id = /^\/api\/files\/([0-9a-f-]{36})$/.exec(url)?.[1];
  if (!id) throw new Error(`not a file url: ${url}`);
  return id;
};

function ok<T>(what: string, response: { status: number; body: { data?: T } }): T {
  if (response.status !== 200 || response.body.data === undefined) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

async function uploadOne(t: TestApp, url: string, token: string, kind: 'image' | 'document') {
  const file =
    kind === 'image'
      ? { name: 'photo.png', bytes: PNG_BYTES, type: 'image/png' }
      : { name: 'registration.pdf', bytes: PDF_BYTES, type: 'application/pdf' };
  const response = await upload(t, url, [file], { token, labels: ['Front'] });
  const data = ok(`upload ${url}`, response) as { docs?: StoredFile[]; images?: { url: string }[] };
  const stored = data.docs?.at(-1)?.url ?? data.images?.at(-1)?.url;
  if (!stored) throw new Error(`upload ${url}: no file in the answer`);
  return fileIdOf(stored);
}

let plates = 0;
async function addFleet(t: TestApp, provider: Provider, label: string) {
  plates += 1;
  const truck = ok(
    'add truck',
    await call<Truck>(t, 'POST', '/api/trucks', {
      token: provider.token,
      body: {
        name: `Truck ${label}`,
        model: 'Volvo FH',
        licensePlate: `RUH ${plates}`,
        type: '12M',
        weight: 20,
      },
    }),
  );
  const driver = ok(
    'add driver',
    await call<Driver>(t, 'POST', '/api/drivers', {
      token: provider.token,
      body: {
        name: `Driver ${label}`,
        phone: String(560_000_000 + plates),
        licenseNo: `KSA-${label}-${plates}`,
        countryCode: '+966',
        country: 'Saudi Arabia',
      },
    }),
  );
  return { truckId: truck._id, driverId: driver._id };
}

/** Pays for a quote with the test card and accepts it, as the shipper's browser does. */
async function acceptQuote(t: TestApp, shipper: Shipper, quoteId: string, loadId: string) {
  const paymentIntentId = await payFor(t, shipper.token, { id: quoteId, loadId });
  const accepted = await putQuoteStatus(t, shipper.token, {
    quoteId,
    status: 'accepted',
    paymentIntentId,
  });
  if (accepted.status !== 200) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
}

async function quoteId(t: TestApp, provider: Provider, loadId: string, truckId?: string) {
  const response = await quote(t, provider.token, loadId, 1500, truckId ? { truckId } : {});
  return String(ok('quote', response)._id);
}

async function firstUnreadNotification(t: TestApp, token: string) {
  const listed = ok(
    'notifications',
    await call<{ notifications: Notification[] }>(
      t,
      'GET',
      '/api/user-notifications?filter=unread',
      { token },
    ),
  );
  const note = listed.notifications[0];
  if (!note) throw new Error('no unread notification');
  return note._id;
}

/** A code for the phone, past the wait between two sends. */
async function sendCode(t: TestApp, phone: string) {
  t.clock.advance(OTP_RULES.resendAfterMs);
  const sent = await post(t, '/api/user/send-otp', { phone, countryCode: '+966' });
  if (sent.status !== 200) throw new Error(`send-otp: ${JSON.stringify(sent.body)}`);
  return String(sent.body.data?.otpId);
}

/** This side's records; `rival` is the other side's provider, who quotes this side's open load. */
async function buildSide(
  t: TestApp,
  label: string,
  people: { shipper: Shipper; provider: Provider; rival: Provider },
): Promise<OwnerSide> {
  const { shipper, provider, rival } = people;
  const { truckId, driverId } = await addFleet(t, provider, label);
  const loadImage = await uploadOne(t, '/api/loads/images', shipper.token, 'image');
  const openLoadImage = await uploadOne(t, '/api/loads/images', shipper.token, 'image');
  const unattachedImage = await uploadOne(t, '/api/loads/images', shipper.token, 'image');

  const openLoadId = await postLoad(t, shipper.token, {
    material: `Open ${label}`,
    images: [{ url: `/api/files/${openLoadImage}` }],
  });
  const tripLoadId = await postLoad(t, shipper.token, {
    material: `Trip ${label}`,
    images: [{ url: `/api/files/${loadImage}` }],
  });
  const readyLoadId = await postLoad(t, shipper.token, { material: `Ready ${label}` });
  const unquotedLoadId = await postLoad(t, shipper.token, { material: `Unquoted ${label}` });

  const openQuoteId = await quoteId(t, provider, openLoadId);
  const rivalQuoteId = await quoteId(t, rival, openLoadId);
  const tripQuoteId = await quoteId(t, provider, tripLoadId, truckId);
  const readyQuoteId = await quoteId(t, provider, readyLoadId);
  await acceptQuote(t, shipper, tripQuoteId, tripLoadId);
  await acceptQuote(t, shipper, readyQuoteId, readyLoadId);
  const unusedPaymentIntentId = await payFor(t, shipper.token, {
    id: openQuoteId,
    loadId: openLoadId,
  });

  const started = ok(
    'start trip',
    await call<{ tripId: string }>(t, 'POST', '/api/trips/create', {
      token: provider.token,
      body: { quoteId: tripQuoteId, loadId: tripLoadId, truckId },
    }),
  );
  const tripId = started.tripId;
  const idempotencyKeys = { assignDriver: `assign-${label}`, addCharge: `charge-${label}` };
  const assigned = await t.app.inject({
    method: 'POST',
    url: `/api/trips/${tripId}/assign`,
    headers: {
      authorization: `Bearer ${provider.token}`,
      'idempotency-key': idempotencyKeys.assignDriver,
    },
    payload: { type: 'driver', driverId },
  });
  if (assigned.statusCode !== 200) throw new Error(`assign driver: ${assigned.body}`);
  const created = ok('create link', await createLink(t, provider.token, { tripId }));
  const linkId = created.link._id;
  const deviceKey = newDeviceKey();
  ok('verify device', await verifyDevice(t, linkId, { tripId, deviceKey }));
  const charge = await addCharge(
    t,
    { linkId, deviceKey, tripId },
    {
      photos: [{ name: 'receipt.png', bytes: PNG_BYTES, type: 'image/png' }],
      headers: { 'idempotency-key': idempotencyKeys.addCharge },
    },
  );
  const addedCharge = ok('add charge', charge).charge;
  const chargePhotoUrl = addedCharge.images[0]?.url;
  if (!chargePhotoUrl) throw new Error('the charge has no photo');

  const truckDocument = await uploadOne(
    t,
    `/api/trucks/docs/${truckId}`,
    provider.token,
    'document',
  );
  const truckImage = await uploadOne(t, `/api/trucks/images/${truckId}`, provider.token, 'image');
  const driverDocument = await uploadOne(
    t,
    `/api/drivers/docs/${driverId}`,
    provider.token,
    'document',
  );

  const draftFingerprint = newDraftKey();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/temp-loads',
    payload: { deviceHash: draftFingerprint, draft: { material: `Draft ${label}` } },
    remoteAddress: freshIp(),
  });
  if (saved.statusCode !== 200) throw new Error(`save draft: ${saved.body}`);

  return {
    shipper,
    provider,
    openLoadId,
    openQuoteId,
    rivalQuoteId,
    unusedPaymentIntentId,
    tripLoadId,
    tripQuoteId,
    tripId,
    readyLoadId,
    readyQuoteId,
    unquotedLoadId,
    truckId,
    driverId,
    linkId,
    deviceKey,
    chargeId: addedCharge._id,
    files: {
      loadImage,
      openLoadImage,
      unattachedImage,
      truckDocument,
      truckImage,
      driverDocument,
      chargePhoto: fileIdOf(chargePhotoUrl),
    },
    shipperNotificationId: await firstUnreadNotification(t, shipper.token),
    providerNotificationId: await firstUnreadNotification(t, provider.token),
    draftFingerprint,
    pendingOtpId: await sendCode(t, shipper.phone),
    idempotencyKeys,
  };
}

/**
 * Two of everything, A's and B's, through the real API: the stage of the ownership matrix,
 * where B's credentials are tried on each of A's records.
 */
export async function buildTwoOwners(t: TestApp): Promise<TwoOwners> {
  const shipperA = await signInShipper(t, 'Shipper A Trading');
  const shipperB = await signInShipper(t, 'Shipper B Trading');
  const providerA = await signInProvider(t, 'Carrier A');
  const providerB = await signInProvider(t, 'Carrier B');
  const a = await buildSide(t, 'A', { shipper: shipperA, provider: providerA, rival: providerB });
  const b = await buildSide(t, 'B', { shipper: shipperB, provider: providerB, rival: providerA });
  return { a, b, newcomer: await signIn(t) };
}
