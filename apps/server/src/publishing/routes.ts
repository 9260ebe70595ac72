import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../http/access.ts';
import { notFound } from '../http/errors.ts';
import { isPublicFileName, type PublicStorage } from './storage.ts';

/**
 * GET /public/{name}: the published files, public like the blob storage the storefront read them from.
 * They change in place, so caches must revalidate (no-cache); never sniffed. Any name the storage does
 * not hold (or that is not a plain file name, or has more segments) answers 404 in the API's error shape.
 */
export function registerPublicFiles(app: FastifyInstance, storage: PublicStorage) {
  const missing = () => notFound('The file');
  app.get('/public/:name', { config: publicRoute, schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = isPublicFileName(name) ? await storage.read(name) : null;
    if (!file) throw missing();
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(file.bytes);
  });
  app.get('/public/*', { config: publicRoute, schema: { hide: true } }, async () => {
    throw missing();
  });
}
