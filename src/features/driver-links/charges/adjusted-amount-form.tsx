import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/field/text-field';
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
        <TextField
          label={t('charges.amount', { currency })}
          type="number"
          inputMode="decimal"
          min={step}
          max={charge.amount}
          step={step}
          dir="ltr"
          error={error}
          {...form.register('amount')}
        />
        <div className="charge-adjust__row">
          <Button type="submit" variant="secondary" size="sm" busy={busy}>
            {t('charges.approveAmount')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('charges.cancel')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
