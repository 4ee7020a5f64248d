import { IonIcon } from '@ionic/react';
import { cashOutline, createOutline, eyeOutline, playOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
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
    <Button variant="primary" busy={busy} icon={<IonIcon icon={ICONS[action]} />} onClick={onClick}>
      {t(`actions.${action}`)}
    </Button>
  );
}
