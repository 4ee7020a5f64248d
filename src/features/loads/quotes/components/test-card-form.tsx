import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmTestPayment } from '../api/confirm-test-payment';
import type { PaymentIntent } from '../api/create-payment-intent';
import type { PayAndAccept, PaidIntent } from '../hooks/use-pay-and-accept';
import {
  groupCardNumber,
  normalizeCardNumber,
  normalizeCvc,
  normalizeExpiry,
} from '../utils/card-input';
import { PaymentError } from '../utils/payment-error';
import { testCardSchema, type TestCardValues } from '../utils/test-card-schema';
import { CardField } from './card-field';
import { PayButton } from './pay-button';
import { PayFlowError } from './pay-flow-error';
import { TestModeNotice } from './test-mode-notice';

type TestCardFormProps = { intent: PaymentIntent; amount: string; flow: PayAndAccept };

/** The built-in test provider's card form (docs/architecture.md §4): only the card number decides the outcome. */
export function TestCardForm({ intent, amount, flow }: TestCardFormProps) {
  const { t } = useTranslation('payments');
  const id = useId();
  const schema = useMemo(() => testCardSchema(t), [t]);
  const { control, handleSubmit, formState } = useForm<TestCardValues>({
    resolver: zodResolver(schema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });

  const pay = async ({ cardNumber }: TestCardValues): Promise<PaidIntent> => {
    const result = await confirmTestPayment({
      paymentIntentId: intent.paymentIntentId,
      cardNumber,
    });
    if (result.status !== 'succeeded') throw new PaymentError('notCompleted');
    // The test provider answers no creation time; the server keeps its own record anyway.
    return { paymentIntentId: result.paymentIntentId, paymentCreatedAt: new Date().toISOString() };
  };

  const { errors } = formState;
  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={handleSubmit((values) => flow.payAndAccept(() => pay(values)))}
    >
      <TestModeNotice />
      <fieldset className="payment-form__fields" disabled={flow.processing || flow.paid}>
        <Controller
          control={control}
          name="cardNumber"
          render={({ field }) => (
            <CardField
              id={`${id}-number`}
              label={t('testCard.cardNumber')}
              autoComplete="cc-number"
              placeholder={groupCardNumber('1234123412341234')}
              error={errors.cardNumber?.message}
              className="card-field--wide"
              name={field.name}
              ref={field.ref}
              value={groupCardNumber(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(normalizeCardNumber(event.target.value))}
            />
          )}
        />
        <Controller
          control={control}
          name="expiry"
          render={({ field }) => (
            <CardField
              id={`${id}-expiry`}
              label={t('testCard.expiry')}
              autoComplete="cc-exp"
              placeholder={t('testCard.expiryPlaceholder')}
              error={errors.expiry?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(normalizeExpiry(event.target.value))}
            />
          )}
        />
        <Controller
          control={control}
          name="cvc"
          render={({ field }) => (
            <CardField
              id={`${id}-cvc`}
              label={t('testCard.cvc')}
              autoComplete="cc-csc"
              placeholder="123"
              error={errors.cvc?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(normalizeCvc(event.target.value))}
            />
          )}
        />
      </fieldset>
      <PayFlowError flow={flow} />
      <PayButton amount={amount} flow={flow} />
    </form>
  );
}
