import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicRoute } from './access.ts';
import { notFound } from './errors.ts';

/** Hashed bundles: a name never changes content, so browsers and proxies keep them a year. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const ASSETS_DIR = 'assets';
/** Folders of files (the build's bundles, the upload templates): a name they do not hold is a 404, never the app. */
const FILE_FOLDERS = new Set([ASSETS_DIR, 'upload_templates']);
const STOREFRONT_FOLDER = 'storefront';
const STOREFRONT_INDEX = 'storefront/index.html';

/** The regular file `relative` names inside `root`, or undefined (missing, outside, unreadable, too long a name). */
export function heldFile(root: string, relative: string): string | undefined {
  if (!relative || relative.includes('\0')) return undefined;
  const file = path.join(root, relative);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
  } catch {
    // ENAMETOOLONG, ENOTDIR, EACCES …: not a file this server holds.
    return undefined;
  }
}

/**
 * Serves the built web app from WEB_DIST, with the SPA fallback: any GET outside /api that is not a
 * file answers index.html, so deep links like /admin/users/alice load the app. A name under /assets/ or
 * /upload_templates/ that is not there answers 404 (a stale bundle must not receive HTML). Files go out precompressed
 * (`.br`, else `.gz`, written by the build) when the browser accepts it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, file) {
        const hashed = path.relative(webDist, file).split(path.sep)[0] === ASSETS_DIR;
        res.setHeader('cache-control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.get('/*', { config: publicRoute, schema: { hide: true } }, async (request, reply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or use `npm run dev` for development).');
    }
    const relative = (request.params as { '*': string })['*'] ?? ''; // already decoded by the router
    if (heldFile(webDist, relative)) return reply.sendFile(relative);
    const [folder, sub] = relative.split('/');
    if (FILE_FOLDERS.has(folder ?? '')) throw notFound('The file');
    // The lean storefront (apps/storefront) is its own app under /storefront/.
    if (folder === STOREFRONT_FOLDER && heldFile(webDist, STOREFRONT_INDEX)) {
      if (sub === ASSETS_DIR) throw notFound('The file');
      return reply.sendFile(STOREFRONT_INDEX);
    }
    return reply.sendFile('index.html');
  });
}
