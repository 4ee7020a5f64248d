import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unreadCountQueryKey } from '../../src/app/shell/unread-count-query';
import { renderShell, stubUnreadCount, setUpShellTests } from './shell-test-harness';

setUpShellTests();

const sidebarNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const header = () => screen.getByRole('banner');

describe('unread notifications badge', () => {
  it("shows the API's count on the Notifications item and the header bell", async () => {
    const { fetchMock } = stubUnreadCount(7);
    renderShell({ userType: 'provider' });

    const item = await within(sidebarNav()).findByRole('link', {
      name: 'Notifications, 7 unread',
    });
    expect(item).toHaveTextContent('7');
    const bell = within(header()).getByRole('link', { name: 'Notifications, 7 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('7');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user-notifications/unread-count',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it("shows '99+' above 99", async () => {
    stubUnreadCount(120);
    renderShell();

    const item = await within(sidebarNav()).findByRole('link', {
      name: 'Notifications, 120 unread',
    });
    expect(item).toHaveTextContent('99+');
    expect(
      within(header()).getByRole('link', { name: 'Notifications, 120 unread' }),
    ).toHaveTextContent('99+');
  });

  it('shows 99 as it is', async () => {
    stubUnreadCount(99);
    renderShell();
    const item = await within(sidebarNav()).findByRole('link', {
      name: 'Notifications, 99 unread',
    });
    expect(item).toHaveTextContent('99');
    expect(item).not.toHaveTextContent('99+');
  });

  it('shows no badge when nothing is unread', async () => {
    const { fetchMock } = stubUnreadCount(0);
    const { queryClient } = renderShell();
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryKey)).toBe(0));
    expect(fetchMock).toHaveBeenCalled();
    expect(within(sidebarNav()).getByRole('link', { name: 'Notifications' })).toHaveTextContent(
      /^Notifications$/,
    );
    expect(within(header()).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('is hidden on /notifications', async () => {
    stubUnreadCount(5);
    const { queryClient } = renderShell({ path: '/notifications' });
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryKey)).toBe(5));

    expect(within(sidebarNav()).getByRole('link', { name: 'Notifications' })).toHaveTextContent(
      /^Notifications$/,
    );
    const bell = within(header()).getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-current', 'page');
    expect(bell).not.toHaveTextContent('5');
  });

  it('disappears when the user opens the notifications and returns afterwards', async () => {
    stubUnreadCount(3);
    renderShell({ path: '/my-loads' });
    const bell = await within(header()).findByRole('link', { name: 'Notifications, 3 unread' });

    fireEvent.click(bell);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notifications');
    expect(within(header()).getByRole('link', { name: 'Notifications' })).not.toHaveTextContent(
      '3',
    );

    fireEvent.click(within(sidebarNav()).getByRole('link', { name: 'My Loads' }));
    expect(
      within(header()).getByRole('link', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
  });

  it('shows no badge when the count cannot be fetched', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":false}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderShell();
    await waitFor(() =>
      expect(queryClient.getQueryState(unreadCountQueryKey)?.status).toBe('error'),
    );
    expect(within(header()).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('refreshes the count every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unread = stubUnreadCount(2);
    renderShell();
    await within(header()).findByRole('link', { name: 'Notifications, 2 unread' });

    unread.setCount(4);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(
      within(header()).getByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await within(header()).findByRole('link', { name: 'Notifications, 4 unread' });
  });

  it('refreshes the count when the window regains focus', async () => {
    const unread = stubUnreadCount(1);
    renderShell();
    await within(header()).findByRole('link', { name: 'Notifications, 1 unread' });

    unread.setCount(6);
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await within(header()).findByRole('link', { name: 'Notifications, 6 unread' });
  });
});
