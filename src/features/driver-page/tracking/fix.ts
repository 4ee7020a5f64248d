import type { Position } from '@capacitor/geolocation';

/** One position reading, reduced to what the filter, the throttle and the report need. */
export type Fix = {
  lng: number;
  lat: number;
  /** Metres; null when the device gave none. */
  accuracy: number | null;
  /** Epoch ms when the device took the reading. */
  timestamp: number;
};

export function fixFromPosition(position: Position): Fix {
  const { longitude, latitude, accuracy } = position.coords;
  return {
    lng: longitude,
    lat: latitude,
    accuracy: Number.isFinite(accuracy) ? accuracy : null,
    timestamp: position.timestamp,
  };
}

export const fixPoint = (fix: Fix): [number, number] => [fix.lng, fix.lat];
