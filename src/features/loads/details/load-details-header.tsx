import { useEffect, useRef } from 'react';
import { IonIcon } from '@ionic/react';
import { arrowBack, copyOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { IconButton } from '../../../components/ui/icon-button/icon-button';
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
      <IconButton
        label={t('panel.backLabel')}
        icon={<IonIcon icon={arrowBack} className="load-details__back-icon" />}
        onClick={onBack}
      />
      <h2 ref={headingRef} tabIndex={-1} className="load-details__title">
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
        className="load-details__refresh"
        icon={<IonIcon icon={refreshOutline} />}
        busy={refreshing}
        onClick={onRefresh}
      >
        <span className="load-details__refresh-label">{t('panel.refresh')}</span>
      </Button>
    </header>
  );
}
