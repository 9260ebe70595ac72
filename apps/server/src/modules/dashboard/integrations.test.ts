import type { IntegrationsCard, ResendJob } from '@commerce/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { deliverOutbox } from '../../integrations/test-support.ts';
import { staffWith } from '../orders/test-fixtures.ts';

let t: TestApp;
let reader: string;
let mailer: string;

/** A send to the customer service about a customer, in the state given, failed so many hours ago. */
async function send(entityId: string, status: 'pending' | 'sent' | 'failed', failedHoursAgo = 1) {
  const [row] = await t.db
    .insert(outbox)
    .values({
      kind: 'connector.cecs',
      entity: 'customer',
      entityId,
      payload: { ID: entityId },
      status,
      attempts: status === 'failed' ? 5 : 0,
      lastError: status === 'failed' ? 'cecs answered HTTP 503' : null,
      failedAt: status === 'failed' ? sql`now() - make_interval(hours => ${failedHoursAgo})` : null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}
const countOf = async (cookie: string, query: string) =>
  (await api(t.app, cookie).get(`/api/sends?${query}`)).json<{ Meta: { TotalCount: number } }>().Meta
    .TotalCount;
const card = async () =>
  (await api(t.app, reader).get('/api/dashboard/integrations'))
    .json<IntegrationsCard>()
    .Systems.find((system) => system.System === 'cecs')!;

beforeAll(async () => {
  t = await createTestApp();
  reader = await staffWith(t.app, t.db, 'reader', ['order-reader']);
  mailer = await staffWith(t.app, t.db, 'mailer', ['order-reader', 'order-orphan-sender']);
});
afterAll(() => t.close());

describe('Integration health and Resend failed', () => {
  it('counts pending and recently failed sends as the sends list lists them, and resends each failed send once', async () => {
    await send('C1', 'failed');
    // Failed twice: only the newer one goes again.
    await send('C2', 'failed', 3);
    const c2 = await send('C2', 'failed', 2);
    // Already retrying: left alone.
    await send('C3', 'failed');
    await send('C3', 'pending');
    // Made again since and sent: left alone.
    await send('C4', 'failed');
    await send('C4', 'sent');
    // Failed before the last 24 hours: not counted, not resent.
    const old = await send('C5', 'failed', 30);

    const health = await card();
    expect(health).toMatchObject({ Pending: 1, Failed: 5, CanResend: false });
    expect(health.FailuresPerHour).toHaveLength(24);
    expect(health.FailuresPerHour.reduce((sum, n) => sum + n, 0)).toBe(5);
    const { Since } = (await api(t.app, reader).get('/api/dashboard/integrations')).json<IntegrationsCard>();
    expect(await countOf(reader, 'System=cecs&Status=pending')).toBe(1);
    expect(await countOf(reader, `System=cecs&Status=failed&FailedSince=${Since}`)).toBe(5);

    expect((await api(t.app, reader).post('/api/dashboard/integrations/cecs/resend-failed')).statusCode).toBe(
      403,
    );
    expect((await api(t.app, mailer).post('/api/dashboard/integrations/nope/resend-failed')).statusCode).toBe(
      400,
    );
    const response = await api(t.app, mailer).post('/api/dashboard/integrations/cecs/resend-failed');
    expect(response.statusCode, response.body).toBe(202);
    const job = response.json<ResendJob>();
    expect(job).toMatchObject({ System: 'cecs', Total: 2, Pending: 2, Sent: 0, Skipped: 3 });
    const pending = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.map((row) => row.entityId).sort()).toEqual(['C1', 'C2', 'C3']);
    expect(pending.find((row) => row.entityId === 'C2')!.id).toBe(c2);
    expect((await t.db.select().from(outbox).where(eq(outbox.id, old)))[0]!.status).toBe('failed');

    // Asked again at once: nothing left to resend.
    const again = (
      await api(t.app, mailer).post('/api/dashboard/integrations/cecs/resend-failed')
    ).json<ResendJob>();
    expect(again).toMatchObject({ Total: 0 });

    await deliverOutbox(t);
    const done = (await api(t.app, reader).get(`/api/dashboard/resend-jobs/${job.ID}`)).json<ResendJob>();
    expect(done).toMatchObject({ Total: 2, Sent: 2, Pending: 0, Failed: 0 });
    expect((await api(t.app, reader).get('/api/dashboard/resend-jobs/999999')).statusCode).toBe(404);
  });
});
