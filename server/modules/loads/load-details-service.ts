import { DEFAULT_LANGUAGE, type Language } from '../../../src/contract/languages';
import type { LoadPayment } from '../../../src/contract/load-payments';
import type { Load, LoadQuote } from '../../../src/contract/loads';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { DeliveryProofsService } from '../delivery-proofs/delivery-proofs-service';
import type { QuoteOnLoad, QuotesService } from '../quotes/quotes-service';
import type { TripChargesService } from '../trip-charges/trip-charges-service';
import { liveTripOf } from '../trips/live-trip';
import type { TripDriverDetailsService } from '../trips/trip-driver-details-service';
import type { StopWaitsService } from '../trips/stop-waits-service';
import type { TripRatingService } from '../trips/trip-rating-service';
import { providerStatusText, shipperStatusText } from './load-status-text';
import { toLoadDetails } from './load-view';
import { LOAD_NOT_FOUND, type LoadsService } from './loads-service';
import { respondByOf } from './respond-by';

type Dependencies = {
  db: Database;
  loads: LoadsService;
  quotes: QuotesService;
  tripDriver: TripDriverDetailsService;
  tripCharges: Pick<TripChargesService, 'approvedForTrip' | 'priceOf'>;
  tripRatings: Pick<TripRatingService, 'forTrip'>;
  stopWaits: Pick<StopWaitsService, 'forTrip'>;
  deliveryProofs: Pick<DeliveryProofsService, 'forTrip'>;
  /** The load's payments and refunds (the payments module's), for its shipper only. */
  paymentsOfLoad: (loadId: string) => Promise<LoadPayment[]>;
  /** Whether the load has a deal invoice (the invoices module's). */
  isInvoiced: (loadId: string) => Promise<boolean>;
};

function toLoadQuote(quote: QuoteOnLoad, currency: string): LoadQuote {
  return {
    _id: quote.id,
    userName: quote.groupName,
    // Quotes come from truck groups, never from a lone driver.
    userType: 'other',
    amount: quote.offer,
    currency,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
    truck: quote.truck,
  };
}

/**
 * The Load Details panel: the shipper sees everything, a provider only what its quote earns. Its
 * status text and charge descriptions are in the reader's language (`lang`).
 */
export function createLoadDetailsService({
  db,
  loads,
  quotes,
  tripDriver,
  tripCharges,
  tripRatings,
  stopWaits,
  deliveryProofs,
  paymentsOfLoad,
  isInvoiced,
}: Dependencies) {
  return {
    async forShipper(
      shipperUserId: string,
      loadId: string,
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<Load> {
      const row = await loads.getOwned(shipperUserId, loadId);
      const [onLoad, trip, payments, invoiced] = await Promise.all([
        quotes.listForLoad(loadId),
        liveTripOf(db, loadId),
        paymentsOfLoad(loadId),
        isInvoiced(loadId),
      ]);
      return {
        ...toLoadDetails(row, {
          quotes: onLoad.map((quote) => toLoadQuote(quote, row.currency)),
          status: shipperStatusText(row.status, onLoad, lang),
          tripId: trip?.id ?? null,
          driverDetails: trip ? await tripDriver.forTrip(trip) : null,
          charges: trip ? await tripCharges.approvedForTrip(trip.id, lang) : [],
          withContact: true,
          withResponseTime: true,
        }),
        firstQuoteAt: row.firstQuoteAt?.toISOString() ?? null,
        payments,
        invoiced,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        price: trip ? await tripCharges.priceOf(trip, row.currency) : null,
        tripRating: trip ? await tripRatings.forTrip(trip.id) : null,
        stopWaits: trip ? await stopWaits.forTrip(trip.id) : null,
        deliveryProof: trip
          ? await deliveryProofs.forTrip(trip.id, row.destination.coordinates)
          : null,
      };
    },

    /** Open loads, or loads the group quoted; contacts only once the group's quote is accepted. */
    async forProvider(
      groupId: string,
      loadId: string,
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<Load> {
      const row = await loads.getById(loadId);
      const onLoad = await quotes.listForLoad(loadId);
      const own = onLoad.filter((quote) => quote.groupId === groupId);
      const open = row.status === 'pending' && !onLoad.some((quote) => quote.status === 'accepted');
      if (!open && own.length === 0) throw notFound(LOAD_NOT_FOUND);
      const won = own.some((quote) => quote.status === 'accepted');
      const trip = won ? await liveTripOf(db, loadId) : null;
      // Only the group running the trip sees it and its driver.
      const ownTrip = trip?.groupId === groupId ? trip : null;
      return {
        ...toLoadDetails(row, {
          quotes: own.map((quote) => toLoadQuote(quote, row.currency)),
          status: providerStatusText(row.status, own[0], lang),
          tripId: ownTrip?.id ?? null,
          driverDetails: ownTrip ? await tripDriver.forTrip(ownTrip) : null,
          // The provider reads and decides its charges on Trip Details.
          charges: [],
          withContact: won,
          withResponseTime: false,
        }),
        // As in Find Loads: only while nobody has quoted the open load.
        respondBy: open ? respondByOf(row) : null,
        tripRating: ownTrip ? await tripRatings.forTrip(ownTrip.id) : null,
        stopWaits: ownTrip ? await stopWaits.forTrip(ownTrip.id) : null,
        deliveryProof: ownTrip
          ? await deliveryProofs.forTrip(ownTrip.id, row.destination.coordinates)
          : null,
      };
    },
  };
}

export type LoadDetailsService = ReturnType<typeof createLoadDetailsService>;
