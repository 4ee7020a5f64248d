import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  findList,
  LOAD_ID,
  listUrl,
  makeNotification,
  mockApi,
  notificationsReply,
  renderNotifications,
  setUpNotificationsTests,
  TRIP_ID,
  UNREAD_COUNT_URL,
  unreadCountReply,
} from './notifications-harness';

setUpNotificationsTests();

const markReadUrl = (id: string) => `/api/user-notifications/${id}/read`;
const MARK_ALL_URL = '/api/user-notifications/read-all';
const markReadReply = (id: string, unreadCount: number) => ({
  body: {
    success: true,
    data: { notification: makeNotification({ _id: id, isRead: true }), unreadCount },
  },
});

describe('Notifications page', () => {
  it('lists title, description, load reference and date, highlighting unread items', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [
        notificationsReply([
          makeNotification({ _id: 'n-1', title: 'New quote received' }),
          makeNotification({
            _id: 'n-2',
            kind: 'trip_started',
            title: 'Trip started',
            description: 'The provider started the trip.',
            isRead: true,
            createdAt: '2024-01-15T09:30:00.000Z',
            loadId: null,
          }),
        ]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
    });
    renderNotifications();

    const list = await findList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const unread = within(items[0]!).getByRole('link');
    expect(items[0]).toHaveAttribute('data-unread');
    expect(unread).toHaveTextContent('New quote received');
    expect(unread).toHaveTextContent('Gulf Haulage quoted SAR 2,750.00 on your load.');
    expect(unread).toHaveTextContent('LD-12, Riyadh → Jeddah');
    expect(unread).toHaveTextContent('5 mins ago');
    // The card's blocks (title, age, text) are apart on screen; jsdom lays out no blocks.
    expect(unread).toHaveAccessibleName(
      /^Unread: New quote received ?5 mins ago ?Gulf Haulage quoted SAR 2,750\.00 on your load\. Load: LD-12, Riyadh → Jeddah$/,
    );

    // Read, and naming no load: shown plainly, with its date.
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Trip started');
    expect(items[1]).toHaveTextContent('Jan 15, 2024');
    expect(items[1]).not.toHaveAttribute('data-unread');
  });

  it("shows tabs 'All' and 'Unread (n)', and the Unread tab asks for unread only", async () => {
    const calls = mockApi({
      [`GET ${listUrl()}`]: [notificationsReply([makeNotification()])],
      [`GET ${listUrl(1, 'unread')}`]: [
        notificationsReply([makeNotification({ _id: 'n-9', title: 'Still unread' })]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(3)],
    });
    const { user, router } = renderNotifications();

    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    const unreadTab = await screen.findByRole('tab', { name: 'Unread (3)' });
    expect(unreadTab).toHaveAttribute('aria-selected', 'false');
    await findList();

    await user.click(unreadTab);
    expect(unreadTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Still unread')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Unread (3)');
    expect(callsTo(calls, 'GET', listUrl(1, 'unread'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=unread');

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pages with Previous / Next and "Page x of y" from the pagination fields', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) =>
      makeNotification({ _id: `p1-${index}`, title: `First page ${index + 1}` }),
    );
    const calls = mockApi({
      [`GET ${listUrl(1)}`]: [
        notificationsReply(firstPage, {
          currentPage: 1,
          totalPages: 2,
          totalCount: 12,
          hasNextPage: true,
          hasPrevPage: false,
        }),
      ],
      [`GET ${listUrl(2)}`]: [
        notificationsReply(
          [
            makeNotification({ _id: 'p2-1', title: 'Second page 1' }),
            makeNotification({ _id: 'p2-2', title: 'Second page 2' }),
          ],
          { currentPage: 2, totalPages: 2, totalCount: 12, hasNextPage: false, hasPrevPage: true },
        ),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(12)],
    });
    const { user, router } = renderNotifications();

    const paging = await screen.findByRole('navigation', { name: 'Pages of notifications' });
    expect(paging).toHaveTextContent('Page 1 of 2');
    expect(paging).toHaveTextContent('12 notifications');
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(await findList()).getAllByRole('listitem')).toHaveLength(10);

    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second page 1')).toBeInTheDocument();
    expect(paging).toHaveTextContent('Page 2 of 2');
    expect(within(paging).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(calls, 'GET', listUrl(2))).toHaveLength(1);

    await user.click(within(paging).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('First page 1')).toBeInTheDocument();
  });

  it('has no paging controls when everything fits on one page', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [notificationsReply([makeNotification()])],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
    });
    renderNotifications();
    await findList();
    expect(screen.queryByRole('navigation', { name: 'Pages of notifications' })).toBeNull();
  });

  it('shows an empty state worded for each tab', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [notificationsReply([])],
      [`GET ${listUrl(1, 'unread')}`]: [notificationsReply([])],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(0)],
    });
    const { user } = renderNotifications();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(
      screen.getByText('Updates about your loads, quotes and trips will appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Unread (0)' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
  });

  it("says 'Failed to fetch notifications' and fetches again on 'Try Again'", async () => {
    const calls = mockApi({
      [`GET ${listUrl()}`]: [
        { status: 500, body: { success: false } },
        notificationsReply([makeNotification({ title: 'Back again' })]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
    });
    const { user } = renderNotifications({
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch notifications');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch notifications')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', listUrl())).toHaveLength(2);
  });

  it('shows a loading state until the first page arrives', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [notificationsReply([makeNotification()])],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
    });
    renderNotifications();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    await findList();
    expect(screen.queryByText('Loading notifications…')).not.toBeInTheDocument();
  });
});

describe('opening a notification', () => {
  it('marks it read and opens the load in My Loads for a shipper', async () => {
    const calls = mockApi({
      [`GET ${listUrl()}`]: [notificationsReply([makeNotification({ _id: 'n-7' })])],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(4)],
      [`PUT ${markReadUrl('n-7')}`]: [markReadReply('n-7', 3)],
    });
    const { user, queryClient } = renderNotifications({ userType: 'user' });

    await user.click(await screen.findByRole('link', { name: /New quote received/ }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(`/my-loads/${LOAD_ID}`);
    await waitFor(() => expect(callsTo(calls, 'PUT', markReadUrl('n-7'))).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryData(['notifications', 'unread-count'])).toBe(3),
    );
  });

  it('marks it read at once, before the server answers (optimistic)', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      [`GET ${listUrl()}`]: [
        notificationsReply([makeNotification({ _id: 'n-8', loadId: null, tripId: null })]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(2)],
    });
    // The mark-read answer is held back until the test releases it.
    const answerFromList = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input) !== markReadUrl('n-8')) return answerFromList!(input, init);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const { user, queryClient } = renderNotifications({ userType: 'user' });

    // Naming no load or trip: opening it only marks it read.
    await user.click(await screen.findByRole('button', { name: /New quote received/ }));
    // Read and naming nothing to open, it is no longer a button, and no longer highlighted.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /New quote received/ })).toBeNull(),
    );
    expect(screen.getByText('New quote received').closest('[data-unread]')).toBeNull();
    expect(queryClient.getQueryData(['notifications', 'unread-count'])).toBe(1);
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();

    answer(
      new Response(JSON.stringify(markReadReply('n-8', 1).body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it('puts the highlight back when the server refuses', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [
        notificationsReply([makeNotification({ _id: 'n-5', loadId: null, tripId: null })]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
      [`PUT ${markReadUrl('n-5')}`]: [{ status: 404, body: { success: false, msg: 'Gone' } }],
    });
    const { user } = renderNotifications();
    const item = await screen.findByRole('button', { name: /New quote received/ });
    await user.click(item);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /New quote received/ }).closest('li'),
      ).toHaveAttribute('data-unread'),
    );
  });

  it('opens the trip in Trips for a provider when the notification names one', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [
        notificationsReply([
          makeNotification({
            _id: 'n-3',
            kind: 'driver_opened_link',
            title: 'Driver opened the link',
            tripId: TRIP_ID,
          }),
        ]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
      [`PUT ${markReadUrl('n-3')}`]: [markReadReply('n-3', 0)],
    });
    const { user } = renderNotifications({ userType: 'provider' });
    await user.click(await screen.findByRole('link', { name: /Driver opened the link/ }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(`/trips/${TRIP_ID}`);
  });

  it('opens the load in Find Loads for a provider when there is no trip', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [
        notificationsReply([
          makeNotification({ _id: 'n-4', kind: 'load_matched', title: 'New load for your trucks' }),
        ]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
      [`PUT ${markReadUrl('n-4')}`]: [markReadReply('n-4', 0)],
    });
    const { user } = renderNotifications({ userType: 'provider' });
    await user.click(await screen.findByRole('link', { name: /New load for your trucks/ }));
    expect(await screen.findByTestId('destination')).toHaveTextContent(
      `/find-loads?load=${LOAD_ID}`,
    );
  });

  it('does not mark an item that is already read again', async () => {
    const calls = mockApi({
      [`GET ${listUrl()}`]: [notificationsReply([makeNotification({ _id: 'n-6', isRead: true })])],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(0)],
    });
    const { user } = renderNotifications();
    await user.click(await screen.findByRole('link', { name: /New quote received/ }));
    await screen.findByTestId('destination');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

describe('Mark all as read', () => {
  it('marks every item read at once and then asks the server for the page again', async () => {
    const calls = mockApi({
      [`GET ${listUrl()}`]: [
        notificationsReply([
          makeNotification({ _id: 'a' }),
          makeNotification({ _id: 'b', title: 'Quote updated' }),
        ]),
        notificationsReply([
          makeNotification({ _id: 'a', isRead: true }),
          makeNotification({ _id: 'b', title: 'Quote updated', isRead: true }),
        ]),
      ],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(2), unreadCountReply(0)],
      [`PUT ${MARK_ALL_URL}`]: [{ body: { success: true, data: { updated: 2, unreadCount: 0 } } }],
    });
    const { user } = renderNotifications();
    const list = await findList();
    expect(list.querySelectorAll('[data-unread]')).toHaveLength(2);

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(list.querySelectorAll('[data-unread]')).toHaveLength(0));
    expect(await screen.findByRole('tab', { name: 'Unread (0)' })).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', MARK_ALL_URL)).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, 'GET', listUrl())).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so and restores the highlights when it fails', async () => {
    mockApi({
      [`GET ${listUrl()}`]: [notificationsReply([makeNotification({ _id: 'a' })])],
      [`GET ${UNREAD_COUNT_URL}`]: [unreadCountReply(1)],
      [`PUT ${MARK_ALL_URL}`]: ['offline'],
    });
    const { user } = renderNotifications();
    const list = await findList();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByText('Failed to mark notifications as read. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(list.querySelectorAll('[data-unread]')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();
  });
});
