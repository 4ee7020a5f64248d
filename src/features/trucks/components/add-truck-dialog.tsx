import { useId, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useAddTruck, type NewTruck } from '../api/add-truck';
import { FleetFormBanner } from '../../fleet/components/fleet-form-banner';
import { failureMessage } from '../../../lib/failure-message';
import { TruckForm } from './truck-form';

/** SPEC §2 Add New Truck dialog: success closes it and the list reloads; failure keeps the form. */
export function AddTruckDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('trucks');
  const formId = useId();
  const addTruck = useAddTruck();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = addTruck.isPending;

  const close = () => {
    setFailure(null);
    addTruck.reset();
    onClose();
  };

  const submit = (truck: NewTruck) => {
    setFailure(null);
    addTruck.mutate(truck, {
      onSuccess: () => {
        notifySuccess(t('add.success'));
        close();
      },
      onError: (cause) => {
        // SPEC §8: the server's message when it gave one, else the one fallback text.
        const message = failureMessage(cause, { failed: t('add.failed'), error: t('add.failed') });
        notifyError(message);
        setFailure(message);
      },
    });
  };

  return (
    <Dialog
      open={open}
      title={t('add.title')}
      onClose={close}
      dismissible={!pending}
      fullScreenOnPhone
      actions={
        <>
          <button
            type="button"
            className="fleet-button fleet-button--secondary"
            disabled={pending}
            onClick={close}
          >
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="fleet-button fleet-button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && (
              <IonSpinner name="crescent" className="fleet-button__spinner" aria-hidden="true" />
            )}
            <span>{t('add.submit')}</span>
          </button>
        </>
      }
    >
      <FleetFormBanner message={failure} />
      <TruckForm id={formId} disabled={pending} onSubmit={submit} />
    </Dialog>
  );
}
