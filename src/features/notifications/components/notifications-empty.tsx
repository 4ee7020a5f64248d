import { IonIcon } from '@ionic/react';
import { checkmarkDoneOutline, notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { NotificationsFilter } from '../api/notifications-list';

/** SPEC §2 empty state, worded for the tab: nothing at all, or nothing left unread. */
export function NotificationsEmpty({ filter }: { filter: NotificationsFilter }) {
  const { t } = useTranslation('notifications');
  return (
    <div className="notifications-empty">
      <span className="notifications-empty__icon" aria-hidden="true">
        <IonIcon icon={filter === 'unread' ? checkmarkDoneOutline : notificationsOutline} />
      </span>
      <p className="notifications-empty__title">{t(`empty.${filter}.title`)}</p>
      <p className="notifications-empty__detail">{t(`empty.${filter}.detail`)}</p>
    </div>
  );
}
