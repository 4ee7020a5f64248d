import { IonIcon } from '@ionic/react';
import { menuOutline } from 'ionicons/icons';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsBell } from './notifications-bell';
import type { Section } from './sections';
import type { SidebarState } from './use-sidebar-state';
import './shell-icon-button.css';
import './app-header.css';

type AppHeaderProps = {
  section: Section | null;
  sidebar: SidebarState;
  menuButtonRef: Ref<HTMLButtonElement>;
  /** Receives the node that `PageActions` portal into. */
  actionsRef: Ref<HTMLDivElement>;
  unreadCount: number;
};

function toggleLabelKey({ isMobile, mobileOpen, expanded }: SidebarState): string {
  if (isMobile) return mobileOpen ? 'sidebar.closeMenu' : 'sidebar.openMenu';
  return expanded ? 'sidebar.collapse' : 'sidebar.expand';
}

export function AppHeader({
  section,
  sidebar,
  menuButtonRef,
  actionsRef,
  unreadCount,
}: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const title = section ? t(`sections.${section}`) : t('appName', { ns: 'common' });
  return (
    <header className="app-header">
      <button
        ref={menuButtonRef}
        type="button"
        className="shell-icon-button app-header__toggle"
        aria-controls="app-sidebar"
        aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
        aria-label={t(toggleLabelKey(sidebar))}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={sidebar.toggle}
      >
        <IonIcon icon={menuOutline} aria-hidden="true" />
      </button>
      <span className="app-header__divider" aria-hidden="true" />
      <h1 className="app-header__title">{title}</h1>
      <div ref={actionsRef} className="app-header__actions" />
      <NotificationsBell unreadCount={unreadCount} current={section === 'notifications'} />
    </header>
  );
}
