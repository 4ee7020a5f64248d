import type { DriverDatabase } from '../../../lib/driver-db';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { NewDeliveryProof } from '../api/send-delivery-proof';
import type { StatusChange } from '../api/update-trip-status';
import type { Fix } from '../tracking/fix';
import { storePhoto, type StoredPhoto } from '../utils/stored-photo';
import { enqueueOutboxItem } from './enqueue';

export type DeliveryCapture = {
  linkId: string;
  tripId: string;
  recipientName: string;
  /** The signature as drawn: a PNG. */
  signature: Blob;
  photos: File[];
  /** Where the phone was when the step was open; null when it could not tell. */
  fix: Fix | null;
};

/** The ids of the two outbox items: the proof first, then the Completed it allows. */
export type QueuedDelivery = { proofId: number; statusId: number };

async function storeSignature(signature: Blob): Promise<StoredPhoto> {
  return { name: 'signature.png', type: 'image/png', data: await signature.arrayBuffer() };
}

/**
 * The delivery step's send: the proof (signature and downscaled photos as bytes) and then the
 * Completed status, stored together so neither is kept without the other. The link's items go
 * in capture order, so offline the proof reaches the server before the status that needs it.
 */
export async function queueDelivery(
  db: DriverDatabase,
  { linkId, tripId, recipientName, signature, photos, fix }: DeliveryCapture,
  now = Date.now(),
): Promise<QueuedDelivery> {
  // Compressing is not IndexedDB work, so it happens before the transaction opens.
  const [storedSignature, storedPhotos] = await Promise.all([
    storeSignature(signature),
    Promise.all(photos.map(storePhoto)),
  ]);
  const recordedAt = new Date(now).toISOString();
  const proof: NewDeliveryProof = {
    recipientName: recipientName.trim(),
    signature: storedSignature,
    photos: storedPhotos,
    coordinates: fix ? [fix.lng, fix.lat] : null,
    // The server takes up to 100 km; a worse reading says nothing worth keeping.
    accuracy: fix?.accuracy != null && fix.accuracy <= 100_000 ? fix.accuracy : null,
    recordedAt,
  };
  const status: StatusChange = { status: 'completed', recordedAt };
  return db.transaction('rw', db.outbox, async () => {
    const proofId = await enqueueOutboxItem(
      db,
      { linkId, tripId, kind: 'proof', body: proof, idempotencyKey: newIdempotencyKey() },
      now,
    );
    const statusId = await enqueueOutboxItem(
      db,
      { linkId, tripId, kind: 'status', body: status, idempotencyKey: newIdempotencyKey() },
      now,
    );
    return { proofId, statusId };
  });
}
