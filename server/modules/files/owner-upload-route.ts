import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { uploadedDocsResponse } from '../../../src/contract/trucks';
import { callerOf } from '../../plugins/authentication';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { RouteAccess } from '../../plugins/route-access';
import type { Services } from '../../services';
import type { UploadKind } from './file-type-rules';
import type { FileOwnerKind } from './files.schema';
import { labelsFor, readMultipart } from './read-multipart';
import { toStoredFile } from './stored-file-view';

export type OwnerUploadRoute = {
  /** e.g. '/docs/:id', under the owning module's prefix. */
  path: string;
  tag: string;
  /** Who may upload: the owner's role. */
  access: Extract<RouteAccess, 'shipper' | 'provider'>;
  params: z.ZodType<{ id: string }>;
  owner: FileOwnerKind;
  kind: UploadKind;
  /** Throws "not found" unless the caller may add files to this owner. */
  assertCallerOwns: (request: FastifyRequest, ownerId: string) => Promise<unknown>;
  successMessage: string;
};

/**
 * One labelled multipart upload attached straight to an owner (a truck's or a driver's documents),
 * answering all of the owner's files afterwards. Shared so every such route checks the same way.
 */
export function ownerUploadRoute(
  { files }: Pick<Services, 'files'>,
  route: OwnerUploadRoute,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      route.path,
      {
        config: { access: route.access },
        schema: {
          tags: [route.tag],
          consumes: ['multipart/form-data'],
          params: route.params,
          response: {
            200: uploadedDocsResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            413: errorEnvelope,
          },
        },
      },
      async (request) => {
        const ownerId = request.params.id;
        // Checked before the body is read, so nothing of a stranger's upload is even buffered.
        await route.assertCallerOwns(request, ownerId);
        const { files: parts, fields } = await readMultipart(request);
        await files.store({
          parts,
          labels: labelsFor(parts, fields.labels),
          kind: route.kind,
          uploadedBy: callerOf(request).user.id,
          owner: { kind: route.owner, id: ownerId },
          requestId: idempotentRequestIdOf(request),
        });
        const stored = (await files.listFor(route.owner, [ownerId])).get(ownerId) ?? [];
        return {
          success: true,
          msg: route.successMessage,
          data: { docs: stored.map(toStoredFile) },
        };
      },
    );
  };
}
