import type { LoadStatus } from '../../../src/contract/loads';
import { statusLabel } from '../../lib/status-labels';

/** docs/product.md §1: shippers are promised responses within this many minutes of posting. */
export const GUARANTEED_RESPONSE_MINUTES = 60;

type QuoteState = 'pending' | 'accepted' | 'rejected';
export type StatusText = { statusText: string; statusDescription: string };

const text = (statusText: string, statusDescription: string): StatusText => ({
  statusText,
  statusDescription,
});

/** Once a trip runs, shipper and provider read the same stage, named as every screen names it. */
const stage = (status: Exclude<LoadStatus, 'pending'>, description: string) =>
  text(statusLabel(status), description);
const tripStages: Record<Exclude<LoadStatus, 'pending'>, StatusText> = {
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

export function shipperStatusText(
  status: LoadStatus,
  quotes: { status: QuoteState }[],
): StatusText {
  if (status !== 'pending') return tripStages[status];
  if (quotes.some((quote) => quote.status === 'accepted')) {
    return text('Quote accepted', 'Waiting for the transport provider to start the trip.');
  }
  const open = quotes.filter((quote) => quote.status === 'pending').length;
  if (open > 0) {
    return text(
      'Quotes received',
      `${open} ${open === 1 ? 'quote is' : 'quotes are'} waiting for your decision.`,
    );
  }
  return text(
    'Awaiting quotes',
    `You will receive guaranteed responses within ${GUARANTEED_RESPONSE_MINUTES} minutes.`,
  );
}

/** A provider reads the load through its own quote only. */
export function providerStatusText(
  status: LoadStatus,
  own: { status: QuoteState } | undefined,
): StatusText {
  if (own?.status === 'accepted') {
    return status === 'pending'
      ? text(
          'Quote accepted',
          'The shipper accepted your quote. Start the trip to collect the load.',
        )
      : tripStages[status];
  }
  if (own?.status === 'rejected')
    return text('Quote not accepted', 'The shipper did not accept your quote.');
  if (own) return text('Quote submitted', 'The shipper is reviewing quotes.');
  return text(
    'Open for quotes',
    `The shipper expects a response within ${GUARANTEED_RESPONSE_MINUTES} minutes of posting.`,
  );
}
