import type { Position } from '@capacitor/geolocation';

export type PositionProblem = 'denied' | 'unavailable';

/** GeolocationPositionError.PERMISSION_DENIED on the web; native plugins say so in words. */
function isPermissionDenied(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 1 || (typeof message === 'string' && /denied|permission/i.test(message));
}

/** GeolocationPositionError.TIMEOUT: no fix yet, the watch goes on. */
const isTimeout = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { code?: unknown }).code === 3;

const OPTIONS = { enableHighAccuracy: true, timeout: 60_000, maximumAge: 10_000 };

type Watch = (
  onPosition: (position: Position) => void,
  onError: (error: unknown) => void,
) => () => void;

/** The app inside Capacitor's native shell, which sets this global before the page loads. */
const isNativeApp = () =>
  (
    globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }
  ).Capacitor?.isNativePlatform?.() === true;

/**
 * In a browser, the browser's own geolocation, which is all @capacitor/geolocation's web build
 * does: the plugin (4 KiB) stays out of the driver page's first visit (issue 21 §6).
 */
const watchInBrowser: Watch = (onPosition, onError) => {
  if (!('geolocation' in navigator)) {
    // No geolocation at all (plain http, an old browser).
    onError(null);
    return () => {};
  }
  const id = navigator.geolocation.watchPosition(
    ({ timestamp, coords }) =>
      onPosition({
        timestamp,
        coords: {
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
          altitude: coords.altitude,
          altitudeAccuracy: coords.altitudeAccuracy,
          speed: coords.speed,
          heading: coords.heading,
          // What only the native plugins read.
          magneticHeading: undefined,
          trueHeading: undefined,
          headingAccuracy: undefined,
          course: undefined,
        },
      }),
    onError,
    OPTIONS,
  );
  return () => navigator.geolocation.clearWatch(id);
};

/** In the native app, the plugin, asked for when the first watch starts. */
const watchInApp: Watch = (onPosition, onError) => {
  let stopped = false;
  let stop = () => {};
  void import('@capacitor/geolocation')
    .then(
      ({ Geolocation }) =>
        Geolocation.watchPosition(OPTIONS, (position, error) => {
          if (position) onPosition(position);
          else onError(error);
        }).then((id) => {
          stop = () => void Geolocation.clearWatch({ id });
          if (stopped) stop();
        }),
      () => {},
    )
    .catch(() => onError(null));
  return () => {
    stopped = true;
    stop();
  };
};

/**
 * Watches the device position with high accuracy (GPS): the browser's geolocation, or
 * @capacitor/geolocation in the native app. Returns the function that stops watching.
 */
export function watchPositions(
  onPosition: (position: Position) => void,
  onProblem: (problem: PositionProblem) => void,
): () => void {
  let stopped = false;
  const watch = isNativeApp() ? watchInApp : watchInBrowser;
  const stop = watch(
    (position) => {
      if (!stopped) onPosition(position);
    },
    (error) => {
      if (stopped) return;
      if (error === null) onProblem('unavailable');
      else if (isPermissionDenied(error)) onProblem('denied');
      else if (!isTimeout(error)) onProblem('unavailable');
    },
  );
  return () => {
    stopped = true;
    stop();
  };
}
