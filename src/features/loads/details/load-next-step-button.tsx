import { IonIcon } from '@ionic/react';
import { navigateOutline, receiptOutline, starOutline, walletOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { revealSection } from '../../../lib/reveal-section';
import type { LoadNextStep } from './load-next-step';

type LoadNextStepButtonProps = {
  step: LoadNextStep;
  onOpenQuote: (quoteId: string) => void;
  onOpenReceipt: (paymentId: string) => void;
  onRateDriver: () => void;
};

/** The loudest button on Load Details: what the shipper should do now, or nothing to press. */
export function LoadNextStepButton({
  step,
  onOpenQuote,
  onOpenReceipt,
  onRateDriver,
}: LoadNextStepButtonProps) {
  const { t } = useTranslation('load-details');
  let icon: string;
  let label: string;
  let act: () => void;
  switch (step.kind) {
    case 'reviewQuotes':
      icon = walletOutline;
      label = t('nextStep.reviewQuotes');
      act = () => onOpenQuote(step.quoteId);
      break;
    case 'followTrip':
      icon = navigateOutline;
      label = t('nextStep.followTrip');
      act = () => revealSection('load-details-timeline');
      break;
    case 'rateDriver':
      icon = starOutline;
      label = t('nextStep.rateDriver');
      act = onRateDriver;
      break;
    case 'viewReceipt':
      icon = receiptOutline;
      label = t('nextStep.viewReceipt');
      act = () => onOpenReceipt(step.paymentId);
      break;
    default:
      return null;
  }
  return (
    <Button variant="primary" icon={<IonIcon icon={icon} />} onClick={act}>
      {label}
    </Button>
  );
}
