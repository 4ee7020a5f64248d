import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { StoredFilesSection } from '../../../components/file-upload/stored-files-section';
import type { Truck } from '../../../contract/trucks';
import { FleetFormBanner } from '../../fleet/components/fleet-form-banner';
import { FleetRetireConfirmation } from '../../fleet/components/fleet-retire-confirmation';
import { FleetRetiredNotice } from '../../fleet/components/fleet-retired-notice';
import { useFleetDetailsFlow } from '../../fleet/hooks/use-fleet-details-flow';
import type { NewTruck } from '../api/add-truck';
import { useTruck } from '../api/truck';
import { useUpdateTruck } from '../api/update-truck';
import { useReplaceTruckDocs } from '../api/use-replace-truck-docs';
import { truckFormValues } from '../utils/truck-form-schema';
import { TruckFacts } from './truck-facts';
import { TruckForm } from './truck-form';

type TruckDetailsDialogProps = {
  /** The row that was opened; null while no truck is open. */
  truck: Truck | null;
  onClose: () => void;
};

/**
 * SPEC §2 truck detail dialog, with its Files (documents and photos, each uploaded in a drawer),
 * and what a provider does with a truck: edit it, retire it, or reinstate a retired one.
 */
export function TruckDetailsDialog({ truck, onClose }: TruckDetailsDialogProps) {
  const { t } = useTranslation('trucks');
  const truckId = truck?._id ?? null;
  const detail = useTruck(truckId);
  const replaceDocs = useReplaceTruckDocs();
  const update = useUpdateTruck(truckId ?? '');
  // The list's row is shown at once; the server's fresh copy replaces it when it answers.
  const current = detail.data ?? truck;
  const { formId, mode, title, busy, failure, retired, actions, close, save } =
    useFleetDetailsFlow<NewTruck>({
      kind: 'trucks',
      id: truckId,
      status: current?.status,
      update,
      onClose,
    });

  return (
    <Dialog
      open={truck !== null}
      title={t(title)}
      onClose={close}
      dismissible={!busy}
      size="lg"
      fullScreenOnPhone
      actions={actions}
    >
      {truck && current && (
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
              <TruckFacts truck={current} />
              <StoredFilesSection
                files={current.docs.urls}
                uploadTargets={[
                  { kind: 'documents', path: `/api/trucks/docs/${truck._id}` },
                  { kind: 'images', path: `/api/trucks/images/${truck._id}` },
                ]}
                ownerName={t('details.owner', { id: current.id, model: current.model })}
                onUploaded={(docs) => replaceDocs(truck._id, docs)}
              />
            </>
          )}
          {mode === 'edit' && (
            <>
              <FleetFormBanner message={failure} />
              <TruckForm
                id={formId}
                disabled={update.isPending}
                defaultValues={truckFormValues(current)}
                onSubmit={save}
              />
            </>
          )}
          {mode === 'retire' && (
            <FleetRetireConfirmation
              question={t('retire.message', { id: current.id, model: current.model })}
              explanation={t('retire.explanation')}
              failure={failure}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
