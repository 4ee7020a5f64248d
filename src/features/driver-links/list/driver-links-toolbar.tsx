import { IonIcon } from '@ionic/react';
import { downloadOutline, funnelOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';

type DriverLinksToolbarProps = {
  filtersOpen: boolean;
  activeFilterCount: number;
  onToggleFilters: () => void;
  canExport: boolean;
  /** Busy until the file is saved (the rows are fetched first). */
  onExport: () => Promise<void>;
  refreshing: boolean;
  onRefresh: () => void;
};

/**
 * Filter shows the list's filters panel; Export saves every row they match as CSV (docs/architecture.md §6.6). All
 * secondary: the screen's next step is a row (or, with none, the empty state's Go to Trips).
 */
export function DriverLinksToolbar({
  filtersOpen,
  activeFilterCount,
  onToggleFilters,
  canExport,
  onExport,
  refreshing,
  onRefresh,
}: DriverLinksToolbarProps) {
  const { t } = useTranslation('driver-links');
  return (
    <>
      <Button
        variant="secondary"
        icon={<IonIcon icon={refreshOutline} />}
        busy={refreshing}
        onClick={onRefresh}
      >
        {t('page.refresh')}
      </Button>
      <Button
        variant="secondary"
        icon={<IonIcon icon={funnelOutline} />}
        aria-pressed={filtersOpen}
        onClick={onToggleFilters}
      >
        {t('page.filter')}
        {/* The space keeps 'Filter' and the count apart for screen readers. */}
        {activeFilterCount > 0 && ' '}
        {activeFilterCount > 0 && (
          <span className="links-badge">
            <span aria-hidden="true">{activeFilterCount}</span>
            <span className="visually-hidden">
              {t('page.filterActive', { count: activeFilterCount })}
            </span>
          </span>
        )}
      </Button>
      <Button
        variant="secondary"
        icon={<IonIcon icon={downloadOutline} />}
        disabled={!canExport}
        title={t('page.exportHint')}
        onClick={onExport}
      >
        {t('page.export')}
      </Button>
    </>
  );
}
