import type { NotificationKind } from '../../../src/contract/notifications';
import { displayLoadId } from '../loads/load-lookup';
import { GUARANTEED_RESPONSE_MINUTES } from '../loads/load-status-text';
import type { LoadRow } from '../loads/loads.schema';

type Notice = { kind: NotificationKind; title: string; description: string };
type GuaranteeLoad = Pick<
  LoadRow,
  'number' | 'source' | 'destination' | 'weightValue' | 'weightUnit' | 'truckType'
>;

/** Minutes after posting at which an unquoted load is told to more providers. */
export const REANNOUNCE_AFTER_MINUTES = 30;

const route = (load: GuaranteeLoad) => `${load.source.city} → ${load.destination.city}`;
const cargo = (load: GuaranteeLoad) =>
  `${load.weightValue} ${load.weightUnit}${load.truckType ? `, ${load.truckType} truck` : ''}`;

/** What providers and the shipper are told while a load waits for its first quote. */
export const guaranteeNotices = {
  loadMatched: (load: GuaranteeLoad): Notice => ({
    kind: 'load_matched',
    title: `New load ${displayLoadId(load.number)} fits your trucks`,
    description: `${route(load)} (${cargo(load)}). The shipper was promised a response within ${GUARANTEED_RESPONSE_MINUTES} minutes: quote it from Find Loads.`,
  }),

  reannounced: (load: GuaranteeLoad): Notice => ({
    kind: 'load_matched',
    title: `Load ${displayLoadId(load.number)} still needs a quote`,
    description: `${route(load)} (${cargo(load)}) has had no quote for ${REANNOUNCE_AFTER_MINUTES} minutes and one of your trucks can carry it. Quote it from Find Loads.`,
  }),

  noQuoteYet: (load: GuaranteeLoad): Notice => ({
    kind: 'no_quote_yet',
    title: `No quotes yet for ${displayLoadId(load.number)}`,
    description:
      `No provider has quoted on your load ${route(load)} within ${GUARANTEED_RESPONSE_MINUTES} minutes, and we are sorry we missed our promise. ` +
      `At ${REANNOUNCE_AFTER_MINUTES} minutes we re-announced it to every provider with a truck that can carry it, and it stays visible to all providers in Find Loads. ` +
      'You will be notified as soon as a quote arrives. Meanwhile, check that the truck type and schedule are not stricter than you need, and what price you expect for this route.',
  }),
};
