import { IonIcon } from '@ionic/react';
import { imagesOutline } from 'ionicons/icons';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostLoadFormValues } from '../utils/post-load-form-values';
import { ImageThumb } from './image-thumb';

/** The contract takes at most 10 images per load. */
const MAX_IMAGES = 10;
const INPUT_ID = 'post-load-images';

/** The same file picked twice is kept once. */
const fileKey = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

/** Optional load images: picked, previewed, removable; uploaded when the load is posted. */
export function LoadImagesField() {
  const { t } = useTranslation('post-load');
  const { field } = useController<PostLoadFormValues, 'images'>({ name: 'images' });
  const files = field.value;
  const full = files.length >= MAX_IMAGES;

  const add = (picked: FileList | null) => {
    const known = new Set(files.map(fileKey));
    const images = Array.from(picked ?? []).filter(
      (file) => file.type.startsWith('image/') && !known.has(fileKey(file)),
    );
    field.onChange([...files, ...images].slice(0, MAX_IMAGES));
  };

  return (
    <div className="post-load-field post-load-field--wide">
      <span className="post-load-field__label" id={`${INPUT_ID}-label`}>
        {t('images.label')}
      </span>
      {files.length > 0 && (
        <ul className="post-load-thumbs" aria-labelledby={`${INPUT_ID}-label`}>
          {files.map((file) => (
            <ImageThumb
              key={fileKey(file)}
              file={file}
              onRemove={() => field.onChange(files.filter((other) => other !== file))}
            />
          ))}
        </ul>
      )}
      <label className={`post-load-picker${full ? ' post-load-picker--full' : ''}`}>
        <input
          id={INPUT_ID}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          aria-describedby={`${INPUT_ID}-hint`}
          onChange={(event) => {
            add(event.target.files);
            // Picking the same file again after removing it must fire a change.
            event.target.value = '';
          }}
        />
        <IonIcon icon={imagesOutline} aria-hidden="true" />
        <span>{t('images.add')}</span>
      </label>
      <p id={`${INPUT_ID}-hint`} className="post-load-field__hint">
        {t('images.hint', { max: MAX_IMAGES })}
      </p>
    </div>
  );
}
