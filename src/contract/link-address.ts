/*
 * The driver link's address, `/trip/{tripId}/details/{linkId}`, checked without zod: the driver
 * link page does it before anything else loads (issue 8 web budgets). The schemas of
 * ./driver-links check with the same patterns; tests/unit/link-address.test.ts keeps the trip's
 * equal to zod's `.uuid()`.
 */

/** The link's own id: 128 random bits in base64url (22 characters). */
export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** What zod's `.uuid()` accepts: an RFC 9562 UUID of any version, or the nil or max UUID. */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether a link's address can name a link at all: `verifyDeviceRequest`'s and `linkIdSchema`'s test. */
export function isWellFormedLinkAddress(tripId: string, linkId: string): boolean {
  return UUID_PATTERN.test(tripId) && LINK_ID_PATTERN.test(linkId);
}
