import { useEffect, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

type ImageThumbProps = { file: File; onRemove: () => void };

/** A picked image's preview; its object URL is released when the thumbnail goes. */
export function ImageThumb({ file, onRemove }: ImageThumbProps) {
  const { t } = useTranslation('post-load');
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <li className="post-load-thumb">
      {url && <img className="post-load-thumb__image" src={url} alt={file.name} />}
      <button
        type="button"
        className="post-load-thumb__remove"
        aria-label={t('images.remove', { name: file.name })}
        onClick={onRemove}
      >
        <IonIcon icon={closeOutline} aria-hidden="true" />
      </button>
    </li>
  );
}
