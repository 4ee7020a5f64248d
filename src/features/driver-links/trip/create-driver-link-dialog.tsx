import { useRef, useState } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import type { DriverLink } from '../../../contract/driver-links';
import type { TripDetails } from '../../../contract/trips';
import { notifySuccess } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateDriverLink } from '../api/create-driver-link';
import { LinkSharePanel } from '../share/link-share-panel';
import { TripPartiesSummary } from './trip-parties-summary';

type CreateDriverLinkDialogProps = { open: boolean; trip: TripDetails; onClose: () => void };

/**
 * SPEC §2 Create Driver Tracking Link: confirm the driver and truck, create, then hand the link
 * over at once (copy, share, QR) while the provider still has the driver in front of them.
 */
export function CreateDriverLinkDialog({ open, trip, onClose }: CreateDriverLinkDialogProps) {
  const { t } = useTranslation('driver-links');
  const create = useCreateDriverLink();
  const [created, setCreated] = useState<DriverLink | null>(null);
  const driver = trip.driverDetails;
  // isPending arrives a render late; a double click must not send twice meanwhile.
  const sending = useRef(false);

  const close = () => {
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!trip.driverId || sending.current) return;
    sending.current = true;
    create.mutate(
      { tripId: trip._id, driverId: trip.driverId },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: ({ link, message }) => {
          setCreated(link);
          notifySuccess(message ?? t('create.success'));
        },
      },
    );
  };

  const error = create.isError
    ? failureMessage(create.error, { failed: t('errors.createFailed'), error: t('errors.create') })
    : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!create.isPending}
      fullScreenOnPhone
      title={t(created ? 'create.createdTitle' : 'create.title')}
      description={
        created ? t('create.createdIntro', { name: created.driverId.name }) : t('create.intro')
      }
      actions={
        created ? (
          <button type="button" className="links-button links-button--primary" onClick={close}>
            {t('create.done')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="links-button links-button--secondary"
              onClick={close}
              disabled={create.isPending}
            >
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="links-button links-button--primary"
              onClick={submit}
              disabled={create.isPending || !driver || !trip.truckDetails}
              aria-busy={create.isPending || undefined}
            >
              {create.isPending ? (
                <IonSpinner name="crescent" aria-hidden="true" />
              ) : (
                <IonIcon icon={addOutline} aria-hidden="true" />
              )}
              <span>{t(create.isPending ? 'create.creating' : 'create.submit')}</span>
            </button>
          </>
        )
      }
    >
      {created ? (
        <LinkSharePanel link={created} />
      ) : (
        <>
          <TripPartiesSummary trip={trip} />
          {error && (
            <div className="links-alert" role="alert">
              <p className="links-alert__text">{error}</p>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
