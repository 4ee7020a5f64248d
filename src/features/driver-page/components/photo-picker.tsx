import { Icon } from '../../../components/icon/icon';
import { cameraOutline } from '../../../components/icon/icons/camera-outline';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHARGE_PHOTOS } from '../../../contract/charge-limits';
import { isImageFile } from '../utils/image-file';
import '../../../components/ui/button/button.css';
import { PhotoPreview } from './photo-preview';

type PhotoPickerProps = {
  photos: File[];
  onChange: (photos: File[]) => void;
  disabled?: boolean;
  /** The charge form's words unless given (the delivery step says whether photos are required). */
  label?: string;
  tooManyText?: string;
  invalid?: boolean;
};

/** docs/product.md §5: photos are optional, several may be added (up to the server's limit), images only. */
export function PhotoPicker({
  photos,
  onChange,
  disabled = false,
  label,
  tooManyText,
  invalid = false,
}: PhotoPickerProps) {
  const { t } = useTranslation('driver-page');
  const inputId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = photos.length >= MAX_CHARGE_PHOTOS;

  return (
    <div className="driver-page__field">
      <span className="driver-page__label" id={`${inputId}-label`}>
        {label ?? t('addCharge.photos')}
      </span>
      {photos.length > 0 && (
        <ul className="driver-page__previews" aria-labelledby={`${inputId}-label`}>
          {photos.map((photo, index) => (
            <PhotoPreview
              key={`${photo.name}-${photo.size}-${photo.lastModified}-${index}`}
              file={photo}
              disabled={disabled}
              onRemove={() => {
                setRefusal(null);
                onChange(photos.filter((_, other) => other !== index));
              }}
            />
          ))}
        </ul>
      )}
      {/* A label (it opens the file picker), so it wears the kit's button classes itself. */}
      <label
        className="button button--secondary button--lg"
        aria-disabled={disabled || full || undefined}
      >
        <span className="button__content">
          <Icon icon={cameraOutline} className="button__icon" aria-hidden="true" />
          <span className="button__label">{t('addCharge.addPhotos')}</span>
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || full}
          aria-invalid={invalid || undefined}
          className="visually-hidden"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            const images = picked.filter(isImageFile);
            const kept = [...photos, ...images].slice(0, MAX_CHARGE_PHOTOS);
            if (images.length < picked.length) setRefusal(t('addCharge.imagesOnly'));
            else if (kept.length < photos.length + images.length) {
              setRefusal(tooManyText ?? t('addCharge.tooMany', { max: MAX_CHARGE_PHOTOS }));
            } else setRefusal(null);
            if (kept.length > photos.length) onChange(kept);
            // The same photo can be picked again after being removed.
            event.target.value = '';
          }}
        />
      </label>
      {refusal && (
        <p className="driver-page__field-error" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
