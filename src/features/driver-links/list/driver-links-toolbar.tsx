import { IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline, funnelOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

type DriverLinksToolbarProps = {
  filtersOpen: boolean;
  activeFilterCount: number;
  onToggleFilters: () => void;
  canExport: boolean;
  onExport: () => void;
  refreshing: boolean;
  onRefresh: () => void;
};

/** Filter shows the table's filters panel; Export saves the rows shown as CSV (DESIGN §6.6). */
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
    <div className="links-toolbar">
      <button
        type="button"
        className="links-button links-button--secondary"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
      >
        {refreshing ? (
          <IonSpinner name="crescent" aria-hidden="true" />
        ) : (
          <IonIcon icon={refreshOutline} aria-hidden="true" />
        )}
        <span>{t('page.refresh')}</span>
      </button>
      <button
        type="button"
        className="links-button links-button--secondary"
        aria-pressed={filtersOpen}
        onClick={onToggleFilters}
      >
        <IonIcon icon={funnelOutline} aria-hidden="true" />
        <span>{t('page.filter')}</span>
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
      </button>
      <button
        type="button"
        className="links-button links-button--primary"
        onClick={onExport}
        disabled={!canExport}
        title={t('page.exportHint')}
      >
        <IonIcon icon={downloadOutline} aria-hidden="true" />
        <span>{t('page.export')}</span>
      </button>
    </div>
  );
}
