import { IonIcon } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SECTION_ICONS } from './section-icons';
import { sectionPath, type Section } from './sections';
import { SidebarTooltip } from './sidebar-tooltip';
import { UnreadBadge } from './unread-badge';

type SidebarNavItemProps = {
  section: Section;
  collapsed: boolean;
  unreadCount?: number;
};

export function SidebarNavItem({ section, collapsed, unreadCount = 0 }: SidebarNavItemProps) {
  const { t } = useTranslation('shell');
  const label = t(`sections.${section}`);
  return (
    <li className="sidebar-nav__item">
      <SidebarTooltip label={label} enabled={collapsed}>
        <NavLink to={sectionPath(section)} className="sidebar-link">
          <span className="sidebar-link__icon-wrap">
            <IonIcon
              className="sidebar-link__icon"
              icon={SECTION_ICONS[section]}
              aria-hidden="true"
            />
            {collapsed && (
              <UnreadBadge count={unreadCount} tone="accent" className="sidebar-link__dot" />
            )}
          </span>
          <span className="sidebar-link__label">{label}</span>
          {!collapsed && (
            <UnreadBadge count={unreadCount} tone="accent" className="sidebar-link__badge" />
          )}
          {unreadCount > 0 && (
            <span className="visually-hidden">
              {t('notifications.unreadSuffix', { count: unreadCount })}
            </span>
          )}
        </NavLink>
      </SidebarTooltip>
    </li>
  );
}
