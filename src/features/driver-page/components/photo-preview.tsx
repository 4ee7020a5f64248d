import { Icon } from '../../../components/icon/icon';
import { closeOutline } from '../../../components/icon/icons/close-outline';
import { imageOutline } from '../../../components/icon/icons/image-outline';
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
        <Icon icon={imageOutline} aria-label={file.name} />
      )}
      <button
        type="button"
        className="driver-page__preview-remove"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('addCharge.removePhoto', { name: file.name })}
      >
        <Icon icon={closeOutline} aria-hidden="true" />
      </button>
    </li>
  );
}
