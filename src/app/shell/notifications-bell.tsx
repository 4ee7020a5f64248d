import { IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UnreadBadge } from './unread-badge';

type NotificationsBellProps = {
  /** Unread notifications to show; 0 hides the badge. */
  unreadCount: number;
  current: boolean;
};

export function NotificationsBell({ unreadCount, current }: NotificationsBellProps) {
  const { t } = useTranslation('shell');
  const label =
    unreadCount > 0
      ? t('notifications.bellWithCount', { count: unreadCount })
      : t('sections.notifications');
  return (
    <Link
      to="/notifications"
      className="shell-icon-button notifications-bell"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
    >
      <IonIcon icon={notificationsOutline} aria-hidden="true" />
      <UnreadBadge count={unreadCount} tone="danger" className="notifications-bell__badge" />
    </Link>
  );
}
