import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPagination } from '../../src/contract/notifications';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { call, signInProvider, signInShipper } from './support/marketplace';
import { insertLoad } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The page sizes of docs/product.md §9: Find Loads (POST /api/loads, 20 a page, up to 100 on
 * request) and notifications (10 a page, up to 50). The caller's own lists (trucks, drivers,
 * driver links, My Loads, Trips) page the same way when asked: list-paging.test.ts.
 */
let t: TestApp;
let provider: Awaited<ReturnType<typeof signInProvider>>;
let shipper: Awaited<ReturnType<typeof signInShipper>>;
const OPEN_LOADS = 103;
const NOTIFICATIONS = 57;

beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  provider = await signInProvider(t);
  shipper = await signInShipper(t);
  for (let index = 0; index < OPEN_LOADS; index += 1) await insertLoad(t, shipper);
  await t.db.insert(notifications).values(
    Array.from({ length: NOTIFICATIONS }, (_, index) => ({
      userId: shipper._id,
      kind: 'quote_received',
      title: `Note ${index + 1}`,
      description: 'A quote arrived',
      createdAt: new Date(Date.UTC(2026, 10, 22, 8, index)),
    })),
  );
}, 120_000);
afterAll(async () => t.close());

type FindLoadsAnswer = { data?: unknown[]; pagination?: Record<string, number>; msg?: string };

async function findLoads(body: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/loads',
    payload: body,
    headers: { authorization: `Bearer ${provider.token}`, 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json() as FindLoadsAnswer };
}

const notificationsPage = (query: string) =>
  call<{ notifications: Notification[]; pagination: NotificationPagination }>(
    t,
    'GET',
    `/api/user-notifications${query}`,
    { token: shipper.token },
  );

describe('Find Loads page size', () => {
  it('is 20 when not given', async () => {
    const { status, body } = await findLoads('{}');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: OPEN_LOADS, totalPages: 6 });
  });

  it.each([101, 1_000_000, 2 ** 40])(
    'clamps a limit of %d to 100 rows, and pages by it',
    async (limit) => {
      const { status, body } = await findLoads(JSON.stringify({ limit }));
      expect(status).toBe(200);
      expect(body.data).toHaveLength(100);
      expect(body.pagination).toEqual({ page: 1, limit: 100, total: OPEN_LOADS, totalPages: 2 });
      const second = await findLoads(JSON.stringify({ limit, page: 2 }));
      expect(second.body.data).toHaveLength(OPEN_LOADS - 100);
    },
  );

  it.each(['0', '-1', '-1000000', '1.5', '"20"', 'null', 'NaN', 'Infinity', '1e400', '[20]'])(
    'refuses a limit of %s with 400',
    async (limit) => {
      const { status, body } = await findLoads(`{"limit":${limit}}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, msg: expect.stringMatching(/\S/) });
    },
  );

  it.each(['0', '-1', '1.5', '100001', '2147483648', '1e308', '"2"', 'null'])(
    'refuses a page of %s with 400',
    async (page) => {
      const { status, body } = await findLoads(`{"page":${page}}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, msg: expect.stringMatching(/\S/) });
    },
  );

  it('answers an empty page far past the last one', async () => {
    const { status, body } = await findLoads('{"page":100000,"limit":100}');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ page: 100_000, total: OPEN_LOADS });
  });
});

describe('notifications page size', () => {
  it('is 10 when not given', async () => {
    const { status, body } = await notificationsPage('');
    expect(status).toBe(200);
    expect(body.data?.notifications).toHaveLength(10);
    expect(body.data?.pagination).toMatchObject({ totalCount: NOTIFICATIONS, totalPages: 6 });
  });

  it.each(['51', '1000000', '1e6', '99999999999'])(
    'clamps a limit of %s to 50 rows',
    async (limit) => {
      const { status, body } = await notificationsPage(`?limit=${limit}`);
      expect(status).toBe(200);
      expect(body.data?.notifications).toHaveLength(50);
      expect(body.data?.pagination).toMatchObject({ totalCount: NOTIFICATIONS, totalPages: 2 });
      const second = await notificationsPage(`?limit=${limit}&page=2`);
      expect(second.body.data?.notifications).toHaveLength(NOTIFICATIONS - 50);
    },
  );

  it.each(['0', '-1', '1.5', 'abc', 'NaN', 'Infinity', '', '10&limit=20'])(
    'refuses a limit of %s with 400',
    async (limit) => {
      const { status, body } = await notificationsPage(`?limit=${limit}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, msg: expect.stringMatching(/\S/) });
    },
  );

  it.each(['0', '-1', '1.5', 'abc', '100001', '1e308'])(
    'refuses a page of %s with 400',
    async (page) => {
      const { status, body } = await notificationsPage(`?page=${page}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, msg: expect.stringMatching(/\S/) });
    },
  );
});
