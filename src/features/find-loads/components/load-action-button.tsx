import { IonIcon, IonSpinner } from '@ionic/react';
import { cashOutline, createOutline, eyeOutline, playOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { LoadAction } from '../utils/load-action';

const ICONS: Record<LoadAction, string> = {
  offer: cashOutline,
  update: createOutline,
  start: playOutline,
  view: eyeOutline,
};

type LoadActionButtonProps = { action: LoadAction; busy: boolean; onClick: () => void };

/** The one next step Load Details offers: Offer Quote, Update Quote, Start Trip or View Trip. */
export function LoadActionButton({ action, busy, onClick }: LoadActionButtonProps) {
  const { t } = useTranslation('find-loads');
  return (
    <button
      type="button"
      className="find-loads-button find-loads-button--primary"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? (
        <IonSpinner name="crescent" className="find-loads-button__spinner" aria-hidden="true" />
      ) : (
        <IonIcon icon={ICONS[action]} aria-hidden="true" />
      )}
      <span>{t(`actions.${action}`)}</span>
    </button>
  );
}
