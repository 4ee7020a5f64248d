import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-file/stored-image';
import { openStoredFile } from '../../../lib/use-file-url';
import { notifyError } from '../../../lib/toasts';

/** The shipper's photos of the goods; each opens full size in a new tab. */
export function LoadImages({ images }: { images: { url: string }[] }) {
  const { t } = useTranslation('load-details');
  if (images.length === 0) return null;
  return (
    <div className="load-info__row load-info__row--images">
      <dt>{t('info.images')}</dt>
      <dd>
        <ul className="load-images">
          {images.map((image, index) => {
            const label = t('info.imageLabel', { number: index + 1 });
            return (
              <li key={image.url}>
                <button
                  type="button"
                  className="load-images__button"
                  aria-label={t('info.openImage', { number: index + 1 })}
                  onClick={() =>
                    void openStoredFile(image.url, label).catch(() =>
                      notifyError(t('info.imageFailed')),
                    )
                  }
                >
                  <StoredImage url={image.url} alt={label} className="load-images__thumb" />
                </button>
              </li>
            );
          })}
        </ul>
      </dd>
    </div>
  );
}
