import { useFileUrl } from '../../../lib/use-file-url';
import './paper-image.css';

type PaperImageProps = {
  url: string;
  alt: string;
  /** A signature is shown whole on white; a photo fills its frame. */
  fit?: 'whole' | 'fill';
};

/**
 * A stored image on a paper, fetched with the reader's credentials. The service worker keeps the
 * bytes once seen, so the paper shows it offline too.
 */
export function PaperImage({ url, alt, fit = 'fill' }: PaperImageProps) {
  const { objectUrl, failed } = useFileUrl(url);
  return (
    <span className="paper-image" data-fit={fit}>
      {objectUrl ? (
        <img src={objectUrl} alt={alt} className="paper-image__img" />
      ) : (
        <span className="paper-image__placeholder" role="img" aria-label={alt}>
          {failed ? '!' : ''}
        </span>
      )}
    </span>
  );
}
