import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPagination } from '../../src/contract/notifications';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { call, loadRow, postLoad, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

type Page = {
  notifications: Notification[];
  pagination: NotificationPagination;
  unreadCount: number;
};

const START = new Date('2026-11-22T08:00:00Z').getTime();

/** `count` notifications for the user, a minute apart, the first one oldest; titles number them. */
async function seed(userId: string, count: number, extra: { loadId?: string } = {}) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    kind: 'quote_received',
    title: `Note ${index + 1}`,
    description: `Description ${index + 1}`,
    loadId: extra.loadId ?? null,
    createdAt: new Date(START + index * 60_000),
  }));
  return t.db.insert(notifications).values(rows).returning();
}

const page = (token: string, query = '') =>
  call<Page>(t, 'GET', `/api/user-notifications${query}`, { token });
const markRead = (token: string, id: string) =>
  call<{ notification: Notification; unreadCount: number }>(
    t,
    'PUT',
    `/api/user-notifications/${id}/read`,
    { token },
  );
const markAllRead = (token: string) =>
  call<{ updated: number; unreadCount: number }>(t, 'PUT', '/api/user-notifications/read-all', {
    token,
  });
const unreadCount = async (token: string) =>
  (await call<{ unreadCount: number }>(t, 'GET', '/api/user-notifications/unread-count', { token }))
    .body.data?.unreadCount;

describe('GET /api/user-notifications', () => {
  it('pages 10 at a time, newest first, with SPEC pagination fields', async () => {
    const shipper = await signInShipper(t);
    await seed(shipper._id, 23);

    const first = await page(shipper.token, '?page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.body.data?.notifications.map((note) => note.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Note ${23 - index}`),
    );
    expect(first.body.data?.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalCount: 23,
      hasNextPage: true,
      hasPrevPage: false,
    });
    expect(first.body.data?.unreadCount).toBe(23);

    const second = await page(shipper.token, '?page=2&limit=10');
    expect(second.body.data?.pagination).toMatchObject({
      currentPage: 2,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect(second.body.data?.notifications[0]?.title).toBe('Note 13');

    const last = await page(shipper.token, '?page=3&limit=10');
    expect(last.body.data?.notifications.map((note) => note.title)).toEqual([
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    expect(last.body.data?.pagination).toMatchObject({
      currentPage: 3,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('defaults to page 1 of 10 and answers an empty page past the end', async () => {
    const shipper = await signInShipper(t);
    await seed(shipper._id, 12);
    const first = await page(shipper.token);
    expect(first.body.data?.notifications).toHaveLength(10);
    expect(first.body.data?.pagination.totalPages).toBe(2);

    const beyond = await page(shipper.token, '?page=5');
    expect(beyond.body.data?.notifications).toEqual([]);
    expect(beyond.body.data?.pagination).toEqual({
      currentPage: 5,
      totalPages: 2,
      totalCount: 12,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('an empty inbox has no pages', async () => {
    const shipper = await signInShipper(t);
    const response = await page(shipper.token);
    expect(response.body.data).toEqual({
      notifications: [],
      pagination: {
        currentPage: 1,
        totalPages: 0,
        totalCount: 0,
        hasNextPage: false,
        hasPrevPage: false,
      },
      unreadCount: 0,
    });
  });

  it('shows each notification with its load reference: number, source → destination', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    const load = await loadRow(t, loadId);
    const [row] = await seed(shipper._id, 1, { loadId });
    const [withoutLoad] = await seed(shipper._id, 1);

    const response = await page(shipper.token);
    const byId = new Map(response.body.data?.notifications.map((note) => [note._id, note]));
    expect(byId.get(row?.id ?? '')).toEqual({
      _id: row?.id,
      kind: 'quote_received',
      title: 'Note 1',
      description: 'Description 1',
      isRead: false,
      createdAt: row?.createdAt.toISOString(),
      loadId: {
        _id: loadId,
        id: `LD-${load.number}`,
        source: { city: 'Riyadh', country: 'Saudi Arabia' },
        destination: { city: 'Dubai', country: 'United Arab Emirates' },
      },
      tripId: null,
    });
    expect(byId.get(withoutLoad?.id ?? '')?.loadId).toBeNull();
  });

  it('filters unread, counting only the unread', async () => {
    const shipper = await signInShipper(t);
    const rows = await seed(shipper._id, 14);
    for (const row of rows.slice(0, 3)) await markRead(shipper.token, row.id);

    const unread = await page(shipper.token, '?filter=unread&limit=10');
    expect(unread.body.data?.notifications.every((note) => !note.isRead)).toBe(true);
    expect(unread.body.data?.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalCount: 11,
      hasNextPage: true,
      hasPrevPage: false,
    });
    expect(unread.body.data?.unreadCount).toBe(11);

    const all = await page(shipper.token, '?filter=all');
    expect(all.body.data?.pagination.totalCount).toBe(14);
    expect(all.body.data?.unreadCount).toBe(11);
  });

  it("lists only the caller's own notifications, for providers too", async () => {
    const shipper = await signInShipper(t);
    const provider = await signInProvider(t);
    await seed(shipper._id, 2);
    await seed(provider._id, 3);
    expect((await page(shipper.token)).body.data?.pagination.totalCount).toBe(2);
    expect((await page(provider.token)).body.data?.pagination.totalCount).toBe(3);
  });

  it('refuses a caller without a session, and a bad query', async () => {
    expect((await call(t, 'GET', '/api/user-notifications')).status).toBe(401);
    const shipper = await signInShipper(t);
    expect((await page(shipper.token, '?filter=archived')).status).toBe(400);
    expect((await page(shipper.token, '?page=0')).status).toBe(400);
    expect((await page(shipper.token, '?limit=0')).status).toBe(400);
  });
});

describe('marking notifications read', () => {
  it('marks one read, idempotently, and lowers the unread count', async () => {
    const shipper = await signInShipper(t);
    const [row] = await seed(shipper._id, 2);
    const id = row?.id ?? '';

    const first = await markRead(shipper.token, id);
    expect(first.status).toBe(200);
    expect(first.body.data?.notification).toMatchObject({ _id: id, isRead: true });
    expect(first.body.data?.unreadCount).toBe(1);
    expect(await unreadCount(shipper.token)).toBe(1);

    const again = await markRead(shipper.token, id);
    expect(again.status).toBe(200);
    expect(again.body.data?.unreadCount).toBe(1);
  });

  it("answers 404 for another user's notification or an unknown id, changing nothing", async () => {
    const owner = await signInShipper(t);
    const stranger = await signInShipper(t);
    const [row] = await seed(owner._id, 1);

    const response = await markRead(stranger.token, row?.id ?? '');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: 'Notification not found' });
    expect(await unreadCount(owner.token)).toBe(1);

    const unknown = await markRead(owner.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const malformed = await markRead(owner.token, 'not-an-id');
    expect(malformed.status).toBe(404);
    expect(malformed.body.msg).toBe('Notification not found');
  });

  it("marks all of the caller's notifications read, and nobody else's", async () => {
    const shipper = await signInShipper(t);
    const other = await signInShipper(t);
    const rows = await seed(shipper._id, 5);
    await markRead(shipper.token, rows[0]?.id ?? '');
    await seed(other._id, 2);

    const response = await markAllRead(shipper.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ updated: 4, unreadCount: 0 });
    expect(await unreadCount(shipper.token)).toBe(0);
    expect(await unreadCount(other.token)).toBe(2);

    const again = await markAllRead(shipper.token);
    expect(again.body.data).toEqual({ updated: 0, unreadCount: 0 });
    expect((await call(t, 'PUT', '/api/user-notifications/read-all')).status).toBe(401);
  });
});
