import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { StoredFilesSection } from '../../../components/file-upload/stored-files-section';
import type { Truck } from '../../../contract/trucks';
import { useReplaceTruckDocs } from '../api/use-replace-truck-docs';
import { useTruck } from '../api/truck';
import { TruckFacts } from './truck-facts';

type TruckDetailsDialogProps = {
  /** The row that was opened; null while no truck is open. */
  truck: Truck | null;
  onClose: () => void;
};

/** SPEC §2 truck detail dialog, with its Files: documents and photos, each uploaded in a drawer. */
export function TruckDetailsDialog({ truck, onClose }: TruckDetailsDialogProps) {
  const { t } = useTranslation('trucks');
  const detail = useTruck(truck?._id ?? null);
  const replaceDocs = useReplaceTruckDocs();
  // The list's row is shown at once; the server's fresh copy replaces it when it answers.
  const current = detail.data ?? truck;

  return (
    <Dialog
      open={truck !== null}
      title={t('details.title')}
      onClose={onClose}
      size="lg"
      fullScreenOnPhone
      actions={
        <button type="button" className="fleet-button fleet-button--secondary" onClick={onClose}>
          {t('common:close')}
        </button>
      }
    >
      {truck && current && (
        <>
          <div className="fleet-details__head">
            <span className="fleet-details__id">{current.id}</span>
            {detail.isFetching && (
              <span className="fleet-details__refreshing" role="status">
                <IonSpinner name="crescent" aria-hidden="true" />
                {t('details.refreshing')}
              </span>
            )}
          </div>
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
    </Dialog>
  );
}
