import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_ICONS } from '../../../app/shell/section-icons';
import { readToken } from '../../../lib/session-storage';
import type { FleetKind, FleetMember } from '../api/fleet-kinds';
import { useFleetList } from '../api/use-fleet-list';
import { FleetAddDialog } from './fleet-add-dialog';
import { FleetDetailsDialog } from './fleet-details-dialog';
import { FleetHeaderButton } from './fleet-header-button';
import { FleetListSection } from './fleet-list-section';
import { FleetRetiredSection } from './fleet-retired-section';
import type { FleetScreen } from './fleet-screen';
import './fleet.css';

/**
 * docs/product.md §2 Trucks (`/trucks`) and Drivers (`/drivers`), the provider's fleet: the active members,
 * each with its files, then the retired ones folded away; add more from the header or, in an
 * empty list, from its call to action.
 */
export function FleetPage<Kind extends FleetKind>({ screen }: { screen: FleetScreen<Kind> }) {
  const { kind } = screen;
  const { t } = useTranslation(kind);
  const hasToken = readToken() !== null;
  const all = useFleetList(kind, hasToken);
  const active = useFleetList(kind, hasToken, 'active');
  const retired = useFleetList(kind, hasToken, 'inactive');
  const columns = useMemo(() => screen.columns(t), [screen, t]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const open = all.data?.find((member) => member._id === openId) ?? null;
  const retiredCount = retired.data?.length ?? 0;
  const startAdding = () => setAdding(true);

  if (!hasToken) {
    return (
      <p className="fleet-notice" role="alert">
        {t('common:authTokenNotFound')}
      </p>
    );
  }

  const list = {
    columns,
    card: screen.card,
    getRowId: (member: FleetMember<Kind>) => member._id,
    onOpen: (member: FleetMember<Kind>) => setOpenId(member._id),
    errorMessage: t('list.error'),
  };
  const emptyAction = {
    icon: SECTION_ICONS[kind],
    actionLabel: t('add.open'),
    onAction: startAdding,
  };

  return (
    <div className="fleet-page">
      <FleetHeaderButton label={t('add.open')} onClick={startAdding} />
      <FleetListSection
        {...list}
        id={`${kind}-list`}
        title={t('list.title')}
        titleWithCount={(count) => t('list.titleWithCount', { count })}
        query={active}
        empty={{
          ...emptyAction,
          title: t(retiredCount > 0 ? 'list.noneActive' : 'list.empty'),
          text: t(retiredCount > 0 ? 'list.noneActiveText' : 'list.emptyText'),
        }}
      />
      <FleetRetiredSection
        count={retiredCount}
        showLabel={t('retiredList.show', { count: retiredCount })}
        hideLabel={t('retiredList.hide')}
        hint={t('retiredList.hint')}
      >
        <FleetListSection
          {...list}
          id={`retired-${kind}-list`}
          title={t('retiredList.title')}
          titleWithCount={(count) => t('retiredList.titleWithCount', { count })}
          query={retired}
          empty={{ ...emptyAction, title: t('list.empty'), text: t('list.emptyText') }}
        />
      </FleetRetiredSection>
      <FleetDetailsDialog screen={screen} member={open} onClose={() => setOpenId(null)} />
      <FleetAddDialog screen={screen} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
