import { ASSET_KEYS, assetApi, assetContentType, assetSchema } from '@commerce/domain';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServingDeps } from '../../app-deps.ts';
import { publicRoute, requireFeature } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { assetList, listAssets } from './queries.ts';
import { recordAssets } from './service.ts';
import { isAssetSegment, type AssetFile, type AssetStorage } from './storage.ts';
import { makeThumbnail } from './thumbnails.ts';
import { acceptImageUploads, IMAGE_UPLOAD, uploadImages } from './upload.ts';
import { uploadSchema } from '../../http/uploads.ts';

/**
 * The asset library's API (spec 2 §7 'list assets, 24 per page, newest first, filter by description';
 * 'create/upload, process and publish assets'): browsing and uploading need a key that chooses images
 * (ASSET_KEYS, C-5).
 */
export const assetRoutes =
  (deps: ServingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const storage = deps.assetStorage;
    const tags = ['assets'];
    const config = requireFeature(...ASSET_KEYS);
    await acceptImageUploads(app);

    listRoute(app, {
      api: assetApi,
      config,
      tags,
      summary: 'The asset library: 24 a page, newest first; search by title, Description= filters',
      list: assetList,
      page: (_request, query) => listAssets(db, query),
    });

    app.post(
      '/assets',
      {
        config,
        schema: {
          tags,
          summary:
            "Upload images (multipart: fields 'description', 'title', then one or more files): each checked, " +
            'stored with a thumbnail, and recorded as an asset',
          ...uploadSchema(IMAGE_UPLOAD),
          response: { 201: z.object({ Items: z.array(assetSchema) }) },
        },
      },
      async (request, reply) => {
        const items = await uploadImages({
          db,
          storage,
          request,
          record: (tx, stored, fields) => recordAssets(tx, actorOf(request), stored, fields),
        });
        return reply.code(201).send({ Items: items });
      },
    );
  };

const fileParams = z.object({ id: z.string(), fileName: z.string() });

/**
 * GET /assets/{id}/{fileName}: the library's files, public and read-only like the storefront's image
 * links; `?fit=thumb` answers the thumbnail (WebP, made at upload, or now and kept for an older file).
 * A file never changes once uploaded (a new upload is a new ID), so both are cached for a year. Only image
 * types are served, with a policy that forbids scripts (an SVG is a document) and no sniffing. The route
 * has two segments, so the web app's one-segment bundles (/assets/index-….js) still reach the web app.
 */
export function registerAssetFiles(app: FastifyInstance, storage: AssetStorage) {
  app.get(
    '/assets/:id/:fileName',
    { config: publicRoute, schema: { hide: true } },
    async (request, reply) => {
      const { id, fileName } = fileParams.parse(request.params);
      const fit = (request.query as { fit?: unknown }).fit;
      const contentType = assetContentType(fileName);
      const missing = () => {
        throw notFound('The file');
      };
      if (!contentType || !isAssetSegment(id) || !isAssetSegment(fileName)) return missing();
      let file: AssetFile | null;
      let type = contentType;
      if (fit === 'thumb') {
        file = await storage.read({ id, fileName, thumbnail: true });
        if (!file) {
          const thumbnail = await thumbnailOfOriginal(storage, { id, fileName });
          if (!thumbnail) return missing();
          file = thumbnail;
        }
        type = 'image/webp';
      } else {
        file = await storage.read({ id, fileName });
        if (!file) return missing();
      }
      return (
        reply
          .header('content-type', type)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          // Storefront pages on other origins show these images.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-length', file.size)
          .send(file.stream)
      );
    },
  );
}

/**
 * The thumbnail of a file uploaded before thumbnails were made at upload (the seeded SVGs): cut now from the
 * original and kept. Null when there is no original, or it cannot be read as an image.
 */
async function thumbnailOfOriginal(
  storage: AssetStorage,
  key: { id: string; fileName: string },
): Promise<AssetFile | null> {
  const original = await storage.read(key);
  if (!original) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of original.stream) chunks.push(chunk as Buffer);
  const bytes = await makeThumbnail(Buffer.concat(chunks)).catch(() => null);
  if (!bytes) return null;
  await storage.write({ ...key, thumbnail: true }, bytes, 'image/webp');
  return { stream: Readable.from([bytes]), size: bytes.length };
}
