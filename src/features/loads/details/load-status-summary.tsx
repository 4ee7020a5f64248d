import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { loadDocumentPath, loadInvoicePath } from '../../../lib/detail-paths';
import { formatMoney } from '../../../lib/format';
import { PaperworkLinks } from '../../paperwork/paperwork-links';
import { CancelLoadControl } from './cancel-load-control';
import { loadNextStep } from './load-next-step';
import { LoadNextStepButton } from './load-next-step-button';
import { LoadReadyControl } from './load-ready-control';

type LoadStatusSummaryProps = {
  load: Load;
  onOpenQuote: (quoteId: string) => void;
  onOpenReceipt: (paymentId: string) => void;
  onRateDriver: () => void;
};

/**
 * Where the load stands and what to do next: the status (the same label every role reads), the
 * server's words for it, the one loud next step, then the secondary ones (mark ready, cancel).
 */
export function LoadStatusSummary({
  load,
  onOpenQuote,
  onOpenReceipt,
  onRateDriver,
}: LoadStatusSummaryProps) {
  const { t } = useTranslation('load-details');
  const step = loadNextStep(load);
  const best = step.kind === 'reviewQuotes' && load.quotes.find((q) => q._id === step.quoteId);
  return (
    <section className="load-details__card load-status" aria-label={t('status.label')}>
      <div className="load-status__text">
        <StatusBadge status={load.status} />
        {/* Before a trip, the server says how far the deal got: 'Quotes received'… */}
        {load.status === 'pending' && load.statusText && (
          <p className="load-status__stage">{load.statusText}</p>
        )}
        {load.statusDescription && (
          <p className="load-status__description">{load.statusDescription}</p>
        )}
        {best && (
          <p className="load-status__hint">
            {t('nextStep.bestQuote', {
              amount: formatMoney(best.amount, load.currency),
              provider: best.userName,
            })}
          </p>
        )}
      </div>
      <div className="load-status__actions">
        <LoadNextStepButton
          step={step}
          onOpenQuote={onOpenQuote}
          onOpenReceipt={onOpenReceipt}
          onRateDriver={onRateDriver}
        />
        <LoadReadyControl load={load} />
        <CancelLoadControl load={load} />
        <PaperworkLinks
          documentTo={load.tripId ? loadDocumentPath(load._id) : null}
          // Kept after a cancelled deal: its invoice and credit note stay the shipper's papers.
          invoiceTo={
            load.invoiced || load.quotes.some((quote) => quote.status === 'accepted')
              ? loadInvoicePath(load._id)
              : null
          }
        />
      </div>
    </section>
  );
}
