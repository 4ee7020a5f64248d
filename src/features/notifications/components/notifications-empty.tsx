import { IonIcon } from '@ionic/react';
import { checkmarkDoneOutline, notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import type { NotificationsFilter } from '../api/notifications-list';

type NotificationsEmptyProps = {
  filter: NotificationsFilter;
  userType: string | null | undefined;
  onShowAll: () => void;
};

/**
 * docs/product.md §2 empty state, worded for the tab: nothing at all (then where updates will come from:
 * posting a load, or quoting on one), or nothing left unread (then all of them).
 */
export function NotificationsEmpty({ filter, userType, onShowAll }: NotificationsEmptyProps) {
  const { t } = useTranslation('notifications');
  if (filter === 'unread') {
    return (
      <EmptyState
        icon={<IonIcon icon={checkmarkDoneOutline} />}
        title={t('empty.unread.title')}
        text={t('empty.unread.detail')}
        action={{ label: t('empty.unread.action'), onClick: onShowAll }}
      />
    );
  }
  const provider = userType === 'provider';
  return (
    <EmptyState
      icon={<IonIcon icon={notificationsOutline} />}
      title={t('empty.all.title')}
      text={t('empty.all.detail')}
      action={{
        label: t(provider ? 'empty.all.findLoads' : 'empty.all.postLoad'),
        to: provider ? '/find-loads' : '/post-load',
      }}
    />
  );
}
