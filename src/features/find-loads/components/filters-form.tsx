import { useEffect, useId, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { chevronDownOutline, funnelOutline } from 'ionicons/icons';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/field/select-field';
import { TextField } from '../../../components/ui/field/text-field';
import { weightUnitSchema } from '../../../contract/loads';
import {
  EMPTY_FILTERS_FORM,
  NO_FILTERS,
  QUOTE_STATUS_FILTERS,
  filtersFormSchema,
  toFilters,
  type FiltersFormInput,
  type FiltersFormOutput,
  type FindLoadsFilters,
} from '../utils/filters';
import { CitySelect } from './city-select';

type FiltersFormProps = {
  /** The filters the list shows now: back to none (e.g. from the empty list) empties the form. */
  applied: FindLoadsFilters;
  /** Filters now applied to the list, counted on the phone's toggle. */
  activeCount: number;
  onApply: (filters: FindLoadsFilters) => void;
};

type CityFieldProps = {
  control: Control<FiltersFormInput, unknown, FiltersFormOutput>;
  name: 'destination' | 'origin';
  label: string;
};

function CityField({ control, name, label }: CityFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <CitySelect id={`find-loads-${name}`} label={label} {...field} />}
    />
  );
}

/**
 * docs/product.md §2 Find Loads filters, applied with one obvious button so a half-typed weight never
 * reloads the list. On phones the form folds away behind a 'Filters' toggle.
 */
export function FiltersForm({ applied, activeCount, onApply }: FiltersFormProps) {
  const { t } = useTranslation('find-loads');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const { control, register, handleSubmit, reset, formState } = useForm<
    FiltersFormInput,
    unknown,
    FiltersFormOutput
  >({ resolver: zodResolver(filtersFormSchema), defaultValues: EMPTY_FILTERS_FORM });
  const weightError = formState.errors.weight?.message;

  useEffect(() => {
    if (applied === NO_FILTERS) reset(EMPTY_FILTERS_FORM);
  }, [applied, reset]);

  const clear = () => {
    // Also what was typed and not applied yet.
    reset(EMPTY_FILTERS_FORM);
    onApply(NO_FILTERS);
  };

  return (
    <section className="find-loads-filters" aria-label={t('filters.title')}>
      <button
        type="button"
        className="find-loads-filters__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <IonIcon icon={funnelOutline} aria-hidden="true" />
        <span>{t('filters.toggle')}</span>{' '}
        {activeCount > 0 && (
          <span className="find-loads-filters__count">
            {t('filters.activeCount', { count: activeCount })}
          </span>
        )}
        <IonIcon
          icon={chevronDownOutline}
          className="find-loads-filters__chevron"
          aria-hidden="true"
        />
      </button>
      <form
        id={formId}
        className="find-loads-filters__form"
        data-open={open}
        noValidate
        onSubmit={handleSubmit((values) => onApply(toFilters(values)))}
      >
        <CityField control={control} name="destination" label={t('filters.destination')} />
        <CityField control={control} name="origin" label={t('filters.origin')} />
        <TextField
          id="find-loads-weight"
          label={t('filters.weight')}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          error={weightError && t(`filters.errors.${weightError}`)}
          {...register('weight')}
          end={
            <span className="find-loads-filters__unit">
              <select
                className="field__control"
                aria-label={t('filters.weightUnit')}
                {...register('weightUnit')}
              >
                {weightUnitSchema.options.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`filters.units.${unit}`)}
                  </option>
                ))}
              </select>
            </span>
          }
        />
        <SelectField
          id="find-loads-quote-status"
          label={t('filters.quoteStatus')}
          {...register('quoteStatus')}
        >
          {QUOTE_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`filters.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <div className="find-loads-filters__actions">
          <Button variant="ghost" onClick={clear}>
            {t('filters.clear')}
          </Button>
          <Button type="submit">{t('filters.apply')}</Button>
        </div>
      </form>
    </section>
  );
}
