import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_MODES, type TripFiltersFormValues } from '../utils/trip-filters-form';

/** SPEC §2: a From–To range, or one day that becomes both ends of the request. */
export function DateFilterFields({ form }: { form: UseFormReturn<TripFiltersFormValues> }) {
  const { t } = useTranslation('trips');
  const { register, control, formState } = form;
  const mode = useWatch({ control, name: 'dateMode' });
  const rangeError = formState.errors.endDate?.message;

  return (
    <fieldset className="trips-dates">
      <legend className="trips-field__label">{t('filters.dates')}</legend>
      <div className="trips-segmented">
        {DATE_MODES.map((value) => (
          <label key={value} className="trips-segmented__option">
            <input type="radio" value={value} {...register('dateMode')} />
            <span>{t(`filters.dateModes.${value}`)}</span>
          </label>
        ))}
      </div>
      {mode === 'single' ? (
        <div className="trips-field">
          <label className="trips-field__label" htmlFor="trips-filter-single-date">
            {t('filters.singleDate')}
          </label>
          <input
            id="trips-filter-single-date"
            className="trips-field__control"
            type="date"
            {...register('singleDate')}
          />
        </div>
      ) : (
        <div className="trips-dates__range">
          <div className="trips-field">
            <label className="trips-field__label" htmlFor="trips-filter-start-date">
              {t('filters.startDate')}
            </label>
            <input
              id="trips-filter-start-date"
              className="trips-field__control"
              type="date"
              {...register('startDate')}
            />
          </div>
          <div className="trips-field">
            <label className="trips-field__label" htmlFor="trips-filter-end-date">
              {t('filters.endDate')}
            </label>
            <input
              id="trips-filter-end-date"
              className="trips-field__control"
              type="date"
              aria-invalid={Boolean(rangeError)}
              aria-describedby={rangeError ? 'trips-filter-date-error' : undefined}
              {...register('endDate')}
            />
          </div>
        </div>
      )}
      {rangeError && (
        <p id="trips-filter-date-error" className="trips-field__error" role="alert">
          {t(`filters.errors.${rangeError}`)}
        </p>
      )}
    </fieldset>
  );
}
