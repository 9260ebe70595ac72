import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicRoute } from './access.ts';

/**
 * Serves the built web app from WEB_DIST, with the SPA fallback: any GET outside /api that is not a
 * file answers index.html, so deep links like /admin/users/alice load the app.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, { root: webDist, serve: false });
  }
  app.get('/*', { config: publicRoute, schema: { hide: true } }, async (request, reply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or use `npm run dev` for development).');
    }
    const relative = (request.params as { '*': string })['*'] ?? ''; // already decoded by the router
    const file = path.join(webDist, relative);
    if (
      relative &&
      file.startsWith(webDist + path.sep) &&
      fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      // Hashed asset names never change content; index.html must always be revalidated.
      const immutable = relative.startsWith('assets/');
      return reply.sendFile(relative, { maxAge: immutable ? '365d' : 0, immutable });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
