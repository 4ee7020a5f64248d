import { IonIcon } from '@ionic/react';
import { openOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../contract/files';
import { openStoredFile } from '../../lib/use-file-url';
import { notifyError } from '../../lib/toasts';
import { StoredImage } from '../stored-file/stored-image';
import { DOCUMENT_ICONS } from './document-icon';
import { documentKind } from './document-kind';
import { downloadName } from './download-name';
import { formatFileSize } from './format-file-size';

/** One stored document: thumbnail or glyph, its label and kind; a tap opens it with the session's token. */
export function StoredFileItem({ file }: { file: StoredFile }) {
  const { t } = useTranslation('file-upload');
  const kind = documentKind(file.contentType);
  const kindLabel = t(`kinds.${kind}`);

  const open = () =>
    void openStoredFile(file.url, downloadName(file)).catch(() =>
      notifyError(t('section.openFailed')),
    );

  return (
    <li className="stored-files__entry">
      <button
        type="button"
        className="stored-files__item"
        aria-label={t('section.open', { label: file.label, kind: kindLabel })}
        onClick={open}
      >
        {kind === 'image' ? (
          <StoredImage url={file.url} alt={file.label} className="stored-files__thumb" />
        ) : (
          <span className="stored-files__glyph" data-kind={kind} aria-hidden="true">
            <IonIcon icon={DOCUMENT_ICONS[kind]} />
          </span>
        )}
        <span className="stored-files__text">
          <span className="stored-files__label" dir="auto">
            {file.label}
          </span>
          <span className="stored-files__meta">
            <IonIcon icon={DOCUMENT_ICONS[kind]} aria-hidden="true" />
            <span>{kindLabel}</span>
            <span aria-hidden="true">·</span>
            <span>{formatFileSize(file.size)}</span>
          </span>
        </span>
        <IonIcon className="stored-files__open" icon={openOutline} flipRtl aria-hidden="true" />
      </button>
    </li>
  );
}
