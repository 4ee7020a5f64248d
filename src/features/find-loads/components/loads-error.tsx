import { IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FormBanner } from './form-banner';

/** SPEC §8 Lists: the loads could not be fetched; the provider can ask again. */
export function LoadsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('find-loads');
  return (
    <div className="find-loads-error">
      <FormBanner tone="error" message={t('table.error')} />
      <button
        type="button"
        className="find-loads-button find-loads-button--secondary"
        onClick={onRetry}
      >
        <IonIcon icon={refreshOutline} aria-hidden="true" />
        <span>{t('table.retry')}</span>
      </button>
    </div>
  );
}
