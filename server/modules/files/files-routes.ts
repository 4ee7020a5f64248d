import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_KEY_HEADER, LINK_ID_HEADER } from '../../../src/contract/link-headers';
import { fileIdParams } from '../../../src/contract/files';
import { notFound, unauthorized } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { deviceKeyOf } from '../driver-links/link-request';
import { contentDispositionOf } from './content-disposition';
import type { StoredFileRow } from './files.schema';

/** Downloads: authorized per file by what it is attached to; never a public path. */
export function filesRoutes({
  files,
  fileAccess,
  linkGuard,
  tripCharges,
  deliveryProofs,
}: Services): FastifyPluginAsyncZod {
  /** A driver's phone has no session: its link and device key open that trip's charge and proof files. */
  async function deviceMayRead(request: FastifyRequest, file: StoredFileRow): Promise<boolean> {
    const linkId = request.headers[LINK_ID_HEADER];
    const deviceKey = request.headers[DEVICE_KEY_HEADER];
    if (typeof linkId !== 'string' || typeof deviceKey !== 'string') return false;
    const link = await linkGuard.requireDevice(linkId, deviceKey);
    if (file.ownerId === null) return false;
    if (file.ownerKind === 'charge') return tripCharges.isOnTrip(file.ownerId, link.tripId);
    if (file.ownerKind === 'delivery_proof') {
      return deliveryProofs.isOnTrip(file.ownerId, link.tripId);
    }
    return false;
  }

  return async (app) => {
    app.get(
      '/:id',
      {
        // Without a session, the driver's link and device key authorize instead of a sign-in.
        config: { access: 'signed-in-or-device-link' },
        schema: {
          tags: ['files'],
          params: fileIdParams,
        },
      },
      async (request, reply) => {
        // A phone opens files with its device key: the link alone is no credential here.
        if (!request.auth && !deviceKeyOf(request)) throw unauthorized();
        const file = await files.get(request.params.id);
        const allowed = request.auth
          ? await fileAccess.canRead(callerOf(request).user, file)
          : await deviceMayRead(request, file);
        // Someone else's file is "not found", so ids cannot be probed.
        if (!allowed) throw notFound('File not found');
        const stream = await files.open(file);
        return (
          reply
            .header('Content-Type', file.contentType)
            .header('Content-Length', String(file.size))
            .header('Content-Disposition', contentDispositionOf(file))
            .header('X-Content-Type-Options', 'nosniff')
            // A file never changes under its id; only the signed-in browser may keep it.
            .header('Cache-Control', 'private, max-age=86400, immutable')
            .send(stream)
        );
      },
    );
  };
}
