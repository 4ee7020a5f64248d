import type { Phrase, PhraseValue } from '../../lib/i18n/phrase';
import { displayLoadId } from '../loads/load-lookup';
import { GUARANTEED_RESPONSE_MINUTES } from '../loads/load-status-text';
import type { LoadRow } from '../loads/loads.schema';
import type { Notice } from '../notifications/notification-notices';

type GuaranteeLoad = Pick<
  LoadRow,
  'number' | 'source' | 'destination' | 'weightValue' | 'weightUnit' | 'truckType'
>;

/** Minutes after posting at which an unquoted load is told to more providers. */
export const REANNOUNCE_AFTER_MINUTES = 30;

const phrase = (text: string, values?: Record<string, PhraseValue>): Phrase => ({ text, values });

const UNITS: Record<GuaranteeLoad['weightUnit'], Phrase> = { ton: phrase('ton'), kg: phrase('kg') };

const route = (load: GuaranteeLoad) =>
  phrase('{{from}} → {{to}}', {
    from: { city: load.source.city },
    to: { city: load.destination.city },
  });
function cargo(load: GuaranteeLoad): Phrase {
  const weight = { weight: load.weightValue, unit: UNITS[load.weightUnit] };
  return load.truckType
    ? phrase('{{weight}} {{unit}}, {{truckType}} truck', {
        ...weight,
        truckType: { truckType: load.truckType },
      })
    : phrase('{{weight}} {{unit}}', weight);
}

/** What providers and the shipper are told while a load waits for its first quote. */
export const guaranteeNotices = {
  loadMatched: (load: GuaranteeLoad): Notice => ({
    kind: 'load_matched',
    title: phrase('New load {{load}} fits your trucks', { load: displayLoadId(load.number) }),
    description: phrase(
      '{{route}} ({{cargo}}). The shipper was promised a response within {{minutes}} minutes: quote it from Find Loads.',
      { route: route(load), cargo: cargo(load), minutes: GUARANTEED_RESPONSE_MINUTES },
    ),
  }),

  reannounced: (load: GuaranteeLoad): Notice => ({
    kind: 'load_matched',
    title: phrase('Load {{load}} still needs a quote', { load: displayLoadId(load.number) }),
    description: phrase(
      '{{route}} ({{cargo}}) has had no quote for {{minutes}} minutes and one of your trucks can carry it. Quote it from Find Loads.',
      { route: route(load), cargo: cargo(load), minutes: REANNOUNCE_AFTER_MINUTES },
    ),
  }),

  noQuoteYet: (load: GuaranteeLoad): Notice => ({
    kind: 'no_quote_yet',
    title: phrase('No quotes yet for {{load}}', { load: displayLoadId(load.number) }),
    description: phrase(
      'No provider has quoted on your load {{route}} within {{minutes}} minutes, and we are sorry we missed our promise. At {{reannounceMinutes}} minutes we re-announced it to every provider with a truck that can carry it, and it stays visible to all providers in Find Loads. You will be notified as soon as a quote arrives. Meanwhile, check that the truck type and schedule are not stricter than you need, and what price you expect for this route.',
      {
        route: route(load),
        minutes: GUARANTEED_RESPONSE_MINUTES,
        reannounceMinutes: REANNOUNCE_AFTER_MINUTES,
      },
    ),
  }),
};
