import { useTranslation } from 'react-i18next';
import type { LinkTripView } from '../../../contract/driver-links';
import { currentFormatLocale } from '../../../lib/current-language';
import { formatDateTime } from '../../../lib/format';
import { Fact } from './fact';

/** Material, weight in kg (docs/product.md §3), and the trip's created and scheduled times. */
export function LoadCard({ trip }: { trip: LinkTripView }) {
  const { t } = useTranslation('driver-page');
  const { loadDetails } = trip;
  const kilograms = new Intl.NumberFormat(currentFormatLocale(), { maximumFractionDigits: 0 });
  return (
    <section className="driver-page__card" aria-labelledby="driver-load-title">
      <h2 id="driver-load-title" className="driver-page__card-title">
        {t('load.title')}
      </h2>
      <dl className="driver-page__facts">
        <Fact label={t('load.material')}>{loadDetails.material}</Fact>
        <Fact label={t('load.weight')}>
          {t('load.weightKg', { value: kilograms.format(loadDetails.weightKg) })}
        </Fact>
        <Fact label={t('load.scheduled')}>{formatDateTime(loadDetails.scheduledDate)}</Fact>
        <Fact label={t('load.created')}>{formatDateTime(trip.createdAt)}</Fact>
      </dl>
    </section>
  );
}
