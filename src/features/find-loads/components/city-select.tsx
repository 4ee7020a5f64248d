import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/ui/searchable-select/searchable-select';
import type { SearchableOption } from '../../../components/ui/searchable-select/option-filter';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
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

/**
 * Every city of the six countries as 'City, Country' in the reader's language, grouped by country
 * (about 200); a city shown in Arabic is found by its canonical name too.
 */
function useCityOptions(): SearchableOption[] {
  const { t } = useTranslation('find-loads');
  const labels = useReferenceLabels();
  return useMemo(() => {
    const collator = new Intl.Collator(labels.language);
    return cityGroups.flatMap((group) => {
      const country = labels.country(group.country);
      return group.cities
        .map((city): SearchableOption => {
          const label = t('filters.cityOption', { city: labels.city(city), country });
          // Shown in another language, a city is still found by its canonical 'City, Country'.
          const canonical = `${city}, ${group.country}`;
          return {
            value: cityOptionValue({ country: group.country, city }),
            label,
            ...(label === canonical ? {} : { searchTerms: [canonical] }),
          };
        })
        .sort((a, b) => collator.compare(a.label, b.label));
    });
  }, [t, labels]);
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
