import { Geolocation, type Position } from '@capacitor/geolocation';

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

/**
 * Watches the device position with high accuracy (GPS) through @capacitor/geolocation, whose web
 * build is the browser's own geolocation. Returns the function that stops watching.
 */
export function watchPositions(
  onPosition: (position: Position) => void,
  onProblem: (problem: PositionProblem) => void,
): () => void {
  let stopped = false;
  let watchId: string | null = null;
  Geolocation.watchPosition(
    { enableHighAccuracy: true, timeout: 60_000, maximumAge: 10_000 },
    (position, error) => {
      if (stopped) return;
      if (position) onPosition(position);
      else if (isPermissionDenied(error)) onProblem('denied');
      else if (!isTimeout(error)) onProblem('unavailable');
    },
  ).then(
    (id) => {
      if (stopped) void Geolocation.clearWatch({ id });
      else watchId = id;
    },
    // No geolocation at all (plain http, an old browser).
    () => {
      if (!stopped) onProblem('unavailable');
    },
  );
  return () => {
    stopped = true;
    if (watchId !== null) void Geolocation.clearWatch({ id: watchId });
  };
}
