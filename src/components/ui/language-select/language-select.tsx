import { useTranslation } from 'react-i18next';
import { isRtl, type Language } from '../../../contract/languages';
import { Icon } from '../../icon/icon';
import { useFieldId } from '../field/field';
import { chevronDown } from '../../icon/icons/chevron-down';
import { languageOutline } from '../../icon/icons/language-outline';
import { LANGUAGE_NAMES } from './language-names';
import './language-select.css';

export type LanguageSelectProps = {
  /** The select's id; one is made when none is given (a page drawn by the build needs its own). */
  id?: string;
  /** The languages offered, in the order listed. */
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
  /** The choice is being loaded or saved: the control waits. */
  busy?: boolean;
  /** Why the last choice did not take, shown and announced under the control. */
  error?: string;
  /** A label other than 'Language' (the language a link is shared in). */
  label?: string;
  /** In a page's corner: the icon says what it is, the label is only read out. */
  hideLabel?: boolean;
};

/**
 * 'Language': the phone's own picker, each language by its own name (and marked as that
 * language, for screen readers), the icon anyone recognises, touch-sized. Small enough for a
 * page's corner; on a form it lines up with the fields.
 */
export function LanguageSelect({
  id: givenId,
  languages,
  value,
  onChange,
  busy = false,
  error,
  label,
  hideLabel = false,
}: LanguageSelectProps) {
  const { t } = useTranslation('common');
  const id = useFieldId(givenId);
  const errorId = `${id}-error`;
  return (
    <div className="language-select">
      <label className={hideLabel ? 'visually-hidden' : 'language-select__label'} htmlFor={id}>
        {label ?? t('language.label')}
      </label>
      <div className="language-select__box">
        <Icon icon={languageOutline} className="language-select__icon" aria-hidden="true" />
        <select
          id={id}
          className="language-select__control"
          value={value}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const chosen = languages.find((language) => language === event.target.value);
            if (chosen) onChange(chosen);
          }}
        >
          {languages.map((language) => (
            <option
              key={language}
              value={language}
              lang={language}
              dir={isRtl(language) ? 'rtl' : 'ltr'}
            >
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <Icon icon={chevronDown} className="language-select__chevron" aria-hidden="true" />
      </div>
      {error && (
        <p id={errorId} className="language-select__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
