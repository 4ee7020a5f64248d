import { z } from 'zod';
import { envelope } from './envelope';
import { MAX_PAGE, pageSize } from './paging';

/** docs/product.md §9: notifications come 10 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const unreadCountResponse = envelope(
  z.object({ unreadCount: z.number().int().nonnegative() }),
);

/** What the notification is about, so opening it goes to the right screen. */
export const notificationKindSchema = z.enum([
  // shipper
  'quote_received',
  'quote_updated',
  'trip_started',
  'driver_assigned',
  'truck_assigned',
  'trip_status_changed',
  'charge_approved',
  'no_quote_yet',
  'payment_refunded',
  'refund_failed',
  // provider
  'load_matched',
  'quote_accepted',
  'quote_rejected',
  'acceptance_cancelled',
  'driver_opened_link',
  'charge_submitted',
  'driver_status_changed',
  'load_reopened',
  'load_cancelled',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

const placeSchema = z.object({ city: z.string(), country: z.string() });

/** docs/product.md §3 Notification: the load reference is 'load number, source → destination'. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  description: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  loadId: z
    .object({ _id: z.string(), id: z.string(), source: placeSchema, destination: placeSchema })
    .nullable(),
  /** Set when the notification is about a trip: the provider opens it in Trips. */
  tripId: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** docs/product.md §3 Pagination of notifications. */
export const notificationPaginationSchema = z.object({
  currentPage: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type NotificationPagination = z.infer<typeof notificationPaginationSchema>;

/** GET /api/user-notifications?page&limit=10[&filter=unread] */
export const notificationsQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE, `Choose a page from 1 to ${MAX_PAGE}.`)
    .default(1),
  /** Up to 50 a page; a larger size is clamped. */
  limit: pageSize(NOTIFICATIONS_PAGE_SIZE, 50, z.coerce.number()),
  filter: z.enum(['all', 'unread']).default('all'),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationsResponse = envelope(
  z.object({
    notifications: z.array(notificationSchema),
    pagination: notificationPaginationSchema,
    unreadCount: z.number().int().nonnegative(),
  }),
);

export const notificationIdParams = z.object({
  id: z.string().uuid('Notification not found'),
});

/** PUT /api/user-notifications/{id}/read: the notification as it now stands. */
export const markNotificationReadResponse = envelope(
  z.object({ notification: notificationSchema, unreadCount: z.number().int().nonnegative() }),
);

/** PUT /api/user-notifications/read-all */
export const markAllNotificationsReadResponse = envelope(
  z.object({
    updated: z.number().int().nonnegative(),
    unreadCount: z.number().int().nonnegative(),
  }),
);

/**
 * GET /api/events (server-sent events): each event names what changed by id; the client
 * refetches what it shows. Payloads never carry documents.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('notification'),
    notificationId: z.string(),
    loadId: z.string().nullable(),
  }),
  z.object({ type: z.literal('quote'), loadId: z.string(), quoteId: z.string() }),
  z.object({ type: z.literal('trip'), tripId: z.string(), loadId: z.string() }),
  z.object({ type: z.literal('position'), tripId: z.string(), loadId: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
