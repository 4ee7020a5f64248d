import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FindLoadsRow } from '../../../contract/loads';
import { cappedTruckWeight } from '../../../contract/truck-capacity';
import type { Truck } from '../../../contract/trucks';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { TextField } from '../../../components/ui/field/text-field';
import { SearchableSelect } from '../../../components/ui/searchable-select/searchable-select';
import { TruckFitWarning } from '../../fleet/components/truck-fit-warning';
import {
  quoteFormSchema,
  type QuoteFormInput,
  type QuoteFormValues,
} from '../utils/quote-form-schema';

type QuoteFormProps = {
  id: string;
  /** The load's currency: the offer is in it (docs/architecture.md §6.4). */
  currency: string;
  /** The load quoted on: what it asks of the truck chosen. */
  load: FindLoadsRow | null;
  trucks: Truck[];
  defaultValues: QuoteFormInput;
  disabled: boolean;
  onSubmit: (values: QuoteFormValues) => void;
};

/** Amount and optional truck of an Offer/Update Quote; its submit button sits in the dialog's footer. */
export function QuoteForm({
  id,
  currency,
  load,
  trucks,
  defaultValues,
  disabled,
  onSubmit,
}: QuoteFormProps) {
  const { t } = useTranslation('find-loads');
  const labels = useReferenceLabels();
  const { control, register, handleSubmit, formState } = useForm<
    QuoteFormInput,
    unknown,
    QuoteFormValues
  >({
    resolver: zodResolver(quoteFormSchema),
    defaultValues,
  });
  const truckId = useWatch({ control, name: 'truckId' });
  const chosenTruck = trucks.find((truck) => truck._id === truckId);
  const amountError = formState.errors.amount?.message;
  const truckOptions = useMemo(
    () =>
      trucks.map((truck) => ({
        value: truck._id,
        label: t('quote.truckOption', {
          model: truck.model,
          // What it carries, never above its type's capacity (docs/product.md §3).
          weight: cappedTruckWeight(truck),
          unit: t(`filters.units.${truck.weightUnit}`),
          type: truck.truckOption
            ? t('trucks:details.typeWithBody', {
                type: labels.truckType(truck.type),
                body: t(`trucks:bodyOptions.${truck.truckOption}`, {
                  defaultValue: truck.truckOption,
                }),
              })
            : labels.truckType(truck.type),
          plate: truck.licensePlate,
        }),
      })),
    [trucks, t, labels],
  );

  return (
    <form id={id} className="find-loads-quote-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className="find-loads-quote-form__fields" disabled={disabled}>
        <TextField
          id="find-loads-amount"
          label={t('quote.amount')}
          type="number"
          inputMode="decimal"
          dir="ltr"
          min="0.01"
          step="0.01"
          hint={t('quote.amountHint', { currency })}
          error={amountError && t(`quote.errors.${amountError}`)}
          {...register('amount')}
          // Decorative: the hint says the currency in words.
          start={
            <span className="find-loads-quote-form__currency" aria-hidden="true">
              {currency}
            </span>
          }
        />
        <Controller
          control={control}
          name="truckId"
          render={({ field }) => (
            <SearchableSelect
              id="find-loads-truck"
              label={t('quote.truck')}
              options={truckOptions}
              {...field}
              // '' is 'No specific truck': the empty choice, offered by the ✕.
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              placeholder={t('quote.noTruck')}
              disabled={disabled}
              clearable
            />
          )}
        />
        {load && (
          <div className="find-loads-quote-form__fit">
            <TruckFitWarning id="find-loads-truck-fit" load={load} truck={chosenTruck} />
          </div>
        )}
      </fieldset>
    </form>
  );
}
