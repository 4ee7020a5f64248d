import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencyDecimals } from '../../../contract/money';
import type { DriverCharge } from '../api/driver-link-details';
import { adjustedAmountSchema, type AdjustedAmountInput } from './adjusted-amount-schema';

type AdjustedAmountFormProps = {
  charge: DriverCharge;
  currency: string;
  busy: boolean;
  onApprove: (amount: number) => void;
  onCancel: () => void;
};

/** Approve part of a charge: the amount starts at the claimed one and may only go down. */
export function AdjustedAmountForm({
  charge,
  currency,
  busy,
  onApprove,
  onCancel,
}: AdjustedAmountFormProps) {
  const { t } = useTranslation('driver-links');
  const inputId = useId();
  const errorId = useId();
  const schema = useMemo(
    () => adjustedAmountSchema(charge.amount, currency, t),
    [charge.amount, currency, t],
  );
  const form = useForm<AdjustedAmountInput, unknown, { amount: number }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: String(charge.amount) },
  });
  const error = form.formState.errors.amount?.message;
  const step = 10 ** -currencyDecimals(currency);

  return (
    <form
      className="charge-adjust"
      noValidate
      onSubmit={form.handleSubmit(({ amount }) => onApprove(amount))}
    >
      <fieldset className="charge-adjust__fields" disabled={busy}>
        <label className="charge-adjust__label" htmlFor={inputId}>
          {t('charges.amount', { currency })}
        </label>
        <div className="charge-adjust__row">
          <input
            id={inputId}
            className="links-input"
            type="number"
            inputMode="decimal"
            min={step}
            max={charge.amount}
            step={step}
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...form.register('amount')}
          />
          <button type="submit" className="links-button links-button--primary links-button--small">
            {t('charges.approveAmount')}
          </button>
          <button
            type="button"
            className="links-button links-button--secondary links-button--small"
            onClick={onCancel}
          >
            {t('charges.cancel')}
          </button>
        </div>
        {error && (
          <p id={errorId} className="links-field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  );
}
