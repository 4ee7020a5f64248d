import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { formatDateTime, formatWeight } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { LoadImages } from './load-images';
import { TruckIllustration } from './truck-illustration';

/** docs/product.md §2 Load Information: route, goods, truck and schedule. */
export function LoadInformation({ load }: { load: Load }) {
  const { t } = useTranslation('load-details');
  const labels = useReferenceLabels();
  const truckType = load.truckType ? labels.truckType(load.truckType) : null;
  const option = load.truckSubType;
  const optionLabel = option ? t(`info.bodyOptions.${option}`, { defaultValue: option }) : null;
  const rows = [
    {
      key: 'pickup',
      label: t('info.pickup'),
      value: labels.place(load.source),
    },
    {
      key: 'destination',
      label: t('info.destination'),
      value: labels.place(load.destination),
    },
    { key: 'weight', label: t('info.weight'), value: formatWeight(load.weight) },
    {
      key: 'material',
      label: t('info.material'),
      value: load.material,
      extra: load.hsnCode ? t('info.hsnCode', { code: load.hsnCode }) : null,
    },
    {
      key: 'loadType',
      label: t('info.loadType'),
      value: t(`find-loads:loadTypes.${load.loadType}`, { defaultValue: load.loadType }),
    },
    { key: 'scheduled', label: t('info.scheduled'), value: formatDateTime(load.scheduledDate) },
    { key: 'posted', label: t('info.posted'), value: formatDateTime(load.createdAt) },
  ];
  return (
    <section className="load-details__card" aria-labelledby="load-details-info">
      <h3 id="load-details-info" className="load-details__card-title">
        {t('info.title')}
      </h3>
      <dl className="load-info">
        {rows.map((row) => (
          <div key={row.key} className="load-info__row">
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.extra && <span className="load-info__extra">{row.extra}</span>}
            </dd>
          </div>
        ))}
        <div className="load-info__row load-info__row--truck">
          <dt>{t('info.truck')}</dt>
          <dd>
            {truckType
              ? optionLabel
                ? t('info.truckValue', { type: truckType, option: optionLabel })
                : truckType
              : t('info.noTruck')}
            {option && optionLabel && (
              <TruckIllustration
                option={option}
                label={t('info.truckImage', { option: optionLabel })}
              />
            )}
          </dd>
        </div>
        <LoadImages images={load.images} />
      </dl>
    </section>
  );
}
