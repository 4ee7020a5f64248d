import { useId, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { chevronDownOutline, funnelOutline } from 'ionicons/icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/field/select-field';
import { TextField } from '../../../components/ui/field/text-field';
import { statusLabelKey } from '../../../contract/statuses';
import {
  filtersFromFormValues,
  formValuesFromFilters,
  tripFiltersFormSchema,
  type TripFiltersFormValues,
} from '../utils/trip-filters-form';
import {
  ID_FILTER_MAX_LENGTH,
  NO_TRIP_FILTERS,
  type TripsFilterValues,
} from '../utils/trip-filters';
import { TRIP_STATUSES } from '../utils/trip-status';
import { DateFilterFields } from './date-filter-fields';

type TripsFiltersFormProps = {
  /** The filters the list shows now (from the URL); the form starts from them. */
  applied: TripsFilterValues;
  activeCount: number;
  onApply: (filters: TripsFilterValues) => void;
  onClear: () => void;
};

const ID_FIELDS = ['loadId', 'driverId', 'truckId'] as const;

/**
 * docs/product.md §2 Trips filters, sent with one Apply so a half-typed id never reloads the list.
 * On phones the form folds away behind a 'Filters' toggle.
 */
export function TripsFiltersForm({
  applied,
  activeCount,
  onApply,
  onClear,
}: TripsFiltersFormProps) {
  const { t } = useTranslation('trips');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const form = useForm<TripFiltersFormValues>({
    resolver: zodResolver(tripFiltersFormSchema),
    defaultValues: formValuesFromFilters(applied),
  });
  const { register, handleSubmit, reset } = form;

  // The URL may already hold no filters, so the typed values are dropped here, not by a remount.
  const clear = () => {
    reset(formValuesFromFilters(NO_TRIP_FILTERS));
    onClear();
  };

  return (
    <section className="trips-filters" aria-label={t('filters.title')}>
      <button
        type="button"
        className="trips-filters__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <IonIcon icon={funnelOutline} aria-hidden="true" />
        <span>{t('filters.toggle')}</span>{' '}
        {activeCount > 0 && (
          <span className="trips-filters__count">
            {t('filters.activeCount', { count: activeCount })}
          </span>
        )}
        <IonIcon icon={chevronDownOutline} className="trips-filters__chevron" aria-hidden="true" />
      </button>
      <form
        id={formId}
        className="trips-filters__form"
        data-open={open}
        noValidate
        onSubmit={handleSubmit((values) => onApply(filtersFromFormValues(values)))}
      >
        <DateFilterFields form={form} />
        <SelectField id="trips-filter-status" label={t('filters.status')} {...register('status')}>
          <option value="">{t('filters.allStatuses')}</option>
          {TRIP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusLabelKey(status))}
            </option>
          ))}
        </SelectField>
        {ID_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`trips-filter-${field}`}
            label={t(`filters.${field}`)}
            type="search"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={ID_FILTER_MAX_LENGTH}
            placeholder={t(`filters.${field}Placeholder`)}
            {...register(field)}
          />
        ))}
        <div className="trips-filters__actions">
          <Button variant="ghost" onClick={clear}>
            {t('filters.clear')}
          </Button>
          {/* Secondary: the screen's one primary is its next step (an empty list's action). */}
          <Button type="submit" variant="secondary">
            {t('filters.apply')}
          </Button>
        </div>
      </form>
    </section>
  );
}
