import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { AppLoadingScreen } from './guards/app-loading-screen';
import { ProfileGate } from './guards/profile-gate';
import { PublicOnlyRoute } from './guards/public-only-route';
import { RouteErrorScreen } from './guards/route-error-screen';
import { SessionGuard } from './guards/session-guard';
import { useStoredToken } from './guards/use-stored-token';
import { loadAppTranslations } from './i18n';

/**
 * A page's module, once the strings of every page but the driver link page are there too: they
 * are not in the entry (./i18n.ts), and a page never renders before its strings.
 */
async function withTranslations<T>(page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, loadAppTranslations()]);
  return module;
}

const VisitorPostLoadPage = lazy(async () => ({
  default: (await withTranslations(import('../features/post-load/visitor-post-load-page')))
    .VisitorPostLoadPage,
}));

/**
 * docs/product.md §2: a visitor with no token may still fill in Post a Load (in a public frame, no sidebar)
 * and sign in to post it; everything else, /post-load with a token included, is session-checked.
 */
function VisitorPostLoadSwitch() {
  const token = useStoredToken();
  const { pathname } = useLocation();
  if (token || pathname.replace(/\/+$/, '') !== '/post-load') return <Outlet />;
  return (
    <Suspense fallback={<AppLoadingScreen />}>
      <VisitorPostLoadPage />
    </Suspense>
  );
}

/** docs/product.md §2 route table; every page is its own chunk so sign-in stays small. */
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
              Component: (await withTranslations(import('../features/auth/sign-in-page')))
                .SignInPage,
            }),
          },
        ],
      },
      {
        element: <VisitorPostLoadSwitch />,
        children: [
          {
            element: <SessionGuard />,
            children: [
              {
                path: 'profile-update',
                lazy: async () => ({
                  Component: (
                    await withTranslations(import('../features/profile/complete-profile-page'))
                  ).CompleteProfilePage,
                }),
              },
              {
                element: <ProfileGate />,
                children: [
                  {
                    lazy: async () => ({
                      Component: (await withTranslations(import('./shell/app-shell'))).AppShell,
                    }),
                    children: [
                      {
                        index: true,
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/welcome/welcome-page'))
                          ).WelcomePage,
                        }),
                      },
                      {
                        path: 'my-loads',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/loads/my-loads-page'))
                          ).MyLoadsPage,
                        }),
                      },
                      {
                        // The same load's details, at an address of its own (reload, share, Back).
                        path: 'my-loads/:loadId',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/loads/load-details-page'))
                          ).LoadDetailsPage,
                        }),
                      },
                      {
                        path: 'my-loads/:loadId/document',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(
                              import('../features/paperwork/trip-document/trip-document-pages'),
                            )
                          ).ShipperTripDocumentPage,
                        }),
                      },
                      {
                        path: 'my-loads/:loadId/invoice',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(
                              import('../features/paperwork/invoice/invoice-pages'),
                            )
                          ).ShipperInvoicePage,
                        }),
                      },
                      {
                        path: 'post-load',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/post-load/post-load-page'))
                          ).PostLoadPage,
                        }),
                      },
                      {
                        path: 'find-loads',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/find-loads/find-loads-page'))
                          ).FindLoadsPage,
                        }),
                      },
                      {
                        path: 'trips',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/trips/trips-page'))
                          ).TripsPage,
                        }),
                      },
                      {
                        path: 'trips/:tripId',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/trips/trip-details-page'))
                          ).TripDetailsPage,
                        }),
                      },
                      {
                        path: 'trips/:tripId/document',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(
                              import('../features/paperwork/trip-document/trip-document-pages'),
                            )
                          ).CarrierTripDocumentPage,
                        }),
                      },
                      {
                        path: 'trips/:tripId/invoice',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(
                              import('../features/paperwork/invoice/invoice-pages'),
                            )
                          ).CarrierInvoicePage,
                        }),
                      },
                      {
                        path: 'trucks',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/trucks/trucks-page'))
                          ).TrucksPage,
                        }),
                      },
                      {
                        path: 'drivers',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/drivers/drivers-page'))
                          ).DriversPage,
                        }),
                      },
                      {
                        path: 'driver-links',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(
                              import('../features/driver-links/driver-links-page'),
                            )
                          ).DriverLinksPage,
                        }),
                      },
                      {
                        path: 'profile',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(import('../features/profile/profile-page'))
                          ).ProfilePage,
                        }),
                      },
                      {
                        path: 'notifications',
                        lazy: async () => ({
                          Component: (
                            await withTranslations(
                              import('../features/notifications/notifications-page'),
                            )
                          ).NotificationsPage,
                        }),
                      },
                    ],
                  },
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
