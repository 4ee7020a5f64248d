import { useTranslation } from 'react-i18next';
import type { Driver } from '../../../contract/drivers';
import { formatDateTime } from '../../../lib/format';
import { FleetFacts } from '../../fleet/components/fleet-facts';
import { FleetStatusPill } from '../../fleet/components/fleet-status-pill';
import { driverPhone } from '../utils/driver-phone';
import { DriverRecordSection } from './driver-record-section';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

/**
 * docs/product.md §2 driver detail: name, phone with its country code, license number, country,
 * status; then their licence check and record (issue 19).
 */
export function DriverFacts({ member: driver }: { member: Driver }) {
  const { t } = useTranslation('drivers');
  return (
    <>
      <FleetFacts
        facts={[
          { label: t('details.name'), value: driver.name },
          { label: t('details.phone'), value: <LtrText>{driverPhone(driver)}</LtrText> },
          { label: t('details.licenseNo'), value: <LtrText>{driver.licenseNo}</LtrText> },
          { label: t('details.country'), value: driver.country },
          {
            label: t('details.status'),
            value: <FleetStatusPill status={driver.status} label={t(`status.${driver.status}`)} />,
          },
          { label: t('details.added'), value: formatDateTime(driver.createdAt) },
        ]}
      />
      <DriverRecordSection driver={driver} />
    </>
  );
}
