import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assetsDirectory } from '../config.ts';
import { publicRoute } from './access.ts';
import { notFound } from './errors.ts';
import { heldFile } from './web-app.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/**
 * The asset library's files, read-only and public like the storefront's image links. The route has two
 * segments (/assets/{id}/{fileName}), so the web app's own one-segment bundles (/assets/index-….js) still
 * fall through to it. Files are never interpreted: only image types are served, with a policy that
 * forbids scripts (an SVG is a document) and no sniffing.
 */
export function registerContentAssets(app: FastifyInstance, dataDir: string) {
  const root = assetsDirectory(dataDir);
  app.get(
    '/assets/:id/:fileName',
    { config: publicRoute, schema: { hide: true } },
    async (request, reply) => {
      const { id, fileName } = request.params as { id: string; fileName: string };
      const file = heldFile(root, path.join(id, fileName));
      const contentType = CONTENT_TYPES[path.extname(fileName).toLowerCase()];
      const inside =
        !!file &&
        path.dirname(path.dirname(file)) === root &&
        !id.startsWith('.') &&
        !fileName.startsWith('.');
      if (!contentType || !file || !inside) throw notFound('The file');
      return (
        reply
          .header('content-type', contentType)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          // Storefront pages on other origins show these images.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('cache-control', 'public, max-age=3600')
          .send(fs.createReadStream(file))
      );
    },
  );
}
