import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type TripsEmptyStateProps = {
  filtered: boolean;
  onClearFilters: () => void;
};

/** No trips: with filters on, a way to drop them; without, where trips come from. */
export function TripsEmptyState({ filtered, onClearFilters }: TripsEmptyStateProps) {
  const { t } = useTranslation('trips');
  return (
    <span className="trips-empty">
      <span className="trips-empty__title">
        {t(filtered ? 'empty.filteredTitle' : 'empty.title')}
      </span>
      <span className="trips-empty__hint">{t(filtered ? 'empty.filteredHint' : 'empty.hint')}</span>
      {filtered ? (
        <button
          type="button"
          className="trips-button trips-button--secondary"
          onClick={onClearFilters}
        >
          {t('filters.clear')}
        </button>
      ) : (
        <Link to="/find-loads" className="trips-button trips-button--secondary">
          {t('empty.findLoads')}
        </Link>
      )}
    </span>
  );
}
