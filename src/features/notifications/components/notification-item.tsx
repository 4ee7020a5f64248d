import { IonIcon } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card/card';
import { StatusPill } from '../../../components/ui/status-pill/status-pill';
import type { Notification } from '../../../contract/notifications';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
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
  const { city } = useReferenceLabels();
  return (
    <span className="notification-item__load">
      <span className="visually-hidden">{t('item.loadReferenceLabel')}</span>{' '}
      {t('item.loadReference', {
        id: load.id,
        source: city(load.source.city),
        destination: city(load.destination.city),
      })}
    </span>
  );
}

/**
 * docs/product.md §2: title, description, the load reference ('LD-12, Riyadh → Jeddah') and the date, on a
 * kit Card; unread items carry an 'Unread' pill and a bar on their start edge. Opening one marks
 * it read and goes to its load or trip (the card is then a link).
 */
export function NotificationItem({ notification, target, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const unread = !notification.isRead;
  // The card lays title, age and text out as blocks, which keeps them apart in its name.
  const title = (
    <span className="notification-item__heading">
      <IonIcon
        icon={notificationIcon(notification.kind)}
        className="notification-item__icon"
        aria-hidden="true"
      />
      <span className="notification-item__title" data-read={unread ? undefined : ''}>
        {unread && <span className="visually-hidden">{t('item.unread')}</span>}
        {unread && ' '}
        {notification.title}
      </span>
      {unread && (
        // Said once, by the hidden 'Unread:' before the title; the pill is for the eye.
        <span aria-hidden="true">
          <StatusPill tone="info" label={t('item.unreadPill')} />
        </span>
      )}
    </span>
  );
  const age = <NotificationAge createdAt={notification.createdAt} />;
  const body = (
    <>
      <span className="notification-item__description">{notification.description}</span>{' '}
      {notification.loadId && <LoadReference load={notification.loadId} />}
    </>
  );

  if (target) {
    return (
      <Card as="link" to={target} title={title} subtitle={age} onClick={() => onOpen(notification)}>
        {body}
      </Card>
    );
  }
  // Nothing to go to: an unread one can still be opened to mark it read.
  if (unread) {
    return (
      <Card as="button" title={title} subtitle={age} onClick={() => onOpen(notification)}>
        {body}
      </Card>
    );
  }
  return (
    <Card title={title} subtitle={age} headingLevel={3}>
      <p className="notification-item__text">{body}</p>
    </Card>
  );
}
