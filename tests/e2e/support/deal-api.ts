/**
 * The deal through the API over any transport: Playwright's request context in the browser tests
 * (support/api-trip.ts), plain fetch in the web benchmark (bench/web). Nothing here needs a browser.
 */

/** One API call: the envelope's data on 200; anything else fails, naming the call and its message. */
export type ApiCall = <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  body?: unknown,
) => Promise<T>;

export type ApiSession = { token: string; _id: string; sessionId: string };

/** A user signed in with a test phone's fixed code and profiled: a shipper, or a provider. */
export async function apiSignUp(
  call: ApiCall,
  account: { phone: string; code: string; userType: 'user' | 'provider'; companyName: string },
): Promise<ApiSession> {
  const { phone, code, userType, companyName } = account;
  const sent = await call<{ otpId: string }>('POST', '/api/user/send-otp', null, {
    phone,
    countryCode: '+966',
  });
  const session = await call<ApiSession>('POST', '/api/user/verify-otp', null, {
    phoneNumber: phone,
    otp: code,
    otpId: sent.otpId,
  });
  const [userName, lastName] = userType === 'user' ? ['Hind', 'Al Saud'] : ['Nasser', 'Al Amri'];
  await call('POST', '/api/user/update-profile', session.token, {
    userId: session._id,
    userData: {
      userName,
      lastName,
      email: `${userName.toLowerCase()}.${phone}@${userType}.example`,
      companyName,
      companyAddress: 'King Fahd Road, Riyadh',
      userType,
    },
  });
  return session;
}

/** The trip's driver tracking link, made by its provider: the path a driver opens. */
export async function apiCreateDriverLink(call: ApiCall, token: string, tripId: string) {
  const created = await call<{ linkUrl: string; link: { _id: string } }>(
    'POST',
    '/api/driver-links/create',
    token,
    { tripId },
  );
  return { linkId: created.link._id, path: new URL(created.linkUrl, 'http://x').pathname };
}

/** A truck and a driver of the provider's group, assigned to the trip. */
export async function apiAssignTruckAndDriver(
  call: ApiCall,
  token: string,
  tripId: string,
  driver: { name: string; phone: string },
) {
  const truck = await call<{ _id: string }>('POST', '/api/trucks', token, {
    name: 'Border runner',
    model: 'Scania R 450',
    licensePlate: `KSA ${driver.phone.slice(-4)}`,
    type: '12M',
    weight: 20,
    weightUnit: 'ton',
    truckOption: 'closed box',
  });
  const added = await call<{ _id: string }>('POST', '/api/drivers', token, {
    name: driver.name,
    phone: driver.phone,
    licenseNo: 'SA-DL-7781204',
    countryCode: '+966',
    country: 'Saudi Arabia',
  });
  await apiAssignToTrip(call, token, tripId, { driverId: added._id, truckId: truck._id });
}

/** A driver and a truck the provider's group already has, assigned to the trip. */
export async function apiAssignToTrip(
  call: ApiCall,
  token: string,
  tripId: string,
  fleet: { driverId: string; truckId: string },
) {
  await call('POST', `/api/trips/${tripId}/assign`, token, {
    type: 'driver',
    driverId: fleet.driverId,
  });
  await call('POST', `/api/trips/${tripId}/assign`, token, {
    type: 'truck',
    truckId: fleet.truckId,
  });
}

/**
 * The shipper posts, the provider quotes, the shipper pays with the test provider's card, the
 * provider starts the trip.
 */
export async function apiStartTrip(
  call: ApiCall,
  tokens: { shipper: string; provider: string },
  load: { material: string; scheduledDate: string },
) {
  const { loadId } = await call<{ loadId: string }>('POST', '/api/loads/create', tokens.shipper, {
    source: { country: 'Saudi Arabia', city: 'Riyadh' },
    destination: { country: 'Saudi Arabia', city: 'Jeddah' },
    loadType: 'FTL',
    currency: 'SAR',
    material: load.material,
    hsnCode: null,
    weight: { value: 16, unit: 'ton' },
    scheduledDate: load.scheduledDate,
    images: [],
    status: 'pending',
    truckType: '12M',
    truckSubType: 'closed box',
  });
  return apiDealOnLoad(call, tokens, loadId);
}

/**
 * The deal on a load already posted: the provider quotes, the shipper pays with the test
 * provider's card and accepts, the provider starts the trip.
 */
export async function apiDealOnLoad(
  call: ApiCall,
  tokens: { shipper: string; provider: string },
  loadId: string,
) {
  const quote = await call<{ _id: string }>('POST', '/api/quote/create', tokens.provider, {
    loadId,
    offer: 2750,
    status: 'pending',
  });
  const intent = await call<{ paymentIntentId: string }>(
    'POST',
    '/api/payments/create-intent',
    tokens.shipper,
    { quoteId: quote._id, loadId },
  );
  await call('POST', '/api/payments/test/confirm', tokens.shipper, {
    paymentIntentId: intent.paymentIntentId,
    cardNumber: '4242424242424242',
  });
  await call('PUT', '/api/quote/status', tokens.shipper, {
    quoteId: quote._id,
    status: 'accepted',
    paymentIntentId: intent.paymentIntentId,
  });
  const trip = await call<{ tripId: string; tripNumber: string }>(
    'POST',
    '/api/trips/create',
    tokens.provider,
    { quoteId: quote._id, loadId },
  );
  const details = await call<{ load: { id: string } }>(
    'GET',
    `/api/loads/${loadId}`,
    tokens.shipper,
  );
  return { ...trip, loadId, loadDisplayId: details.load.id };
}
