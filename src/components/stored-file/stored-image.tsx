import { IonSpinner } from '@ionic/react';
import { useFileUrl } from '../../lib/use-file-url';
import './stored-image.css';

type StoredImageProps = { url: string; alt: string; className?: string };

/** A stored image fetched with the caller's credentials, with loading and failed states. */
export function StoredImage({ url, alt, className }: StoredImageProps) {
  const { objectUrl, loading, failed } = useFileUrl(url);
  return (
    <span className={`stored-image ${className ?? ''}`}>
      {objectUrl && <img src={objectUrl} alt={alt} className="stored-image__img" />}
      {loading && <IonSpinner name="crescent" aria-label={alt} />}
      {failed && (
        <span className="stored-image__failed" role="img" aria-label={alt}>
          !
        </span>
      )}
    </span>
  );
}
