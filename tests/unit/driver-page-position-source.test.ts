import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPositions } from '../../src/features/driver-page/tracking/position-source';

type Callbacks = { success: PositionCallback; error: PositionErrorCallback };

/** The browser's geolocation, with the watch's callbacks kept for the test to call. */
function stubGeolocation() {
  const watches: Callbacks[] = [];
  const clearWatch = vi.fn();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: vi.fn((success: PositionCallback, error: PositionErrorCallback) => {
        watches.push({ success, error });
        return 7;
      }),
      clearWatch,
    },
  });
  return { watches, clearWatch };
}

const reading = {
  timestamp: 1_800_000_000_000,
  coords: {
    latitude: 24.71,
    longitude: 46.67,
    accuracy: 12,
    altitude: null,
    altitudeAccuracy: null,
    speed: 3,
    heading: null,
  },
} as GeolocationPosition;

afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('position source in a browser (no Capacitor plugin loaded)', () => {
  it('watches with high accuracy and passes each reading on, until stopped', () => {
    const { watches, clearWatch } = stubGeolocation();
    const onPosition = vi.fn();
    const onProblem = vi.fn();
    const stop = watchPositions(onPosition, onProblem);
    expect(navigator.geolocation.watchPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      { enableHighAccuracy: true, timeout: 60_000, maximumAge: 10_000 },
    );
    watches[0]?.success(reading);
    expect(onPosition).toHaveBeenCalledWith({
      timestamp: reading.timestamp,
      coords: expect.objectContaining({ latitude: 24.71, longitude: 46.67, accuracy: 12 }),
    });
    stop();
    expect(clearWatch).toHaveBeenCalledWith(7);
    watches[0]?.success(reading);
    expect(onPosition).toHaveBeenCalledTimes(1);
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('tells a refusal from no fix: a timeout is no problem, the watch goes on', () => {
    const { watches } = stubGeolocation();
    const onProblem = vi.fn();
    watchPositions(vi.fn(), onProblem);
    watches[0]?.error({ code: 3, message: 'Timeout expired' } as GeolocationPositionError);
    expect(onProblem).not.toHaveBeenCalled();
    watches[0]?.error({ code: 2, message: 'Position unavailable' } as GeolocationPositionError);
    expect(onProblem).toHaveBeenLastCalledWith('unavailable');
    watches[0]?.error({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    expect(onProblem).toHaveBeenLastCalledWith('denied');
  });

  it('says unavailable where the browser has no geolocation', () => {
    const onProblem = vi.fn();
    watchPositions(vi.fn(), onProblem);
    expect(onProblem).toHaveBeenCalledWith('unavailable');
  });
});
