import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/ui/searchable-select/searchable-select';
import { countries } from '../../../contract/reference';
import { cityChoices } from '../../../lib/reference-names/city-choices';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { useFieldErrors } from '../hooks/use-field-errors';
import type { PostLoadFormValues, StopPrefix } from '../utils/post-load-form-values';
import { cityNamesOf, currencyOf } from '../utils/reference-options';
import { describedControl, FormField } from './form-field';

type PlaceFieldsProps = { stop: StopPrefix };

/**
 * Country and city of one stop; the city list follows the country and waits for it (docs/product.md §5).
 * A point set on the map belongs to the city, so a new city (or country) clears it.
 */
export function PlaceFields({ stop }: PlaceFieldsProps) {
  const { t } = useTranslation('post-load');
  const { control, register, setValue } = useFormContext<PostLoadFormValues>();
  const errorOf = useFieldErrors();
  const countryName = `${stop}Country` as const;
  const cityName = `${stop}City` as const;
  const clearPoint = () => setValue(`${stop}Coordinates`, null);
  const country = useWatch<PostLoadFormValues, typeof countryName>({ name: countryName });
  const labels = useReferenceLabels();
  // Shown in the reader's language; the form keeps the canonical name the load stores.
  const cities = useMemo(() => cityChoices(cityNamesOf(country), labels), [country, labels]);
  const countryId = `post-load-${stop}-country`;
  const cityId = `post-load-${stop}-city`;
  const countryError = errorOf(countryName);
  const cityError = errorOf(cityName);
  const cityHint = country ? undefined : t('hints.cityAfterCountry');

  return (
    <>
      <FormField id={countryId} label={t(`fields.${countryName}`)} required error={countryError}>
        <select
          className="post-load-control"
          {...describedControl(countryId, countryError)}
          {...register(countryName, {
            onChange: (event: { target: { value: string } }) => {
              // The old city belongs to the old country.
              setValue(cityName, '');
              clearPoint();
              const currency = currencyOf(event.target.value);
              if (stop === 'source' && currency) setValue('currency', currency);
            },
          })}
        >
          <option value="">{t('placeholders.country')}</option>
          {countries.map((option) => (
            <option key={option.isoCode} value={option.name}>
              {labels.country(option.name)}
            </option>
          ))}
        </select>
      </FormField>
      {/* About a hundred cities for Saudi Arabia: type 'riy' for Riyadh instead of scrolling. */}
      <Controller
        control={control}
        name={cityName}
        render={({ field }) => (
          <SearchableSelect
            id={cityId}
            label={t(`fields.${cityName}`)}
            required
            error={cityError}
            hint={cityHint}
            options={cities}
            placeholder={t('placeholders.city')}
            disabled={!country}
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onBlur={field.onBlur}
            onChange={(city) => {
              field.onChange(city ?? '');
              clearPoint();
            }}
          />
        )}
      />
    </>
  );
}
