import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { invoiceResponse } from '../../../src/contract/invoices';
import { loadIdParams } from '../../../src/contract/loads';
import { forbidden } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';

/**
 * The accepted deal's tax invoice and its supplementary invoices (docs/product.md §7 Invoices),
 * under /api/loads.
 */
export function invoicesRoutes({ invoices }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/invoice',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['loads'],
          description:
            "The load's tax invoice, for its shipper and for the provider whose quote was " +
            'accepted, exactly as issued at acceptance: its number in the provider’s own ' +
            'sequence, both parties, the accepted quote’s freight (VAT included), VAT at the ' +
            'rate of the country the transport starts in (0 when it crosses a border or the ' +
            'seller has no VAT number), Saudi Arabia’s `zatcaQr`, the credit notes of refunds, ' +
            'and `supplementaryInvoices`: the trip’s approved charges, invoiced from the same ' +
            'sequence when the trip is completed or a charge is approved after that, each ' +
            '`refersTo` this invoice. 409 before any quote is accepted; 404 for anyone else.',
          params: loadIdParams,
          response: {
            200: invoiceResponse,
            401: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
          },
        },
      },
      async (request) => {
        const { user } = callerOf(request);
        const { id } = request.params;
        if (user.userType === 'user') {
          const invoice = await invoices.forLoad({ role: 'shipper', userId: user.id }, id);
          return { success: true, data: { invoice } };
        }
        if (user.userType === 'provider') {
          const { groupId } = providerGroupOf(request);
          const invoice = await invoices.forLoad({ role: 'provider', groupId }, id);
          return { success: true, data: { invoice } };
        }
        throw forbidden();
      },
    );
  };
}
