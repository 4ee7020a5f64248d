import { base64Url } from './base64-url';
import { createIndexedDbDeviceKeyStore, type DeviceKeyStore } from './device-key-store';

/** docs/architecture.md §5: 32 random bytes, base64url (43 characters), the credential a driver link binds to. */
export function newDeviceKey(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Made once per device, then the same key for every link and every call. */
export function createDeviceKeyReader(store: DeviceKeyStore): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => {
    pending ??= store.readOrCreate(newDeviceKey).catch((error: unknown) => {
      // A failure (storage blocked) may pass on the next try; it must not stick.
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const getDeviceKey = createDeviceKeyReader(createIndexedDbDeviceKeyStore());
