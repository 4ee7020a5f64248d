import type { NotificationKind } from '../../../src/contract/notifications';
import type { TripStatus } from '../../../src/contract/trips';
import type { Phrase, PhraseValue } from '../../lib/i18n/phrase';
import { displayLoadId } from '../loads/load-lookup';
import { shipperStageDescription } from '../loads/load-status-text';
import type { LoadRow } from '../loads/loads.schema';
import { displayTripId } from '../trips/live-trip';

/**
 * What a notification says, kept as phrases: each reader reads it in their own language
 * (docs/architecture.md §9). Who gets it and what it points at are the sender's business.
 */
export type Notice = { kind: NotificationKind; title: Phrase; description: Phrase };

/** The facts of a load every notice names: its number, its route and its currency. */
export type NoticeLoad = Pick<LoadRow, 'number' | 'source' | 'destination' | 'currency'>;
type NoticeTrip = { number: number };

const phrase = (text: string, values?: Record<string, PhraseValue>): Phrase => ({ text, values });

/** The route is on the notification's own load reference line; the text names the load only. */
const loadRef = (load: NoticeLoad) => displayLoadId(load.number);
const tripRef = (trip: NoticeTrip) => displayTripId(trip.number);
/** Amounts in the load's own currency with its own decimals (docs/architecture.md §6.4). */
const money = (load: NoticeLoad, amount: number): PhraseValue => ({
  money: amount,
  currency: load.currency,
});
const driverOrDefault = (name: string | null): PhraseValue => name || phrase('The driver');

/** The shipper's news: quotes on its loads and the trips that carry them. */
export const shipperNotices = {
  quoteReceived: (load: NoticeLoad, quote: { carrier: string; offer: number }): Notice => ({
    kind: 'quote_received',
    title: phrase('New quote received'),
    description: phrase('{{carrier}} quoted {{amount}} for {{load}}.', {
      carrier: quote.carrier,
      amount: money(load, quote.offer),
      load: loadRef(load),
    }),
  }),

  quoteUpdated: (
    load: NoticeLoad,
    quote: { carrier: string; offer: number; previousOffer: number },
  ): Notice => ({
    kind: 'quote_updated',
    title: phrase('Quote updated'),
    description:
      quote.offer === quote.previousOffer
        ? phrase('{{carrier}} changed the truck on its quote of {{amount}} for {{load}}.', {
            carrier: quote.carrier,
            amount: money(load, quote.offer),
            load: loadRef(load),
          })
        : phrase('{{carrier}} changed its quote for {{load}} from {{before}} to {{amount}}.', {
            carrier: quote.carrier,
            load: loadRef(load),
            before: money(load, quote.previousOffer),
            amount: money(load, quote.offer),
          }),
  }),

  tripStarted: (load: NoticeLoad, trip: NoticeTrip & { basePrice: number }): Notice => ({
    kind: 'trip_started',
    title: phrase('Trip started'),
    description: phrase(
      'The carrier started trip {{trip}} for {{load}} at {{amount}}. A driver and a truck will be assigned next.',
      { trip: tripRef(trip), load: loadRef(load), amount: money(load, trip.basePrice) },
    ),
  }),

  driverAssigned: (load: NoticeLoad, trip: NoticeTrip, driver: { name: string }): Notice => ({
    kind: 'driver_assigned',
    title: phrase('Driver assigned'),
    description: phrase('{{driver}} will drive trip {{trip}} for {{load}}.', {
      driver: driver.name,
      trip: tripRef(trip),
      load: loadRef(load),
    }),
  }),

  truckAssigned: (
    load: NoticeLoad,
    trip: NoticeTrip,
    truck: { model: string; type: string },
  ): Notice => ({
    kind: 'truck_assigned',
    title: phrase('Truck assigned'),
    description: phrase('A {{type}} truck ({{model}}) is assigned to trip {{trip}} for {{load}}.', {
      type: truck.type,
      model: truck.model,
      trip: tripRef(trip),
      load: loadRef(load),
    }),
  }),

  tripStatusChanged: (load: NoticeLoad, trip: NoticeTrip, status: TripStatus): Notice => ({
    kind: 'trip_status_changed',
    title: phrase('Trip status: {{status}}', { status: { status } }),
    description: phrase('Trip {{trip}} for {{load}}: {{stage}}', {
      trip: tripRef(trip),
      load: loadRef(load),
      stage: shipperStageDescription(status),
    }),
  }),

  chargeApproved: (
    load: NoticeLoad,
    trip: NoticeTrip,
    charge: { reason: string; amount: number; approvedAmount: number },
  ): Notice => ({
    kind: 'charge_approved',
    title: phrase('Charge approved'),
    description:
      charge.approvedAmount === charge.amount
        ? phrase(
            'A charge of {{amount}} for "{{reason}}" on trip {{trip}} for {{load}} was approved.',
            {
              amount: money(load, charge.amount),
              reason: charge.reason,
              trip: tripRef(trip),
              load: loadRef(load),
            },
          )
        : phrase(
            'A charge for "{{reason}}" on trip {{trip}} for {{load}} was approved at {{approved}} (the driver claimed {{amount}}).',
            {
              reason: charge.reason,
              trip: tripRef(trip),
              load: loadRef(load),
              approved: money(load, charge.approvedAmount),
              amount: money(load, charge.amount),
            },
          ),
  }),
};

/** The shipper's money: refunds are told when the provider has paid them (or refused to). */
export const paymentNotices = {
  refunded: (load: NoticeLoad, amount: number): Notice => ({
    kind: 'payment_refunded',
    title: phrase('Payment refunded'),
    description: phrase('Your payment of {{amount}} for {{load}} was refunded in full.', {
      amount: money(load, amount),
      load: loadRef(load),
    }),
  }),

  refundFailed: (load: NoticeLoad, amount: number): Notice => ({
    kind: 'refund_failed',
    title: phrase('Refund failed'),
    description: phrase(
      'The payment provider refused the refund of {{amount}} for {{load}}. Our support team will contact you to return it.',
      { amount: money(load, amount), load: loadRef(load) },
    ),
  }),
};

/** A provider group's news: its quotes, and its trips as its drivers move them. */
export const providerNotices = {
  quoteAccepted: (load: NoticeLoad, quote: { offer: number }): Notice => ({
    kind: 'quote_accepted',
    title: phrase('Quote accepted'),
    description: phrase(
      'The shipper paid and accepted your quote of {{amount}} for {{load}}. Start the trip from Find Loads.',
      { amount: money(load, quote.offer), load: loadRef(load) },
    ),
  }),

  quoteRejected: (
    load: NoticeLoad,
    quote: { offer: number },
    reason: 'rejected' | 'another_accepted',
  ): Notice => ({
    kind: 'quote_rejected',
    title: phrase('Quote rejected'),
    description:
      reason === 'rejected'
        ? phrase('The shipper rejected your quote of {{amount}} for {{load}}.', {
            amount: money(load, quote.offer),
            load: loadRef(load),
          })
        : phrase(
            'The shipper accepted another quote for {{load}}; your quote of {{amount}} was not chosen.',
            { load: loadRef(load), amount: money(load, quote.offer) },
          ),
  }),

  acceptanceCancelled: (
    load: NoticeLoad,
    quote: { offer: number },
    cancelledTrip: NoticeTrip | null,
  ): Notice => ({
    kind: 'acceptance_cancelled',
    title: phrase('Acceptance cancelled'),
    description: cancelledTrip
      ? phrase(
          'The shipper cancelled the acceptance of your quote of {{amount}} for {{load}}. Trip {{trip}} is cancelled.',
          { amount: money(load, quote.offer), load: loadRef(load), trip: tripRef(cancelledTrip) },
        )
      : phrase('The shipper cancelled the acceptance of your quote of {{amount}} for {{load}}.', {
          amount: money(load, quote.offer),
          load: loadRef(load),
        }),
  }),

  loadReopened: (load: NoticeLoad): Notice => ({
    kind: 'load_reopened',
    title: phrase('Load open again'),
    description: phrase('{{load}} is open again: your quote is pending', { load: loadRef(load) }),
  }),

  loadCancelled: (load: NoticeLoad, cancelledTrip: NoticeTrip | null): Notice => ({
    kind: 'load_cancelled',
    title: phrase('Load cancelled'),
    description: cancelledTrip
      ? phrase(
          'The shipper cancelled {{load}}; it no longer needs a carrier. Trip {{trip}} is cancelled.',
          { load: loadRef(load), trip: tripRef(cancelledTrip) },
        )
      : phrase('The shipper cancelled {{load}}; it no longer needs a carrier.', {
          load: loadRef(load),
        }),
  }),

  driverOpenedLink: (load: NoticeLoad, trip: NoticeTrip, driverName: string | null): Notice => ({
    kind: 'driver_opened_link',
    title: phrase('Driver opened the link'),
    description: phrase(
      '{{driver}} opened the tracking link of trip {{trip}} for {{load}}. It now works on that phone only.',
      { driver: driverOrDefault(driverName), trip: tripRef(trip), load: loadRef(load) },
    ),
  }),

  chargeSubmitted: (
    load: NoticeLoad,
    trip: NoticeTrip,
    driverName: string | null,
    charge: { reason: string; amount: number },
  ): Notice => ({
    kind: 'charge_submitted',
    title: phrase('Charge waiting for approval'),
    description: phrase(
      '{{driver}} added a charge of {{amount}} for "{{reason}}" on trip {{trip}} for {{load}}. Approve or reject it in Trip Details.',
      {
        driver: driverOrDefault(driverName),
        amount: money(load, charge.amount),
        reason: charge.reason,
        trip: tripRef(trip),
        load: loadRef(load),
      },
    ),
  }),

  driverStatusChanged: (
    load: NoticeLoad,
    trip: NoticeTrip,
    driverName: string | null,
    status: TripStatus,
  ): Notice => ({
    kind: 'driver_status_changed',
    title: phrase('Driver update: {{status}}', { status: { status } }),
    description: phrase('{{driver}} marked trip {{trip}} for {{load}} as {{status}}.', {
      driver: driverOrDefault(driverName),
      trip: tripRef(trip),
      load: loadRef(load),
      status: { status },
    }),
  }),
};
