import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { uploadedImagesResponse } from '../../../src/contract/files';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { fileUrlOf } from '../files/files-service';
import { readMultipart } from '../files/read-multipart';

/**
 * Images for a load about to be posted: stored unattached and owned by the shipper, then
 * attached by POST /api/loads/create, which refuses anyone else's upload.
 */
export function loadImagesRoutes({ files }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/images',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          consumes: ['multipart/form-data'],
          response: {
            200: uploadedImagesResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            403: errorEnvelope,
            413: errorEnvelope,
          },
        },
      },
      async (request) => {
        const { files: parts } = await readMultipart(request);
        const stored = await files.store({
          parts,
          labels: parts.map((part) => part.filename.replace(/\.[^.]*$/, '') || 'Load image'),
          kind: 'image',
          uploadedBy: callerOf(request).user.id,
        });
        return {
          success: true,
          data: { images: stored.map((file) => ({ url: fileUrlOf(file.id) })) },
        };
      },
    );
  };
}
