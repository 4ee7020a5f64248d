import { useEffect, useRef } from 'react';
import { IonIcon } from '@ionic/react';
import { checkmarkDoneOutline } from 'ionicons/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { Button } from '../../components/ui/button/button';
import type { Notification } from '../../contract/notifications';
import { notifyError } from '../../lib/toasts';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { useNotifications } from './api/notifications-list';
import { unreadCountQueryOptions } from './api/unread-count';
import { NotificationItem } from './components/notification-item';
import { NotificationTabs, tabId } from './components/notification-tabs';
import { NotificationsEmpty } from './components/notifications-empty';
import { NotificationsError } from './components/notifications-error';
import { NotificationsPagination } from './components/notifications-pagination';
import { NotificationsSkeleton } from './components/notifications-skeleton';
import { useNotificationsUrlState } from './hooks/use-notifications-url-state';
import { notificationTarget } from './utils/notification-target';
import './notifications.css';

const PANEL_ID = 'notifications-panel';

/** docs/product.md §2 Notifications (`/notifications`, both roles). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { userType } = useSession();
  const { filter, page, selectTab, goToPage } = useNotificationsUrlState();
  const list = useNotifications({ filter, page });
  const unreadCount = useQuery(unreadCountQueryOptions()).data ?? list.data?.unreadCount;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const panelRef = useRef<HTMLElement>(null);

  // A page that no longer exists (everything on it was read, in the Unread tab): show the last.
  const lastPage = list.isPlaceholderData ? undefined : list.data?.pagination.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(lastPage, 1)) goToPage(Math.max(lastPage, 1));
  }, [lastPage, page, goToPage]);

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification._id);
  };

  const changePage = (next: number) => {
    goToPage(next);
    panelRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const markAllRead = () =>
    markAll.mutate(undefined, { onError: () => notifyError(t('markAllFailed')) });

  const notifications = list.data?.notifications ?? [];
  const pagination = list.data?.pagination;

  let body;
  if (list.isError && !list.data) {
    body = <NotificationsError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.isPending) {
    body = <NotificationsSkeleton />;
  } else if (notifications.length === 0) {
    body = (
      <NotificationsEmpty filter={filter} userType={userType} onShowAll={() => selectTab('all')} />
    );
  } else {
    body = (
      <ul className="notifications-list">
        {notifications.map((notification) => (
          <li
            key={notification._id}
            className="notification-item"
            data-unread={notification.isRead ? undefined : ''}
          >
            <NotificationItem
              notification={notification}
              target={notificationTarget(notification, userType)}
              onOpen={open}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="notifications-page">
      <div className="notifications-toolbar">
        <NotificationTabs
          selected={filter}
          unreadCount={unreadCount}
          panelId={PANEL_ID}
          onSelect={selectTab}
        />
        {/* Secondary: reading (opening an item) is the next step here, not clearing them. */}
        <Button
          variant="secondary"
          icon={<IonIcon icon={checkmarkDoneOutline} />}
          busy={markAll.isPending}
          disabled={!unreadCount}
          onClick={markAllRead}
        >
          {t('markAll')}
        </Button>
      </div>
      <section
        ref={panelRef}
        id={PANEL_ID}
        className="notifications-panel"
        role="tabpanel"
        aria-labelledby={tabId(filter)}
        aria-busy={list.isFetching || undefined}
      >
        {body}
        {pagination && pagination.totalPages > 1 && notifications.length > 0 && (
          <NotificationsPagination
            pagination={pagination}
            busy={list.isPlaceholderData}
            onPageChange={changePage}
          />
        )}
      </section>
    </div>
  );
}
