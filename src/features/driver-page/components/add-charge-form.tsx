import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import type { UploadProgress } from '../../../lib/api-upload';
import { useAddCharge } from '../api/add-charge';
import type { LinkAccess } from '../api/link-headers';
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

type AddChargeFormProps = { access: LinkAccess; currency: string; isActive: boolean };

const EMPTY: ChargeFormInput = { reason: '', amount: '' };

/** SPEC §2 add-charge form: reason, amount, optional photos; closed once the link is inactive. */
export function AddChargeForm({ access, currency, isActive }: AddChargeFormProps) {
  const { t } = useTranslation('driver-page');
  const schema = useMemo(() => chargeFormSchema(currency), [currency]);
  const { register, handleSubmit, reset, formState } = useForm<
    ChargeFormInput,
    unknown,
    ChargeFormValues
  >({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // One form session: a retry of the same charge repeats its key, so it cannot be added twice.
  const [nonce, setNonce] = useState(newIdempotencyKey);
  const [success, showSuccess] = useTimedMessage();
  const mutation = useAddCharge(access, setProgress);
  const step = amountStep(currency);
  const busy = mutation.isPending;
  const closed = !isActive;

  const submit = handleSubmit((values) => {
    const fingerprint = photos.map((photo) => [photo.name, photo.size, photo.lastModified]);
    const idempotencyKey = requestIdempotencyKey(nonce, { ...values, photos: fingerprint });
    setProgress(null);
    mutation.mutate(
      { reason: values.reason, amount: values.amount, photos, idempotencyKey },
      {
        onSuccess: () => {
          reset(EMPTY);
          setPhotos([]);
          setNonce(newIdempotencyKey());
          showSuccess(t('addCharge.success'));
        },
      },
    );
  });

  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  const error = mutation.isError
    ? failureMessage(mutation.error, {
        failed: t('errors.chargeFailed'),
        error: t('errors.chargeError'),
      })
    : null;

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
        <fieldset disabled={closed || busy} className="driver-page__fieldset">
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
          <PhotoPicker photos={photos} onChange={setPhotos} disabled={closed || busy} />
          <ErrorBanner message={error} />
          <button type="submit" className="driver-page__button driver-page__button--primary">
            {busy
              ? percent !== null
                ? t('addCharge.uploading', { percent })
                : t('addCharge.submitting')
              : t('addCharge.submit')}
          </button>
        </fieldset>
      </form>
      <SuccessBanner message={success} />
    </section>
  );
}
