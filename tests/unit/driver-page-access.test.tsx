import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  DETAILS,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeLinkTrip,
  ok,
  mockApi,
  refuse,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP,
  TRIP_ID,
  VERIFY,
} from './driver-page-harness';
import { SETTLE_MS } from '../../src/lib/when-page-settled';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));
const VISITOR_ID = '00112233445566778899aabbccddeeff';
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: () => Promise.resolve({ get: () => Promise.resolve({ visitorId: VISITOR_ID }) }),
}));

setUpDriverPageTests();

describe('driver link page: access', () => {
  it('checks the link, sending the device key, the trip and the device info, and asks for the trip with it', async () => {
    const calls = linkApi({ [VERIFY]: ['never'] });
    renderDriverPage();
    expect(await screen.findByText('Checking your link…')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, VERIFY)).toHaveLength(1));
    const [verify] = callsTo(calls, VERIFY);
    expect(verify?.body).toMatchObject({
      tripId: TRIP_ID,
      deviceKey: DEVICE_KEY,
      deviceInfo: expect.objectContaining({ userAgent: expect.any(String) }),
      includeTrip: true,
    });
    // The check never waits for FingerprintJS: this browser has no visitor id yet.
    expect(verify?.body).not.toHaveProperty('visitorId');
    // Nothing about the trip is asked for on its own before the device is accepted.
    expect(callsTo(calls, TRIP)).toHaveLength(0);
  });

  it('shows the trip the check brought, without asking for it again', async () => {
    const calls = linkApi({
      [VERIFY]: [
        ok({ verified: true, isActive: true, trip: makeLinkTrip({ tripNumber: 'TR-77' }) }),
      ],
    });
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-77' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, DETAILS)).toHaveLength(1));
    expect(callsTo(calls, TRIP)).toHaveLength(0);
    expect(callsTo(calls, VERIFY)).toHaveLength(1);
  });

  it('sends the visitor id this browser has; without one, checks again with it once the page has settled', async () => {
    localStorage.setItem('visitorId', VISITOR_ID);
    const known = linkApi();
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(callsTo(known, VERIFY)).toHaveLength(1);
    expect(callsTo(known, VERIFY)[0]?.body).toMatchObject({ visitorId: VISITOR_ID });
    cleanup();

    localStorage.clear();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: Object.assign(new EventTarget(), { controller: {} }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = linkApi();
      renderDriverPage();
      expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
      // Not while the driver first reads the trip: FingerprintJS waits for the page to settle.
      await vi.advanceTimersByTimeAsync(SETTLE_MS - 1000);
      expect(callsTo(calls, VERIFY)).toHaveLength(1);
      expect(localStorage.getItem('visitorId')).toBeNull();
      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(callsTo(calls, VERIFY)).toHaveLength(2));
      const [first, second] = callsTo(calls, VERIFY);
      expect(first?.body).not.toHaveProperty('visitorId');
      expect(second?.body).toMatchObject({ deviceKey: DEVICE_KEY, visitorId: VISITOR_ID });
      // Only to record the id: the trip is not asked for again.
      expect(second?.body).not.toHaveProperty('includeTrip');
      expect(localStorage.getItem('visitorId')).toBe(VISITOR_ID);
    } finally {
      vi.useRealTimers();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('shows the access-denied screen when the link belongs to another device', async () => {
    linkApi({ [VERIFY]: [refuse(403, 'Access denied')] });
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This link may have been opened on another device, or it is no longer active.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please contact your transport provider for a new link.'),
    ).toBeInTheDocument();
  });

  it("says 'Invalid link' for an unknown link", async () => {
    linkApi({ [VERIFY]: [refuse(404, 'Invalid link')] });
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Invalid link' })).toBeInTheDocument();
  });

  it("says 'Invalid link' for a malformed address without asking the server", async () => {
    const calls = mockApi({});
    renderDriverPage(`/trip/not-a-trip/details/${LINK_ID}`);
    expect(await screen.findByRole('heading', { name: 'Invalid link' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when the check cannot reach the server', async () => {
    const calls = linkApi({
      [VERIFY]: ['offline', { body: { success: true, data: { verified: true, isActive: true } } }],
    });
    const { user } = renderDriverPage();
    expect(
      await screen.findByText('Error loading link details. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(callsTo(calls, VERIFY)).toHaveLength(2);
  });

  it('sends the link id and device key on every link call, and never a stored session token', async () => {
    localStorage.setItem('token', 'provider-token');
    const calls = linkApi();
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, DETAILS)).toHaveLength(1));
    for (const call of [...callsTo(calls, TRIP), ...callsTo(calls, DETAILS)]) {
      expect(call.headers['x-link-id']).toBe(LINK_ID);
      expect(call.headers['x-device-key']).toBe(DEVICE_KEY);
      expect(call.headers.authorization).toBeUndefined();
    }
    expect(callsTo(calls, VERIFY)[0]?.headers.authorization).toBeUndefined();
  });

  it('says the trip could not be loaded when the trip view fails', async () => {
    linkApi({ [TRIP]: [refuse(500)] });
    renderDriverPage();
    expect(
      await screen.findByText('Unable to load trip details. Please try again later.'),
    ).toBeInTheDocument();
  });
});
