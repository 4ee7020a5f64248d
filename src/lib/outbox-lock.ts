/**
 * The Web Lock held while the driver outbox replays. Only one tab replays at a time, and a new
 * service worker is applied only while holding it, so an update never swaps mid-drain (docs/architecture.md §7).
 */
export const OUTBOX_LOCK = 'driver-outbox';
