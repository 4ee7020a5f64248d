import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import '../ionic-setup';
import { OfflineBanner } from '../../components/offline-banner/offline-banner';
import { LiveEvents } from '../../features/live-events/live-events';
import { AppHeader } from './app-header';
import { PageActionsTargetContext } from './page-actions-target';
import { PageTitleContext } from './page-title';
import { sectionFromPath } from './sections';
import { Sidebar } from './sidebar';
import { useDocumentTitle } from './use-document-title';
import { useSidebarState } from './use-sidebar-state';
import { useUnreadCount } from './unread-count-query';
import './app-shell.css';

/** The signed-in layout: role sidebar, header with the section name and page actions, the page. */
export function AppShell() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const section = sectionFromPath(pathname);
  const sidebar = useSidebarState();
  const unreadCount = useUnreadCount();
  // docs/product.md §2: the count is hidden while the user is reading the notifications.
  const visibleUnread = section === 'notifications' ? 0 : unreadCount;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const [actionsTarget, setActionsTarget] = useState<HTMLDivElement | null>(null);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useDocumentTitle(section, pageTitle);

  return (
    <div className="app-shell">
      {/* One event stream per signed-in page; it ends with the shell (sign-out). */}
      <LiveEvents />
      <a
        className="app-shell__skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <Sidebar state={sidebar} unreadCount={visibleUnread} returnFocusRef={menuButtonRef} />
      {sidebar.isMobile && (
        <div
          className="app-shell__backdrop"
          data-open={sidebar.mobileOpen ? '' : undefined}
          aria-hidden="true"
          onClick={sidebar.closeMobile}
        />
      )}
      <div className="app-shell__body" inert={sidebar.mobileOpen}>
        <AppHeader
          section={section}
          sidebar={sidebar}
          menuButtonRef={menuButtonRef}
          actionsRef={setActionsTarget}
          unreadCount={visibleUnread}
        />
        {/* Above the page, not over it: every list and detail screen says when it is offline. */}
        <OfflineBanner />
        <main ref={mainRef} id="main-content" className="app-shell__main" tabIndex={-1}>
          <PageActionsTargetContext value={actionsTarget}>
            <PageTitleContext value={setPageTitle}>
              <Outlet />
            </PageTitleContext>
          </PageActionsTargetContext>
        </main>
      </div>
    </div>
  );
}
