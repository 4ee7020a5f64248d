import { IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { InstallAppButton } from '../pwa/install-app-button';
import { useInstallPrompt } from '../pwa/install-prompt';
import { useSession } from '../session-context';
import { navGroupsFor } from './nav-items';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNavItem } from './sidebar-nav-item';
import { SidebarTooltip } from './sidebar-tooltip';
import { SidebarUser } from './sidebar-user';
import type { SidebarState } from './use-sidebar-state';
import './shell-icon-button.css';
import './sidebar.css';

type SidebarProps = {
  state: SidebarState;
  /** Unread notifications to show on the Notifications item (0 hides the badge). */
  unreadCount: number;
  /** Where focus goes back to when the mobile drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** 'Install app' above who is signed in, while the browser offers it (a tooltip when collapsed). */
function SidebarInstallApp({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('pwa');
  const { canInstall } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <SidebarTooltip label={t('install.button')} enabled={collapsed}>
      <InstallAppButton tone="sidebar" iconOnly={collapsed} />
    </SidebarTooltip>
  );
}

export function Sidebar({ state, unreadCount, returnFocusRef }: SidebarProps) {
  const { t } = useTranslation('shell');
  const { userType } = useSession();
  const asideRef = useRef<HTMLElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const { isMobile, expanded, mobileOpen, closeMobile } = state;
  const collapsed = !isMobile && !expanded;
  const drawerHidden = isMobile && !mobileOpen;

  useEffect(() => {
    if (!mobileOpen) return;
    closeButtonRef.current?.focus();
    const aside = asideRef.current;
    const returnTarget = returnFocusRef.current;
    return () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || aside?.contains(focused)) {
        returnTarget?.focus();
      }
    };
  }, [mobileOpen, returnFocusRef]);

  return (
    <aside
      ref={asideRef}
      id="app-sidebar"
      className="sidebar"
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-mobile={isMobile ? '' : undefined}
      data-open={mobileOpen ? '' : undefined}
      role={mobileOpen ? 'dialog' : undefined}
      aria-modal={mobileOpen ? true : undefined}
      aria-label={isMobile ? t('sidebar.drawerLabel') : undefined}
      aria-hidden={drawerHidden ? true : undefined}
      inert={drawerHidden}
    >
      <div className="sidebar__brand">
        <SidebarBrand collapsed={collapsed} />
        {isMobile && (
          <button
            ref={closeButtonRef}
            type="button"
            className="shell-icon-button sidebar__close"
            aria-label={t('sidebar.closeMenu')}
            onClick={closeMobile}
          >
            <IonIcon icon={closeOutline} aria-hidden="true" />
          </button>
        )}
      </div>

      <nav className="sidebar__nav" aria-label={t('nav.label')}>
        {navGroupsFor(userType).map((group) => (
          <div key={group.id} className="sidebar__group">
            <div className="sidebar__group-label" id={`sidebar-group-${group.id}`}>
              {t(`nav.groups.${group.id}`)}
            </div>
            <ul className="sidebar__list" aria-labelledby={`sidebar-group-${group.id}`}>
              {group.sections.map((section) => (
                <SidebarNavItem
                  key={section}
                  section={section}
                  collapsed={collapsed}
                  unreadCount={section === 'notifications' ? unreadCount : 0}
                />
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <div className="sidebar__footer">
        <SidebarInstallApp collapsed={collapsed} />
        <SidebarUser collapsed={collapsed} />
      </div>
    </aside>
  );
}
