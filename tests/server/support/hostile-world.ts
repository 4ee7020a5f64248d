import type { Notification } from '../../../src/contract/notifications';
import { addCharge } from './charges';
import { tripWithLink } from './driver-link';
import { call, postLoad, quote, signInProvider, signInShipper } from './marketplace';
import { newSaudiPhone, post } from './sign-in';
import type { TestApp } from './test-app';
import { PNG_BYTES, upload } from './uploads';
import { newDraftKey } from './visitor-draft-key';

/**
 * One marketplace with a record of every kind a route can name: a shipper's loads (one with a
 * pending quote, one not quoted), a provider's truck, driver and started trip, the trip's driver
 * link bound to a phone, a charge, a notification, a visitor's draft, an upload and a one-time
 * code. Hostile requests name these, so they reach validation and the service, not a bare 404.
 */
export async function buildHostileWorld(t: TestApp) {
  const provider = await signInProvider(t, 'Desert Line');
  const shipper = await signInShipper(t, 'Al Harbi Trading');
  const trip = await tripWithLink(t, { provider, shipper });

  const quotedLoadId = await postLoad(t, shipper.token);
  const quoted = await quote(t, provider.token, quotedLoadId, 1800);
  const pendingQuoteId = String(quoted.body.data?._id);
  const openLoadId = await postLoad(t, shipper.token);

  const charge = await addCharge(t, {
    linkId: trip.linkId,
    deviceKey: trip.deviceKey,
    tripId: trip.tripId,
  });
  if (charge.status !== 200) throw new Error(`charge: ${JSON.stringify(charge.body)}`);
  const chargeId = charge.body.data?.charge._id ?? '';

  const inbox = await call<{ notifications: Notification[] }>(t, 'GET', '/api/user-notifications', {
    token: shipper.token,
  });
  const notificationId = inbox.body.data?.notifications[0]?._id;
  if (!notificationId) throw new Error('the shipper has no notification');

  const deviceHash = newDraftKey();
  const draft = await post(t, '/api/temp-loads', { deviceHash, draft: { material: 'Cement' } });
  if (draft.status !== 200) throw new Error(`draft: ${JSON.stringify(draft.body)}`);

  const image = await upload(t, '/api/loads/images', [{ name: 'load.png', bytes: PNG_BYTES }], {
    token: shipper.token,
  });
  const imageUrl = String((image.body.data?.images as { url: string }[] | undefined)?.[0]?.url);
  const fileId = imageUrl.split('/').pop() ?? '';

  const otpPhone = newSaudiPhone();
  const otp = await post(t, '/api/user/send-otp', { phone: otpPhone, countryCode: '+966' });
  if (otp.status !== 200) throw new Error(`send-otp: ${JSON.stringify(otp.body)}`);

  return {
    shipper,
    provider,
    trip,
    quotedLoadId,
    pendingQuoteId,
    openLoadId,
    chargeId,
    notificationId,
    deviceHash,
    fileId,
    otp: { phone: otpPhone, otpId: String(otp.body.data?.otpId) },
  };
}

export type HostileWorld = Awaited<ReturnType<typeof buildHostileWorld>>;
