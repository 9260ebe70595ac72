import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, api, createTestApp, errorOf, signIn, type TestApp } from '../../test/helpers.ts';
import { enqueue } from '../integrations/outbox.ts';
import { eventually, insertJob } from '../jobs/test-support.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** The samples of a Prometheus text answer: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist, whatever is sent', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).ErrorCode).toBe('NotFound');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answers only the bearer of the token: not a session, not a wrong or partial token', async () => {
    const session = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    for (const headers of [
      {},
      { cookie: session },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(errorOf(response)).toEqual({
        ErrorCode: 'Auth.Unauthenticated',
        Message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.',
        Data: null,
      });
    }
    const response = await scrape();
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('counts and times requests by route pattern and status, never by URL', async () => {
    for (const id of ['first-id', 'second-id', 'third-id']) await api(t.app).get(`/api/roles/${id}`);
    await api(t.app).get('/api/no-such-path');
    const { body } = await scrape();
    const found = samples(body);
    expect(
      found.get('http_request_duration_seconds_count{method="GET",route="/api/roles/:id",status_code="401"}'),
    ).toBe(3);
    expect(
      found.get(
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/roles/:id",status_code="401"}',
      ),
    ).toBe(3);
    expect(
      found.get('http_request_duration_seconds_count{method="GET",route="/api/*",status_code="404"}'),
    ).toBe(1);
    expect(body).not.toContain('first-id');
    expect(body).not.toContain('no-such-path');
  });

  it('shows the outbox backlog and its oldest send, the job queue, the event loop lag and the process', async () => {
    const before = samples((await scrape()).body);
    expect(before.get('commerce_outbox_pending')).toBe(0);
    expect(before.get('commerce_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(before.get('commerce_bulk_jobs_unfinished')).toBe(0);
    expect(before.get('commerce_database_reachable')).toBe(1);

    for (const entityId of ['1', '2', '3']) {
      await enqueue(t.db, { kind: 'email', entity: 'test', entityId, payload: {} });
    }
    await t.db.execute(
      sql`update outbox set created_at = now() - interval '90 seconds' where entity_id = '1'`,
    );
    await insertJob(t.db, 7);
    // The gauges that share a query keep its answer for a second: the new figures come with a later scrape.
    let after = samples((await scrape()).body);
    await eventually(async () => {
      after = samples((await scrape()).body);
      return after.get('commerce_outbox_pending') === 3;
    });
    expect(after.get('commerce_outbox_pending')).toBe(3);
    expect(after.get('commerce_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(after.get('commerce_outbox_oldest_pending_age_seconds')).toBeLessThan(3600);
    expect(after.get('commerce_bulk_jobs_unfinished')).toBe(1);
    expect(after.get('commerce_bulk_job_rows_pending')).toBe(7);
    expect(after.get('commerce_server_processes')).toBe(1);
    expect(after.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.get('process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('shows the database pool on node-postgres (PostgreSQL, or the embedded database’s thread in a server)', async () => {
    const found = samples((await scrape()).body);
    if (t.database.kind === 'postgres') {
      expect(found.get('commerce_db_pool_max_connections{database="postgres"}')).toBe(5);
      expect(
        found.get('commerce_db_pool_connections{database="postgres",state="busy"}'),
      ).toBeGreaterThanOrEqual(0);
      expect(found.get('commerce_db_pool_connections{database="postgres",state="idle"}')).toBeGreaterThan(0);
      expect(found.get('commerce_db_pool_waiting_queries{database="postgres"}')).toBe(0);
    } else {
      // The tests drive PGlite directly, without a pool.
      expect([...found.keys()].some((name) => name.startsWith('commerce_db_pool'))).toBe(false);
    }
  });
});
