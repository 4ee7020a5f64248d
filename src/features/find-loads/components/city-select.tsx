import { memo, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cityGroups, cityOptionValue } from '../utils/city-options';

type CitySelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  ref?: Ref<HTMLSelectElement>;
};

/** Some 200 options: memoised so opening a dialog or paging does not rebuild them. */
const CityOptions = memo(function CityOptions() {
  const { t } = useTranslation('find-loads');
  return (
    <>
      <option value="">{t('filters.allCities')}</option>
      {cityGroups.map((group) => (
        <optgroup key={group.country} label={group.country}>
          {group.cities.map((city) => (
            <option key={city} value={cityOptionValue({ country: group.country, city })}>
              {t('filters.cityOption', { city, country: group.country })}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
});

/**
 * 'All Cities' or any city of the six countries, grouped by country. A native select: tablets
 * open their own large picker, and desktop browsers jump to a city as its name is typed.
 */
export function CitySelect({ id, label, ...select }: CitySelectProps) {
  return (
    <div className="find-loads-field">
      <label className="find-loads-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="find-loads-field__control" {...select}>
        <CityOptions />
      </select>
    </div>
  );
}
