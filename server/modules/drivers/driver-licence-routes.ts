import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  driverLicenceResponse,
  driverRecordResponse,
  verifyLicenceRequest,
} from '../../../src/contract/driver-record';
import { driverIdParams } from '../../../src/contract/drivers';
import { errorEnvelope } from '../../../src/contract/envelope';
import { HttpError } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { labelsFor, readMultipart } from '../files/read-multipart';
import { providerGroupOf } from '../trucks/provider-group';

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};
const provider = { access: 'provider' } as const;

/**
 * The driver's licence document, the provider's check of it, and the driver's record from real
 * trips: all for the provider whose group the driver belongs to (another group's is not found).
 */
export function driverLicenceRoutes({
  drivers,
  driverLicences,
  files,
}: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/record',
      {
        config: provider,
        schema: {
          tags: ['drivers'],
          description:
            "The driver's licence (document, who verified it and when) and their record from " +
            'real trips: average rating, completion rate, completed trips; null while none.',
          params: driverIdParams,
          response: { 200: driverRecordResponse, ...refusals },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        return { success: true, data: await driverLicences.recordOf(groupId, request.params.id) };
      },
    );

    app.post(
      '/:id/licence',
      {
        config: provider,
        schema: {
          tags: ['drivers'],
          description:
            "Upload the driver's licence document (multipart: one file in `files`, `labels` a " +
            'JSON list with its label). It is also one of the driver’s documents. It replaces ' +
            'the licence document the driver had, and clears its verification.',
          consumes: ['multipart/form-data'],
          params: driverIdParams,
          response: { 200: driverLicenceResponse, ...refusals, 413: errorEnvelope },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const driverId = request.params.id;
        // Checked before the body is read, so nothing of a stranger's upload is even buffered.
        await drivers.getForGroup(groupId, driverId);
        const { files: parts, fields } = await readMultipart(request);
        if (parts.length !== 1) throw new HttpError(400, 'Upload one licence document.');
        const [stored] = await files.store({
          parts,
          labels: labelsFor(parts, fields.labels),
          kind: 'document',
          uploadedBy: callerOf(request).user.id,
          owner: { kind: 'driver', id: driverId },
          requestId: idempotentRequestIdOf(request),
        });
        if (!stored) throw new Error('the licence document was not stored');
        return {
          success: true,
          msg: 'Licence document uploaded',
          data: await driverLicences.replace(groupId, driverId, stored.id),
        };
      },
    );

    app.post(
      '/:id/verify-licence',
      {
        config: provider,
        schema: {
          tags: ['drivers'],
          description:
            "Record that the caller checked the driver's licence document (who and when): the " +
            'shipper then sees the driver as Verified. 400 when no licence document is uploaded; ' +
            'with `document` (its url), 409 if it is no longer the licence document. Repeating ' +
            'it changes nothing.',
          params: driverIdParams,
          body: verifyLicenceRequest,
          response: { 200: driverLicenceResponse, ...refusals },
        },
      },
      async (request) => {
        const { groupId, userId } = providerGroupOf(request);
        return {
          success: true,
          msg: 'Licence verified',
          data: await driverLicences.verify(
            groupId,
            request.params.id,
            userId,
            request.body?.document,
          ),
        };
      },
    );
  };
}
