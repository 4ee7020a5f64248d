import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_ICONS } from '../../app/shell/section-icons';
import { readToken } from '../../lib/session-storage';
import { useTrucks } from './api/trucks';
import { AddTruckDialog } from './components/add-truck-dialog';
import { truckCard, truckColumns } from './components/truck-columns';
import { TruckDetailsDialog } from './components/truck-details-dialog';
import { FleetHeaderButton } from '../fleet/components/fleet-header-button';
import { FleetListSection } from '../fleet/components/fleet-list-section';
import { FleetRetiredSection } from '../fleet/components/fleet-retired-section';
import '../fleet/components/fleet.css';
import './trucks.css';

/**
 * SPEC §2 Trucks (`/trucks`, provider): the fleet's active trucks, each with its files, then the
 * retired ones folded away; add more.
 */
export function TrucksPage() {
  const { t } = useTranslation('trucks');
  const hasToken = readToken() !== null;
  const trucks = useTrucks(hasToken);
  const active = useTrucks(hasToken, 'active');
  const retired = useTrucks(hasToken, 'inactive');
  const columns = useMemo(() => truckColumns(t), [t]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const openTruck = trucks.data?.find((truck) => truck._id === openId) ?? null;
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
        id="trucks-list"
        title={t('list.title')}
        titleWithCount={(count) => t('list.titleWithCount', { count })}
        columns={columns}
        card={truckCard}
        query={active}
        getRowId={(truck) => truck._id}
        onOpen={(truck) => setOpenId(truck._id)}
        errorMessage={t('list.error')}
        empty={{
          icon: SECTION_ICONS.trucks,
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
          id="retired-trucks-list"
          title={t('retiredList.title')}
          titleWithCount={(count) => t('retiredList.titleWithCount', { count })}
          columns={columns}
          card={truckCard}
          query={retired}
          getRowId={(truck) => truck._id}
          onOpen={(truck) => setOpenId(truck._id)}
          errorMessage={t('list.error')}
          empty={{
            icon: SECTION_ICONS.trucks,
            title: t('list.empty'),
            text: t('list.emptyText'),
            actionLabel: t('add.open'),
            onAction: startAdding,
          }}
        />
      </FleetRetiredSection>
      <TruckDetailsDialog truck={openTruck} onClose={() => setOpenId(null)} />
      <AddTruckDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
