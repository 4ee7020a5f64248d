import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLoadingScreen } from './guards/app-loading-screen';
import { ProfileGate } from './guards/profile-gate';
import { PublicOnlyRoute } from './guards/public-only-route';
import { RouteErrorScreen } from './guards/route-error-screen';
import { SessionGuard } from './guards/session-guard';

type Section =
  | 'my-loads'
  | 'post-load'
  | 'find-loads'
  | 'trips'
  | 'trucks'
  | 'drivers'
  | 'driver-links'
  | 'notifications';

/** A section whose page is still to come: the shell's placeholder for it. */
function sectionRoute(section: Section): RouteObject {
  return {
    path: section,
    lazy: async () => {
      const { SectionPlaceholderPage } = await import('./shell/section-placeholder-page');
      return { element: <SectionPlaceholderPage section={section} /> };
    },
  };
}

/** SPEC §2 route table; every page is its own chunk so sign-in stays small. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: AppLoadingScreen,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: 'signin',
            lazy: async () => ({
              Component: (await import('../features/auth/sign-in-page')).SignInPage,
            }),
          },
        ],
      },
      {
        element: <SessionGuard />,
        children: [
          {
            path: 'profile-update',
            lazy: async () => ({
              Component: (await import('../features/profile/complete-profile-page'))
                .CompleteProfilePage,
            }),
          },
          {
            element: <ProfileGate />,
            children: [
              {
                lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/welcome/welcome-page')).WelcomePage,
                    }),
                  },
                  sectionRoute('my-loads'),
                  sectionRoute('post-load'),
                  sectionRoute('find-loads'),
                  sectionRoute('trips'),
                  sectionRoute('trucks'),
                  sectionRoute('drivers'),
                  sectionRoute('driver-links'),
                  {
                    path: 'profile',
                    lazy: async () => ({
                      Component: (await import('../features/profile/profile-page')).ProfilePage,
                    }),
                  },
                  sectionRoute('notifications'),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
