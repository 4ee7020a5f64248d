import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { StoredFilesSection } from '../../../components/file-upload/stored-files-section';
import type { Driver } from '../../../contract/drivers';
import { FleetFormBanner } from '../../fleet/components/fleet-form-banner';
import { FleetRetireConfirmation } from '../../fleet/components/fleet-retire-confirmation';
import { FleetRetiredNotice } from '../../fleet/components/fleet-retired-notice';
import { useFleetDetailsFlow } from '../../fleet/hooks/use-fleet-details-flow';
import type { NewDriver } from '../api/add-driver';
import { useDriver } from '../api/driver';
import { useUpdateDriver } from '../api/update-driver';
import { useReplaceDriverDocs } from '../api/use-replace-driver-docs';
import { driverFormValues } from '../utils/driver-form-schema';
import { DriverFacts } from './driver-facts';
import { DriverForm } from './driver-form';

type DriverDetailsDialogProps = {
  /** The row that was opened; null while no driver is open. */
  driver: Driver | null;
  onClose: () => void;
};

/**
 * SPEC §2 driver detail dialog, with the driver's documents and an upload drawer, and what a
 * provider does with a driver: edit them, retire them, or reinstate a retired one.
 */
export function DriverDetailsDialog({ driver, onClose }: DriverDetailsDialogProps) {
  const { t } = useTranslation('drivers');
  const driverId = driver?._id ?? null;
  const detail = useDriver(driverId);
  const replaceDocs = useReplaceDriverDocs();
  const update = useUpdateDriver(driverId ?? '');
  // The list's row is shown at once; the server's fresh copy replaces it when it answers.
  const current = detail.data ?? driver;
  const { formId, mode, title, busy, failure, retired, actions, close, save } =
    useFleetDetailsFlow<NewDriver>({
      kind: 'drivers',
      id: driverId,
      status: current?.status,
      update,
      onClose,
    });

  return (
    <Dialog
      open={driver !== null}
      title={t(title)}
      onClose={close}
      dismissible={!busy}
      size="lg"
      fullScreenOnPhone
      actions={actions}
    >
      {driver && current && (
        <>
          {/* The retire question names it already. */}
          {mode !== 'retire' && (
            <div className="fleet-details__head">
              <span className="fleet-details__id">{current.id}</span>
              {detail.isFetching && (
                <span className="fleet-details__refreshing" role="status">
                  <IonSpinner name="crescent" aria-hidden="true" />
                  {t('details.refreshing')}
                </span>
              )}
            </div>
          )}
          {mode === 'view' && (
            <>
              <FleetFormBanner message={failure} />
              {retired && <FleetRetiredNotice message={t('reinstate.notice')} />}
              <DriverFacts driver={current} />
              <StoredFilesSection
                files={current.docs.urls}
                uploadTargets={[{ kind: 'documents', path: `/api/drivers/docs/${driver._id}` }]}
                ownerName={t('details.owner', { id: current.id, name: current.name })}
                onUploaded={(docs) => replaceDocs(driver._id, docs)}
              />
            </>
          )}
          {mode === 'edit' && (
            <>
              <FleetFormBanner message={failure} />
              <DriverForm
                id={formId}
                disabled={update.isPending}
                defaultValues={driverFormValues(current)}
                onSubmit={save}
              />
            </>
          )}
          {mode === 'retire' && (
            <FleetRetireConfirmation
              question={t('retire.message', { id: current.id, name: current.name })}
              explanation={t('retire.explanation')}
              failure={failure}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
