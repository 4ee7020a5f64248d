import { IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { FormBanner } from './form-banner';

type LoadsErrorProps = { retrying: boolean; onRetry: () => void };

/** docs/product.md §8 Lists: the loads could not be fetched; the provider can ask again. */
export function LoadsError({ retrying, onRetry }: LoadsErrorProps) {
  const { t } = useTranslation('find-loads');
  return (
    <div className="find-loads-error">
      <FormBanner tone="error" message={t('table.error')} />
      <Button busy={retrying} icon={<IonIcon icon={refreshOutline} />} onClick={onRetry}>
        {t('table.retry')}
      </Button>
    </div>
  );
}
