import { useTranslation } from 'react-i18next';

/** Grey blocks in the shape of the panel while the load arrives. */
export function LoadDetailsSkeleton() {
  const { t } = useTranslation('load-details');
  return (
    <div className="load-details__body" role="status" aria-busy="true">
      <span className="visually-hidden">{t('panel.loading')}</span>
      <div className="load-details__skeleton load-details__skeleton--status" aria-hidden="true" />
      <div className="load-details__columns" aria-hidden="true">
        <div className="load-details__column">
          <div className="load-details__skeleton load-details__skeleton--tall" />
        </div>
        <div className="load-details__column">
          <div className="load-details__skeleton load-details__skeleton--tall" />
          <div className="load-details__skeleton" />
          <div className="load-details__skeleton" />
        </div>
      </div>
    </div>
  );
}
