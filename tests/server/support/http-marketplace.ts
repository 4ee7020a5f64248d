import { randomBytes } from 'node:crypto';
import type { LoadPayment } from '../../../src/contract/load-payments';
import type { HttpApi } from './http-api';
import { validLoad } from './marketplace';

/**
 * The marketplace's usual stage, built through a running server's HTTP API only (no table is
 * written by hand), for tests that drive a server process.
 */

export const TEST_CODE = '246810';
/** Saudi mobiles for OTP_TEST_PHONES: no SMS, the fixed code. */
export const testPhoneNumbers = (count: number, first = 500_000_100) =>
  Array.from({ length: count }, (_, index) => String(first + index));
export const otpTestPhones = (phones: string[]) =>
  phones.map((phone) => `+966${phone}=${TEST_CODE}`).join(',');

export type Account = { token: string; userId: string; groupId: string | null };

export async function signUp(
  api: HttpApi,
  phone: string,
  userType: 'user' | 'provider',
): Promise<Account> {
  const { otpId } = await api.ok<{ otpId: string }>({
    method: 'POST',
    url: '/api/user/send-otp',
    body: { phone, countryCode: '+966' },
  });
  const session = await api.ok<{ token: string; _id: string }>({
    method: 'POST',
    url: '/api/user/verify-otp',
    body: { phoneNumber: phone, otp: TEST_CODE, otpId },
  });
  const profile = await api.ok<{ user: { groupId?: string | null } }>({
    method: 'POST',
    url: '/api/user/update-profile',
    token: session.token,
    body: {
      userId: session._id,
      userData: {
        userName: 'Test',
        lastName: userType === 'user' ? 'Shipper' : 'Carrier',
        email: `u${phone}@example.com`,
        companyName: `Company ${phone}`,
        companyAddress: 'Riyadh',
        userType,
      },
    },
  });
  return { token: session.token, userId: session._id, groupId: profile.user.groupId ?? null };
}

export async function postLoad(api: HttpApi, shipper: Account): Promise<string> {
  const scheduled = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const { loadId } = await api.ok<{ loadId: string }>({
    method: 'POST',
    url: '/api/loads/create',
    token: shipper.token,
    body: validLoad({ scheduledDate: scheduled }),
  });
  return loadId;
}

export async function quote(api: HttpApi, provider: Account, loadId: string, offer: number) {
  const created = await api.ok<{ _id: string }>({
    method: 'POST',
    url: '/api/quote/create',
    token: provider.token,
    body: { loadId, offer, status: 'pending' },
  });
  return created._id;
}

/** The shipper's side of accepting: create the intent, pay with the test card, accept. */
export async function payAndAccept(
  api: HttpApi,
  shipper: Account,
  { quoteId, loadId }: { quoteId: string; loadId: string },
) {
  const { paymentIntentId } = await api.ok<{ paymentIntentId: string }>({
    method: 'POST',
    url: '/api/payments/create-intent',
    token: shipper.token,
    body: { quoteId, loadId },
  });
  await api.ok({
    method: 'POST',
    url: '/api/payments/test/confirm',
    token: shipper.token,
    body: { paymentIntentId, cardNumber: '4242424242424242' },
  });
  await api.ok({
    method: 'PUT',
    url: '/api/quote/status',
    token: shipper.token,
    body: { quoteId, status: 'accepted', paymentIntentId },
  });
}

/** Load Details' payments as the load's shipper reads them, each with its refund once it has one. */
export async function loadPayments(
  api: HttpApi,
  shipper: Account,
  loadId: string,
): Promise<LoadPayment[]> {
  const { load } = await api.ok<{ load: { payments?: LoadPayment[] } }>({
    method: 'GET',
    url: `/api/loads/${loadId}`,
    token: shipper.token,
  });
  return load.payments ?? [];
}

let plates = 0;
export async function addTruck(api: HttpApi, provider: Account): Promise<string> {
  plates += 1;
  const truck = await api.ok<{ _id: string }>({
    method: 'POST',
    url: '/api/trucks/',
    token: provider.token,
    body: {
      name: 'Truck',
      model: 'Volvo FH',
      licensePlate: `RUH ${plates}`,
      type: '12M',
      weight: 20,
    },
  });
  return truck._id;
}

let driverPhones = 560_000_000;
export async function addDriver(api: HttpApi, provider: Account): Promise<string> {
  driverPhones += 1;
  const driver = await api.ok<{ _id: string }>({
    method: 'POST',
    url: '/api/drivers/',
    token: provider.token,
    body: {
      name: 'Salem',
      phone: String(driverPhones),
      licenseNo: `KSA-${driverPhones}`,
      countryCode: '+966',
      country: 'Saudi Arabia',
    },
  });
  return driver._id;
}

export type LinkedTrip = { tripId: string; loadId: string; linkId: string; deviceKey: string };

/**
 * A trip under way to be: a load quoted, paid and accepted, the trip started with a truck, a
 * driver assigned, a link created for it and bound to a new device key.
 */
export async function tripWithBoundLink(
  api: HttpApi,
  shipper: Account,
  provider: Account,
): Promise<LinkedTrip> {
  const loadId = await postLoad(api, shipper);
  const quoteId = await quote(api, provider, loadId, 1500);
  await payAndAccept(api, shipper, { quoteId, loadId });
  const truckId = await addTruck(api, provider);
  const driverId = await addDriver(api, provider);
  const { tripId } = await api.ok<{ tripId: string }>({
    method: 'POST',
    url: '/api/trips/create',
    token: provider.token,
    body: { quoteId, loadId, truckId },
  });
  await api.ok({
    method: 'POST',
    url: `/api/trips/${tripId}/assign`,
    token: provider.token,
    body: { type: 'driver', driverId },
  });
  const { link } = await api.ok<{ link: { _id: string } }>({
    method: 'POST',
    url: '/api/driver-links/create',
    token: provider.token,
    body: { tripId },
  });
  const deviceKey = randomBytes(24).toString('base64url');
  await api.ok({
    method: 'POST',
    url: `/api/driver-links/verify-device/${link._id}`,
    body: { deviceInfo: { platform: 'iPhone', screenWidth: 390 }, tripId, deviceKey },
  });
  return { tripId, loadId, linkId: link._id, deviceKey };
}
