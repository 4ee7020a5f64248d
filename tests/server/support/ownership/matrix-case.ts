import type { TwoOwners } from '../two-owners';
import { PDF_BYTES, PNG_BYTES } from '../uploads';

/** One attack of the ownership matrix (tests/server/access-ownership-matrix.test.ts) and its parts. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Headers = Record<string, string>;
export type Attempt = {
  url: string;
  headers: Headers;
  body?: unknown;
  form?: () => FormData;
  /** Sent as `Idempotency-Key`: a refusal is then kept for replay, in `idempotency_keys`. */
  idempotencyKey?: string;
};
export type MatrixCase = {
  /** The route as the app registered it: `METHOD /url/:param`. */
  route: `${Method} /api/${string}`;
  name: string;
  attempt: (w: TwoOwners) => Attempt;
  /** The refusal's status. */
  status: number;
  /** The owner's credentials for the same request, which must succeed: reads only. */
  owner?: (w: TwoOwners) => Headers;
  /**
   * For routes that answer the caller's own records only, whatever id is sent: a success that
   * must show nothing of A's.
   */
  answers?: (data: unknown, w: TwoOwners) => void;
};

export const bearer = (who: { token: string }): Headers => ({
  authorization: `Bearer ${who.token}`,
});
/** A driver's phone: the link it names (`X-Link-Id`) and its key (`X-Device-Key`), each optional. */
export const device = (link: { linkId?: string; deviceKey?: string }): Headers => ({
  ...(link.linkId ? { 'x-link-id': link.linkId } : {}),
  ...(link.deviceKey ? { 'x-device-key': link.deviceKey } : {}),
});
export const file = (id: string) => `/api/files/${id}`;

export function multipart(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
  fileField = 'files',
) {
  return () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const part of files)
      form.append(fileField, new Blob([new Uint8Array(part.bytes)]), part.name);
    return form;
  };
}
export const aPhoto = multipart({}, [{ name: 'photo.png', bytes: PNG_BYTES }]);
export const aDocument = multipart({ labels: '["Registration"]' }, [
  { name: 'registration.pdf', bytes: PDF_BYTES },
]);

export function validLoadWithImage(url: string) {
  return {
    source: { country: 'Saudi Arabia', city: 'Riyadh' },
    destination: { country: 'United Arab Emirates', city: 'Dubai' },
    loadType: 'FTL',
    currency: 'SAR',
    material: 'Cement bags',
    weight: { value: 12, unit: 'ton' },
    scheduledDate: '2026-11-25T09:00:00+03:00',
    images: [{ url }],
  };
}

/** A consignee's proof of delivery: a name and a signed PNG. */
export const proofForm = multipart(
  { recipientName: 'Khalid Al Otaibi', recordedAt: '2026-11-22T08:00:00Z' },
  [{ name: 'signature.png', bytes: PNG_BYTES }],
  'signature',
);

export function chargeForm(linkId: string) {
  return multipart({ linkId, reason: 'Border toll', amount: '45.5' }, [
    { name: 'receipt.png', bytes: PNG_BYTES },
  ]);
}
