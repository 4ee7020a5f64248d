import { IonIcon } from '@ionic/react';
import { closeCircleOutline, navigateOutline, searchOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';

type TripsEmptyStateProps = {
  filtered: boolean;
  onClearFilters: () => void;
};

/** No trips: with filters on, a way to drop them; without, where trips come from. */
export function TripsEmptyState({ filtered, onClearFilters }: TripsEmptyStateProps) {
  const { t } = useTranslation('trips');
  return filtered ? (
    <EmptyState
      icon={<IonIcon icon={searchOutline} />}
      title={t('empty.filteredTitle')}
      text={t('empty.filteredHint')}
      action={{
        label: t('filters.clear'),
        onClick: onClearFilters,
        icon: <IonIcon icon={closeCircleOutline} />,
      }}
    />
  ) : (
    <EmptyState
      icon={<IonIcon icon={navigateOutline} />}
      title={t('empty.title')}
      text={t('empty.hint')}
      action={{ label: t('empty.findLoads'), to: '/find-loads' }}
    />
  );
}
