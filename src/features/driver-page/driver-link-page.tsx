import { useQuery } from '@tanstack/react-query';
import { alertCircleOutline, linkOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { linkIdSchema, verifyDeviceRequest } from '../../contract/driver-links';
import { getDeviceKey } from '../../lib/device-key';
import { useVerifyDevice } from './api/verify-device';
import { AccessDeniedScreen } from './components/access-denied-screen';
import { DriverTripView } from './components/driver-trip-view';
import { LinkMessageScreen } from './components/link-message-screen';
import { failureMessage, isAccessDenied, isInvalidLink } from './utils/failure-message';
import './driver-page.css';

/** SPEC §2 `/trip/:id/details/:detailsId`: no sign-in; the device proves itself with its key. */
export function DriverLinkPage() {
  const { t } = useTranslation('driver-page');
  const { id: tripId = '', detailsId: linkId = '' } = useParams();
  const wellFormed =
    linkIdSchema.safeParse(linkId).success &&
    verifyDeviceRequest.shape.tripId.safeParse(tripId).success;
  const deviceKey = useQuery({
    queryKey: ['device-key'],
    queryFn: getDeviceKey,
    staleTime: Infinity,
    retry: false,
  });
  const access = useMemo(
    () => (deviceKey.data ? { linkId, deviceKey: deviceKey.data } : null),
    [linkId, deviceKey.data],
  );
  const verify = useVerifyDevice(wellFormed && access ? { ...access, tripId } : null);

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
  if (verify.isError) {
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
  if (!access || !verify.data) {
    return (
      <LinkMessageScreen busy>
        <p className="driver-page__message-strong">{t('checking')}</p>
      </LinkMessageScreen>
    );
  }
  return <DriverTripView access={access} tripId={tripId} />;
}
