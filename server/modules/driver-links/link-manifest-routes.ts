import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Negotiator from 'negotiator';
import { z } from 'zod';
import { driverLanguage } from '../../../src/app/language/language-choice';
import { linkIdSchema } from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import { WEB_MANIFEST_CONTENT_TYPE, webManifestSchema } from '../../../src/contract/web-manifest';
import { notFound } from '../../lib/http-error';
import type { Services } from '../../services';
import { LINK_MESSAGES } from './link-guard';
import { linkWebManifest } from './link-web-manifest';

/**
 * GET /api/driver-links/{linkId}/manifest.webmanifest: public, as browsers fetch manifests with no
 * custom headers; the link id is the secret. A malformed id is as unknown as a missing one.
 */
export function linkManifestRoutes({ driverLinks }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/manifest.webmanifest',
      {
        config: { access: 'public' },
        schema: {
          tags: ['driver-links'],
          params: z.object({ id: z.string() }),
          // The page names its manifest with the language it shows: `?lang=ur`.
          querystring: z.object({ lang: z.string().optional() }),
          response: { 200: webManifestSchema, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const linkId = linkIdSchema.safeParse(request.params.id);
        if (!linkId.success) throw notFound(LINK_MESSAGES.invalid);
        // The page's own rule with nothing stored (the server cannot see the phone's choice).
        const language = driverLanguage({
          linked: request.query.lang ?? null,
          storedDriver: null,
          stored: null,
          browser: new Negotiator(request).languages(),
        });
        const target = await driverLinks.installTarget(linkId.data);
        const manifest = linkWebManifest(target, language);
        return reply
          .type(WEB_MANIFEST_CONTENT_TYPE)
          .header('Cache-Control', 'no-cache')
          .send(manifest);
      },
    );
  };
}
