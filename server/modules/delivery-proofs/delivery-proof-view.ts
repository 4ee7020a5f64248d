import type { DeliveryProof } from '../../../src/contract/delivery-proofs';
import { haversineKm } from '../../../src/lib/great-circle';
import { fileUrlOf } from '../files/files-service';
import type { StoredFileRow } from '../files/files.schema';
import type { DeliveryProofRow } from './delivery-proofs.schema';

type LngLat = [number, number];

/**
 * The proof as every party sees it: the signature apart from the photos (all are files the proof
 * owns), and how far from the delivery stop it was taken when both points are known.
 */
export function toDeliveryProof(
  row: DeliveryProofRow,
  files: StoredFileRow[],
  deliveryPoint: LngLat | null,
): DeliveryProof {
  const coordinates: LngLat | null =
    row.longitude === null || row.latitude === null ? null : [row.longitude, row.latitude];
  return {
    recipientName: row.recipientName,
    signatureUrl: fileUrlOf(row.signatureFileId),
    photos: files
      .filter((file) => file.id !== row.signatureFileId)
      .map((file) => ({ url: fileUrlOf(file.id) })),
    coordinates,
    accuracy: row.accuracyMeters,
    recordedAt: row.recordedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    distanceFromDeliveryMeters:
      coordinates && deliveryPoint
        ? Math.round(haversineKm(coordinates, deliveryPoint) * 1000)
        : null,
  };
}
