import { IonIcon } from '@ionic/react';
import { linkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';

/** No links yet: they are made from a trip, so point there. */
export function DriverLinksEmptyState() {
  const { t } = useTranslation('driver-links');
  return (
    <EmptyState
      icon={<IonIcon icon={linkOutline} />}
      title={t('page.emptyTitle')}
      text={t('page.emptyText')}
      action={{ label: t('page.goToTrips'), to: '/trips' }}
    />
  );
}
