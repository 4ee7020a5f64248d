import { Icon } from '../../components/icon/icon';
import { refreshOutline } from '../../components/icon/icons/refresh-outline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOffer, withdrawUpdate } from './update-offer';
import './update-prompt.css';

/** 'Update available', on every page, once a new build's worker is waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const offer = useUpdateOffer();
  const [applying, setApplying] = useState<typeof offer>(null);
  if (!offer) return null;
  const busy = applying === offer;

  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <Icon className="update-prompt__icon" icon={refreshOutline} aria-hidden="true" />
      <span className="update-prompt__text">{t('update.available')}</span>
      <button
        type="button"
        className="update-prompt__button update-prompt__button--later"
        onClick={withdrawUpdate}
        disabled={busy}
      >
        {t('update.later')}
      </button>
      <button
        type="button"
        className="update-prompt__button update-prompt__button--apply"
        disabled={busy}
        onClick={() => {
          setApplying(offer);
          // It waits for the driver's outbox to finish sending, then the page reloads.
          void offer.apply();
        }}
      >
        {busy ? t('update.applying') : t('update.apply')}
      </button>
    </div>
  );
}
