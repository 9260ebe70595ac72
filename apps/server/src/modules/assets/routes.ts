import fastifyMultipart from '@fastify/multipart';
import {
  ASSET_ERRORS,
  ASSET_KEYS,
  ASSET_MAX_BYTES,
  ASSET_MAX_FILES_PER_REQUEST,
  assetContentType,
  assetSchema,
  assetUploadFieldsSchema,
} from '@commerce/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { publicRoute, requireFeature } from '../../http/access.ts';
import { EDGE_LIMITS, assertEdgeString, malformedMultipart } from '../../http/edge.ts';
import { apiError, ApiError, notFound, validationFailure } from '../../http/errors.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { assetList, listAssets } from './queries.ts';
import { recordAssets, storeImage, type StoredImage, type UploadedImage } from './service.ts';
import { isAssetSegment, type AssetStorage } from './storage.ts';
import { makeThumbnail } from './thumbnails.ts';

/**
 * The asset library's API (spec 2 §7 'list assets, 24 per page, newest first, filter by description';
 * 'create/upload, process and publish assets'): browsing and uploading need a key that chooses images
 * (ASSET_KEYS, C-5).
 */
export const assetRoutes =
  (deps: AppDeps, storage: AssetStorage): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const tags = ['assets'];
    const config = requireFeature(...ASSET_KEYS);
    await app.register(fastifyMultipart, {
      limits: { fileSize: ASSET_MAX_BYTES, files: ASSET_MAX_FILES_PER_REQUEST, fields: 5, fieldSize: 1000 },
    });

    listRoute(app, {
      path: '/assets',
      config,
      tags,
      summary: 'The asset library: 24 a page, newest first; search by title, Description= filters',
      item: assetSchema,
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
          consumes: ['multipart/form-data'],
          response: { 201: z.object({ Items: z.array(assetSchema) }) },
        },
      },
      async (request, reply) => {
        const { fields, files } = await readImages(request);
        const stored: StoredImage[] = [];
        for (const file of files) stored.push(await storeImage(storage, file));
        const items = await db.transaction((tx) => recordAssets(tx, actorOf(request), stored, fields));
        return reply.code(201).send({ Items: items });
      },
    );
  };

/** The upload's fields and files; the first file that is not an image type or too large refuses them all. */
async function readImages(request: FastifyRequest) {
  if (!request.isMultipart()) throw apiError(ASSET_ERRORS.fileRequired);
  const rawFields: Record<string, string> = {};
  const files: UploadedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        assertEdgeString(part.fieldname, part.value, EDGE_LIMITS.bodyString);
        rawFields[part.fieldname] = part.value;
        continue;
      }
      // Read whole before any refusal: the rest of the request is still to be consumed.
      const bytes = await part.toBuffer();
      if (!assetContentType(part.filename)) {
        throw apiError(ASSET_ERRORS.notAnImage, { data: { FileName: part.filename } });
      }
      assertEdgeString('files', part.filename, EDGE_LIMITS.fileName);
      files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw apiError(ASSET_ERRORS.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw apiError(ASSET_ERRORS.tooManyFiles);
    if (error instanceof ApiError) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw malformedMultipart('files');
  }
  if (files.length === 0) throw apiError(ASSET_ERRORS.fileRequired);
  const fields = assetUploadFieldsSchema.safeParse(rawFields);
  if (!fields.success)
    throw validationFailure(
      Object.fromEntries(fields.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  return { fields: fields.data, files };
}

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
      let bytes: Buffer | null;
      let type = contentType;
      if (fit === 'thumb') {
        bytes = await storage.read({ id, fileName, thumbnail: true });
        if (!bytes) {
          const original = await storage.read({ id, fileName });
          if (!original) return missing();
          bytes = await makeThumbnail(original).catch(() => null);
          if (!bytes) return missing();
          await storage.write({ id, fileName, thumbnail: true }, bytes);
        }
        type = 'image/webp';
      } else {
        bytes = await storage.read({ id, fileName });
        if (!bytes) return missing();
      }
      return (
        reply
          .header('content-type', type)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          // Storefront pages on other origins show these images.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes)
      );
    },
  );
}
