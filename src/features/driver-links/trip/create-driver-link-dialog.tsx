import { useRef, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { Button } from '../../../components/ui/button/button';
import type { DriverLink } from '../../../contract/driver-links';
import type { TripDetails } from '../../../contract/trips';
import { notifySuccess } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateDriverLink } from '../api/create-driver-link';
import { LinkSharePanel } from '../share/link-share-panel';
import { TripPartiesSummary } from './trip-parties-summary';

type CreateDriverLinkDialogProps = { open: boolean; trip: TripDetails; onClose: () => void };

/**
 * docs/product.md §2 Create Driver Tracking Link: confirm the driver and truck, create, then hand the link
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
          // Secondary: handing the link over (Copy Link) is the next step now.
          <Button variant="secondary" onClick={close}>
            {t('create.done')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={create.isPending}>
              {t('common:cancel')}
            </Button>
            <Button
              variant="primary"
              icon={<IonIcon icon={addOutline} />}
              busy={create.isPending}
              onClick={submit}
              disabled={!driver || !trip.truckDetails}
            >
              {t(create.isPending ? 'create.creating' : 'create.submit')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <LinkSharePanel link={created} />
      ) : (
        <>
          <TripPartiesSummary trip={trip} />
          {error && <InlineAlert message={error} />}
        </>
      )}
    </Dialog>
  );
}
