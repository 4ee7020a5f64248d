import { randomBytes } from 'node:crypto';

/** A FingerprintJS visitor id as the library makes one: 32 lowercase hex characters. */
export const newVisitorId = () => randomBytes(16).toString('hex');

/** A visitor's draft key as the post-load page makes one: the visitor id, a dot, 128 random bits. */
export const newDraftKey = (visitorId = newVisitorId()) =>
  `${visitorId}.${randomBytes(16).toString('base64url')}`;
