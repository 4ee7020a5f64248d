import type { z } from 'zod';
import { MAX_CHARGE_PHOTOS } from '../../../src/contract/charge-limits';
import { addChargeFields, linkIdSchema } from '../../../src/contract/driver-links';
import { HttpError } from '../../lib/http-error';
import { LINK_MESSAGES } from '../driver-links/link-guard';
import type { UploadedPart } from '../files/read-multipart';

export type NewCharge = Pick<z.infer<typeof addChargeFields>, 'reason' | 'amount'>;

export const LINK_ID_BEFORE_PHOTOS = 'Send linkId before the photos.';

/** A link id as sent (header or field), which must look like one before any lookup. */
export function wellFormedLinkId(linkId: string | undefined): string {
  const parsed = linkIdSchema.safeParse(linkId ?? '');
  if (!parsed.success) throw new HttpError(400, LINK_MESSAGES.invalid);
  return parsed.data;
}

/**
 * The link the body names, read as the fields arrive: before the first photo when there is one,
 * so a stranger's photos are never buffered.
 */
export function bodyLinkIdOf(fieldsSoFar: Record<string, string>): string {
  if (fieldsSoFar.linkId === undefined) throw new HttpError(400, LINK_ID_BEFORE_PHOTOS);
  return wellFormedLinkId(fieldsSoFar.linkId);
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
  // X-Link-Id, when sent, chose the link that was checked; the body must not name another one.
  if (parsed.data.linkId !== linkId) throw new HttpError(400, LINK_MESSAGES.invalid);
  return { reason: parsed.data.reason, amount: parsed.data.amount };
}

export function chargePhotosOf(files: UploadedPart[]): UploadedPart[] {
  if (files.length > MAX_CHARGE_PHOTOS) {
    throw new HttpError(400, `Add at most ${MAX_CHARGE_PHOTOS} photos to a charge.`);
  }
  return files;
}
