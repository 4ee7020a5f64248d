import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FindLoadsRow } from '../../../contract/loads';
import { cappedTruckWeight } from '../../../contract/truck-capacity';
import type { Truck } from '../../../contract/trucks';
import { TruckFitWarning } from '../../fleet/components/truck-fit-warning';
import {
  quoteFormSchema,
  type QuoteFormInput,
  type QuoteFormValues,
} from '../utils/quote-form-schema';
import { FieldError } from './field-error';

type QuoteFormProps = {
  id: string;
  /** The load's currency: the offer is in it (DESIGN §6.4). */
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
  // The currency prefix is decorative; the hint says it, so it stays described beside any error.
  const describedBy = amountError
    ? 'find-loads-amount-hint find-loads-amount-error'
    : 'find-loads-amount-hint';

  return (
    <form id={id} className="find-loads-quote-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className="find-loads-fieldset" disabled={disabled}>
        <div className="find-loads-field">
          <label className="find-loads-field__label" htmlFor="find-loads-amount">
            {t('quote.amount')}
          </label>
          <div className="find-loads-money" data-invalid={Boolean(amountError) || undefined}>
            <span className="find-loads-money__currency" aria-hidden="true">
              {currency}
            </span>
            <input
              id="find-loads-amount"
              className="find-loads-money__input"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              aria-invalid={Boolean(amountError)}
              aria-describedby={describedBy}
              {...register('amount')}
            />
          </div>
          <p id="find-loads-amount-hint" className="find-loads-field__hint">
            {t('quote.amountHint', { currency })}
          </p>
          <FieldError
            id="find-loads-amount-error"
            message={amountError && t(`quote.errors.${amountError}`)}
          />
        </div>
        <div className="find-loads-field">
          <label className="find-loads-field__label" htmlFor="find-loads-truck">
            {t('quote.truck')}
          </label>
          <select
            id="find-loads-truck"
            className="find-loads-field__control"
            {...register('truckId')}
          >
            <option value="">{t('quote.noTruck')}</option>
            {trucks.map((truck) => (
              <option key={truck._id} value={truck._id}>
                {t('quote.truckOption', {
                  model: truck.model,
                  // What it carries, never above its type's capacity (SPEC §3).
                  weight: cappedTruckWeight(truck),
                  unit: t(`filters.units.${truck.weightUnit}`),
                  type: truck.truckOption
                    ? t('trucks:details.typeWithBody', {
                        type: truck.type,
                        body: t(`trucks:bodyOptions.${truck.truckOption}`, {
                          defaultValue: truck.truckOption,
                        }),
                      })
                    : truck.type,
                  plate: truck.licensePlate,
                })}
              </option>
            ))}
          </select>
        </div>
        {load && (
          <div className="find-loads-quote-form__fit">
            <TruckFitWarning id="find-loads-truck-fit" load={load} truck={chosenTruck} />
          </div>
        )}
      </fieldset>
    </form>
  );
}
