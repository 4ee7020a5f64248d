import { IonIcon } from '@ionic/react';
import { alertCircle, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

type FleetListErrorProps = { message: string; retrying: boolean; onRetry: () => void };

/** SPEC §8 Lists: the list could not be fetched; Try Again asks once more. */
export function FleetListError({ message, retrying, onRetry }: FleetListErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className="fleet-error" role="alert">
      <p className="fleet-error__text">
        <IonIcon icon={alertCircle} aria-hidden="true" />
        <span>{message}</span>
      </p>
      <button
        type="button"
        className="fleet-button fleet-button--secondary"
        disabled={retrying}
        onClick={onRetry}
      >
        <IonIcon icon={refreshOutline} aria-hidden="true" />
        <span>{t('retry')}</span>
      </button>
    </div>
  );
}
