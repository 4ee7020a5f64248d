import {
  apiAssignTruckAndDriver,
  apiCreateDriverLink,
  apiSignUp,
  apiStartTrip,
} from '../../tests/e2e/support/deal-api';
import { fetchApiCall } from './api-call';
import { BENCH_CODE, BENCH_PHONES } from './test-accounts';

/** Gives the path of an unused driver link of one trip, each time a new one. */
export type DriverLinks = { fresh: () => Promise<string> };

/**
 * A real started trip with a truck and a driver, made through the API. The first device to open
 * a link binds it, and each Lighthouse run is a new browser profile: every run needs its own
 * link, so the previous one is deactivated (one active link per trip) before the next is made.
 */
export async function prepareDriverLinks(baseUrl: string): Promise<DriverLinks> {
  const call = fetchApiCall(baseUrl);
  const shipper = await apiSignUp(call, {
    phone: BENCH_PHONES.shipper,
    code: BENCH_CODE,
    userType: 'user',
    companyName: 'Hind Trading',
  });
  const provider = await apiSignUp(call, {
    phone: BENCH_PHONES.provider,
    code: BENCH_CODE,
    userType: 'provider',
    companyName: 'Bench Haulage',
  });
  const trip = await apiStartTrip(
    call,
    { shipper: shipper.token, provider: provider.token },
    { material: 'Bottled water', scheduledDate: new Date(Date.now() + 86_400_000).toISOString() },
  );
  await apiAssignTruckAndDriver(call, provider.token, trip.tripId, {
    name: 'Faisal Al Harbi',
    phone: '530000009',
  });

  let previous: string | null = null;
  return {
    async fresh() {
      if (previous) {
        await call('PUT', `/api/driver-links/deactivate/${previous}`, provider.token, {});
      }
      const link = await apiCreateDriverLink(call, provider.token, trip.tripId);
      previous = link.linkId;
      return link.path;
    },
  };
}
