import { useQuery } from '@tanstack/react-query';
import { alertCircleOutline } from '../../components/icon/icons/alert-circle-outline';
import { linkOutline } from '../../components/icon/icons/link-outline';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineBannerLayout } from '../../components/offline-banner/offline-banner-layout';
import { isWellFormedLinkAddress } from '../../contract/link-address';
import { ApiError } from '../../lib/api-client';
import { getDeviceKey } from '../../lib/device-key';
import { useVerifyDevice } from './api/verify-device';
import { AccessDeniedScreen } from './components/access-denied-screen';
import { CheckingLinkScreen } from './components/checking-link-screen';
import { LinkMessageScreen } from './components/link-message-screen';
import { TripLoadingScreen } from './components/trip-loading-screen';
import { useLinkManifestLanguage } from './utils/use-link-manifest-language';
import { failureMessage, isAccessDenied, isInvalidLink } from './utils/failure-message';
import './driver-page.css';

// The router awaits them: the page renders once its strings are in the language shown.
export { driverPageTranslations } from './driver-page-translations';

type TripViewModule = typeof import('./components/driver-trip-view');
let tripViewModule: Promise<TripViewModule> | null = null;

/**
 * The verified driver's page (the trip, the outbox and tracking) is a chunk of its own, asked for
 * once the device key has been read: it loads and runs while the link is checked, so neither the
 * first screen nor the reading of the key waits for it (issue 8 web budgets). The server names it
 * in the page it sends, so on a first visit it is downloaded from the start all the same.
 */
function loadTripView(): Promise<TripViewModule> {
  if (!tripViewModule) {
    tripViewModule = import('./components/driver-trip-view');
    // A failed load shows where the view renders (the route's error screen), not as an unhandled
    // rejection.
    tripViewModule.catch(() => undefined);
  }
  return tripViewModule;
}
const DriverTripView = lazy(async () => ({ default: (await loadTripView()).DriverTripView }));

/** No answer, or a server in trouble: a check that may pass later, unlike a refusal. */
function mayPassLater(cause: unknown): boolean {
  return cause instanceof ApiError && (cause.isNetworkError || cause.status >= 500);
}

type DriverLinkPageProps = {
  /** The trip and the link of the page's address, `/trip/{tripId}/details/{linkId}`. */
  tripId: string;
  linkId: string;
};

/** docs/product.md §2 `/trip/:id/details/:detailsId`: no sign-in; the device proves itself with its key. */
export function DriverLinkPage({ tripId, linkId }: DriverLinkPageProps) {
  return (
    <OfflineBannerLayout>
      <DriverLinkScreens tripId={tripId} linkId={linkId} />
    </OfflineBannerLayout>
  );
}

function DriverLinkScreens({ tripId, linkId }: DriverLinkPageProps): ReactNode {
  const { t, i18n } = useTranslation('driver-page');
  const wellFormed = isWellFormedLinkAddress(tripId, linkId);
  useLinkManifestLanguage(linkId, i18n.language, wellFormed);
  const deviceKey = useQuery({
    queryKey: ['device-key'],
    queryFn: getDeviceKey,
    staleTime: Infinity,
    retry: false,
    // Read from IndexedDB, not the network: offline it must not wait for a connection.
    networkMode: 'always',
    // The link's credential: it stays in the driver's own database, never in the query cache.
    meta: { persist: false },
  });
  useEffect(() => {
    if (deviceKey.data) void loadTripView();
  }, [deviceKey.data]);
  const access = useMemo(
    () => (deviceKey.data ? { linkId, deviceKey: deviceKey.data } : null),
    [linkId, deviceKey.data],
  );
  const verifyInput = useMemo(
    () => (wellFormed && access ? { ...access, tripId } : null),
    [wellFormed, access, tripId],
  );
  // The check brings the trip too: one request before the trip shows.
  const verify = useVerifyDevice(verifyInput);
  // The trip view is most of the page: it renders in a background pass that yields to the browser
  // every few milliseconds, not in the one long task the check's answer would otherwise start.
  const verified = useDeferredValue(verify.data);
  // Offline after a reload, the check comes from the saved cache: a failed re-check that may
  // pass later keeps the trip on screen; a refusal (403, 404) still ends it.
  const verifyFailed = verify.isError && !(verify.data && mayPassLater(verify.error));

  if (!wellFormed || isInvalidLink(verify.error)) {
    return (
      <LinkMessageScreen title={t('screens.invalidTitle')} icon={linkOutline} tone="danger">
        <p>{t('screens.invalidBody')}</p>
      </LinkMessageScreen>
    );
  }
  if (deviceKey.isError) {
    return (
      <LinkMessageScreen
        title={t('screens.storageTitle')}
        icon={alertCircleOutline}
        tone="danger"
        onRetry={() => deviceKey.refetch()}
      >
        <p>{t('screens.storageBody')}</p>
      </LinkMessageScreen>
    );
  }
  if (verifyFailed) {
    if (isAccessDenied(verify.error)) return <AccessDeniedScreen />;
    return (
      <LinkMessageScreen tone="danger" onRetry={() => verify.refetch()}>
        <p className="driver-page__message-strong" role="alert">
          {failureMessage(verify.error, {
            failed: t('errors.linkFailed'),
            error: t('errors.linkError'),
          })}
        </p>
      </LinkMessageScreen>
    );
  }
  if (!access || !verified) return <CheckingLinkScreen />;
  return (
    <Suspense fallback={<TripLoadingScreen />}>
      <DriverTripView access={access} tripId={tripId} />
    </Suspense>
  );
}
