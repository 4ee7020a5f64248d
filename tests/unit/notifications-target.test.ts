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
  it.each(['payment_refunded', 'refund_failed', 'quote_received', 'trip_status_changed'] as const)(
    "a shipper's %s opens the load's details at their own address",
    (kind) => {
      expect(notificationTarget(notification(kind, 'trip-1'), 'user')).toBe(`/my-loads/${LOAD_ID}`);
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
      '/trips/trip-1',
    );
  });

  it('escapes an id that is not a plain word, so it stays one path segment', () => {
    expect(notificationTarget(notification('driver_status_changed', 'a/b?c'), 'provider')).toBe(
      '/trips/a%2Fb%3Fc',
    );
  });

  it('leads nowhere for a user with no role yet', () => {
    expect(notificationTarget(notification('quote_received'), null)).toBeNull();
  });
});
