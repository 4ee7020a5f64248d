import { StoredImage } from './stored-image';
import { openStoredFile } from '../../lib/use-file-url';
import { notifyError } from '../../lib/toasts';
import './stored-photos.css';

type StoredPhotosProps = {
  photos: { url: string }[];
  /** Each photo's name, said by its button and given to a download: 'Photo 2 of Parking'. */
  labelOf: (number: number) => string;
  /** Said when a photo could not be fetched to open. */
  failedMessage: string;
};

/**
 * Photos as thumbnails; a tap opens the full photo. Stored files need the caller's credentials,
 * so they are fetched, never linked (StoredImage, openStoredFile).
 */
export function StoredPhotos({ photos, labelOf, failedMessage }: StoredPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <ul className="stored-photos">
      {photos.map((photo, index) => {
        const label = labelOf(index + 1);
        const open = () =>
          openStoredFile(photo.url, `${label}.jpg`).catch(() => notifyError(failedMessage));
        return (
          <li key={photo.url}>
            <button
              type="button"
              className="stored-photos__button"
              onClick={() => void open()}
              aria-label={label}
            >
              <StoredImage url={photo.url} alt="" className="stored-photos__image" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
