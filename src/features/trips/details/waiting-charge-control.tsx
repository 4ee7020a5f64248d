import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { IonIcon } from '@ionic/react';
import { addCircleOutline } from 'ionicons/icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/field/text-field';
import { hourlyRateSchema, type StopWait, type TripStop } from '../../../contract/stop-waits';
import { currencyDecimals } from '../../../contract/money';
import { failureMessage } from '../../../lib/failure-message';
import { notifySuccess } from '../../../lib/toasts';
import { needsWaitingRate, useAddWaitingCharge } from '../api/add-waiting-charge';

const rateForm = z.object({ ratePerHour: hourlyRateSchema });
type RateForm = z.infer<typeof rateForm>;

type WaitingChargeControlProps = {
  tripId: string;
  currency: string;
  stop: TripStop;
  wait: StopWait;
};

/**
 * Issue 21 §3, the provider's one tap: once the truck has left a stop where it waited beyond the
 * free time, Add waiting charge. Without an hourly rate saved for the load's currency the server
 * refuses it; the rate is then asked for here, and the server saves it for the next time.
 */
export function WaitingChargeControl({ tripId, currency, stop, wait }: WaitingChargeControlProps) {
  const { t } = useTranslation('trips');
  const add = useAddWaitingCharge(tripId, stop);
  const [askingRate, setAskingRate] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Added here, until the trip's refetch says so itself: the button must not come back meanwhile.
  const [added, setAdded] = useState(false);

  const chargeable = wait.extraMinutes > 0 && wait.departedAt !== null && !wait.waitingCharged;
  if (chargeable && added) return <p className="trip-waiting__added">{t('waiting.added')}</p>;
  if (!chargeable) {
    return wait.extraMinutes > 0 && wait.stillThere ? (
      <p className="trip-waiting__hint">{t('waiting.afterLeaving')}</p>
    ) : null;
  }

  const send = async (ratePerHour?: number) => {
    setFailure(undefined);
    try {
      const message = await add.mutateAsync(ratePerHour);
      setAdded(true);
      setAskingRate(false);
      notifySuccess(message ?? t('waiting.added'));
    } catch (error) {
      if (ratePerHour === undefined && needsWaitingRate(error)) {
        setAskingRate(true);
        return;
      }
      setFailure(failureMessage(error, { failed: t('waiting.failed'), error: t('waiting.error') }));
    }
  };

  return (
    <div className="trip-waiting">
      {askingRate ? (
        <WaitingRateForm
          stop={stop}
          currency={currency}
          busy={add.isPending}
          onSubmit={(rate) => send(rate)}
          onCancel={() => setAskingRate(false)}
        />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          icon={<IonIcon icon={addCircleOutline} />}
          busy={add.isPending}
          onClick={() => send()}
        >
          {t('waiting.add')}
        </Button>
      )}
      {failure && <InlineAlert message={failure} />}
    </div>
  );
}

type WaitingRateFormProps = {
  stop: TripStop;
  currency: string;
  busy: boolean;
  onSubmit: (ratePerHour: number) => Promise<void>;
  onCancel: () => void;
};

/** The hourly rate in the load's currency, asked for once: the server keeps it for next time. */
function WaitingRateForm({ stop, currency, busy, onSubmit, onCancel }: WaitingRateFormProps) {
  const { t } = useTranslation('trips');
  const form = useForm<RateForm>({ resolver: zodResolver(rateForm) });
  const invalid = form.formState.errors.ratePerHour;
  const step = 10 ** -currencyDecimals(currency);
  return (
    <form
      className="trip-waiting__rate"
      noValidate
      aria-label={t('waiting.rateTitle')}
      onSubmit={form.handleSubmit(({ ratePerHour }) => onSubmit(ratePerHour))}
    >
      <p className="trip-waiting__rate-text">{t('waiting.rateNeeded', { currency })}</p>
      <TextField
        id={`waiting-rate-${stop}`}
        label={t('waiting.rateLabel', { currency })}
        hint={t('waiting.rateHint', { currency })}
        type="number"
        inputMode="decimal"
        min={step}
        step={step}
        dir="ltr"
        required
        error={invalid ? t('waiting.rateInvalid') : undefined}
        {...form.register('ratePerHour', {
          setValueAs: (value: string) => (value.trim() === '' ? Number.NaN : Number(value)),
        })}
      />
      <div className="trip-waiting__rate-actions">
        <Button type="submit" variant="secondary" size="sm" busy={busy}>
          {t('waiting.addWithRate')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          {t('waiting.cancel')}
        </Button>
      </div>
    </form>
  );
}
