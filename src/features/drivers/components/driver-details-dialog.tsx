import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { StoredFilesSection } from '../../../components/file-upload/stored-files-section';
import type { Driver } from '../../../contract/drivers';
import { useDriver } from '../api/driver';
import { useReplaceDriverDocs } from '../api/use-replace-driver-docs';
import { DriverFacts } from './driver-facts';

type DriverDetailsDialogProps = {
  /** The row that was opened; null while no driver is open. */
  driver: Driver | null;
  onClose: () => void;
};

/** SPEC §2 driver detail dialog, with the driver's documents and an upload drawer. */
export function DriverDetailsDialog({ driver, onClose }: DriverDetailsDialogProps) {
  const { t } = useTranslation('drivers');
  const detail = useDriver(driver?._id ?? null);
  const replaceDocs = useReplaceDriverDocs();
  // The list's row is shown at once; the server's fresh copy replaces it when it answers.
  const current = detail.data ?? driver;

  return (
    <Dialog
      open={driver !== null}
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
      {driver && current && (
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
          <DriverFacts driver={current} />
          <StoredFilesSection
            files={current.docs.urls}
            uploadTargets={[{ kind: 'documents', path: `/api/drivers/docs/${driver._id}` }]}
            ownerName={t('details.owner', { id: current.id, name: current.name })}
            onUploaded={(docs) => replaceDocs(driver._id, docs)}
          />
        </>
      )}
    </Dialog>
  );
}
