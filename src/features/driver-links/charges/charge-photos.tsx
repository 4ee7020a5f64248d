import { useTranslation } from 'react-i18next';
import { StoredPhotos } from '../../../components/stored-file/stored-photos';

type ChargePhotosProps = { images: { url: string }[]; reason: string };

/** The driver's photos of a charge as thumbnails; a tap opens the full photo. */
export function ChargePhotos({ images, reason }: ChargePhotosProps) {
  const { t } = useTranslation('driver-links');
  if (images.length === 0) return null;
  return (
    // Its own box, which a pending charge dims with the rest of its item.
    <div className="charge-photos">
      <StoredPhotos
        photos={images}
        labelOf={(number) => t('charges.photo', { number, reason })}
        failedMessage={t('charges.photoFailed')}
      />
    </div>
  );
}
