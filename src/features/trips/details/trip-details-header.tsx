import { useEffect, useRef } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { arrowBack, copyOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/toasts';

type TripDetailsHeaderProps = {
  /** TR-<n>; undefined until the trip has arrived. */
  displayId: string | undefined;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
};

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** SPEC §2: back, the trip id with a copy button, and Refresh. */
export function TripDetailsHeader({
  displayId,
  refreshing,
  onBack,
  onRefresh,
}: TripDetailsHeaderProps) {
  const { t } = useTranslation('trips');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The panel replaces the list: move focus into it so keyboard and screen reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copyId = async () => {
    if (!displayId) return;
    if (await copyText(displayId)) notifySuccess(t('panel.copied'));
    else notifyError(t('panel.copyFailed'));
  };

  return (
    <header className="trip-details__header">
      <button
        type="button"
        className="trips-icon-button"
        onClick={onBack}
        aria-label={t('panel.back')}
      >
        <IonIcon icon={arrowBack} className="trips-flip-rtl" aria-hidden="true" />
      </button>
      <h2 ref={headingRef} tabIndex={-1} className="trip-details__title">
        {displayId ? t('panel.title', { id: displayId }) : t('panel.loadingTitle')}
      </h2>
      {displayId && (
        <button
          type="button"
          className="trips-icon-button"
          onClick={() => void copyId()}
          aria-label={t('panel.copyId', { id: displayId })}
        >
          <IonIcon icon={copyOutline} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className="trips-button trips-button--secondary trip-details__refresh"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
      >
        {refreshing ? (
          <IonSpinner name="crescent" className="trips-button__spinner" aria-hidden="true" />
        ) : (
          <IonIcon icon={refreshOutline} aria-hidden="true" />
        )}
        <span className="trip-details__refresh-label">{t('panel.refresh')}</span>
      </button>
    </header>
  );
}
