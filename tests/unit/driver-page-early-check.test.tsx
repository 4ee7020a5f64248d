import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendEarlyCheck } from '../../src/features/driver-page/api/verify-device';
import {
  callsTo,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeLinkTrip,
  ok,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP_ID,
  VERIFY,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

const LINK = { linkId: LINK_ID, tripId: TRIP_ID };
const checkWithTrip = (tripNumber: string) =>
  ok({ verified: true, isActive: true, trip: makeLinkTrip({ tripNumber }) });

describe("driver link page: the link's check sent before the page renders (issue 21 §6)", () => {
  it('goes out once the key is read, in the language the page opens in, and the page takes its answer', async () => {
    const calls = linkApi({ [VERIFY]: [checkWithTrip('TR-81')] });
    sendEarlyCheck(LINK, 'ur');
    await waitFor(() => expect(callsTo(calls, VERIFY)).toHaveLength(1));
    const [early] = callsTo(calls, VERIFY);
    expect(early?.headers['accept-language']).toBe('ur');
    expect(early?.body).toMatchObject({
      tripId: TRIP_ID,
      deviceKey: DEVICE_KEY,
      includeTrip: true,
    });

    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-81' })).toBeInTheDocument();
    // The page asked no second time.
    expect(callsTo(calls, VERIFY)).toHaveLength(1);
  });

  it('is taken once: the next page asks again', async () => {
    const calls = linkApi({ [VERIFY]: [checkWithTrip('TR-82'), checkWithTrip('TR-83')] });
    sendEarlyCheck(LINK, 'en');
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-82' })).toBeInTheDocument();
    cleanup();

    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-83' })).toBeInTheDocument();
    expect(callsTo(calls, VERIFY)).toHaveLength(2);
  });

  it("is not another link's: a page of another trip asks for its own", async () => {
    const calls = linkApi({ [VERIFY]: [checkWithTrip('TR-84'), checkWithTrip('TR-85')] });
    sendEarlyCheck({ linkId: LINK_ID, tripId: '00000000-0000-4000-8000-000000000000' }, 'en');
    await waitFor(() => expect(callsTo(calls, VERIFY)).toHaveLength(1));
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-85' })).toBeInTheDocument();
    expect(callsTo(calls, VERIFY)[1]?.body).toMatchObject({ tripId: TRIP_ID });
  });

  it('sent while offline, fails as the page would, and Try Again checks again', async () => {
    const calls = linkApi({ [VERIFY]: ['offline', checkWithTrip('TR-86')] });
    sendEarlyCheck(LINK, 'en');
    const { user } = renderDriverPage();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Trip TR-86' })).toBeInTheDocument();
    expect(callsTo(calls, VERIFY)).toHaveLength(2);
  });
});
