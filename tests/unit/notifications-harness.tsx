import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionContext, type SessionState } from '../../src/app/session-context';
import { AppShell } from '../../src/app/shell/app-shell';
import type { Notification, NotificationPagination } from '../../src/contract/notifications';
import type { UserType } from '../../src/contract/user';
import { NotificationsPage } from '../../src/features/notifications/notifications-page';
import { createQueryClient } from '../../src/lib/query-client';
import { makeUser } from './shell-test-harness';

export const LOAD_ID = '5a0c7e1d-2b3f-4a5c-8d9e-0f1a2b3c4d5e';
export const TRIP_ID = '6b1d8f2e-3c4a-4b6d-9e0f-1a2b3c4d5e6f';

export function setUpNotificationsTests() {
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: 1280,
    });
  });
  afterEach(() => {
    toast.remove();
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n-1',
    kind: 'quote_received',
    title: 'New quote received',
    description: 'Gulf Haulage quoted SAR 2,750.00 on your load.',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    loadId: {
      _id: LOAD_ID,
      id: 'LD-12',
      source: { city: 'Riyadh', country: 'Saudi Arabia' },
      destination: { city: 'Jeddah', country: 'Saudi Arabia' },
    },
    tripId: null,
    ...overrides,
  };
}

/** A page of notifications as GET /api/user-notifications answers it. */
export function notificationsReply(
  notifications: Notification[],
  pagination: Partial<NotificationPagination> = {},
  unreadCount = notifications.filter((item) => !item.isRead).length,
): Reply {
  return {
    body: {
      success: true,
      data: {
        notifications,
        pagination: {
          currentPage: 1,
          totalPages: notifications.length > 0 ? 1 : 0,
          totalCount: notifications.length,
          hasNextPage: false,
          hasPrevPage: false,
          ...pagination,
        },
        unreadCount,
      },
    },
  };
}

export const unreadCountReply = (unreadCount: number) => ({
  body: { success: true, data: { unreadCount } },
});

export type Reply = { status?: number; body?: unknown } | 'offline';
export type Call = { method: string; url: string };

export const listUrl = (page = 1, filter: 'all' | 'unread' = 'all') =>
  `/api/user-notifications?page=${page}&limit=10${filter === 'unread' ? '&filter=unread' : ''}`;
export const UNREAD_COUNT_URL = '/api/user-notifications/unread-count';

/**
 * fetch answering 'METHOD url' from a list of replies; the last one repeats, so refetches get an
 * answer. `/api/events` goes to `events` when given; any other call fails the test.
 */
export function mockApi(
  replies: Record<string, Reply[]>,
  events?: (init: RequestInit) => Promise<Response>,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      if (url === '/api/events' && events) return events(init);
      calls.push({ method, url });
      const queue = replies[`${method} ${url}`];
      const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!reply) throw new Error(`Unexpected call ${method} ${url}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function callsTo(calls: Call[], method: string, url: string): Call[] {
  return calls.filter((call) => call.method === method && call.url === url);
}

function Destination() {
  const location = useLocation();
  return (
    <p data-testid="destination">
      {location.pathname}
      {location.search}
    </p>
  );
}

type RenderOptions = {
  userType?: UserType;
  path?: string;
  /** Inside the signed-in shell (sidebar badge, live events), as the router mounts it. */
  withShell?: boolean;
  queryClient?: QueryClient;
};

export function renderNotifications({
  userType = 'user',
  path = '/notifications',
  withShell = false,
  queryClient = createQueryClient(),
}: RenderOptions = {}) {
  const session: SessionState = {
    user: makeUser({ userType }),
    userType,
    signOut: vi.fn(async () => {}),
  };
  const pages = [
    { path: 'notifications', element: <NotificationsPage /> },
    { path: 'my-loads', element: <Destination /> },
    { path: 'my-loads/:loadId', element: <Destination /> },
    { path: 'find-loads', element: <Destination /> },
    { path: 'trips', element: <Destination /> },
    { path: 'trips/:tripId', element: <Destination /> },
  ];
  const router = createMemoryRouter(
    withShell
      ? [{ path: '/', element: <AppShell />, children: pages }]
      : pages.map((page) => ({ ...page, path: `/${page.path}` })),
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}

/** The list once its items are in. */
export async function findList() {
  return screen.findByRole('list');
}
