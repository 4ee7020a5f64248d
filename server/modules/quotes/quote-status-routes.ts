import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { quoteStatusRequest, quoteStatusResponse } from '../../../src/contract/quotes';
import { HttpError } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';

/** The shipper accepts a paid quote or rejects one (docs/product.md §7 PUT /api/quote/status). */
export function quoteStatusRoutes({ quoteAcceptance }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/status',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['quotes'],
          description:
            'accepted: with the paymentIntentId of a succeeded payment for this quote; the server ' +
            'asks the payment provider. A succeeded payment that cannot accept the quote (another ' +
            'quote won, the load was cancelled, the price differs from the recorded one) is ' +
            'refunded in full and the answer (409/402) says so. rejected: rejects a pending ' +
            'quote, or cancels an acceptance before the trip starts: the trip is cancelled, the ' +
            'payment refunded in full, the quotes the acceptance closed are pending again.',
          body: quoteStatusRequest,
          response: {
            200: quoteStatusResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            402: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            502: errorEnvelope,
          },
        },
      },
      async (request) => {
        const shipperUserId = callerOf(request).user.id;
        const { status, paymentIntentId } = request.body;
        const quote = await quoteAcceptance.quoteOfShipper(request.body.quoteId, shipperUserId);
        if (status === 'rejected') {
          await quoteAcceptance.rejectQuote(quote.id, shipperUserId);
          return { success: true, msg: 'Quote rejected', data: { quoteId: quote.id, status } };
        }
        // paymentStatus and paymentCreatedAt are the browser's belief: the provider is asked instead.
        if (!paymentIntentId) {
          throw new HttpError(400, 'Pay for the quote first: paymentIntentId is required.');
        }
        await quoteAcceptance.acceptQuoteWithPayment({
          quoteId: quote.id,
          loadId: quote.loadId,
          paymentIntentId,
          payerUserId: shipperUserId,
        });
        return { success: true, msg: 'Quote accepted', data: { quoteId: quote.id, status } };
      },
    );
  };
}
