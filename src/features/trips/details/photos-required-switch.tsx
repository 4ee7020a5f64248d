import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { failureMessage } from '../../../lib/failure-message';
import { notifySuccess } from '../../../lib/toasts';
import { useUpdateProofSettings } from '../api/update-proof-settings';

type PhotosRequiredSwitchProps = { tripId: string; photosRequired: boolean };

/**
 * Issue 21 §1: the provider chooses, per trip and until it ends, that the driver's proof of
 * delivery must carry photos. The switch moves at once and goes back if the server refuses.
 */
export function PhotosRequiredSwitch({ tripId, photosRequired }: PhotosRequiredSwitchProps) {
  const { t } = useTranslation('trips');
  const update = useUpdateProofSettings(tripId);
  const [failure, setFailure] = useState<string>();
  // While a change is on its way the switch shows it; the trip's own value otherwise.
  const shown = update.isPending ? update.variables.photosRequired : photosRequired;

  const change = (wanted: boolean) => {
    if (update.isPending) return;
    setFailure(undefined);
    update.mutate(
      { photosRequired: wanted },
      {
        onSuccess: ({ message }) => notifySuccess(message ?? t('proof.saved')),
        onError: (error) =>
          setFailure(
            failureMessage(error, { failed: t('proof.saveFailed'), error: t('proof.saveError') }),
          ),
      },
    );
  };

  return (
    <div className="trip-proof-setting">
      <label className="trip-proof-setting__switch">
        <input
          type="checkbox"
          role="switch"
          checked={shown}
          aria-describedby="trip-photos-required-hint"
          aria-busy={update.isPending || undefined}
          onChange={(event) => change(event.target.checked)}
        />
        <span className="trip-proof-setting__label">{t('proof.photosRequired')}</span>
      </label>
      <p id="trip-photos-required-hint" className="trip-proof-setting__hint">
        {t(shown ? 'proof.photosRequiredOn' : 'proof.photosRequiredOff')}
      </p>
      {failure && <InlineAlert message={failure} />}
    </div>
  );
}
