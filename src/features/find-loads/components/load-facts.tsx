import { useTranslation } from 'react-i18next';
import type { FindLoadsRow } from '../../../contract/loads';
import { formatDateTime, formatWeight } from '../../../lib/format';
import { orNa, placeLabel, requiredTruck } from '../utils/load-text';

/** The load as Load Details lists it (docs/product.md §2); missing HSN code, material or truck read 'NA'. */
export function LoadFacts({ row }: { row: FindLoadsRow }) {
  const { t } = useTranslation('find-loads');
  const bodyLabel = (body: string) => t(`trucks:bodyOptions.${body}`, { defaultValue: body });
  const na = t('details.na');
  const facts: [label: string, value: string][] = [
    [t('details.id'), row.id],
    [t('details.origin'), placeLabel(row.source)],
    [t('details.destination'), placeLabel(row.destination)],
    [t('details.weight'), formatWeight(row.weight)],
    [t('details.hsnCode'), orNa(row.hsnCode, na)],
    [t('details.material'), orNa(row.material, na)],
    [t('details.scheduledDate'), formatDateTime(row.scheduledDate)],
    [t('details.postedDate'), formatDateTime(row.createdAt)],
    [t('details.loadType'), t(`loadTypes.${row.loadType}`)],
    [t('details.requiredTruck'), orNa(requiredTruck(row, bodyLabel), na)],
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
