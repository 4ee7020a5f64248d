import { useEffect, useId, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { StoredFilesSection } from '../../../components/file-upload/stored-files-section';
import type { Truck } from '../../../contract/trucks';
import { failureMessage } from '../../../lib/failure-message';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useChangeFleetStatus, type FleetStatusAction } from '../../fleet/api/change-fleet-status';
import { FleetActionButton } from '../../fleet/components/fleet-action-button';
import { FleetFormBanner } from '../../fleet/components/fleet-form-banner';
import { FleetRetireConfirmation } from '../../fleet/components/fleet-retire-confirmation';
import { FleetRetiredNotice } from '../../fleet/components/fleet-retired-notice';
import { useOneRequestAtATime } from '../../fleet/hooks/use-one-request-at-a-time';
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

/** What the dialog shows: the truck, its edit form, or the question before retiring it. */
type Mode = 'view' | 'edit' | 'retire';
const TITLES: Record<Mode, string> = {
  view: 'details.title',
  edit: 'edit.title',
  retire: 'retire.title',
};

/**
 * SPEC §2 truck detail dialog, with its Files (documents and photos, each uploaded in a drawer),
 * and what a provider does with a truck: edit it, retire it, or reinstate a retired one.
 */
export function TruckDetailsDialog({ truck, onClose }: TruckDetailsDialogProps) {
  const { t } = useTranslation('trucks');
  const formId = useId();
  const truckId = truck?._id ?? null;
  const detail = useTruck(truckId);
  const replaceDocs = useReplaceTruckDocs();
  const update = useUpdateTruck(truckId ?? '');
  const changeStatus = useChangeFleetStatus('trucks');
  const [mode, setMode] = useState<Mode>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const { send, release } = useOneRequestAtATime();
  const busy = update.isPending || changeStatus.isPending;
  // The list's row is shown at once; the server's fresh copy replaces it when it answers.
  const current = detail.data ?? truck;

  const show = (next: Mode) => {
    setFailure(null);
    update.reset();
    changeStatus.reset();
    setMode(next);
  };
  // A success holds further clicks until the screen it leads to is shown.
  useEffect(release, [mode, current?.status, release]);
  const close = () => {
    show('view');
    onClose();
  };
  const fail = (message: string) => {
    notifyError(message);
    setFailure(message);
  };

  const save = (values: NewTruck) =>
    send(async () => {
      setFailure(null);
      try {
        await update.mutateAsync(values);
        notifySuccess(t('edit.success'));
        show('view');
        return true;
      } catch (cause) {
        const failed = t('edit.failed');
        fail(failureMessage(cause, { failed, error: failed }));
        return false;
      }
    });

  const setStatus = (action: FleetStatusAction) =>
    send(async () => {
      if (!truckId) return false;
      setFailure(null);
      try {
        await changeStatus.mutateAsync({ id: truckId, action });
        notifySuccess(t(`${action}.success`));
        show('view');
        return true;
      } catch (cause) {
        const failed = t(`${action}.failed`);
        fail(failureMessage(cause, { failed, error: failed }));
        return false;
      }
    });

  const retired = current?.status === 'inactive';
  const actions = {
    view: (
      <>
        {retired ? (
          <FleetActionButton tone="secondary" disabled={busy} onClick={() => show('edit')}>
            {t('edit.open')}
          </FleetActionButton>
        ) : (
          <FleetActionButton tone="danger-outline" disabled={busy} onClick={() => show('retire')}>
            {t('retire.open')}
          </FleetActionButton>
        )}
        <FleetActionButton tone="secondary" disabled={busy} onClick={close}>
          {t('common:close')}
        </FleetActionButton>
        {retired ? (
          <FleetActionButton tone="primary" busy={busy} onClick={() => setStatus('reinstate')}>
            {t('reinstate.open')}
          </FleetActionButton>
        ) : (
          <FleetActionButton tone="primary" onClick={() => show('edit')}>
            {t('edit.open')}
          </FleetActionButton>
        )}
      </>
    ),
    edit: (
      <>
        <FleetActionButton tone="secondary" disabled={busy} onClick={() => show('view')}>
          {t('common:cancel')}
        </FleetActionButton>
        <FleetActionButton tone="primary" form={formId} busy={update.isPending}>
          {t('edit.submit')}
        </FleetActionButton>
      </>
    ),
    retire: (
      <>
        <FleetActionButton tone="secondary" disabled={busy} onClick={() => show('view')}>
          {t('common:cancel')}
        </FleetActionButton>
        <FleetActionButton tone="danger" busy={busy} onClick={() => setStatus('retire')}>
          {t('retire.submit')}
        </FleetActionButton>
      </>
    ),
  }[mode];

  return (
    <Dialog
      open={truck !== null}
      title={t(TITLES[mode])}
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
