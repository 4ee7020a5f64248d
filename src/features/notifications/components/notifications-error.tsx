import { IonIcon } from '@ionic/react';
import { alertCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

/** SPEC §8: 'Failed to fetch notifications', with SPEC §2's 'Try Again'. */
export function NotificationsError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('notifications');
  return (
    <div className="notifications-error">
      <p className="notifications-error__text" role="alert">
        <IonIcon icon={alertCircleOutline} aria-hidden="true" />
        <span>{t('error')}</span>
      </p>
      <button
        type="button"
        className="notifications-button notifications-button--secondary"
        disabled={retrying}
        onClick={onRetry}
      >
        <IonIcon icon={refreshOutline} aria-hidden="true" />
        <span>{t('retry')}</span>
      </button>
    </div>
  );
}
