import { useEffect, useRef } from 'react';
import { IonIcon } from '@ionic/react';
import { arrowBack, copyOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { IconButton } from '../../../components/ui/icon-button/icon-button';
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
      <IconButton
        label={t('panel.back')}
        icon={<IonIcon icon={arrowBack} className="trip-details__back-icon" />}
        onClick={onBack}
      />
      <h2 ref={headingRef} tabIndex={-1} className="trip-details__title">
        {displayId ? t('panel.title', { id: displayId }) : t('panel.loadingTitle')}
      </h2>
      {displayId && (
        <IconButton
          label={t('panel.copyId', { id: displayId })}
          icon={<IonIcon icon={copyOutline} />}
          onClick={() => void copyId()}
        />
      )}
      <Button
        variant="secondary"
        className="trip-details__refresh"
        icon={<IonIcon icon={refreshOutline} />}
        busy={refreshing}
        onClick={onRefresh}
      >
        <span className="trip-details__refresh-label">{t('panel.refresh')}</span>
      </Button>
    </header>
  );
}
