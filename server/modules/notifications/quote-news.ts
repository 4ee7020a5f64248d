import type { LiveEvent } from '../../../src/contract/notifications';
import type { Database } from '../../db/database';
import type { QuoteRow } from '../quotes/quotes.schema';
import type { TruckGroupsService } from '../truck-groups/truck-groups-service';
import type { LoadParties, NewsLoad } from './load-parties';
import { providerNotices, shipperNotices } from './notification-notices';

type NewsQuote = Pick<QuoteRow, 'id' | 'loadId' | 'groupId' | 'offer' | 'truckId'>;

type Dependencies = {
  parties: LoadParties;
  truckGroups: Pick<TruckGroupsService, 'nameOf'>;
};

const quoteEvent = (quote: NewsQuote): LiveEvent => ({
  type: 'quote',
  loadId: quote.loadId,
  quoteId: quote.id,
});

/** What quoting and deciding on quotes tells the shipper and the carriers; all in the caller's transaction. */
export function createQuoteNews({ parties, truckGroups }: Dependencies) {
  return {
    async received(tx: Database, load: NewsLoad, quote: NewsQuote): Promise<void> {
      const carrier = await truckGroups.nameOf(quote.groupId, tx);
      await parties.tell(tx, {
        load,
        toShipper: shipperNotices.quoteReceived(load, { carrier, offer: quote.offer }),
        live: quoteEvent(quote),
      });
    },

    /** An update that changed neither the amount nor the truck is no news. */
    async updated(
      tx: Database,
      load: NewsLoad,
      quote: NewsQuote,
      before: Pick<QuoteRow, 'offer' | 'truckId'>,
    ): Promise<void> {
      if (quote.offer === before.offer && quote.truckId === before.truckId) return;
      const carrier = await truckGroups.nameOf(quote.groupId, tx);
      await parties.tell(tx, {
        load,
        toShipper: shipperNotices.quoteUpdated(load, {
          carrier,
          offer: quote.offer,
          previousOffer: before.offer,
        }),
        live: quoteEvent(quote),
      });
    },

    /** The winner is told, and so is every carrier whose pending quote the acceptance closed. */
    async accepted(
      tx: Database,
      load: NewsLoad,
      accepted: NewsQuote,
      closed: NewsQuote[],
    ): Promise<void> {
      // The shipper's screens too: a webhook may accept while the shipper's browser is closed.
      await parties.tell(tx, {
        load,
        groupId: accepted.groupId,
        toGroup: providerNotices.quoteAccepted(load, accepted),
        live: quoteEvent(accepted),
      });
      for (const quote of closed) {
        await parties.tell(tx, {
          load,
          groupId: quote.groupId,
          toGroup: providerNotices.quoteRejected(load, quote, 'another_accepted'),
        });
      }
    },

    async rejected(tx: Database, load: NewsLoad, quote: NewsQuote): Promise<void> {
      await parties.tell(tx, {
        load,
        groupId: quote.groupId,
        toGroup: providerNotices.quoteRejected(load, quote, 'rejected'),
      });
    },

    /** Quotes an acceptance had closed are pending again now that it is cancelled. */
    async reopened(tx: Database, load: NewsLoad, reopened: NewsQuote[]): Promise<void> {
      for (const quote of reopened) {
        await parties.tell(tx, {
          load,
          groupId: quote.groupId,
          toGroup: providerNotices.loadReopened(load),
          live: quoteEvent(quote),
        });
      }
    },

    /** The shipper withdrew the load: every carrier that quoted is told, the winner of its trip too. */
    async loadCancelled(
      tx: Database,
      load: NewsLoad,
      quoted: NewsQuote[],
      cancelledTrip: { id: string; number: number; groupId: string } | null,
    ): Promise<void> {
      for (const quote of quoted) {
        const trip = cancelledTrip?.groupId === quote.groupId ? cancelledTrip : null;
        await parties.tell(tx, {
          load,
          tripId: trip?.id ?? null,
          groupId: quote.groupId,
          toGroup: providerNotices.loadCancelled(load, trip),
          live: trip ? { type: 'trip', tripId: trip.id, loadId: load.id } : quoteEvent(quote),
        });
      }
    },

    /** The shipper took back an acceptance, calling off the trip when one was started. */
    async acceptanceCancelled(
      tx: Database,
      load: NewsLoad,
      quote: NewsQuote,
      cancelledTrip: { id: string; number: number } | null,
    ): Promise<void> {
      await parties.tell(tx, {
        load,
        tripId: cancelledTrip?.id ?? null,
        groupId: quote.groupId,
        toGroup: providerNotices.acceptanceCancelled(load, quote, cancelledTrip),
        live: cancelledTrip ? { type: 'trip', tripId: cancelledTrip.id, loadId: load.id } : null,
      });
    },
  };
}

export type QuoteNews = ReturnType<typeof createQuoteNews>;
