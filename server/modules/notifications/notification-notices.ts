import type { NotificationKind } from '../../../src/contract/notifications';
import type { TripStatus } from '../../../src/contract/trips';
import { formatMoney } from '../../../src/lib/format';
import { statusLabel } from '../../lib/status-labels';
import { displayLoadId } from '../loads/load-lookup';
import { shipperStatusText } from '../loads/load-status-text';
import type { LoadRow } from '../loads/loads.schema';
import { displayTripId } from '../trips/live-trip';

/** What a notification says; who gets it and what it points at are the sender's business. */
export type Notice = { kind: NotificationKind; title: string; description: string };

/** The facts of a load every notice names: its number, its route and its currency. */
export type NoticeLoad = Pick<LoadRow, 'number' | 'source' | 'destination' | 'currency'>;
type NoticeTrip = { number: number };

/** The route is on the notification's own load reference line; the text names the load only. */
const loadRef = (load: NoticeLoad) => displayLoadId(load.number);
const tripRef = (load: NoticeLoad, trip: NoticeTrip) =>
  `trip ${displayTripId(trip.number)} for ${loadRef(load)}`;
/** Amounts in the load's own currency with its own decimals (docs/architecture.md §6.4). */
const money = (load: NoticeLoad, amount: number) => formatMoney(amount, load.currency);
const driverOrDefault = (name: string | null) => name || 'The driver';

/** The shipper's news: quotes on its loads and the trips that carry them. */
export const shipperNotices = {
  quoteReceived: (load: NoticeLoad, quote: { carrier: string; offer: number }): Notice => ({
    kind: 'quote_received',
    title: 'New quote received',
    description: `${quote.carrier} quoted ${money(load, quote.offer)} for ${loadRef(load)}.`,
  }),

  quoteUpdated: (
    load: NoticeLoad,
    quote: { carrier: string; offer: number; previousOffer: number },
  ): Notice => ({
    kind: 'quote_updated',
    title: 'Quote updated',
    description:
      quote.offer === quote.previousOffer
        ? `${quote.carrier} changed the truck on its quote of ${money(load, quote.offer)} for ${loadRef(load)}.`
        : `${quote.carrier} changed its quote for ${loadRef(load)} from ${money(load, quote.previousOffer)} to ${money(load, quote.offer)}.`,
  }),

  tripStarted: (load: NoticeLoad, trip: NoticeTrip & { basePrice: number }): Notice => ({
    kind: 'trip_started',
    title: 'Trip started',
    description: `The carrier started ${tripRef(load, trip)} at ${money(load, trip.basePrice)}. A driver and a truck will be assigned next.`,
  }),

  driverAssigned: (load: NoticeLoad, trip: NoticeTrip, driver: { name: string }): Notice => ({
    kind: 'driver_assigned',
    title: 'Driver assigned',
    description: `${driver.name} will drive ${tripRef(load, trip)}.`,
  }),

  truckAssigned: (
    load: NoticeLoad,
    trip: NoticeTrip,
    truck: { model: string; type: string },
  ): Notice => ({
    kind: 'truck_assigned',
    title: 'Truck assigned',
    description: `A ${truck.type} truck (${truck.model}) is assigned to ${tripRef(load, trip)}.`,
  }),

  tripStatusChanged: (load: NoticeLoad, trip: NoticeTrip, status: TripStatus): Notice => {
    const { statusText, statusDescription } = shipperStatusText(status, []);
    const ref = tripRef(load, trip);
    return {
      kind: 'trip_status_changed',
      title: `Trip status: ${statusText}`,
      description: `${ref.charAt(0).toUpperCase()}${ref.slice(1)}: ${statusDescription}`,
    };
  },

  chargeApproved: (
    load: NoticeLoad,
    trip: NoticeTrip,
    charge: { reason: string; amount: number; approvedAmount: number },
  ): Notice => ({
    kind: 'charge_approved',
    title: 'Charge approved',
    description:
      charge.approvedAmount === charge.amount
        ? `A charge of ${money(load, charge.amount)} for "${charge.reason}" on ${tripRef(load, trip)} was approved.`
        : `A charge for "${charge.reason}" on ${tripRef(load, trip)} was approved at ${money(load, charge.approvedAmount)} (the driver claimed ${money(load, charge.amount)}).`,
  }),
};

/** The shipper's money: refunds are told when the provider has paid them (or refused to). */
export const paymentNotices = {
  refunded: (load: NoticeLoad, amount: number): Notice => ({
    kind: 'payment_refunded',
    title: 'Payment refunded',
    description: `Your payment of ${money(load, amount)} for ${loadRef(load)} was refunded in full.`,
  }),

  refundFailed: (load: NoticeLoad, amount: number): Notice => ({
    kind: 'refund_failed',
    title: 'Refund failed',
    description: `The payment provider refused the refund of ${money(load, amount)} for ${loadRef(load)}. Our support team will contact you to return it.`,
  }),
};

/** A provider group's news: its quotes, and its trips as its drivers move them. */
export const providerNotices = {
  quoteAccepted: (load: NoticeLoad, quote: { offer: number }): Notice => ({
    kind: 'quote_accepted',
    title: 'Quote accepted',
    description: `The shipper paid and accepted your quote of ${money(load, quote.offer)} for ${loadRef(load)}. Start the trip from Find Loads.`,
  }),

  quoteRejected: (
    load: NoticeLoad,
    quote: { offer: number },
    reason: 'rejected' | 'another_accepted',
  ): Notice => ({
    kind: 'quote_rejected',
    title: 'Quote rejected',
    description:
      reason === 'rejected'
        ? `The shipper rejected your quote of ${money(load, quote.offer)} for ${loadRef(load)}.`
        : `The shipper accepted another quote for ${loadRef(load)}; your quote of ${money(load, quote.offer)} was not chosen.`,
  }),

  acceptanceCancelled: (
    load: NoticeLoad,
    quote: { offer: number },
    cancelledTrip: NoticeTrip | null,
  ): Notice => ({
    kind: 'acceptance_cancelled',
    title: 'Acceptance cancelled',
    description:
      `The shipper cancelled the acceptance of your quote of ${money(load, quote.offer)} for ${loadRef(load)}.` +
      (cancelledTrip ? ` Trip ${displayTripId(cancelledTrip.number)} is cancelled.` : ''),
  }),

  loadReopened: (load: NoticeLoad): Notice => ({
    kind: 'load_reopened',
    title: 'Load open again',
    description: `${loadRef(load)} is open again: your quote is pending`,
  }),

  loadCancelled: (load: NoticeLoad, cancelledTrip: NoticeTrip | null): Notice => ({
    kind: 'load_cancelled',
    title: 'Load cancelled',
    description:
      `The shipper cancelled ${loadRef(load)}; it no longer needs a carrier.` +
      (cancelledTrip ? ` Trip ${displayTripId(cancelledTrip.number)} is cancelled.` : ''),
  }),

  driverOpenedLink: (load: NoticeLoad, trip: NoticeTrip, driverName: string | null): Notice => ({
    kind: 'driver_opened_link',
    title: 'Driver opened the link',
    description: `${driverOrDefault(driverName)} opened the tracking link of ${tripRef(load, trip)}. It now works on that phone only.`,
  }),

  chargeSubmitted: (
    load: NoticeLoad,
    trip: NoticeTrip,
    driverName: string | null,
    charge: { reason: string; amount: number },
  ): Notice => ({
    kind: 'charge_submitted',
    title: 'Charge waiting for approval',
    description: `${driverOrDefault(driverName)} added a charge of ${money(load, charge.amount)} for "${charge.reason}" on ${tripRef(load, trip)}. Approve or reject it in Trip Details.`,
  }),

  driverStatusChanged: (
    load: NoticeLoad,
    trip: NoticeTrip,
    driverName: string | null,
    status: TripStatus,
  ): Notice => ({
    kind: 'driver_status_changed',
    title: `Driver update: ${statusLabel(status)}`,
    description: `${driverOrDefault(driverName)} marked ${tripRef(load, trip)} as ${statusLabel(status)}.`,
  }),
};
