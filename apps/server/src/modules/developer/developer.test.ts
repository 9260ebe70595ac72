import { SEARCH_TEXT_REBUILD_CHUNK } from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signedInUsers, statusAndCode, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, orders, outbox, shipments } from '../../db/schema/index.ts';

let t: TestApp;
let developer: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp({ DEVELOPER_USERNAMES: 'dev' });
  ({ dev: developer, outsider } = await signedInUsers(t, {
    dev: { permissions: [] },
    // Even every catalogue key does not open the developer tools.
    outsider: { permissions: ['categories-edit', 'internal-admin', 'order-reader'] },
  }));
});
afterAll(() => t.close());

describe('developer catalogue refresh (B.14)', () => {
  it('lists both catalogues and publishes one through the outbox, audited', async () => {
    const list = await api(t.app, developer).get('/api/developer/catalogs');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ Items: { Catalog: string }[] }>().Items.map((item) => item.Catalog)).toEqual([
      'Bachmans',
      'DCF',
    ]);

    const refresh = await api(t.app, developer).post('/api/developer/catalogs/DCF/refresh');
    expect(refresh.statusCode, refresh.body).toBe(202);
    expect(refresh.json()).toMatchObject({ Catalog: 'DCF', FileName: 'catalog-dcf.json', Pending: true });
    const sends = await t.db.select().from(outbox).where(eq(outbox.entityId, 'catalog-dcf.json'));
    expect(sends).toHaveLength(1);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'catalog'), eq(auditEvents.action, 'refresh')));
    expect(event).toMatchObject({ entityId: 'DCF', actorId: 'dev' });
  });

  it('refuses an unknown catalogue (400) and a non-developer (403)', async () => {
    expect(
      statusAndCode(await api(t.app, developer).post('/api/developer/catalogs/Nope/refresh')),
    ).toMatchObject({
      status: 400,
    });
    expect((await api(t.app, outsider).get('/api/developer/catalogs')).statusCode).toBe(403);
    expect((await api(t.app, outsider).post('/api/developer/catalogs/Bachmans/refresh')).statusCode).toBe(
      403,
    );
  });
});

describe('developer sitemap regeneration (B.14)', () => {
  it('publishes sitemap.xml again through the outbox, audited; a non-developer is refused', async () => {
    const regenerate = await api(t.app, developer).post('/api/developer/sitemap/regenerate');
    expect(regenerate.statusCode, regenerate.body).toBe(202);
    expect(regenerate.body).toBe('null');
    expect(await t.db.select().from(outbox).where(eq(outbox.entityId, 'sitemap.xml'))).toHaveLength(1);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'published-file'), eq(auditEvents.action, 'regenerate')));
    expect(event).toMatchObject({ actorId: 'dev' });
    expect((await api(t.app, outsider).post('/api/developer/sitemap/regenerate')).statusCode).toBe(403);
  });
});

describe('developer search-text rebuild (B.14)', () => {
  it('recomputes the shipments’ search text part by part, writing only what differs', async () => {
    await t.db.insert(orders).values({
      id: 'O-1',
      fromUserId: '100001',
      fromUser: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' },
    });
    const count = SEARCH_TEXT_REBUILD_CHUNK + 5;
    await t.db.insert(shipments).values(
      Array.from({ length: count }, (_, index) => ({
        id: `S-${String(index).padStart(5, '0')}`,
        orderId: 'O-1',
        deliveryMethod: 'UPS',
        fromUserId: '100001',
        shipTo: { FirstName: 'Grace', City: 'Minneapolis' },
        // Two are stale; the others already hold what the rule gives.
        searchText:
          index === 3 || index === count - 1
            ? 'stale'
            : `grace ada lovelace o-1 o 1 s-${String(index).padStart(5, '0')} s ${String(index).padStart(5, '0')}`,
      })),
    );

    const first = await api(t.app, developer).post('/api/developer/search-text/rebuild', { After: null });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      Checked: SEARCH_TEXT_REBUILD_CHUNK,
      Updated: 1,
      Next: `S-${String(SEARCH_TEXT_REBUILD_CHUNK - 1).padStart(5, '0')}`,
      Total: count,
    });
    const second = await api(t.app, developer).post('/api/developer/search-text/rebuild', {
      After: first.json<{ Next: string }>().Next,
    });
    expect(second.json()).toEqual({ Checked: 5, Updated: 1, Next: null, Total: null });

    const [stale] = await t.db.select().from(shipments).where(eq(shipments.id, 'S-00003'));
    expect(stale!.searchText).toBe('grace ada lovelace o-1 o 1 s-00003 s 00003');
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'rebuild-search-text'));
    expect(events).toHaveLength(2);
  });

  it('refuses bad input (400) and a non-developer (403)', async () => {
    expect(
      statusAndCode(await api(t.app, developer).post('/api/developer/search-text/rebuild', { After: 5 })),
    ).toMatchObject({ status: 400 });
    expect(
      statusAndCode(await api(t.app, developer).post('/api/developer/search-text/rebuild', { Start: null })),
    ).toMatchObject({ status: 400 });
    expect(
      (await api(t.app, outsider).post('/api/developer/search-text/rebuild', { After: null })).statusCode,
    ).toBe(403);
  });
});
