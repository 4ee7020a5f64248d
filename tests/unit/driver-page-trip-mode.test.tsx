// The page queues positions in the Dexie outbox before sending them.
import 'fake-indexeddb/auto';
import type { Position } from '@capacitor/geolocation';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverDb } from '../../src/lib/driver-db';
import {
  watchPositions,
  type PositionProblem,
} from '../../src/features/driver-page/tracking/position-source';
import {
  callsTo,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeLinkTrip,
  ok,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(),
}));

setUpDriverPageTests();

const LOCATION = `POST /api/driver-links/${LINK_ID}/location`;
const watch = vi.mocked(watchPositions);
let emit: ((position: Position) => void) | null = null;
let fail: ((problem: PositionProblem) => void) | null = null;
const stopWatching = vi.fn();
let visibility: DocumentVisibilityState = 'visible';
const release = vi.fn(async () => {});
const requestLock = vi.fn(async () => ({ released: false, release }));

function position(lat: number, lng: number, accuracy: number | null, at = Date.now()): Position {
  return {
    timestamp: at,
    coords: { latitude: lat, longitude: lng, accuracy: accuracy as number },
  } as Position;
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: { request: requestLock },
  });
  watch.mockImplementation((onPosition, onProblem) => {
    emit = onPosition;
    fail = onProblem;
    return stopWatching;
  });
});

afterEach(async () => {
  await driverDb().outbox.clear();
  Reflect.deleteProperty(navigator, 'wakeLock');
  emit = null;
  fail = null;
});

function api(status = makeLinkTrip({ status: 'loaded' })) {
  return linkApi({ [TRIP]: [ok(status)], [LOCATION]: [ok({ accepted: true })] });
}

async function openTrip() {
  renderDriverPage();
  await screen.findByRole('heading', { name: 'Trip TR-12' });
  await waitFor(() => expect(emit).not.toBeNull());
}

describe('trip mode (docs/architecture.md §7)', () => {
  it('reports a good fix with [lng, lat], its time, accuracy, device key and Idempotency-Key', async () => {
    const calls = api();
    await openTrip();
    const at = Date.now() - 2000;
    act(() => emit?.(position(24.7136, 46.6753, 12, at)));
    await waitFor(() => expect(callsTo(calls, LOCATION)).toHaveLength(1));
    const [call] = callsTo(calls, LOCATION);
    expect(call?.body).toEqual({
      coordinates: [46.6753, 24.7136],
      recordedAt: new Date(at).toISOString(),
      accuracy: 12,
    });
    expect(call?.headers['x-device-key']).toBe(DEVICE_KEY);
    expect(call?.headers['idempotency-key']).toEqual(expect.any(String));
    expect(call?.headers.authorization).toBeUndefined();
    expect(await screen.findByText('Sharing location · last sent just now')).toBeVisible();
  });

  it('drops bad fixes and throttles good ones', async () => {
    const calls = api();
    await openTrip();
    const now = Date.now();
    act(() => {
      emit?.(position(24.7136, 46.6753, null, now - 10_000)); // no accuracy
      emit?.(position(24.7136, 46.6753, 5000, now - 9_000)); // too coarse
      emit?.(position(24.7136, 46.6753, 10, now + 60_000)); // from the future
      emit?.(position(24.7136, 46.6753, 10, now - 8_000)); // good: reported
      emit?.(position(24.8, 46.6753, 10, now - 7_000)); // 9.6 km in 1 s: a jump
      emit?.(position(24.7137, 46.6753, 10, now - 6_000)); // 11 m, 2 s later: not yet due
    });
    await waitFor(() => expect(callsTo(calls, LOCATION)).toHaveLength(1));
    const keys = new Set<string>();
    act(() => emit?.(position(24.716, 46.6753, 10, now - 1_000))); // 266 m: due
    await waitFor(() => expect(callsTo(calls, LOCATION)).toHaveLength(2));
    for (const call of callsTo(calls, LOCATION)) keys.add(call.headers['idempotency-key']!);
    expect(keys.size).toBe(2);
  });

  it('says location is off when the driver refuses it', async () => {
    api();
    await openTrip();
    act(() => fail?.('denied'));
    expect(
      await screen.findByText('Location off — allow it so the shipper can follow the truck'),
    ).toBeVisible();
  });

  it('holds a wake lock, stops while hidden, and takes both back when visible again', async () => {
    api();
    await openTrip();
    await waitFor(() => expect(requestLock).toHaveBeenCalledWith('screen'));
    expect(watch).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    await waitFor(() => expect(stopWatching).toHaveBeenCalled());
    expect(release).toHaveBeenCalled();

    requestLock.mockClear();
    setVisibility('visible');
    await waitFor(() => expect(watch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(requestLock).toHaveBeenCalledWith('screen'));
  });

  it.each([
    ['a completed trip', makeLinkTrip({ status: 'completed' })],
    ['an inactive link', makeLinkTrip({ status: 'loaded', isActive: false })],
  ])('does not track %s', async (_name, trip) => {
    api(trip);
    renderDriverPage();
    await screen.findByRole('heading', { name: 'Trip TR-12' });
    expect(watch).not.toHaveBeenCalled();
    expect(requestLock).not.toHaveBeenCalled();
    expect(screen.queryByText(/Sharing location/)).toBeNull();
  });
});
