import type { DeliveryProof } from '../../src/contract/delivery-proofs';
import type { StopWait } from '../../src/contract/stop-waits';

export const SIGNATURE_URL = '/api/files/4e0c1d2b-3a4f-4b5c-8d6e-7f8091a2b3c4';
export const PHOTO_URLS = [
  '/api/files/5f1d2e3c-4b5a-4c6d-9e7f-8091a2b3c4d5',
  '/api/files/6a2e3f4d-5c6b-4d7e-8f90-91a2b3c4d5e6',
];

/** A proof taken at the gate: 120 m from the delivery point, two photos. */
export function makeDeliveryProof(overrides: Partial<DeliveryProof> = {}): DeliveryProof {
  return {
    recipientName: 'Khalid Al Mansoori',
    signatureUrl: SIGNATURE_URL,
    photos: PHOTO_URLS.map((url) => ({ url })),
    coordinates: [55.2718, 25.2058],
    accuracy: 12.4,
    recordedAt: '2030-05-11T13:41:00.000Z',
    receivedAt: '2030-05-11T13:41:05.000Z',
    distanceFromDeliveryMeters: 120,
    ...overrides,
  };
}

/** A stop the truck reached, left after 3 hours, an hour beyond the default free 2 hours. */
export function makeStopWait(overrides: Partial<StopWait> = {}): StopWait {
  return {
    arrivedAt: '2030-05-10T06:00:00.000Z',
    departedAt: '2030-05-10T09:00:00.000Z',
    waitedMinutes: 180,
    stillThere: false,
    freeMinutes: 120,
    extraMinutes: 60,
    waitingCharged: false,
    ...overrides,
  };
}

/** Stored files answer 404 here: the test is about the card, not the bytes. */
export const missingFiles = Object.fromEntries(
  [SIGNATURE_URL, ...PHOTO_URLS].map((url) => [`GET ${url}`, [{ status: 404 }]]),
);
