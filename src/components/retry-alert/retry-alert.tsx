import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button/button';
import './retry-alert.css';

type RetryAlertProps = {
  /** What failed, e.g. SPEC §8's 'Failed to fetch trips'. */
  message: ReactNode;
  /** Given, a secondary 'Try Again' (busy while `retrying`) asks once more. */
  onRetry?: () => void;
  retrying?: boolean;
};

/**
 * A failure said in place, at the top of what it concerns (a list, a card, a dialog), with its
 * Try Again: announced as an alert, red on its start edge in either reading direction.
 */
export function RetryAlert({ message, onRetry, retrying = false }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <div className="retry-alert" role="alert">
      <p className="retry-alert__text">
        <IonIcon icon={alertCircleOutline} className="retry-alert__icon" aria-hidden="true" />
        <span>{message}</span>
      </p>
      {onRetry && (
        <Button
          variant="secondary"
          icon={<IonIcon icon={refreshOutline} />}
          busy={retrying}
          onClick={onRetry}
        >
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
