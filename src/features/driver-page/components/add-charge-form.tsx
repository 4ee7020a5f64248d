import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loadDriverDb } from '../../../lib/lazy-driver-db';
import type { LinkAccess } from '../api/link-headers';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import { queueCharge } from '../outbox/queue-charge';
import { sendNow } from '../outbox/send-now';
import {
  amountStep,
  chargeFormSchema,
  type ChargeFormInput,
  type ChargeFormValues,
} from '../utils/charge-form';
import { failureMessage } from '../utils/failure-message';
import { useTimedMessage } from '../utils/use-timed-message';
import { ErrorBanner } from './error-banner';
import { PhotoPicker } from './photo-picker';
import { SuccessBanner } from './success-banner';
import { Button } from '../../../components/ui/button/button';

type AddChargeFormProps = {
  access: LinkAccess;
  tripId: string;
  currency: string;
  isActive: boolean;
  replayer: Pick<OutboxReplayer, 'kick' | 'subscribe'>;
};

const EMPTY: ChargeFormInput = { reason: '', amount: '' };

/**
 * docs/product.md §2 add-charge form: reason, amount, optional photos; closed once the link is inactive.
 * The charge goes to the outbox first (docs/architecture.md §7): the form is free again at once, and the
 * charge shows in the Charges card until the server has it.
 */
export function AddChargeForm({
  access,
  tripId,
  currency,
  isActive,
  replayer,
}: AddChargeFormProps) {
  const { t } = useTranslation('driver-page');
  const schema = useMemo(() => chargeFormSchema(currency), [currency]);
  const { register, handleSubmit, reset, formState } = useForm<
    ChargeFormInput,
    unknown,
    ChargeFormValues
  >({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const [photos, setPhotos] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const step = amountStep(currency);
  const closed = !isActive;

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    let id: number;
    try {
      id = await queueCharge(await loadDriverDb(), {
        linkId: access.linkId,
        tripId,
        reason: values.reason,
        amount: values.amount,
        photos,
      });
    } catch {
      // Kept as entered: nothing was stored, so the driver can try again.
      setError(t('errors.storage'));
      return;
    } finally {
      setSaving(false);
    }
    reset(EMPTY);
    setPhotos([]);
    const outcome = await sendNow(replayer, id);
    if (outcome.kind === 'delivered') showSuccess(t('addCharge.success'));
    else if (outcome.kind === 'waiting') showSuccess(t('addCharge.savedOffline'));
    else {
      setError(
        failureMessage(outcome.error, {
          failed: t('errors.chargeFailed'),
          error: t('errors.chargeError'),
        }),
      );
    }
  });

  return (
    <section className="driver-page__card" aria-labelledby="driver-add-charge-title">
      <h2 id="driver-add-charge-title" className="driver-page__card-title">
        {t('addCharge.title')}
      </h2>
      {closed && (
        <p className="driver-page__notice" role="note">
          {t('inactive')}
        </p>
      )}
      <form className="driver-page__form" noValidate onSubmit={submit}>
        <fieldset disabled={closed || saving} className="driver-page__fieldset">
          <div className="driver-page__field">
            <label className="driver-page__label" htmlFor="driver-charge-reason">
              {t('addCharge.reason')}
            </label>
            <input
              id="driver-charge-reason"
              className="driver-page__input"
              type="text"
              maxLength={200}
              autoComplete="off"
              placeholder={t('addCharge.reasonPlaceholder')}
              aria-invalid={!!formState.errors.reason || undefined}
              aria-describedby={formState.errors.reason ? 'driver-charge-reason-error' : undefined}
              {...register('reason')}
            />
            {formState.errors.reason && (
              <p id="driver-charge-reason-error" className="driver-page__field-error" role="alert">
                {formState.errors.reason.message}
              </p>
            )}
          </div>
          <div className="driver-page__field">
            <label className="driver-page__label" htmlFor="driver-charge-amount">
              {t('addCharge.amount', { currency })}
            </label>
            <input
              id="driver-charge-amount"
              className="driver-page__input"
              type="number"
              inputMode="decimal"
              dir="ltr"
              min={step}
              step={step}
              aria-invalid={!!formState.errors.amount || undefined}
              aria-describedby={formState.errors.amount ? 'driver-charge-amount-error' : undefined}
              {...register('amount')}
            />
            {formState.errors.amount && (
              <p id="driver-charge-amount-error" className="driver-page__field-error" role="alert">
                {formState.errors.amount.message}
              </p>
            )}
          </div>
          <PhotoPicker photos={photos} onChange={setPhotos} disabled={closed || saving} />
          <ErrorBanner message={error} />
          {/* Secondary: the status update is this page's one primary. */}
          <Button type="submit" size="lg" busy={saving}>
            {saving ? t('addCharge.submitting') : t('addCharge.submit')}
          </Button>
        </fieldset>
      </form>
      <SuccessBanner message={success} />
    </section>
  );
}
