import { useEffect, useRef } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { arrowBack, copyOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { copyToClipboard } from './copy-to-clipboard';

type LoadDetailsHeaderProps = {
  /** The display id (LD-1042); undefined until the load has arrived. */
  displayId: string | undefined;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
};

/** SPEC §2: back, the load id with a copy button, and Refresh. */
export function LoadDetailsHeader({
  displayId,
  refreshing,
  onBack,
  onRefresh,
}: LoadDetailsHeaderProps) {
  const { t } = useTranslation('load-details');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The panel replaces the list: move focus into it so keyboard and screen reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copyId = async () => {
    if (!displayId) return;
    if (await copyToClipboard(displayId)) notifySuccess(t('panel.copied'));
    else notifyError(t('panel.copyFailed'));
  };

  return (
    <header className="load-details__header">
      <button
        type="button"
        className="load-details-icon-button"
        onClick={onBack}
        aria-label={t('panel.backLabel')}
      >
        <IonIcon icon={arrowBack} className="load-details__back-icon" aria-hidden="true" />
      </button>
      <h2 ref={headingRef} tabIndex={-1} className="load-details__title">
        {displayId ? t('panel.title', { id: displayId }) : t('panel.loadingTitle')}
      </h2>
      {displayId && (
        <button
          type="button"
          className="load-details-icon-button"
          onClick={() => void copyId()}
          aria-label={t('panel.copyId', { id: displayId })}
        >
          <IonIcon icon={copyOutline} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className="load-details-button load-details__refresh"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
      >
        {refreshing ? (
          <IonSpinner name="crescent" aria-hidden="true" />
        ) : (
          <IonIcon icon={refreshOutline} aria-hidden="true" />
        )}
        <span className="load-details__refresh-label">{t('panel.refresh')}</span>
      </button>
    </header>
  );
}
