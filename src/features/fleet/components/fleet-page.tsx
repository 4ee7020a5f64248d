import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_ICONS } from '../../../app/shell/section-icons';
import { readToken } from '../../../lib/session-storage';
import type { FleetKind, FleetMember } from '../api/fleet-kinds';
import { useFleetCount, useFleetPage } from '../api/use-fleet-page';
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
  const active = useFleetPage(kind, 'active', { enabled: hasToken, pagerLabel: t('list.pages') });
  const retired = useFleetPage(kind, 'inactive', {
    enabled: hasToken,
    pagerLabel: t('retiredList.pages'),
  });
  // However the retired list is filtered, its section stays while any member is retired.
  const retiredCount = useFleetCount(kind, 'inactive', hasToken).data ?? 0;
  const columns = useMemo(() => screen.columns(t), [screen, t]);
  // The row opened: its dialog reads it fresh from the server, whichever page it was on.
  const [open, setOpen] = useState<FleetMember<Kind> | null>(null);
  const [adding, setAdding] = useState(false);
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
    onOpen: setOpen,
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
        {...active}
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
          {...retired}
          empty={{ ...emptyAction, title: t('list.empty'), text: t('list.emptyText') }}
        />
      </FleetRetiredSection>
      <FleetDetailsDialog screen={screen} member={open} onClose={() => setOpen(null)} />
      <FleetAddDialog screen={screen} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
