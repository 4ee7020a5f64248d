import { useId, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { chevronDownOutline, funnelOutline } from 'ionicons/icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { FieldError } from './field-error';

type FiltersFormProps = {
  /** Filters now applied to the list, counted on the phone's toggle. */
  activeCount: number;
  onApply: (filters: FindLoadsFilters) => void;
};

/**
 * SPEC §2 Find Loads filters, applied with one obvious button so a half-typed weight never
 * reloads the list. On phones the form folds away behind a 'Filters' toggle.
 */
export function FiltersForm({ activeCount, onApply }: FiltersFormProps) {
  const { t } = useTranslation('find-loads');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const { register, handleSubmit, reset, formState } = useForm<
    FiltersFormInput,
    unknown,
    FiltersFormOutput
  >({ resolver: zodResolver(filtersFormSchema), defaultValues: EMPTY_FILTERS_FORM });
  const weightError = formState.errors.weight?.message;

  const clear = () => {
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
        <CitySelect
          id="find-loads-destination"
          label={t('filters.destination')}
          {...register('destination')}
        />
        <CitySelect id="find-loads-origin" label={t('filters.origin')} {...register('origin')} />
        <div className="find-loads-field">
          <label className="find-loads-field__label" htmlFor="find-loads-weight">
            {t('filters.weight')}
          </label>
          <div className="find-loads-field__group">
            <input
              id="find-loads-weight"
              className="find-loads-field__control"
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              aria-invalid={Boolean(weightError)}
              aria-describedby={weightError ? 'find-loads-weight-error' : undefined}
              {...register('weight')}
            />
            <select
              className="find-loads-field__control find-loads-field__unit"
              aria-label={t('filters.weightUnit')}
              {...register('weightUnit')}
            >
              {weightUnitSchema.options.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`filters.units.${unit}`)}
                </option>
              ))}
            </select>
          </div>
          <FieldError
            id="find-loads-weight-error"
            message={weightError && t(`filters.errors.${weightError}`)}
          />
        </div>
        <div className="find-loads-field">
          <label className="find-loads-field__label" htmlFor="find-loads-quote-status">
            {t('filters.quoteStatus')}
          </label>
          <select
            id="find-loads-quote-status"
            className="find-loads-field__control"
            {...register('quoteStatus')}
          >
            {QUOTE_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`filters.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="find-loads-filters__actions">
          <button
            type="button"
            className="find-loads-button find-loads-button--secondary"
            onClick={clear}
          >
            {t('filters.clear')}
          </button>
          <button type="submit" className="find-loads-button find-loads-button--primary">
            {t('filters.apply')}
          </button>
        </div>
      </form>
    </section>
  );
}
