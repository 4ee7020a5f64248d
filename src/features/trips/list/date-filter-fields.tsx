import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field/text-field';
import { DATE_MODES, type TripFiltersFormValues } from '../utils/trip-filters-form';

/** docs/product.md §2: a From–To range, or one day that becomes both ends of the request. */
export function DateFilterFields({ form }: { form: UseFormReturn<TripFiltersFormValues> }) {
  const { t } = useTranslation('trips');
  const { register, control, formState } = form;
  const mode = useWatch({ control, name: 'dateMode' });
  const rangeError = formState.errors.endDate?.message;

  return (
    <fieldset className="trips-dates">
      <legend className="trips-dates__legend">{t('filters.dates')}</legend>
      <div className="trips-segmented">
        {DATE_MODES.map((value) => (
          <label key={value} className="trips-segmented__option">
            <input type="radio" value={value} {...register('dateMode')} />
            <span>{t(`filters.dateModes.${value}`)}</span>
          </label>
        ))}
      </div>
      <div className="trips-dates__range">
        {mode === 'single' ? (
          <TextField
            id="trips-filter-single-date"
            label={t('filters.singleDate')}
            type="date"
            {...register('singleDate')}
          />
        ) : (
          <>
            <TextField
              id="trips-filter-start-date"
              label={t('filters.startDate')}
              type="date"
              {...register('startDate')}
            />
            <TextField
              id="trips-filter-end-date"
              label={t('filters.endDate')}
              type="date"
              error={rangeError && t(`filters.errors.${rangeError}`)}
              {...register('endDate')}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
