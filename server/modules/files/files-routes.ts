import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileIdParams } from '../../../src/contract/files';
import { notFound } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { contentDispositionOf } from './content-disposition';

/** Downloads: authorized per file by what it is attached to; never a public path. */
export function filesRoutes({ files, fileAccess, guards }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id',
      {
        preHandler: guards.authenticate,
        schema: {
          tags: ['files'],
          params: fileIdParams,
        },
      },
      async (request, reply) => {
        const file = await files.get(request.params.id);
        // Someone else's file is "not found", so ids cannot be probed.
        if (!(await fileAccess.canRead(callerOf(request).user, file)))
          throw notFound('File not found');
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
