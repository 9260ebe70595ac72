import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

type Directives = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy directives (ownPolicy), instead of the app's. */
    policy?: Directives;
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

/** A route's own policy, for its `config`. */
export const ownPolicy = (directives: Directives) => ({ policy: directives });

/**
 * The headers helmet writes for its options, worked out once: helmet's middleware parses its options every
 * time it is made, and @fastify/helmet made it again on every request (about 4% of a list request's CPU).
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream. The stream hands each
 * chunk to libuv's threadpool, which on two cores has no spare CPU to overlap with: a 70 KB page of orders
 * cost 6.9 ms of server CPU brotli-streamed against 2.5 ms uncompressed, and the plugin streams anything over
 * 8 KB on two cores. 512 KB (a 500-row page) holds the event loop about half a millisecond.
 */
const SYNC_COMPRESS_UP_TO = 512 * 1024;

/**
 * What every answer carries: compression of dynamic answers over 1 KB (brotli and gzip at their fastest: a
 * 70 KB page of orders takes 0.07 ms to 9.2 KB, at brotli quality 4 0.23 ms to 8.0 KB; the web app's files are
 * precompressed at build instead), and the security headers — the policy above, nosniff, Referrer-Policy
 * same-origin, and HSTS when cookies are always Secure (COOKIE_SECURE=true means the console is only reached
 * over HTTPS).
 */
export async function registerResponsePolicy(app: FastifyInstance, config: Config) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_COMPRESS_UP_TO,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        // A 256 KB window (the default is 4 MB, set up anew for each answer): a 70 KB page of orders the
        // same 10,158 bytes in 0.16 ms instead of 0.24.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    zlibOptions: { level: 1 },
  });
  const options = (directives: Directives): HelmetOptions => ({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity:
      config.COOKIE_SECURE === true ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const appHeaders = securityHeaders(options(appDirectives(config)));
  const ownHeaders = new WeakMap<Directives, [string, string][]>();
  const headersFor = (policy: Directives) => {
    let headers = ownHeaders.get(policy);
    if (!headers) ownHeaders.set(policy, (headers = securityHeaders(options(policy))));
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const policy = request.routeOptions.config?.policy;
    for (const [name, value] of policy ? headersFor(policy) : appHeaders) reply.header(name, value);
    done();
  });
}
