import { useId, useRef, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { cloudUploadOutline, documentTextOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { DriverStats } from '../../../components/driver-stats/driver-stats';
import { downloadName } from '../../../components/file-upload/download-name';
import { acceptFor } from '../../../components/file-upload/upload-target';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { Button } from '../../../components/ui/button/button';
import { StatusPill } from '../../../components/ui/status-pill/status-pill';
import type { DriverLicence } from '../../../contract/driver-record';
import type { Driver } from '../../../contract/drivers';
import { failureMessage } from '../../../lib/failure-message';
import { formatDate } from '../../../lib/format';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { openStoredFile } from '../../../lib/use-file-url';
import { useDriverRecord, useUploadLicence, useVerifyLicence } from '../api/driver-record';
import './driver-record.css';

/**
 * In the driver's details: their licence document and its check ('Verified' for shippers means
 * the provider checked it, who and when), then their record from real trips.
 */
export function DriverRecordSection({ driver }: { driver: Pick<Driver, '_id' | 'name'> }) {
  const { t } = useTranslation('drivers');
  const record = useDriverRecord(driver._id);
  const licenceTitleId = useId();
  const recordTitleId = useId();
  return (
    <div className="driver-record">
      <section className="driver-record__part" aria-labelledby={licenceTitleId}>
        <h3 id={licenceTitleId} className="driver-record__title">
          {t('licence.title')}
        </h3>
        {record.data ? (
          <LicenceCheck driver={driver} licence={record.data.licence} />
        ) : record.isError ? (
          <InlineAlert
            message={t('licence.loadFailed')}
            onRetry={() => void record.refetch()}
            retrying={record.isFetching}
          />
        ) : (
          <p className="driver-record__muted" role="status">
            {t('licence.loading')}
          </p>
        )}
      </section>
      {record.data && (
        <section className="driver-record__part" aria-labelledby={recordTitleId}>
          <h3 id={recordTitleId} className="driver-record__title">
            {t('record.title')}
          </h3>
          <DriverStats stats={record.data.stats} />
        </section>
      )}
    </div>
  );
}

type LicenceCheckProps = { driver: Pick<Driver, '_id' | 'name'>; licence: DriverLicence };

function LicenceCheck({ driver, licence }: LicenceCheckProps) {
  const { t } = useTranslation('drivers');
  const verify = useVerifyLicence(driver._id);
  const upload = useUploadLicence(driver._id);
  const picker = useRef<HTMLInputElement>(null);
  // One opening of the driver is one intent per document: a lost answer's retry repeats the key.
  const [nonce] = useState(newIdempotencyKey);
  const { document, verifiedAt, verifiedBy } = licence;
  const fail = (error: unknown, failed: string) =>
    notifyError(failureMessage(error, { failed, error: failed }));

  const verifyDocument = async () => {
    if (!document) return;
    try {
      await verify.mutateAsync({
        documentUrl: document.url,
        idempotencyKey: requestIdempotencyKey(`verify-${nonce}`, document.url),
      });
      notifySuccess(t('licence.verifiedToast', { name: driver.name }));
    } catch (error) {
      fail(error, t('licence.verifyFailed'));
    }
  };

  const uploadFile = async (file: File) => {
    try {
      await upload.mutateAsync({
        file,
        label: t('licence.documentLabel'),
        idempotencyKey: requestIdempotencyKey(`licence-${nonce}`, [
          file.name,
          file.size,
          file.lastModified,
        ]),
      });
      notifySuccess(t('licence.uploadedToast'));
    } catch (error) {
      fail(error, t('licence.uploadFailed'));
    }
  };

  const state = !document ? 'missing' : verifiedAt ? 'verified' : 'unchecked';
  const tone = { missing: 'neutral', verified: 'success', unchecked: 'warning' } as const;
  return (
    <div className="driver-record__licence">
      <StatusPill tone={tone[state]} label={t(`licence.state.${state}`)} />
      <p className="driver-record__muted">
        {state === 'verified' && verifiedAt
          ? t(verifiedBy ? 'licence.verifiedBy' : 'licence.verifiedOn', {
              name: verifiedBy,
              date: formatDate(verifiedAt),
            })
          : t(`licence.hint.${state}`, { name: driver.name })}
      </p>
      <div className="driver-record__actions">
        {document && (
          <Button
            variant="ghost"
            icon={<IonIcon icon={documentTextOutline} />}
            onClick={() =>
              openStoredFile(document.url, downloadName(document)).catch(() =>
                notifyError(t('licence.openFailed')),
              )
            }
          >
            {t('licence.open')}
          </Button>
        )}
        {state === 'unchecked' && (
          <Button icon={<IonIcon icon={shieldCheckmarkOutline} />} onClick={verifyDocument}>
            {t('licence.verify')}
          </Button>
        )}
        <Button
          variant={document ? 'ghost' : 'secondary'}
          icon={<IonIcon icon={cloudUploadOutline} />}
          busy={upload.isPending}
          disabled={verify.isPending}
          onClick={() => picker.current?.click()}
        >
          {t(document ? 'licence.replace' : 'licence.upload')}
        </Button>
        <input
          ref={picker}
          type="file"
          className="visually-hidden"
          accept={acceptFor('documents')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file picked again is a new choice.
            event.target.value = '';
            if (file) void uploadFile(file);
          }}
        />
      </div>
    </div>
  );
}
