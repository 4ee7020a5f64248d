import { eq } from 'drizzle-orm';
import type { DeliveryProof } from '../../../src/contract/delivery-proofs';
import { deliveryProofs } from '../../../server/modules/delivery-proofs/delivery-proofs.schema';
import { storedFiles } from '../../../server/modules/files/files.schema';
import type { TestApp } from './test-app';
import { PNG_BYTES, type UploadFile } from './uploads';

/** A JPEG's first bytes (SOI and a JFIF APP0 segment): enough for type detection. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0),
]);

export const SIGNATURE: UploadFile = { name: 'signature.png', bytes: PNG_BYTES, type: 'image/png' };
export const DOOR_PHOTO: UploadFile = { name: 'door.jpg', bytes: JPEG_BYTES, type: 'image/jpeg' };

type ProofLink = { linkId: string; deviceKey: string };

type ProofOptions = {
  /** Text fields over the defaults; `undefined` leaves one out. */
  fields?: Record<string, string | undefined>;
  /** The signature file; `null` sends none. */
  signature?: UploadFile | null;
  photos?: UploadFile[];
  /** Header overrides: `undefined` leaves a header out. */
  headers?: Partial<Record<'x-device-key' | 'idempotency-key', string | undefined>>;
};

/** POST /api/driver-links/{id}/delivery-proof as the driver's page sends it: multipart, device key. */
export async function sendDeliveryProof(t: TestApp, link: ProofLink, options: ProofOptions = {}) {
  const form = new FormData();
  const fields = {
    recipientName: 'Khalid Al Mansoori',
    coordinates: JSON.stringify([55.2708, 25.2048]),
    accuracy: '8',
    recordedAt: t.clock.now().toISOString(),
    ...options.fields,
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  const signature = options.signature === undefined ? SIGNATURE : options.signature;
  const files = [
    ...(signature ? [{ field: 'signature', file: signature }] : []),
    ...(options.photos ?? []).map((file) => ({ field: 'photos', file })),
  ];
  for (const { field, file } of files) {
    form.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({
    'x-device-key': link.deviceKey,
    ...options.headers,
  })) {
    if (value !== undefined) headers[name] = value;
  }
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/driver-links/${link.linkId}/delivery-proof`,
    payload: form,
    headers,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { success: boolean; msg?: string; data?: { proof: DeliveryProof } },
  };
}

/** Sends a proof that must be taken: what a test completing a trip does first. */
export async function deliverWithProof(t: TestApp, link: ProofLink) {
  const sent = await sendDeliveryProof(t, link);
  if (sent.status !== 200) throw new Error(`delivery proof: ${JSON.stringify(sent.body)}`);
  return sent.body.data?.proof;
}

export const proofRowsOf = (t: TestApp, tripId: string) =>
  t.db.select().from(deliveryProofs).where(eq(deliveryProofs.tripId, tripId));

export const proofFileRows = (t: TestApp) =>
  t.db.select().from(storedFiles).where(eq(storedFiles.ownerKind, 'delivery_proof'));
