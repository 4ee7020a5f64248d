import { IonIcon } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './format-file-size';
import { PickedFilePreview } from './picked-file-preview';
import { MAX_LABEL_LENGTH } from './upload-target';
import type { UploadItem } from './use-upload-items';

type UploadItemRowProps = {
  item: UploadItem;
  /** The label input's id, so the drawer can move focus to the first blank one. */
  inputId: string;
  /** Set once an upload was refused for blank labels, on the items still blank. */
  invalid: boolean;
  disabled: boolean;
  onLabelChange: (label: string) => void;
  onRemove: () => void;
};

/** One picked file: preview, name and size, its required label, and remove. */
export function UploadItemRow({
  item,
  inputId,
  invalid,
  disabled,
  onLabelChange,
  onRemove,
}: UploadItemRowProps) {
  const { t } = useTranslation('file-upload');
  const { file } = item;
  const errorId = `${inputId}-error`;

  return (
    <li className="file-upload-item" data-invalid={invalid || undefined}>
      <PickedFilePreview file={file} />
      <div className="file-upload-item__info">
        <p className="file-upload-item__name" title={file.name} dir="auto">
          {file.name}
        </p>
        <p className="file-upload-item__size">{formatFileSize(file.size)}</p>
      </div>
      <button
        type="button"
        className="file-upload-icon-button"
        aria-label={t('drawer.remove', { name: file.name })}
        disabled={disabled}
        onClick={onRemove}
      >
        <IonIcon icon={trashOutline} aria-hidden="true" />
      </button>
      <div className="file-upload-item__label">
        <label className="file-upload-item__label-text" htmlFor={inputId}>
          {t('drawer.label')}
          <span className="file-upload-required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={inputId}
          className="file-upload-input"
          type="text"
          value={item.label}
          maxLength={MAX_LABEL_LENGTH}
          required
          disabled={disabled}
          placeholder={t('drawer.labelPlaceholder')}
          aria-label={t('drawer.labelFor', { name: file.name })}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onLabelChange(event.target.value)}
        />
        {invalid && (
          <p id={errorId} className="file-upload-item__error">
            {t('drawer.labelRequired')}
          </p>
        )}
      </div>
    </li>
  );
}
