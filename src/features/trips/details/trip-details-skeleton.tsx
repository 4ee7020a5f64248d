import { useTranslation } from 'react-i18next';

/** Grey blocks in the shape of the panel while the trip arrives. */
export function TripDetailsSkeleton() {
  const { t } = useTranslation('trips');
  return (
    <div className="trip-details__body" role="status" aria-busy="true">
      <span className="visually-hidden">{t('panel.loading')}</span>
      <div className="trip-details__skeleton trip-details__skeleton--short" aria-hidden="true" />
      <div className="trip-details__columns" aria-hidden="true">
        <div className="trip-details__column">
          <div className="trip-details__skeleton trip-details__skeleton--tall" />
          <div className="trip-details__skeleton" />
        </div>
        <div className="trip-details__column">
          <div className="trip-details__skeleton trip-details__skeleton--tall" />
          <div className="trip-details__skeleton" />
        </div>
      </div>
    </div>
  );
}
