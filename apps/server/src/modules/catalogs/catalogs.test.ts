import { CATALOG_FILE_NAMES, type CatalogPublishStatus } from '@commerce/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signedInUsers, type TestApp } from '../../../test/helpers.ts';
import { deliverOutbox } from '../../integrations/test-support.ts';
import { directoryStorage, publicDirectory } from '../../publishing/storage.ts';
import { ENTRIES, seedCatalogue } from './test-support.ts';

let t: TestApp;
let dataDir: string;
let users: Record<'categories' | 'dcf' | 'reader' | 'service', string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-catalogs-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedCatalogue(t.db);
  users = await signedInUsers(t, {
    categories: { permissions: ['categories-reader', 'categories-edit'] },
    dcf: { permissions: ['dcf-reader', 'dcf-warranty'] },
    reader: { permissions: ['categories-reader', 'dcf-reader'] },
    service: { permissions: ['customer-reader', 'product-reader', 'stores-reader', 'events-reader'] },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Refresh Category Cache', () => {
  it('publishes the category tree through the outbox and says when and by whom', async () => {
    const before = await api(t.app, users.reader).get('/api/catalogs/Bachmans/publish');
    expect(before.json<CatalogPublishStatus>()).toMatchObject({ LastPublishedAt: null, LastRefreshBy: null });
    const refreshed = await api(t.app, users.categories).post('/api/catalogs/Bachmans/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(202);
    expect(refreshed.json<CatalogPublishStatus>()).toMatchObject({
      Pending: true,
      LastRefreshBy: 'Test categories',
    });
    await deliverOutbox(t, directoryStorage(publicDirectory(dataDir)));
    const file = await t.app.inject({ url: `/public/${CATALOG_FILE_NAMES.Bachmans}` });
    expect(file.statusCode).toBe(200);
    const tree = file.json<{ Categories: { ID: string; Children: { ID: string }[] }[] }>();
    expect(tree.Categories.map((category) => category.ID)).toEqual(['Flowers', 'Plants', 'GiftCards']);
    expect(tree.Categories[0]!.Children.map((child) => child.ID)).toEqual(['Flowers_Roses']);
    const after = (
      await api(t.app, users.reader).get('/api/catalogs/Bachmans/publish')
    ).json<CatalogPublishStatus>();
    expect(after.Pending).toBe(false);
    expect(after.LastPublishedAt).not.toBeNull();
  });

  it('publishes the DCF catalogue for any DCF edit key, with the drawers and the default delivery', async () => {
    expect((await api(t.app, users.categories).post('/api/catalogs/DCF/refresh')).statusCode).toBe(403);
    expect((await api(t.app, users.dcf).post('/api/catalogs/Bachmans/refresh')).statusCode).toBe(403);
    expect((await api(t.app, users.dcf).post('/api/catalogs/DCF/refresh')).statusCode).toBe(202);
    await deliverOutbox(t, directoryStorage(publicDirectory(dataDir)));
    const file = (await t.app.inject({ url: `/public/${CATALOG_FILE_NAMES.DCF}` })).json<{
      Departments: Record<string, { xp: { ASE: string[] } }>;
      AseDrawers: { ID: string }[];
      Catalog: { xp: { Delivery: unknown } };
    }>();
    expect(file.Departments['Fresh Flowers']!.xp.ASE).toEqual(['BALLOONS', 'CARDS']);
    expect(file.AseDrawers.map((drawer) => drawer.ID)).toEqual(['GIFTCARDS', 'BALLOONS', 'CARDS']);
    expect(file.Catalog.xp.Delivery).toEqual({ InStorePickUp: { enabled: true, leadDays: 0 } });
    expect((await api(t.app, users.categories).post('/api/catalogs/Unknown/refresh')).statusCode).toBe(400);
  });

  it('is closed to customer service, and the shared content reads are open to the areas that show content', async () => {
    expect((await api(t.app, users.service).get('/api/catalogs/Bachmans/publish')).statusCode).toBe(403);
    expect((await api(t.app, users.service).post('/api/catalogs/Bachmans/refresh')).statusCode).toBe(403);
    const entries = await api(t.app, users.reader).get(
      `/api/content/entries?ids=${ENTRIES.complex},nope,${ENTRIES.simple}`,
    );
    expect(entries.json<{ Items: { sys: { id: string } }[] }>().Items.map((entry) => entry.sys.id)).toEqual([
      ENTRIES.complex,
      ENTRIES.simple,
    ]);
  });
});

describe('content entries', () => {
  it('offers published blocks for a block slot and top-level service pages for Related Services', async () => {
    const offered = async (slot: string, search = '') =>
      (
        await api(t.app, users.reader).get(
          `/api/content/entries?slot=${slot}${search ? `&search=${search}` : ''}`,
        )
      )
        .json<{ Items: { sys: { id: string } }[] }>()
        .Items.map((entry) => entry.sys.id);
    expect(await offered('stacked')).toEqual([ENTRIES.simple, ENTRIES.complex2, ENTRIES.complex]);
    expect(await offered('stacked', 'orchid')).toEqual([ENTRIES.complex2]);
    expect(await offered('services')).toEqual([ENTRIES.service]);
    expect((await api(t.app, users.reader).get('/api/content/entries?slot=nope')).statusCode).toBe(400);
    const articles = await api(t.app, users.reader).get('/api/content/articles?search=orch');
    expect(articles.json()).toEqual({
      Items: [{ id: ENTRIES.article, title: 'Orchid care', slug: 'orchid-care' }],
    });
    const entry = await api(t.app, users.reader).get(`/api/content/entries/${ENTRIES.service}`);
    expect(entry.json()).toMatchObject({
      sys: { contentType: 'staticPage' },
      fields: { section: 'services' },
    });
    expect((await api(t.app, users.reader).get('/api/content/entries/nope')).statusCode).toBe(404);
  });
});
