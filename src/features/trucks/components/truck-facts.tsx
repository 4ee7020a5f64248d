import { useTranslation } from 'react-i18next';
import type { Truck } from '../../../contract/trucks';
import { formatDateTime } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { FleetFacts } from '../../fleet/components/fleet-facts';
import { FleetStatusPill } from '../../fleet/components/fleet-status-pill';
import { formatKg, weightInKg } from '../utils/truck-weight';

/** docs/product.md §2 truck detail: model, type with its body, plate, weight in kg, status, times. */
export function TruckFacts({ member: truck }: { member: Truck }) {
  const { t } = useTranslation('trucks');
  const truckType = useReferenceLabels().truckType(truck.type);
  const type = truck.truckOption
    ? t('details.typeWithBody', {
        type: truckType,
        body: t(`bodyOptions.${truck.truckOption}`, { defaultValue: truck.truckOption }),
      })
    : truckType;

  return (
    <FleetFacts
      facts={[
        { label: t('details.name'), value: truck.name },
        { label: t('details.model'), value: truck.model },
        { label: t('details.type'), value: type },
        { label: t('details.licensePlate'), value: truck.licensePlate },
        { label: t('details.weight'), value: formatKg(weightInKg(truck.weight, truck.weightUnit)) },
        {
          label: t('details.status'),
          value: <FleetStatusPill status={truck.status} label={t(`status.${truck.status}`)} />,
        },
        { label: t('details.added'), value: formatDateTime(truck.createdAt) },
        { label: t('details.updated'), value: formatDateTime(truck.updatedAt) },
      ]}
    />
  );
}
