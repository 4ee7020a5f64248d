import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionContext, type SessionState } from '../../src/app/session-context';
import { AppShell } from '../../src/app/shell/app-shell';
import { PageActions } from '../../src/app/shell/page-actions';
import { usePageTitle } from '../../src/app/shell/page-title';
import { SectionPlaceholderPage } from '../../src/app/shell/section-placeholder-page';
import type { User, UserType } from '../../src/contract/user';
import { WelcomePage } from '../../src/features/welcome/welcome-page';

/** Each test starts on a desktop-wide window with no sidebar cookie, and leaves nothing behind. */
export function setUpShellTests() {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: 1280,
    });
    Cookies.remove('sidebar_state', { path: '/' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    userName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.com',
    phone: '500000001',
    countryCode: '+966',
    companyName: 'Haddad Trading',
    companyAddress: 'Riyadh',
    legalName: null,
    vatNumber: null,
    crNumber: null,
    userType: 'user',
    sessionId: 'session-1',
    groupId: null,
    language: 'en',
    ...overrides,
  };
}

/** The unread-count endpoint as the server answers it; every other call is unexpected. */
export function stubUnreadCount(initial: number) {
  let unreadCount = initial;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url !== '/api/user-notifications/unread-count') {
      return new Response(JSON.stringify({ success: false, msg: 'Not found' }), { status: 404 });
    }
    return new Response(JSON.stringify({ success: true, data: { unreadCount } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    setCount(next: number) {
      unreadCount = next;
    },
  };
}

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** A details page: it names its subject for the browser tab. */
function LoadPageWithTitle() {
  usePageTitle('Load LD-1042');
  return <p>Load details</p>;
}

function TrucksPageWithActions() {
  return (
    <>
      <PageActions>
        <button type="button">Add New Truck</button>
      </PageActions>
      <p>Truck list</p>
    </>
  );
}

type RenderShellOptions = {
  path?: string;
  userType?: UserType | null;
  user?: User | null;
};

/** The shell as the router mounts it, inside the providers the app gives it. */
export function renderShell({ path = '/', userType = 'user', user }: RenderShellOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session: SessionState = {
    user: user === undefined ? makeUser({ userType }) : user,
    userType,
    signOut: vi.fn(async () => {}),
  };
  const placeholders = [
    'my-loads',
    'post-load',
    'find-loads',
    'trips',
    'drivers',
    'driver-links',
    'notifications',
  ] as const;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<AppShell />}>
              <Route index element={<WelcomePage />} />
              {placeholders.map((section) => (
                <Route
                  key={section}
                  path={section}
                  element={<SectionPlaceholderPage section={section} />}
                />
              ))}
              <Route path="my-loads/:loadId" element={<LoadPageWithTitle />} />
              <Route path="trucks" element={<TrucksPageWithActions />} />
              <Route path="profile" element={<p>Profile page</p>} />
            </Route>
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
