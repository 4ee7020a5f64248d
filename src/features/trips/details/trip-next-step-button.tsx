import { IonIcon } from '@ionic/react';
import {
  addOutline,
  navigateOutline,
  personAddOutline,
  receiptOutline,
  shareSocialOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { truckOutline } from '../../../app/shell/truck-icon';
import { Button } from '../../../components/ui/button/button';
import { revealSection } from '../../../lib/reveal-section';
import type { TripNextStep } from './trip-next-step';

type TripNextStepButtonProps = {
  step: TripNextStep;
  onCreateLink: () => void;
  onOpenLink: (linkId: string) => void;
};

/**
 * Focuses a form control after bringing it into view, for the steps done in place; without one
 * (no drivers or trucks to pick yet) the transport card, where 'Add Drivers' waits.
 */
function revealControl(id: string) {
  const control = document.getElementById(id);
  if (!control) {
    revealSection('trip-details-transport');
    return;
  }
  control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}

/** The loudest button on Trip Details: the provider's next step, or nothing to press. */
export function TripNextStepButton({ step, onCreateLink, onOpenLink }: TripNextStepButtonProps) {
  const { t } = useTranslation('trips');
  let icon: string;
  let act: () => void;
  switch (step.kind) {
    case 'assignDriver':
      icon = personAddOutline;
      act = () => revealControl('trip-assign-driver');
      break;
    case 'assignTruck':
      icon = truckOutline;
      act = () => revealControl('trip-assign-truck');
      break;
    case 'createLink':
      icon = addOutline;
      act = onCreateLink;
      break;
    case 'sendLink':
      icon = shareSocialOutline;
      act = () => onOpenLink(step.linkId);
      break;
    case 'decideCharges':
      icon = receiptOutline;
      act = () => revealSection('trip-details-charges');
      break;
    case 'track':
      icon = navigateOutline;
      act = () => revealSection('trip-details-transport');
      break;
    default:
      return null;
  }
  return (
    <Button variant="primary" icon={<IonIcon icon={icon} />} onClick={act}>
      {t(`nextStep.${step.kind}`, step.kind === 'decideCharges' ? { count: step.waiting } : {})}
    </Button>
  );
}
