import { useRef, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { checkmarkOutline, closeOutline, createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/failure-message';
import { useDecideCharge, type ChargeDecision } from '../api/decide-charge';
import type { DriverCharge } from '../api/driver-link-details';
import { AdjustedAmountForm } from './adjusted-amount-form';

type ChargeDecisionActionsProps = { charge: DriverCharge; currency: string };

/** A pending charge: Approve in full, approve another amount, or Reject; each says how it went. */
export function ChargeDecisionActions({ charge, currency }: ChargeDecisionActionsProps) {
  const { t } = useTranslation('driver-links');
  const decide = useDecideCharge();
  const [adjusting, setAdjusting] = useState(false);
  // One key per decision: a double click or a retry repeats it and is answered the same.
  const [nonce] = useState(newIdempotencyKey);
  // isPending arrives a render late; a double click must not send twice meanwhile.
  const sending = useRef(false);

  const send = (decision: ChargeDecision) => {
    if (sending.current) return;
    sending.current = true;
    decide.mutate(
      {
        chargeId: charge._id,
        decision,
        idempotencyKey: requestIdempotencyKey(`decide-${nonce}`, decision),
      },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (message) =>
          notifySuccess(
            message ??
              t(decision.decision === 'approve' ? 'charges.approved' : 'charges.rejectedToast'),
          ),
        onError: (error) =>
          notifyError(
            failureMessage(error, {
              failed: t('charges.decideFailed'),
              error: t('charges.decide'),
            }),
          ),
      },
    );
  };

  if (adjusting) {
    return (
      <AdjustedAmountForm
        charge={charge}
        currency={currency}
        busy={decide.isPending}
        onApprove={(approvedAmount) => send({ decision: 'approve', approvedAmount })}
        onCancel={() => setAdjusting(false)}
      />
    );
  }

  return (
    <div className="charge-actions">
      {/* Secondary: the screen's one primary is its next step ('Review charges'). */}
      <Button
        variant="secondary"
        size="sm"
        icon={<IonIcon icon={checkmarkOutline} />}
        disabled={decide.isPending}
        onClick={() => send({ decision: 'approve' })}
        aria-label={t('charges.approveLabel', { reason: charge.reason })}
      >
        {t('charges.approve')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<IonIcon icon={createOutline} />}
        disabled={decide.isPending}
        onClick={() => setAdjusting(true)}
        aria-label={t('charges.adjustLabel', { reason: charge.reason })}
      >
        {t('charges.adjust')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        icon={<IonIcon icon={closeOutline} />}
        disabled={decide.isPending}
        onClick={() => send({ decision: 'reject' })}
        aria-label={t('charges.rejectLabel', { reason: charge.reason })}
      >
        {t('charges.reject')}
      </Button>
    </div>
  );
}
