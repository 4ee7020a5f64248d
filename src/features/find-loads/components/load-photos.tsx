import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-file/stored-image';
import { notifyError } from '../../../lib/toasts';
import { openStoredFile } from '../../../lib/use-file-url';

/**
 * The shipper's photos of the goods, so a provider sees what it quotes on; each opens full size
 * in a new tab. The server serves them while the load is open for quoting or the group's own.
 */
export function LoadPhotos({ images }: { images: { url: string }[] }) {
  const { t } = useTranslation('find-loads');
  if (images.length === 0) return null;
  return (
    <section className="find-loads-photos" aria-labelledby="find-loads-photos-title">
      <h3 id="find-loads-photos-title" className="find-loads-photos__title">
        {t('details.photos')}
      </h3>
      <ul className="find-loads-photos__list">
        {images.map((image, index) => {
          const label = t('details.photoLabel', { number: index + 1 });
          return (
            <li key={image.url}>
              <button
                type="button"
                className="find-loads-photos__button"
                aria-label={t('details.openPhoto', { number: index + 1 })}
                onClick={() =>
                  void openStoredFile(image.url, label).catch(() =>
                    notifyError(t('details.photoFailed')),
                  )
                }
              >
                <StoredImage url={image.url} alt={label} className="find-loads-photos__thumb" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
