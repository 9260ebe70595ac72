import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

type Directives = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own helmet options; @fastify/helmet reads them from the route's config on each request. */
    helmet?: ReturnType<typeof ownPolicy>;
  }
}

/**
 * The web app's Content-Security-Policy: everything from this origin, no inline script (the built
 * index.html has none), inline styles allowed because emotion (MUI) and notistack write <style> tags,
 * images also as data:/blob: URLs (the favicon, previews), framed only by this origin. Frames may show the
 * storefront (STOREFRONT_URL's origin) once Build Order brings it.
 */
export function appDirectives(config: Pick<Config, 'STOREFRONT_URL'>): Directives {
  const storefront = config.STOREFRONT_URL ? [new URL(config.STOREFRONT_URL).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...storefront],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** /api/docs (Swagger UI): its scripts are files too; it draws some images from data: URLs and SVG. */
export const DOCS_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** A route's own policy, for `config.helmet` (read by @fastify/helmet on each request). */
export const ownPolicy = (directives: Directives) => ({
  contentSecurityPolicy: { useDefaults: false, directives },
});

/**
 * What every answer carries: compression of dynamic answers over 1 KB (brotli at quality 4, gzip at 6:
 * cheap enough per request; the web app's files are precompressed at build instead), and the security
 * headers — the policy above, nosniff, Referrer-Policy same-origin, and HSTS when cookies are always
 * Secure (COOKIE_SECURE=true means the console is only reached over HTTPS).
 */
export async function registerResponsePolicy(app: FastifyInstance, config: Config) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config) },
    strictTransportSecurity:
      config.COOKIE_SECURE === true ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
