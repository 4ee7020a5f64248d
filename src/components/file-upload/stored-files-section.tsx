import { useId, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { cloudUploadOutline, imagesOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../contract/files';
import { Button } from '../ui/button/button';
import { FileUploadDrawer } from './file-upload-drawer';
import { StoredFileItem } from './stored-file-item';
import type { UploadTarget } from './upload-target';
import './file-upload-buttons.css';
import './stored-files-section.css';

type StoredFilesSectionProps = {
  files: StoredFile[];
  /** One upload button per target: documents, and photos where the owner takes them. */
  uploadTargets: UploadTarget[];
  /** Whose files these are, named in the drawer. */
  ownerName: string;
  onUploaded: (docs: StoredFile[]) => void;
};

/** The Files section of the truck and driver dialogs (docs/product.md §2): the documents, and uploading more. */
export function StoredFilesSection({
  files,
  uploadTargets,
  ownerName,
  onUploaded,
}: StoredFilesSectionProps) {
  const { t } = useTranslation('file-upload');
  const [target, setTarget] = useState<UploadTarget | null>(null);
  const titleId = useId();

  return (
    <section className="stored-files" aria-labelledby={titleId}>
      <header className="stored-files__header">
        <h3 id={titleId} className="stored-files__title">
          {t('section.title')}
          <span className="stored-files__count">{files.length}</span>
        </h3>
        <div className="stored-files__actions">
          {uploadTargets.map((uploadTarget) => (
            <Button
              key={uploadTarget.kind}
              onClick={() => setTarget(uploadTarget)}
              icon={
                <IonIcon
                  icon={uploadTarget.kind === 'images' ? imagesOutline : cloudUploadOutline}
                />
              }
            >
              {t(`section.upload.${uploadTarget.kind}`)}
            </Button>
          ))}
        </div>
      </header>
      {files.length === 0 ? (
        <p className="stored-files__empty">{t('section.empty')}</p>
      ) : (
        <ul className="stored-files__list">
          {files.map((file) => (
            <StoredFileItem key={file.url} file={file} />
          ))}
        </ul>
      )}
      {target && (
        <FileUploadDrawer
          open
          target={target}
          ownerName={ownerName}
          onClose={() => setTarget(null)}
          onUploaded={onUploaded}
        />
      )}
    </section>
  );
}
