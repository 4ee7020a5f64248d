import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/ui/searchable-select/searchable-select';
import type { SearchableOption } from '../../../components/ui/searchable-select/option-filter';
import { cityGroups, cityOptionValue } from '../utils/city-options';

type CitySelectProps = {
  id: string;
  label: string;
  /** An option value (`cityOptionValue`), or '' for 'All Cities'. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/** Every city of the six countries as 'City, Country', grouped by country (about 200). */
function useCityOptions(): SearchableOption[] {
  const { t } = useTranslation('find-loads');
  return useMemo(
    () =>
      cityGroups.flatMap((group) =>
        group.cities.map((city) => ({
          value: cityOptionValue({ country: group.country, city }),
          label: t('filters.cityOption', { city, country: group.country }),
        })),
      ),
    [t],
  );
}

/**
 * 'All Cities' or any city of the six countries: type a few letters of the city (or its country)
 * to narrow some 200 choices; empty, or cleared with its ✕, it means every city.
 */
export function CitySelect({ value, onChange, ...field }: CitySelectProps) {
  const { t } = useTranslation('find-loads');
  const options = useCityOptions();
  return (
    <SearchableSelect
      {...field}
      options={options}
      value={value || null}
      onChange={(choice) => onChange(choice ?? '')}
      placeholder={t('filters.allCities')}
      clearable
    />
  );
}
