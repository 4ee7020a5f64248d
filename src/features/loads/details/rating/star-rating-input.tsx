import { useId } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircle, star, starOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import './star-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingInputProps = {
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * 1 to 5 stars as a radio group: arrow keys move between them, and each says its number to a
 * screen reader; the stars up to the chosen one are filled.
 */
export function StarRatingInput({ value, onChange, error, disabled }: StarRatingInputProps) {
  const { t } = useTranslation('load-details');
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="star-rating"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="star-rating__legend">{t('rating.stars')}</legend>
      <div className="star-rating__options">
        {STARS.map((stars) => (
          <label key={stars} className="star-rating__option" data-filled={(value ?? 0) >= stars}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <IonIcon icon={(value ?? 0) >= stars ? star : starOutline} aria-hidden="true" />
            <span className="visually-hidden">{t('rating.starsOption', { count: stars })}</span>
          </label>
        ))}
        {value !== undefined && (
          <span className="star-rating__word" aria-hidden="true">
            {t(`rating.words.${value}`)}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="star-rating__error" role="alert">
          <IonIcon icon={alertCircle} aria-hidden="true" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
