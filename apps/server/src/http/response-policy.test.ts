import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, errorOf } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';

// Security headers, compression and caching of what the server sends: the web app, the API, the asset
// library and the API docs.
let database: Database;
let app: FastifyInstance;
let secure: FastifyInstance;
let dir: string;

const SCRIPT = `console.log(${JSON.stringify('commerce '.repeat(300))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1a2b.js"></script></head></html>';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-policy-'));
  const web = path.join(dir, 'web');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  const script = path.join(web, 'assets', 'index-1a2b.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(dir, 'data', 'assets', 'img1'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'data', 'assets', 'img1', 'rose.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );

  database = await createTestDatabase();
  const config = { WEB_DIST: web, DATA_DIR: path.join(dir, 'data') };
  app = await buildTestApp(database, config);
  secure = await buildTestApp(database, {
    ...config,
    COOKIE_SECURE: 'true',
    STOREFRONT_URL: 'https://shop.example.com/account/reset',
  });
});
afterAll(async () => {
  await app.close();
  await secure.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url, headers });

/** The Content-Security-Policy as { directive: sources }. */
function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('the web app, the API and a hashed bundle carry the strict policy, nosniff and same-origin referrers', async () => {
    for (const url of ['/', '/admin/users', '/api/health', '/assets/index-1a2b.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const policy = policyOf(response);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['img-src'], url).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy['frame-ancestors'], url).toEqual(["'self'"]);
      expect(policy['frame-src'], url).toEqual(["'self'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('index.html has no inline script for the policy to block', async () => {
    const html = (await get('/')).body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('HSTS when COOKIE_SECURE=true; the storefront origin may be framed when STOREFRONT_URL is set', async () => {
    const response = await get('/api/health', {}, secure);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response)['frame-src']).toEqual(["'self'", 'https://shop.example.com']);
  });

  it("the asset library keeps its own stricter policy and may be shown by the storefront's pages", async () => {
    const response = await get('/assets/img1/rose.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('/api/docs works under its own policy: the page and its script files', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const policy = policyOf(page);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toBeUndefined();
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const response = await get(`/api/docs/static/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(policyOf(response)['script-src'], file).toEqual(["'self'"]);
    }
    expect((await get('/api/docs/json')).json()).toHaveProperty('openapi');
  });
});

describe('compression and caching', () => {
  it('sends a bundle precompressed (brotli, else gzip) and caches it for a year', async () => {
    const brotli = await get('/assets/index-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('index.html is revalidated every time', async () => {
    const response = await get('/customers', { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('compresses JSON answers over 1 KB in one call, leaves small ones as they are', async () => {
    const large = await get('/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const json = zlib.brotliDecompressSync(large.rawPayload);
    expect(JSON.parse(json.toString())).toHaveProperty('paths');
    // Its length is known: it was not streamed through zlib (400 KB, far past the plugin's 8 KB on two cores).
    expect(json.length).toBeGreaterThan(8192);
    expect(large.headers['content-length']).toBe(String(large.rawPayload.length));
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('Status', 'ok');
  });

  it('answers 404 for names the build does not hold, 300-character ones included', async () => {
    for (const url of [
      '/assets/index-old.js',
      `/assets/${'x'.repeat(300)}.js`,
      `/assets/img1/${'x'.repeat(300)}.png`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).ErrorCode).toBe('NotFound');
    }
  });
});
