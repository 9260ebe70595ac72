import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';

let database: Database;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  app = await buildTestApp(database, {}, {}, { logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the access log', () => {
  it('writes one line per request with its method, URL, status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const requests = lines.filter((line) => 'url' in line);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      msg: 'request completed',
    });
    expect(requests[1]).toMatchObject({ url: '/api/nothing-here', statusCode: 404 });
    expect(typeof requests[0]!.responseTime).toBe('number');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
