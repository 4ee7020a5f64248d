import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addChargeFields,
  DEVICE_KEY_HEADER,
  LINK_ID_HEADER,
  linkIdSchema,
  MAX_CHARGE_PHOTOS,
} from '../../../src/contract/driver-links';
import { HttpError } from '../../lib/http-error';
import { LINK_MESSAGES } from '../driver-links/link-guard';
import type { UploadedPart } from '../files/read-multipart';

export type NewCharge = Pick<z.infer<typeof addChargeFields>, 'reason' | 'amount'>;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The `X-Link-Id` header as sent ('' when missing), for the idempotency scope. */
export const linkIdFrom = (request: FastifyRequest): string =>
  headerOf(request, LINK_ID_HEADER) ?? '';

export const deviceKeyFrom = (request: FastifyRequest): string | undefined =>
  headerOf(request, DEVICE_KEY_HEADER);

/** The link named by the header, which must look like one before any lookup. */
export function requiredLinkId(request: FastifyRequest): string {
  const parsed = linkIdSchema.safeParse(linkIdFrom(request));
  if (!parsed.success) throw new HttpError(400, LINK_MESSAGES.invalid);
  return parsed.data;
}

/**
 * The multipart fields, checked with SPEC's messages. A missing field reads as an
 * empty one, so it gets the same message as a blank field rather than zod's own words.
 */
export function chargeFieldsOf(fields: Record<string, string>, linkId: string): NewCharge {
  const parsed = addChargeFields.safeParse({ linkId: '', reason: '', amount: '', ...fields });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : (issue?.message ?? 'Invalid request');
    throw new HttpError(400, message);
  }
  // The header chose the link that was checked; the body must not name another one.
  if (parsed.data.linkId !== linkId) throw new HttpError(400, LINK_MESSAGES.invalid);
  return { reason: parsed.data.reason, amount: parsed.data.amount };
}

export function chargePhotosOf(files: UploadedPart[]): UploadedPart[] {
  if (files.length > MAX_CHARGE_PHOTOS) {
    throw new HttpError(400, `Add at most ${MAX_CHARGE_PHOTOS} photos to a charge.`);
  }
  return files;
}
