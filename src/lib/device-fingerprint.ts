/** What docs/product.md §9 hashes to key a visitor's Post a Load draft: screen, colour depth, timezone, language. */
export type DeviceSignals = {
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  /** Minutes from UTC as `Date#getTimezoneOffset` gives them (the Gulf keeps no daylight saving). */
  timezoneOffset: number;
  language: string;
};

export function readDeviceSignals(): DeviceSignals {
  return {
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    colorDepth: window.screen.colorDepth,
    timezoneOffset: new Date().getTimezoneOffset(),
    language: navigator.language,
  };
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * SHA-256 (hex, 64 characters) of the device signals: the same device gives the same key before
 * and after sign-in, so the draft saved as a visitor can be found again. Not a credential: many
 * devices share these signals.
 */
export async function deviceFingerprint(signals: DeviceSignals = readDeviceSignals()) {
  const text = [
    `${signals.screenWidth}x${signals.screenHeight}`,
    signals.colorDepth,
    signals.timezoneOffset,
    signals.language,
  ].join('|');
  // crypto.subtle exists only in secure contexts (https, localhost); callers report the failure.
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(digest);
}
