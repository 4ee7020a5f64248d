import { useTranslation } from 'react-i18next';
import type { FindLoadsRow } from '../../../contract/loads';
import { formatDateTime, formatWeight } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { orNa, requiredTruck } from '../utils/load-text';

/** The load as Load Details lists it (docs/product.md §2); missing HSN code, material or truck read 'NA'. */
export function LoadFacts({ row }: { row: FindLoadsRow }) {
  const { t } = useTranslation('find-loads');
  const labels = useReferenceLabels();
  const body = (option: string) => t(`trucks:bodyOptions.${option}`, { defaultValue: option });
  const na = t('details.na');
  const facts: [label: string, value: string][] = [
    [t('details.id'), row.id],
    [t('details.origin'), labels.place(row.source)],
    [t('details.destination'), labels.place(row.destination)],
    [t('details.weight'), formatWeight(row.weight)],
    [t('details.hsnCode'), orNa(row.hsnCode, na)],
    [t('details.material'), orNa(row.material, na)],
    [t('details.scheduledDate'), formatDateTime(row.scheduledDate)],
    [t('details.postedDate'), formatDateTime(row.createdAt)],
    [t('details.loadType'), t(`loadTypes.${row.loadType}`)],
    [
      t('details.requiredTruck'),
      orNa(requiredTruck(row, { truckType: labels.truckType, body }), na),
    ],
  ];
  return (
    <dl className="find-loads-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="find-loads-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
