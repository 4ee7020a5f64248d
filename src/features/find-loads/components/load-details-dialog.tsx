import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { Button } from '../../../components/ui/button/button';
import type { FindLoadsRow } from '../../../contract/loads';
import type { GroupQuote } from '../../../contract/quotes';
import type { LoadAction } from '../utils/load-action';
import { FormBanner } from './form-banner';
import { GroupQuoteSummary } from './group-quote-summary';
import { LoadActionButton } from './load-action-button';
import { LoadFacts } from './load-facts';
import { LoadPhotos } from './load-photos';

/** Where the group's quote (and trip) lookups stand for the open load. */
export type LoadStanding =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; quote: GroupQuote | null; action: LoadAction | null };

type LoadDetailsDialogProps = {
  open: boolean;
  row: FindLoadsRow | null;
  standing: LoadStanding;
  /** True while the trucks are looked up before the quote form opens. */
  actionBusy: boolean;
  onAction: (action: LoadAction) => void;
  onClose: () => void;
};

/** docs/product.md §2 Load Details (provider): the load, the group's quote, and the next step. */
export function LoadDetailsDialog({
  open,
  row,
  standing,
  actionBusy,
  onAction,
  onClose,
}: LoadDetailsDialogProps) {
  const { t } = useTranslation('find-loads');
  const action = standing.state === 'ready' ? standing.action : null;

  return (
    <Dialog
      open={open && row !== null}
      title={t('details.title')}
      onClose={onClose}
      size="lg"
      actions={
        <>
          <Button onClick={onClose}>{t('details.close')}</Button>
          {action && (
            <LoadActionButton action={action} busy={actionBusy} onClick={() => onAction(action)} />
          )}
        </>
      }
    >
      {row && <LoadFacts row={row} />}
      {row && <LoadPhotos images={row.images} />}
      {standing.state === 'loading' && (
        <p className="find-loads-checking" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          <span>{t('details.checking')}</span>
        </p>
      )}
      {standing.state === 'error' && (
        <div className="find-loads-retry">
          <FormBanner tone="error" message={t('details.error')} />
          <Button onClick={standing.retry}>{t('details.retry')}</Button>
        </div>
      )}
      {standing.state === 'ready' && row && standing.quote && (
        <GroupQuoteSummary quote={standing.quote} currency={row.currency} />
      )}
      {standing.state === 'ready' && <StandingNote row={row} standing={standing} />}
    </Dialog>
  );
}

type StandingNoteProps = {
  row: FindLoadsRow | null;
  standing: Extract<LoadStanding, { state: 'ready' }>;
};

/** Why the dialog offers what it does, when that is not plain from the quote's status. */
function StandingNote({ row, standing }: StandingNoteProps) {
  const { t } = useTranslation('find-loads');
  if (row?.status === 'cancelled') {
    return <p className="find-loads-note">{t('details.loadCancelled')}</p>;
  }
  // It reads Rejected, yet a new offer is welcome.
  if (standing.action === 'update' && standing.quote?.acceptanceCancelled) {
    return <p className="find-loads-note">{t('details.acceptanceCancelled')}</p>;
  }
  if (!standing.action) return <p className="find-loads-note">{t('details.noAction')}</p>;
  return null;
}
