import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import Negotiator from 'negotiator';
import { createShellHtml } from './shell-html';
import { isHashedAsset, resolveStaticFile } from './static-file';

/**
 * The worker fetches what the page asks of it, map tiles from another origin included: its own
 * policy (a worker's comes with its script) must let it, where the page's allows only 'self'.
 */
const SERVICE_WORKER_CSP = "default-src 'self'; script-src 'self'; connect-src 'self' https:";

/**
 * Serves the built PWA: its files, and the shell for every other non-API path so client routes
 * work on reload. Without a build (tests, API-only runs) it serves nothing.
 */
export function webAppRoutes(staticDir: string): FastifyPluginAsync {
  return async (app) => {
    const root = path.resolve(staticDir);
    const indexFile = path.join(root, 'index.html');
    if (!existsSync(indexFile)) return;
    // The build writes these beside the served folder (dist/client-manifest.json for dist/client,
    // vite.config.ts), where they are neither served nor precached.
    const besideRoot = (suffix: string) =>
      path.join(path.dirname(root), `${path.basename(root)}-${suffix}`);
    const shell = createShellHtml(indexFile, {
      manifestFile: besideRoot('manifest.json'),
      firstScreensFile: besideRoot('first-screens.json'),
    });
    // Only the reply.sendFile decorator: which file, and how long it may be kept, is decided here.
    // The build wrote .br and .gz beside each text file: sent as the browser accepts them.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

    app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ success: false, msg: `No route ${request.method} ${pathname}` });
      }
      const file = resolveStaticFile(root, pathname);
      if (file) {
        if (pathname === '/sw.js') reply.header('Content-Security-Policy', SERVICE_WORKER_CSP);
        reply.header('Cache-Control', file.cacheControl);
        return reply.sendFile(file.relativePath, { cacheControl: false });
      }
      // A missing chunk of another build is not a page: the shell in its place would be cached
      // or run as JavaScript.
      if (isHashedAsset(pathname)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const hints = {
        linked: new URLSearchParams(request.url.split('?')[1] ?? '').get('lang'),
        browser: new Negotiator(request).languages(),
      };
      return (
        reply
          .header('Cache-Control', 'no-cache')
          // A drawn first screen is in the language the request names.
          .header('Vary', 'Accept-Language')
          .type('text/html; charset=utf-8')
          .send(shell.forPath(pathname, hints))
      );
    });
  };
}
