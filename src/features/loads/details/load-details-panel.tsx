import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { useLoadDetails } from '../api/load-details';
import { QuoteDialog } from '../quotes/quote-dialog';
import { LoadDetailsSkeleton } from './load-details-skeleton';
import { LoadInformation } from './load-information';
import { LoadStatusSummary } from './load-status-summary';
import { LoadTimelineCard } from './load-timeline-card';
import { LocationDialog } from './location/location-dialog';
import { PaymentsSection } from './payments-section';
import { QuotesSection } from './quotes-section';
import { TripRatingDialog } from './rating/trip-rating-dialog';
import { StopCard } from './stop-card';
import type { StopKind } from './stop-edit-rules';
import { TripSection } from './trip-section';
import './load-details-panel.css';
import { DetailsHeader } from '../../../components/details-header/details-header';

type LoadDetailsPanelProps = {
  /** The load's _id. */
  loadId: string;
  onClose: () => void;
};

/** docs/product.md §2 Load Details: a shipper's full view of one load, in place of the list. */
export function LoadDetailsPanel({ loadId, onClose }: LoadDetailsPanelProps) {
  const { t } = useTranslation('load-details');
  const query = useLoadDetails(loadId);
  const load = query.data;
  const [editing, setEditing] = useState<StopKind | null>(null);
  const [openQuoteId, setOpenQuoteId] = useState<string | null>(null);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  const [rating, setRating] = useState(false);
  const openQuote = load?.quotes.find((quote) => quote._id === openQuoteId);
  const refetch = () => void query.refetch();

  return (
    <article className="load-details">
      <DetailsHeader
        title={load ? t('panel.title', { id: load.id }) : t('panel.loadingTitle')}
        copyValue={load?.id}
        labels={{
          back: t('panel.backLabel'),
          copy: t('panel.copyId', { id: load?.id }),
          copied: t('panel.copied'),
          copyFailed: t('panel.copyFailed'),
          refresh: t('panel.refresh'),
        }}
        refreshing={query.isFetching}
        onBack={onClose}
        onRefresh={refetch}
      />
      {!load && query.isPending && <LoadDetailsSkeleton />}
      {!load && query.isError && (
        <div className="load-details__error" role="alert">
          <p>{t('panel.fetchError')}</p>
          <Button onClick={refetch}>{t('panel.retry')}</Button>
        </div>
      )}
      {load && (
        <div className="load-details__body">
          {query.isError && (
            <p className="load-details__stale" role="status">
              {t('panel.refreshError')}
            </p>
          )}
          <LoadStatusSummary
            load={load}
            onOpenQuote={setOpenQuoteId}
            onOpenReceipt={setReceiptId}
            onRateDriver={() => setRating(true)}
          />
          <div className="load-details__columns">
            <div className="load-details__column">
              {load.tripId ? (
                <TripSection load={load} onRateDriver={() => setRating(true)} />
              ) : (
                <>
                  {/* A load cancelled before its trip started still ends its timeline. */}
                  {load.status === 'cancelled' && <LoadTimelineCard load={load} />}
                  <QuotesSection load={load} onOpenQuote={setOpenQuoteId} />
                </>
              )}
              <PaymentsSection load={load} receiptId={receiptId} onReceiptChange={setReceiptId} />
            </div>
            <div className="load-details__column">
              <LoadInformation load={load} />
              <StopCard
                kind="source"
                stop={load.source}
                status={load.status}
                onEdit={() => setEditing('source')}
              />
              <StopCard
                kind="destination"
                stop={load.destination}
                status={load.status}
                onEdit={() => setEditing('destination')}
              />
            </div>
          </div>
        </div>
      )}
      {load && editing && (
        <LocationDialog load={load} kind={editing} onClose={() => setEditing(null)} />
      )}
      {load?.driverDetails && rating && (
        <TripRatingDialog
          loadId={load._id}
          driverName={load.driverDetails.name}
          current={load.tripRating ?? null}
          onClose={() => setRating(false)}
        />
      )}
      {load && openQuote && (
        <QuoteDialog
          load={load}
          quote={openQuote}
          onClose={() => setOpenQuoteId(null)}
          onChanged={refetch}
        />
      )}
    </article>
  );
}
