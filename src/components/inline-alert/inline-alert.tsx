import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button/button';
import './inline-alert.css';

type InlineAlertProps = {
  /** What failed, e.g. docs/product.md §8's 'Failed to fetch trips'. */
  message: ReactNode;
  /** Given, a secondary 'Try Again' (busy while `retrying`) asks once more. */
  onRetry?: () => void;
  retrying?: boolean;
  /** danger (default): something failed, announced at once; warning: shown data may be old. */
  tone?: 'danger' | 'warning';
};

/**
 * A failure said in place, at the top of what it concerns (a list, a card, a dialog), with its
 * Try Again: announced as an alert, coloured on its start edge in either reading direction. A
 * warning (a refresh failed, the last details stay) is a polite status instead.
 */
export function InlineAlert({
  message,
  onRetry,
  retrying = false,
  tone = 'danger',
}: InlineAlertProps) {
  const { t } = useTranslation('common');
  return (
    <div className="inline-alert" data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      <p className="inline-alert__text">
        <IonIcon icon={alertCircleOutline} className="inline-alert__icon" aria-hidden="true" />
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
