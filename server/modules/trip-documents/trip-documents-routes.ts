import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { loadIdParams } from '../../../src/contract/loads';
import {
  TRIP_DOCUMENT_MESSAGES,
  tripDocumentRegistrationRequest,
  tripDocumentRegistrationResponse,
  tripDocumentResponse,
} from '../../../src/contract/trip-documents';
import { tripIdParams } from '../../../src/contract/trips';
import { requestLanguage } from '../../lib/i18n/request-language';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

const TRIP_DOCUMENT_DOC =
  'The trip document: both parties with their legal details, the route with addresses and ' +
  'coordinates, goods, truck, driver and licence, the timeline with arrival and waiting at each ' +
  'stop, the charges with their photos, the proof of delivery, the trail thinned to at most 200 ' +
  'points, and the fields of Saudi Arabia’s electronic transport document with the ' +
  'registration number the carrier entered.';

/** docs/product.md §7 trip document, the carrier's side, under /api/trips. */
export function tripDocumentRoutes({ tripDocuments }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/document',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trips'],
          description: `${TRIP_DOCUMENT_DOC} For the trip’s provider group; 404 for anyone else.`,
          params: tripIdParams,
          response: { 200: tripDocumentResponse, ...errors },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const document = await tripDocuments.forCarrier(
          groupId,
          request.params.id,
          requestLanguage(request),
        );
        return { success: true, data: { document } };
      },
    );

    app.put(
      '/:id/document/registration',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trips'],
          description:
            'The number Saudi Arabia’s transport authority gave the trip’s electronic transport ' +
            'document: 1 to 40 letters, digits or dashes (trimmed). Saving again replaces it. ' +
            'The trip’s provider group only (404 otherwise); 409 once the trip was cancelled.',
          params: tripIdParams,
          body: tripDocumentRegistrationRequest,
          response: { 200: tripDocumentRegistrationResponse, ...errors },
        },
      },
      async (request) => {
        const data = await tripDocuments.register(
          providerGroupOf(request),
          request.params.id,
          request.body.registrationNumber,
        );
        return { success: true, msg: TRIP_DOCUMENT_MESSAGES.registrationSaved, data };
      },
    );
  };
}

/** docs/product.md §7 trip document, the shipper's side, under /api/loads. */
export function loadDocumentRoutes({ tripDocuments }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/document',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          description:
            `${TRIP_DOCUMENT_DOC} For the load’s shipper, of its trip (only the approved ` +
            'charges); 409 before a trip has started; 404 for anyone else.',
          params: loadIdParams,
          response: { 200: tripDocumentResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = callerOf(request);
        const document = await tripDocuments.forShipper(
          user.id,
          request.params.id,
          requestLanguage(request),
        );
        return { success: true, data: { document } };
      },
    );
  };
}
