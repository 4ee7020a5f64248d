import { useId } from 'react';
import { IonIcon } from '@ionic/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { acceptFor, MAX_FILES_PER_UPLOAD, type UploadKind } from './upload-target';

type FileDropZoneProps = {
  kind: UploadKind;
  /** True while files are dragged over the drawer. */
  dragging: boolean;
  hasFiles: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
};

/** The picker: a large 'Choose files' target, and on desktop the place to drop files. */
export function FileDropZone({ kind, dragging, hasFiles, disabled, onPick }: FileDropZoneProps) {
  const { t } = useTranslation('file-upload');
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  return (
    <div
      className="file-upload-drop"
      data-dragging={dragging || undefined}
      data-compact={hasFiles || undefined}
    >
      <IonIcon className="file-upload-drop__icon" icon={cloudUploadOutline} aria-hidden="true" />
      {/* A label (it opens the file picker), so it wears the kit's button classes itself. */}
      <label
        className="button button--secondary button--md file-upload-drop__pick"
        aria-disabled={disabled || undefined}
      >
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          accept={acceptFor(kind)}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            onPick(Array.from(event.target.files ?? []));
            // Picking the same file again after removing it must fire a change.
            event.target.value = '';
          }}
        />
        <span>{t(hasFiles ? 'drawer.pickMore' : 'drawer.pick')}</span>
      </label>
      <p className="file-upload-drop__drag">{t(dragging ? 'drawer.dropNow' : 'drawer.dragHint')}</p>
      <p id={hintId} className="file-upload-drop__hint">
        {t(`drawer.types.${kind}`, { max: MAX_FILES_PER_UPLOAD })}
      </p>
    </div>
  );
}
