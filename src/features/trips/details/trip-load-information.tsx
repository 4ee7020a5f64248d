import { useTranslation } from 'react-i18next';
import type { TripDetails } from '../../../contract/trips';
import { formatDateTime, formatWeight } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';

type TripLoad = TripDetails['loadDetails'];

/** 'Shared truck (LTL)' when the load needs none; otherwise the type and its body option. */
function useTruckNeeds(load: TripLoad): string {
  const { t } = useTranslation('trips');
  const labels = useReferenceLabels();
  if (!load.truckType) return t('load.noTruck');
  const type = labels.truckType(load.truckType);
  if (!load.truckSubType) return type;
  const option = t(`load.bodyOptions.${load.truckSubType}`, { defaultValue: load.truckSubType });
  return t('load.truckValue', { type, option });
}

/** docs/product.md §2 load info: route, goods, truck needs and schedule. */
export function TripLoadInformation({ load }: { load: TripLoad }) {
  const { t } = useTranslation('trips');
  const truckNeeds = useTruckNeeds(load);
  const labels = useReferenceLabels();
  const rows = [
    {
      key: 'route',
      label: t('load.route'),
      value: t('load.routeValue', {
        from: labels.place(load.source),
        to: labels.place(load.destination),
      }),
      wide: true,
    },
    {
      key: 'material',
      label: t('load.material'),
      value: load.material,
      extra: load.hsnCode ? t('load.hsnCode', { code: load.hsnCode }) : null,
    },
    { key: 'weight', label: t('load.weight'), value: formatWeight(load.weight) },
    {
      key: 'loadType',
      label: t('load.loadType'),
      value: t(`find-loads:loadTypes.${load.loadType}`, { defaultValue: load.loadType }),
    },
    { key: 'truck', label: t('load.truck'), value: truckNeeds },
    { key: 'scheduled', label: t('load.scheduled'), value: formatDateTime(load.scheduledDate) },
  ];
  return (
    <section className="trip-details__card" aria-labelledby="trip-details-load">
      <h3 id="trip-details-load" className="trip-details__card-title">
        {t('load.title', { id: load.id })}
      </h3>
      <dl className="trip-facts">
        {rows.map((row) => (
          <div key={row.key} className="trip-facts__row" data-wide={row.wide || undefined}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.extra && <span className="trip-facts__extra">{row.extra}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
