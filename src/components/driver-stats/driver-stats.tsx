import { useTranslation } from 'react-i18next';
import type { DriverStats as DriverStatsData } from '../../contract/driver-record';
import './driver-stats.css';

/**
 * A driver's record from real trips, where the shipper sees the driver (Load Details) and where
 * the provider does (the driver's details): a figure with nothing to count yet is left out, never
 * shown as 0; with none at all, one line says so.
 */
export function DriverStats({ stats }: { stats: DriverStatsData }) {
  const { t } = useTranslation('driver-stats');
  const figures = [
    stats.rating !== null && {
      key: 'rating',
      term: t('rating'),
      value: t('ratingValue', { value: stats.rating.toFixed(1) }),
      detail: t('ratingCount', { count: stats.ratingCount }),
    },
    stats.completionRate !== null && {
      key: 'completionRate',
      term: t('completionRate'),
      value: t('completionValue', { value: stats.completionRate }),
    },
    stats.totalTrips > 0 && {
      key: 'totalTrips',
      term: t('totalTrips'),
      value: String(stats.totalTrips),
    },
  ].filter((figure) => figure !== false);

  if (figures.length === 0) return <p className="driver-stats__none">{t('none')}</p>;
  return (
    <dl className="driver-stats">
      {figures.map((figure) => (
        <div key={figure.key} className="driver-stats__figure">
          <dt>{figure.term}</dt>
          <dd>
            {figure.value}
            {'detail' in figure && figure.detail && (
              <span className="driver-stats__detail">{figure.detail}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
