import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-file/stored-image';
import { openStoredFile } from '../../../lib/use-file-url';
import { notifyError } from '../../../lib/toasts';

type ChargePhotosProps = { images: { url: string }[]; reason: string };

/**
 * The driver's photos of a charge as thumbnails; a tap opens the full photo. Stored files need
 * the provider's credentials, so they are fetched, never linked (StoredImage, openStoredFile).
 */
export function ChargePhotos({ images, reason }: ChargePhotosProps) {
  const { t } = useTranslation('driver-links');
  if (images.length === 0) return null;
  return (
    <ul className="charge-photos">
      {images.map((image, index) => {
        const label = t('charges.photo', { number: index + 1, reason });
        const open = () =>
          openStoredFile(image.url, `${label}.jpg`).catch(() =>
            notifyError(t('charges.photoFailed')),
          );
        return (
          <li key={image.url}>
            <button
              type="button"
              className="charge-photos__button"
              onClick={() => void open()}
              aria-label={label}
            >
              <StoredImage url={image.url} alt="" className="charge-photos__image" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
