import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_ICONS } from '../../app/shell/section-icons';
import { readToken } from '../../lib/session-storage';
import { FleetHeaderButton } from '../fleet/components/fleet-header-button';
import { FleetListSection } from '../fleet/components/fleet-list-section';
import { useDrivers } from './api/drivers';
import { AddDriverDialog } from './components/add-driver-dialog';
import { driverCard, driverColumns } from './components/driver-columns';
import { DriverDetailsDialog } from './components/driver-details-dialog';
import '../fleet/components/fleet.css';

/** SPEC §2 Drivers (`/drivers`, provider): the fleet's drivers, each with their files; add more. */
export function DriversPage() {
  const { t } = useTranslation('drivers');
  const hasToken = readToken() !== null;
  const drivers = useDrivers(hasToken);
  const columns = useMemo(() => driverColumns(t), [t]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const openDriver = drivers.data?.find((driver) => driver._id === openId) ?? null;
  const startAdding = () => setAdding(true);

  if (!hasToken) {
    return (
      <p className="fleet-notice" role="alert">
        {t('common:authTokenNotFound')}
      </p>
    );
  }

  return (
    <div className="fleet-page">
      <FleetHeaderButton label={t('add.open')} onClick={startAdding} />
      <FleetListSection
        id="drivers-list"
        title={t('list.title')}
        titleWithCount={(count) => t('list.titleWithCount', { count })}
        columns={columns}
        card={driverCard}
        query={drivers}
        getRowId={(driver) => driver._id}
        onOpen={(driver) => setOpenId(driver._id)}
        errorMessage={t('list.error')}
        empty={{
          icon: SECTION_ICONS.drivers,
          title: t('list.empty'),
          text: t('list.emptyText'),
          actionLabel: t('add.open'),
          onAction: startAdding,
        }}
      />
      <DriverDetailsDialog driver={openDriver} onClose={() => setOpenId(null)} />
      <AddDriverDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
