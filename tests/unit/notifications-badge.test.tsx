import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onlineStatus } from '../../src/lib/online-status';
import { createFakeEventsEndpoint, sseEvent } from './live-events-harness';
import {
  listUrl,
  makeNotification,
  mockApi,
  notificationsReply,
  renderNotifications,
  setUpNotificationsTests,
  UNREAD_COUNT_URL,
  unreadCountReply,
  type Reply,
} from './notifications-harness';

setUpNotificationsTests();

const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });
const sidebarItem = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /^Notifications/,
  });

/** The unread-count endpoint with a count the test can change, and the stream beside it. */
function serveUnreadCount(initial: number, extra: Record<string, Reply[]> = {}) {
  let unreadCount = initial;
  const events = createFakeEventsEndpoint();
  const replies: Record<string, Reply[]> = { ...extra };
  const calls = mockApi(replies, events.handle);
  const answerFromList = vi.mocked(fetch).getMockImplementation();
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (String(input) !== UNREAD_COUNT_URL) return answerFromList!(input, init);
    calls.push({ method: 'GET', url: UNREAD_COUNT_URL });
    return new Response(JSON.stringify(unreadCountReply(unreadCount).body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    events,
    calls,
    setCount: (next: number) => {
      unreadCount = next;
    },
  };
}

describe('unread badge and the notifications page', () => {
  it('is hidden on /notifications and back on other pages, one fewer after opening one', async () => {
    const api = serveUnreadCount(3, {
      [`GET ${listUrl()}`]: [notificationsReply([makeNotification({ _id: 'n-1' })])],
      ['PUT /api/user-notifications/n-1/read']: [
        {
          body: {
            success: true,
            data: { notification: makeNotification({ _id: 'n-1', isRead: true }), unreadCount: 2 },
          },
        },
      ],
    });
    const { user } = renderNotifications({ withShell: true });

    // The page itself says how many are unread; the sidebar and the bell do not.
    expect(await screen.findByRole('tab', { name: 'Unread (3)' })).toBeInTheDocument();
    expect(sidebarItem()).toHaveAccessibleName('Notifications');
    expect(sidebarItem()).toHaveTextContent(/^Notifications$/);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell()).not.toHaveTextContent('3');

    // The server counts one fewer once it is read.
    api.setCount(2);
    await user.click(await screen.findByRole('link', { name: /New quote received/ }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/my-loads');
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(sidebarItem()).toHaveAccessibleName('Notifications, 2 unread');
  });
});

describe('live updates of the badge', () => {
  it('rises when a notification event arrives, without waiting for the next poll', async () => {
    localStorage.setItem('token', 'token-1');
    const api = serveUnreadCount(1);
    renderNotifications({ withShell: true, path: '/my-loads' });
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await vi.waitFor(() => expect(api.events.streams).toHaveLength(1));
    expect(api.events.requests[0]?.headers.authorization).toBe('Bearer token-1');

    api.setCount(2);
    await act(async () => {
      api.events
        .latest()
        .send(sseEvent({ type: 'notification', notificationId: 'n-2', loadId: null }, 1));
    });
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
  });

  it('polls the count every 30 s instead of 60 s while the stream is blocked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('token', 'token-1');
    const api = serveUnreadCount(2);
    api.events.queue(...Array(20).fill({ status: 404, body: '{"success":false}' }));
    renderNotifications({ withShell: true, path: '/my-loads' });
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    // Three refusals (after 1 s and 2 s): blocked, so the badge polls.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3500);
    });
    expect(api.events.requests.length).toBeGreaterThanOrEqual(3);
    api.setCount(4);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 4 unread'));
  });

  it('closes the stream while offline and opens it again when back online', async () => {
    localStorage.setItem('token', 'token-1');
    const api = serveUnreadCount(0);
    renderNotifications({ withShell: true, path: '/my-loads' });
    await vi.waitFor(() => expect(api.events.streams).toHaveLength(1));
    await act(async () => {
      api.events.latest().send(sseEvent({ type: 'quote', loadId: 'l', quoteId: 'q' }, 12));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    act(() => onlineStatus.reportNetworkFailure());
    await vi.waitFor(() => expect(api.events.latest().aborted).toBe(true));

    act(() => onlineStatus.reportReachable());
    await vi.waitFor(() => expect(api.events.streams).toHaveLength(2));
    expect(api.events.requests[1]?.headers['last-event-id']).toBe('12');
  });

  it('opens no stream without a token', async () => {
    const api = serveUnreadCount(0);
    renderNotifications({ withShell: true, path: '/my-loads' });
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(api.events.requests).toHaveLength(0);
  });
});
