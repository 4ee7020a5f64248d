import { describe, expect, it } from 'vitest';
import type { Notification, NotificationKind } from '../../src/contract/notifications';
import { notificationTarget } from '../../src/features/notifications/utils/notification-target';

const LOAD_ID = '0d4f6a2e-7b1c-4c3d-9e8f-1a2b3c4d5e6f';

function notification(kind: NotificationKind, tripId: string | null = null): Notification {
  return {
    _id: 'note-1',
    kind,
    title: 'News',
    description: 'About the load',
    isRead: false,
    createdAt: '2025-03-03T12:00:00.000Z',
    loadId: {
      _id: LOAD_ID,
      id: 'LD-1042',
      source: { city: 'Dubai', country: 'United Arab Emirates' },
      destination: { city: 'Kuwait City', country: 'Kuwait' },
    },
    tripId,
  };
}

describe('payment and cancellation news open their load', () => {
  it.each(['payment_refunded', 'refund_failed'] as const)(
    "a shipper's %s opens the load in My Loads",
    (kind) => {
      expect(notificationTarget(notification(kind), 'user')).toBe(`/my-loads?load=${LOAD_ID}`);
    },
  );

  it.each(['load_reopened', 'load_cancelled'] as const)(
    "a provider's %s opens the load in Find Loads",
    (kind) => {
      expect(notificationTarget(notification(kind), 'provider')).toBe(
        `/find-loads?load=${LOAD_ID}`,
      );
    },
  );

  it("a provider's load_cancelled that called off its trip opens that trip, as trip news do", () => {
    expect(notificationTarget(notification('load_cancelled', 'trip-1'), 'provider')).toBe(
      '/trips?trip=trip-1',
    );
  });
});
