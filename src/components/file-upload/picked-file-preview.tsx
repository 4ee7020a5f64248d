import { useEffect, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { documentKind } from './document-kind';
import { DOCUMENT_ICONS } from './document-icon';

/** Browsers other than Safari cannot draw HEIC, so those photos get the image glyph instead. */
const canPreview = (file: File) =>
  file.type.startsWith('image/') && !/hei[cf]/i.test(file.type) && !/\.hei[cf]$/i.test(file.name);

/** A picked file before upload: a thumbnail of an image, else its kind's glyph. */
export function PickedFilePreview({ file }: { file: File }) {
  const previewable = canPreview(file);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!previewable) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, previewable]);

  if (previewable && url && !failed) {
    return <img className="file-upload-preview" src={url} alt="" onError={() => setFailed(true)} />;
  }
  const kind = /\.hei[cf]$/i.test(file.name) ? 'image' : documentKind(file.type);
  return (
    <span className="file-upload-preview file-upload-preview--icon" data-kind={kind}>
      <IonIcon icon={DOCUMENT_ICONS[kind]} aria-hidden="true" />
    </span>
  );
}
