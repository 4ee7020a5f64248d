// Without zod, unlike ./driver-links.ts: the driver page sends these before its schemas load.

/** The header every link-scoped call carries (docs/architecture.md §5); made once per device, kept in IndexedDB. */
export const DEVICE_KEY_HEADER = 'x-device-key';
/**
 * Optionally names the link on calls whose path carries the trip, not the link: the trip view
 * (`GET /api/trips/getbyid/{tripId}`) and the status update (`PUT /api/trips/update/status/{tripId}`);
 * without it the server takes the trip's link that `X-Device-Key` bound. POST /api/trip-charges/add
 * names its link in the `linkId` field (sent before the photos). Sent with `X-Device-Key`, never
 * instead of it, and when sent it must name that same link. The driver page sends it.
 */
export const LINK_ID_HEADER = 'x-link-id';
