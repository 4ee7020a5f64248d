import { IonIcon } from '@ionic/react';
import { closeOutline, imageOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type PhotoPreviewProps = { file: File; onRemove: () => void; disabled?: boolean };

/** A picked photo before upload, with a large remove button. */
export function PhotoPreview({ file, onRemove, disabled = false }: PhotoPreviewProps) {
  const { t } = useTranslation('driver-page');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <li className="driver-page__preview">
      {url && !failed ? (
        // HEIC outside Safari cannot be drawn: the glyph stands in.
        <img src={url} alt={file.name} onError={() => setFailed(true)} />
      ) : (
        <IonIcon icon={imageOutline} aria-label={file.name} />
      )}
      <button
        type="button"
        className="driver-page__preview-remove"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('addCharge.removePhoto', { name: file.name })}
      >
        <IonIcon icon={closeOutline} aria-hidden="true" />
      </button>
    </li>
  );
}
