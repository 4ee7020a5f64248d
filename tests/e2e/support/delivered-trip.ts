import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { apiAssignFleet, apiDriverLink, apiTripOnLoad } from './api-trip';
import { apiCall, apiDealParties } from './deal-steps';
import { noisyPng, signaturePng } from './png';
import { phoneFor } from './test-phones';

/** A warehouse in Riyadh's 2nd Industrial City and the consignee's gate at Dammam's port. */
export const PICKUP: [number, number] = [46.8, 24.6];
export const DELIVERY: [number, number] = [50.1, 26.4];

export const CARRIER_LEGAL = {
  legalName: 'Najd Haulage Co.',
  vatNumber: '310122393500003',
  crNumber: '1010123456',
  companyAddress: 'King Fahd Road, Al Olaya, Riyadh 12271',
};
export const CONSIGNEE = 'Majed Al Dosari';
export const APPROVED_CHARGE = 'Port gate toll';
export const DRIVER = 'Fahd Al Mutairi';

/** The road from the pickup to the delivery, as a phone reports it every so often. */
function roadFixes(count: number): [number, number][] {
  return Array.from({ length: count }, (_, index) => {
    const share = index / (count - 1);
    // A gentle bend north of the straight line, as the highway runs.
    const bend = Math.sin(share * Math.PI) * 0.35;
    return [
      PICKUP[0] + (DELIVERY[0] - PICKUP[0]) * share,
      PICKUP[1] + (DELIVERY[1] - PICKUP[1]) * share + bend,
    ];
  });
}

/**
 * A trip from the carrier's legal details to the consignee's signature, all through the API: the
 * shipper's load with addresses, contacts and coordinates; quoted, paid and accepted (so the
 * invoice is issued with the carrier's VAT number); a truck and driver; the driver's phone
 * bound to its link, reporting positions at the stops and on the road, stepping through the
 * statuses, adding a charge with a photo the carrier approves; then the proof (name, signature,
 * two photos) and Completed. Phone slots `first` to `first + 2`.
 */
export async function apiDeliveredTrip(
  request: APIRequestContext,
  testInfo: TestInfo,
  { first, company }: { first: number; company: string },
) {
  const { shipper, provider } = await apiDealParties(request, testInfo, { first, company });
  await apiCall(request, 'POST', '/api/user/update-profile', provider.token, {
    userId: provider._id,
    userData: CARRIER_LEGAL,
  });
  const { loadId } = await apiCall<{ loadId: string }>(
    request,
    'POST',
    '/api/loads/create',
    shipper.token,
    {
      source: {
        country: 'Saudi Arabia',
        city: 'Riyadh',
        address: '2nd Industrial City, Street 84, Gate 2',
        contactPerson: 'Fahad Al Qahtani',
        contactNumber: '+966511111111',
        coordinates: PICKUP,
      },
      destination: {
        country: 'Saudi Arabia',
        city: 'Dammam',
        address: 'King Abdulaziz Port, Gate 3',
        contactPerson: CONSIGNEE,
        contactNumber: '+966522222222',
        coordinates: DELIVERY,
      },
      loadType: 'FTL',
      currency: 'SAR',
      material: 'Portland cement, 50 kg bags',
      hsnCode: '2523.29',
      weight: { value: 24, unit: 'ton' },
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
      images: [],
      status: 'pending',
      truckType: '12M',
      truckSubType: 'curtain side',
    },
  );
  const tokens = { shipper: shipper.token, provider: provider.token };
  const trip = await apiTripOnLoad(request, tokens, loadId);
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: DRIVER,
    phone: phoneFor(testInfo, first + 2),
  });

  const { linkId } = await apiDriverLink(request, provider.token, trip.tripId);
  const deviceKey = randomBytes(24).toString('base64url');
  const bound = await request.post(`/api/driver-links/verify-device/${linkId}`, {
    data: { deviceInfo: { platform: 'Android' }, tripId: trip.tripId, deviceKey },
  });
  expect(bound.status()).toBe(200);
  const phone = { 'X-Device-Key': deviceKey, 'X-Link-Id': linkId };
  let fixes = 0;
  const report = async (coordinates: [number, number]) => {
    fixes += 1;
    const sent = await request.post(`/api/driver-links/${linkId}/location`, {
      headers: { ...phone, 'Idempotency-Key': `paperwork-fix-${linkId}-${fixes}` },
      data: { coordinates, recordedAt: new Date().toISOString(), accuracy: 12 },
    });
    expect(sent.status()).toBe(200);
  };
  const step = async (status: string) => {
    const moved = await request.put(`/api/trips/update/status/${trip.tripId}`, {
      headers: phone,
      data: { status },
    });
    expect(moved.status(), `status ${status}`).toBe(200);
  };

  await step('out_to_collect');
  await report([PICKUP[0], PICKUP[1] + 0.001]);
  await step('loaded');
  const charge = await request.post('/api/trip-charges/add', {
    headers: phone,
    multipart: {
      linkId,
      reason: APPROVED_CHARGE,
      amount: '57.5',
      files: { name: 'toll.png', mimeType: 'image/png', buffer: noisyPng(320, 240) },
    },
  });
  expect(charge.status()).toBe(200);
  const chargeId = ((await charge.json()) as { data: { charge: { _id: string } } }).data.charge._id;
  await apiCall(request, 'PUT', `/api/trip-charges/${chargeId}/decision`, provider.token, {
    decision: 'approve',
  });
  for (const fix of roadFixes(12).slice(1, -1)) await report(fix);
  await step('out_to_unload');
  await report([DELIVERY[0], DELIVERY[1] + 0.001]);
  const form = new FormData();
  form.append('recipientName', CONSIGNEE);
  form.append('coordinates', JSON.stringify([DELIVERY[0], DELIVERY[1] + 0.0008]));
  form.append('accuracy', '9');
  form.append('recordedAt', new Date().toISOString());
  const png = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });
  form.append('signature', png(signaturePng()), 'signature.png');
  form.append('photos', png(noisyPng(640, 480)), 'pallets.png');
  form.append('photos', png(noisyPng(480, 640)), 'gate.png');
  const proof = await request.post(`/api/driver-links/${linkId}/delivery-proof`, {
    headers: { 'X-Device-Key': deviceKey, 'Idempotency-Key': `paperwork-proof-${linkId}` },
    multipart: form,
  });
  expect(proof.status(), await proof.text()).toBe(200);
  await step('completed');
  return { shipper, provider, trip };
}
