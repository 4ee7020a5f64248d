import { useTranslation } from 'react-i18next';

/** The upload's progress from apiUpload's onProgress; at 100 % the server is still storing. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('file-upload');
  return (
    <div className="file-upload-progress">
      <p className="file-upload-progress__text">
        <span>{t(percent < 100 ? 'drawer.uploading' : 'drawer.processing')}</span>
        <span className="file-upload-progress__percent">{t('drawer.percent', { percent })}</span>
      </p>
      <div
        className="file-upload-progress__track"
        role="progressbar"
        aria-label={t('drawer.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="file-upload-progress__bar" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
