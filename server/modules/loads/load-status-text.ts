import type { Language } from '../../../src/contract/languages';
import type { LoadStatus } from '../../../src/contract/loads';
import { say, type Phrase } from '../../lib/i18n/phrase';
import { statusLabel } from '../../lib/status-labels';

/** docs/product.md §1: shippers are promised responses within this many minutes of posting. */
export const GUARANTEED_RESPONSE_MINUTES = 60;

type QuoteState = 'pending' | 'accepted' | 'rejected';
export type StatusText = { statusText: string; statusDescription: string };

/** What a stage says, kept in English until the reader's language is known. */
type StageWords = { statusText: Phrase | { status: LoadStatus }; statusDescription: Phrase };

const words = (statusText: string, statusDescription: Phrase | string): StageWords => ({
  statusText: { text: statusText },
  statusDescription:
    typeof statusDescription === 'string' ? { text: statusDescription } : statusDescription,
});

/** Once a trip runs, shipper and provider read the same stage, named as every screen names it. */
const stage = (status: Exclude<LoadStatus, 'pending'>, description: string): StageWords => ({
  statusText: { status },
  statusDescription: { text: description },
});
const tripStages: Record<Exclude<LoadStatus, 'pending'>, StageWords> = {
  confirmed: stage(
    'confirmed',
    'The transport provider is getting the driver and the truck ready for pickup.',
  ),
  out_to_collect: stage('out_to_collect', 'The truck is on its way to the pickup location.'),
  loaded: stage('loaded', 'The load is on the truck.'),
  out_to_unload: stage('out_to_unload', 'The load is on its way to the delivery location.'),
  completed: stage('completed', 'The load has been delivered.'),
  cancelled: stage('cancelled', 'This load has been cancelled.'),
};

function inLanguage(stageWords: StageWords, lang: Language): StatusText {
  const { statusText, statusDescription } = stageWords;
  return {
    statusText:
      'status' in statusText ? statusLabel(statusText.status, lang) : say(statusText, lang),
    statusDescription: say(statusDescription, lang),
  };
}

function shipperWords(status: LoadStatus, quotes: { status: QuoteState }[]): StageWords {
  if (status !== 'pending') return tripStages[status];
  if (quotes.some((quote) => quote.status === 'accepted')) {
    return words('Quote accepted', 'Waiting for the transport provider to start the trip.');
  }
  const open = quotes.filter((quote) => quote.status === 'pending').length;
  if (open > 0) {
    return words(
      'Quotes received',
      open === 1
        ? '1 quote is waiting for your decision.'
        : { text: '{{count}} quotes are waiting for your decision.', values: { count: open } },
    );
  }
  return words('Awaiting quotes', {
    text: 'You will receive guaranteed responses within {{minutes}} minutes.',
    values: { minutes: GUARANTEED_RESPONSE_MINUTES },
  });
}

/** A stage's description as the shipper reads it; its trip's notifications say it too. */
export const shipperStageDescription = (status: LoadStatus): Phrase =>
  shipperWords(status, []).statusDescription;

export function shipperStatusText(
  status: LoadStatus,
  quotes: { status: QuoteState }[],
  lang: Language,
): StatusText {
  return inLanguage(shipperWords(status, quotes), lang);
}

/** A provider reads the load through its own quote only. */
function providerWords(status: LoadStatus, own: { status: QuoteState } | undefined): StageWords {
  if (own?.status === 'accepted') {
    return status === 'pending'
      ? words(
          'Quote accepted',
          'The shipper accepted your quote. Start the trip to collect the load.',
        )
      : tripStages[status];
  }
  if (own?.status === 'rejected')
    return words('Quote not accepted', 'The shipper did not accept your quote.');
  if (own) return words('Quote submitted', 'The shipper is reviewing quotes.');
  return words('Open for quotes', {
    text: 'The shipper expects a response within {{minutes}} minutes of posting.',
    values: { minutes: GUARANTEED_RESPONSE_MINUTES },
  });
}

export function providerStatusText(
  status: LoadStatus,
  own: { status: QuoteState } | undefined,
  lang: Language,
): StatusText {
  return inLanguage(providerWords(status, own), lang);
}
