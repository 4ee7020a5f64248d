import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FindLoadsRow } from '../../../contract/loads';
import type { Truck } from '../../../contract/trucks';
import { TRIPS_PATH, tripDetailsPath } from '../../../lib/detail-paths';
import { notifyError } from '../../../lib/toasts';
import { useGroupQuote } from '../api/group-quote';
import type { QuoteMode } from '../api/save-quote';
import { useTripByLoad } from '../api/trip-by-load';
import { activeTrucksQueryOptions } from '../../fleet/api/trucks-query';
import type { DialogSequence } from '../hooks/use-dialog-sequence';
import { loadAction, type LoadAction } from '../utils/load-action';
import { LoadDetailsDialog, type LoadStanding } from './load-details-dialog';
import { NoTrucksDialog } from './no-trucks-dialog';
import { QuoteDialog } from './quote-dialog';
import { StartTripDialog } from './start-trip-dialog';

export type LoadDialogKind = 'details' | 'noTrucks' | 'quote' | 'startTrip';

type LoadDialogsProps = {
  /** The load whose row was opened; it stays selected while one dialog leads to the next. */
  row: FindLoadsRow | null;
  dialogs: DialogSequence<LoadDialogKind>;
};

/** Load Details and the dialogs its actions lead to, one at a time (docs/product.md §2, §9). */
export function LoadDialogs({ row, dialogs }: LoadDialogsProps) {
  const { t } = useTranslation('find-loads');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loadId = row?._id ?? null;
  const groupQuote = useGroupQuote(loadId);
  const quote = groupQuote.data ?? null;
  const accepted = quote?.status === 'accepted';
  const trip = useTripByLoad(loadId, accepted);
  const [quoteMode, setQuoteMode] = useState<QuoteMode>('offer');
  const [trucks, setTrucks] = useState<Truck[]>([]);
  const [checkingTrucks, setCheckingTrucks] = useState(false);

  let standing: LoadStanding;
  if (groupQuote.isError) standing = { state: 'error', retry: () => void groupQuote.refetch() };
  else if (accepted && trip.isError)
    standing = { state: 'error', retry: () => void trip.refetch() };
  else if (!row || groupQuote.isPending || (accepted && trip.isPending))
    standing = { state: 'loading' };
  else {
    const action = loadAction({ loadStatus: row.status, quote, hasTrip: Boolean(trip.data) });
    standing = { state: 'ready', quote, action };
  }

  // docs/product.md §2: the quote form needs a truck to offer, so a group without one is sent to add trucks.
  // Retired trucks are offered for nothing: a group with only those has none to quote with.
  const openQuote = async (mode: QuoteMode) => {
    setCheckingTrucks(true);
    try {
      const found = await queryClient.fetchQuery(activeTrucksQueryOptions());
      setTrucks(found);
      setQuoteMode(mode);
      dialogs.show(found.length === 0 ? 'noTrucks' : 'quote');
    } catch {
      notifyError(t('trucksError'));
    } finally {
      setCheckingTrucks(false);
    }
  };

  const runAction = (action: LoadAction) => {
    if (action === 'offer' || action === 'update') void openQuote(action);
    else if (action === 'start') dialogs.show('startTrip');
    else {
      dialogs.close();
      // View Trip opens that trip's details, `/trips/{tripId}`.
      const tripId = trip.data?.tripId;
      void navigate(tripId ? tripDetailsPath(tripId) : TRIPS_PATH);
    }
  };

  return (
    <>
      <LoadDetailsDialog
        open={dialogs.current === 'details'}
        row={row}
        standing={standing}
        actionBusy={checkingTrucks}
        onAction={runAction}
        onClose={dialogs.close}
      />
      <NoTrucksDialog
        open={dialogs.current === 'noTrucks'}
        onClose={dialogs.close}
        onAddTrucks={() => {
          dialogs.close();
          void navigate('/trucks');
        }}
      />
      <QuoteDialog
        open={dialogs.current === 'quote'}
        mode={quoteMode}
        row={row}
        quote={quote}
        trucks={trucks}
        onClose={dialogs.close}
      />
      <StartTripDialog
        open={dialogs.current === 'startTrip'}
        row={row}
        quote={accepted ? quote : null}
        onClose={dialogs.close}
      />
    </>
  );
}
