import { IonIcon } from '@ionic/react';
import { personOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session-context';
import { SidebarTooltip } from './sidebar-tooltip';
import { userDisplayName, userInitials } from './user-display';

/** Who is signed in, and as what: at the foot of the sidebar. */
export function SidebarUser({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const { user, userType } = useSession();
  const name = userDisplayName(user) ?? t('user.fallbackName');
  const role = t(`roles.${userType ?? 'none'}`);
  const initials = userInitials(user);
  return (
    <SidebarTooltip label={`${name} · ${role}`} enabled={collapsed}>
      <div className="sidebar-user">
        <span className="sidebar-user__avatar" aria-hidden="true">
          {initials ?? <IonIcon icon={personOutline} />}
        </span>
        <span className="sidebar-user__text">
          <span className="sidebar-user__name">{name}</span>
          <span className="sidebar-user__role">{role}</span>
        </span>
      </div>
    </SidebarTooltip>
  );
}
