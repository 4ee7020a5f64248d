import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_ICONS } from '../../app/shell/section-icons';
import { readToken } from '../../lib/session-storage';
import { useDrivers } from './api/drivers';
import { AddDriverDialog } from './components/add-driver-dialog';
import { driverCard, driverColumns } from './components/driver-columns';
import { DriverDetailsDialog } from './components/driver-details-dialog';
import { FleetHeaderButton } from '../fleet/components/fleet-header-button';
import { FleetListSection } from '../fleet/components/fleet-list-section';
import { FleetRetiredSection } from '../fleet/components/fleet-retired-section';
import '../fleet/components/fleet.css';

/**
 * SPEC §2 Drivers (`/drivers`, provider): the team's active drivers, each with their files, then
 * the retired ones folded away; add more.
 */
export function DriversPage() {
  const { t } = useTranslation('drivers');
  const hasToken = readToken() !== null;
  const drivers = useDrivers(hasToken);
  const active = useDrivers(hasToken, 'active');
  const retired = useDrivers(hasToken, 'inactive');
  const columns = useMemo(() => driverColumns(t), [t]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const openDriver = drivers.data?.find((driver) => driver._id === openId) ?? null;
  const retiredCount = retired.data?.length ?? 0;
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
        query={active}
        getRowId={(driver) => driver._id}
        onOpen={(driver) => setOpenId(driver._id)}
        errorMessage={t('list.error')}
        empty={{
          icon: SECTION_ICONS.drivers,
          title: t(retiredCount > 0 ? 'list.noneActive' : 'list.empty'),
          text: t(retiredCount > 0 ? 'list.noneActiveText' : 'list.emptyText'),
          actionLabel: t('add.open'),
          onAction: startAdding,
        }}
      />
      <FleetRetiredSection
        count={retiredCount}
        showLabel={t('retiredList.show', { count: retiredCount })}
        hideLabel={t('retiredList.hide')}
        hint={t('retiredList.hint')}
      >
        <FleetListSection
          id="retired-drivers-list"
          title={t('retiredList.title')}
          titleWithCount={(count) => t('retiredList.titleWithCount', { count })}
          columns={columns}
          card={driverCard}
          query={retired}
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
      </FleetRetiredSection>
      <DriverDetailsDialog driver={openDriver} onClose={() => setOpenId(null)} />
      <AddDriverDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
