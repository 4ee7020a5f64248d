import { IonIcon } from '@ionic/react';
import { alertCircle, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';

type FleetListErrorProps = { message: string; retrying: boolean; onRetry: () => void };

/** docs/product.md §8 Lists: the list could not be fetched; Try Again asks once more. */
export function FleetListError({ message, retrying, onRetry }: FleetListErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className="fleet-error" role="alert">
      <p className="fleet-error__text">
        <IonIcon icon={alertCircle} aria-hidden="true" />
        <span>{message}</span>
      </p>
      <Button busy={retrying} onClick={onRetry} icon={<IonIcon icon={refreshOutline} />}>
        {t('retry')}
      </Button>
    </div>
  );
}
