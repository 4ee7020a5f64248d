import { IonIcon } from '@ionic/react';
import { chevronForwardOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../contract/notifications';
import { notificationIcon } from '../utils/notification-icon';
import { NotificationAge } from './notification-age';

type NotificationItemProps = {
  notification: Notification;
  /** Where opening it leads; null when it names no load or trip. */
  target: string | null;
  onOpen: (notification: Notification) => void;
};

function LoadReference({ load }: { load: NonNullable<Notification['loadId']> }) {
  const { t } = useTranslation('notifications');
  return (
    <span className="notification-item__load">
      <span className="visually-hidden">{t('item.loadReferenceLabel')}</span>{' '}
      {t('item.loadReference', {
        id: load.id,
        source: load.source.city,
        destination: load.destination.city,
      })}
    </span>
  );
}

/**
 * SPEC §2: title, description, the load reference ('LD-12, Riyadh → Jeddah') and the date;
 * unread items are highlighted. Opening one marks it read and goes to its load or trip.
 */
export function NotificationItem({ notification, target, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const unread = !notification.isRead;
  // The spaces keep the parts apart in the accessible name; flex layout ignores them.
  const content = (
    <>
      <span className="notification-item__icon" aria-hidden="true">
        <IonIcon icon={notificationIcon(notification.kind)} />
      </span>
      <span className="notification-item__body">
        <span className="notification-item__heading">
          {unread && <span className="visually-hidden">{t('item.unread')}</span>}{' '}
          <span className="notification-item__title">{notification.title}</span>{' '}
          <NotificationAge createdAt={notification.createdAt} />
        </span>{' '}
        <span className="notification-item__description">{notification.description}</span>{' '}
        {notification.loadId && <LoadReference load={notification.loadId} />}
      </span>
      {target && (
        <IonIcon
          className="notification-item__chevron"
          icon={chevronForwardOutline}
          aria-hidden="true"
        />
      )}
    </>
  );
  const className = 'notification-item';
  const unreadAttribute = unread ? '' : undefined;

  if (target) {
    return (
      <Link
        to={target}
        className={className}
        data-unread={unreadAttribute}
        onClick={() => onOpen(notification)}
      >
        {content}
      </Link>
    );
  }
  // Nothing to go to: an unread one can still be opened to mark it read.
  if (unread) {
    return (
      <button
        type="button"
        className={className}
        data-unread={unreadAttribute}
        onClick={() => onOpen(notification)}
      >
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}
