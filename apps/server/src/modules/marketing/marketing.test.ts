import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  REDIRECT_TEXTS,
  type BatchRedirectsResult,
  type BulkJob,
  type BulkJobDetail,
  type HomePage,
  type ListPage,
  type RedirectItem,
  type StoreDetail,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  ifMatch,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import {
  auditEvents,
  categories,
  catalogs,
  outbox,
  products,
  redirects,
  stores,
} from '../../db/schema/index.ts';
import { deliverOutbox } from '../../integrations/test-support.ts';
import { multipartBody } from '../../jobs/test-support.ts';
import { buyerXpRow, insertBuyerXp } from '../settings/test-support.ts';

let t: TestApp;
let dataDir: string;
let users: Record<'marketing' | 'signedIn' | 'nobody' | 'catalogue' | 'stores', string>;

const product = (code: string, name: string, more: Partial<typeof products.$inferInsert> = {}) => ({
  id: `${code}-1`,
  name,
  productCode: code,
  isDefaultProduct: true,
  active: true,
  visible: true,
  ...more,
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-marketing-'));
  t = await createTestApp({ DATA_DIR: dataDir, STOREFRONT_URL: 'https://shop.example.com/account' });
  users = await signedInUsers(t, {
    marketing: { permissions: ['misc-marketing'] },
    signedIn: { permissions: ['customer-reader'] },
    nobody: { permissions: ['events-reader', 'events-admin'] },
    catalogue: { permissions: ['categories-reader', 'categories-edit'] },
    stores: { permissions: ['stores-reader', 'stores-create', 'stores-admin'] },
  });
  await insertBuyerXp(t.db);
  await t.db.insert(redirects).values([
    { slug: '/roses', destination: '/category/flowers-roses' },
    { slug: '/spring', destination: '/category/spring' },
  ]);
  await t.db
    .insert(products)
    .values([
      product('P1', 'Red Roses'),
      product('P2', 'Tulip Bouquet'),
      product('P3', 'Orchid'),
      product('P4', 'Peace Lily'),
      product('P5', 'Hidden Fern', { visible: false }),
      { ...product('P1', 'Red Roses, two dozen'), id: 'P1-2', isDefaultProduct: false },
      product('FEV000001', 'Spring Open House', { isWorkshop: true }),
      product('FEV000002', 'Wreath Workshop', { isWorkshop: true, isWorkshopEvent: true, active: false }),
    ]);
  await t.db.insert(catalogs).values({ id: 'Bachmans', name: 'Bachmans' }).onConflictDoNothing();
  await t.db.insert(categories).values([
    { catalogId: 'Bachmans', id: 'Flowers', name: 'Flowers', active: true, xp: { SlugURL: 'flowers' } },
    { catalogId: 'Bachmans', id: 'Old', name: 'Old', active: false, xp: { SlugURL: 'old-stuff' } },
  ]);
  await t.db.insert(stores).values({
    id: 'Store-1',
    companyName: "Bachman's on Lyndale",
    active: true,
    xp: { PageName: 'bachmans-on-lyndale' },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (user: keyof typeof users) => api(t.app, users[user]);
const publicFile = async (name: string) => {
  await deliverOutbox(t);
  return api(t.app).get(`/public/${name}?v=${Math.random()}`);
};
const auditOf = (entity: 'redirect', id: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id)));

describe('redirects', () => {
  it('lists them newest first and filters by any part of the slug or destination', async () => {
    await t.db.insert(redirects).values({ slug: '/old', destination: '/new', dateCreated: new Date(0) });
    const all = (await as('marketing').get('/api/redirects')).json<ListPage<RedirectItem>>();
    expect(all.Items.map((item) => item.Slug).at(-1)).toBe('/old');
    const found = await as('marketing').get('/api/redirects?search=FLOWERS');
    expect(found.json<ListPage<RedirectItem>>().Items.map((item) => item.Slug)).toEqual(['/roses']);
  });

  it('checks the add rules against the stored redirects while the user types', async () => {
    const check = await as('marketing').get('/api/redirects/check?slug=/tulips&destination=/roses');
    expect(check.json()).toEqual({ destination: REDIRECT_TEXTS.circular });
    const taken = await as('marketing').get('/api/redirects/check?slug=/roses&destination=x');
    expect(taken.json()).toEqual({
      slug: REDIRECT_TEXTS.alreadyRedirected,
      destination: REDIRECT_TEXTS.startWithSlash,
    });
  });

  it('adds one (201), audited, and republishes redirects.json', async () => {
    const response = await as('marketing').post('/api/redirects', {
      slug: ' /tulips ',
      destination: '/category/tulips',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RedirectItem>()).toMatchObject({ Slug: '/tulips', Destination: '/category/tulips' });
    expect(await auditOf('redirect', '/tulips')).toMatchObject([{ action: 'create', actorId: 'marketing' }]);
    const file = await publicFile('redirects.json');
    expect(file.json()).toMatchObject({ '/tulips': '/category/tulips', '/roses': '/category/flowers-roses' });
  });

  it('refuses a destination that is a stored slug with the spec text (400), nothing added', async () => {
    const response = await as('marketing').post('/api/redirects', { slug: '/loop', destination: '/roses' });
    expect(statusAndCode(response)).toEqual({ status: 400, code: 'ValidationFailure' });
    expect(errorOf(response).Message).toBe('Circular references are not allowed');
    expect(await t.db.select().from(redirects).where(eq(redirects.slug, '/loop'))).toEqual([]);
  });

  it('removes one (204), then 404 for one already gone', async () => {
    const removed = await as('marketing').delete(`/api/redirects?slug=${encodeURIComponent('/spring')}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await auditOf('redirect', '/spring')).toMatchObject([{ action: 'delete' }]);
    const again = await as('marketing').delete('/api/redirects?slug=/spring');
    expect(statusAndCode(again)).toEqual({ status: 404, code: 'Redirect.NotFound' });
    expect((await publicFile('redirects.json')).json()).not.toHaveProperty('/spring');
  });

  it('adds a batch and reports the skipped lines', async () => {
    const response = await as('marketing').post('/api/redirects/batch', {
      text: '/b1:/x1\n/roses:/y\n\nbad line\n/b2:/b1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BatchRedirectsResult>()).toEqual({
      added: [{ slug: '/b1', destination: '/x1' }],
      skipped: [
        { line: 2, text: '/roses:/y', reason: REDIRECT_TEXTS.alreadyRedirected },
        { line: 4, text: 'bad line', reason: REDIRECT_TEXTS.notSourceDestination },
        { line: 5, text: '/b2:/b1', reason: REDIRECT_TEXTS.circular },
      ],
    });
    expect((await publicFile('redirects.json')).json()).toHaveProperty('/b1', '/x1');
  });

  it('runs a large batch as a job: lines added, skipped ones in the error log', async () => {
    const csv = ['Redirect', '"/j1:/k1"', '"/roses:/z"', '"/j2:/k2"'].join('\r\n');
    const { body, headers } = multipartBody('batch.csv', Buffer.from(csv, 'utf8'));
    const upload = await as('marketing').post('/api/bulk/addbatchredirects', body, headers);
    expect(upload.statusCode, upload.body).toBe(201);
    const job = upload.json<BulkJob>();
    await t.app.bulkJobs.runUntilIdle();
    const detail = (
      await as('marketing').get(`/api/bulk/jobs/addbatchredirects/${job.JobID}`)
    ).json<BulkJobDetail>();
    expect(detail.ErrorLog.Items).toEqual([
      expect.objectContaining({ ErrorOn: '/roses:/z', Error: REDIRECT_TEXTS.alreadyRedirected }),
    ]);
    const rows = await t.db.select().from(redirects);
    expect(rows.map((row) => row.slug)).toEqual(expect.arrayContaining(['/j1', '/j2']));
    // The job's batches ask for redirects.json a little later, so their requests collapse into one publish.
    const [publish] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, 'redirects.json'), eq(outbox.status, 'pending')));
    expect(publish!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses bad input (400) and users without misc-marketing (403)', async () => {
    expect((await as('marketing').post('/api/redirects', { slug: 5 })).statusCode).toBe(400);
    expect((await as('marketing').post('/api/redirects/batch', { text: '' })).statusCode).toBe(400);
    for (const [method, url] of [
      ['get', '/api/redirects'],
      ['get', '/api/redirects/check?slug=/a'],
      ['post', '/api/redirects'],
      ['delete', '/api/redirects?slug=/roses'],
      ['post', '/api/redirects/batch'],
      ['post', '/api/sitemap/regenerate'],
      ['get', '/api/home-page/options?list=BachmansPicks'],
      ['get', '/api/settings/buyerxp/seo-pages'],
    ] as const) {
      const response = await as('nobody')[method](url, method === 'post' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.db.select().from(redirects).where(eq(redirects.slug, '/roses'))).toHaveLength(1);
  });
});

describe('sitemap', () => {
  it('is generated from active categories, visible products, active stores, events and the SEO pages', async () => {
    const response = await as('marketing').post('/api/sitemap/regenerate', {});
    expect(response.statusCode, response.body).toBe(202);
    const xml = (await publicFile('sitemap.xml')).body;
    for (const loc of [
      'https://shop.example.com/',
      'https://shop.example.com/store-locator',
      'https://shop.example.com/category/flowers',
      'https://shop.example.com/product/P1',
      'https://shop.example.com/store/bachmans-on-lyndale',
      'https://shop.example.com/event/FEV000001',
    ])
      expect(xml).toContain(`<loc>${loc}</loc>`);
    for (const hidden of ['old-stuff', 'product/P5', 'FEV000002']) expect(xml).not.toContain(hidden);
  });

  it('lists a store created in the console once it is active, at the page name its name gave it', async () => {
    const created = await as('stores').post('/api/stores', {
      CompanyName: "Bachman's Uptown Kiosk",
      Street1: '1 Hennepin Ave',
      City: 'Minneapolis',
      State: 'MN',
      Zip: '55403',
      Phone: '(612) 555-0177',
      StoreType: 'Kiosk',
      WillCall: false,
      StoreID_1digit: '',
      StoreID_2digit: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const store = created.json<StoreDetail>();
    expect(store.xp.PageName).toBe('bachmans-uptown-kiosk');
    const { CompanyName, Street1, Street2, City, State, Zip, Phone } = store;
    const info = {
      CompanyName,
      Street1,
      Street2,
      City,
      State,
      Zip,
      Phone,
      StoreType: 'Kiosk',
      WillCall: false,
    };
    const activated = await as('stores').patch(
      `/api/stores/${store.ID}`,
      { Info: { ...info, Active: true } },
      { 'if-match': `"${store.Version}"` },
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await as('marketing').post('/api/sitemap/regenerate', {})).statusCode).toBe(202);
    expect((await publicFile('sitemap.xml')).body).toContain(
      '<loc>https://shop.example.com/store/bachmans-uptown-kiosk</loc>',
    );
  });

  it('is regenerated on catalogue refresh', async () => {
    await t.db.insert(products).values(product('P9', 'New Arrival'));
    const refresh = await as('catalogue').post('/api/catalogs/Bachmans/refresh', {});
    expect(refresh.statusCode, refresh.body).toBe(202);
    expect((await publicFile('sitemap.xml')).body).toContain('/product/P9</loc>');
  });
});

describe('home page', () => {
  const page = async () => {
    const response = await as('signedIn').get('/api/home-page');
    expect(response.statusCode, response.body).toBe(200);
    return { page: response.json<HomePage>(), version: Number(JSON.parse(response.headers.etag as string)) };
  };

  it('any signed-in user reads both lists resolved by code', async () => {
    const { page: home } = await page();
    expect(home.BachmansPicks).toEqual([]);
    expect(home.FeaturedEvents).toEqual([
      { ID: 'FEV000001-1', Name: 'Spring Open House', ProductCode: 'FEV000001', OnStorefront: true },
    ]);
  });

  it('saves picks with the Render lists (C-27) and republishes buyerxp.json', async () => {
    const { version } = await page();
    const response = await as('marketing').put(
      '/api/home-page',
      { BachmansPicks: ['P4', 'P5', 'P1', 'P2'], FeaturedEvents: ['FEV000002', 'FEV000001'] },
      ifMatch(version),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HomePage>().BachmansPicks.map((item) => item.ProductCode)).toEqual([
      'P4',
      'P5',
      'P1',
      'P2',
    ]);
    const document = (await buyerXpRow(t.db))!.document as Record<string, unknown>;
    expect(document).toMatchObject({
      BachmansPicks: ['P4', 'P5', 'P1', 'P2'],
      RenderBachmansPicks: ['P4', 'P1', 'P2'],
      FeaturedEvents: ['FEV000002', 'FEV000001'],
      RenderFeaturedEvents: ['FEV000001'],
    });
    expect((await publicFile('buyerxp.json')).json()).toMatchObject({
      RenderBachmansPicks: ['P4', 'P1', 'P2'],
    });
  });

  it('recomputes the Render lists on catalogue refresh', async () => {
    await t.db.update(products).set({ visible: true }).where(eq(products.productCode, 'P5'));
    await as('catalogue').post('/api/catalogs/Bachmans/refresh', {});
    const document = (await buyerXpRow(t.db))!.document as Record<string, unknown>;
    expect(document.RenderBachmansPicks).toEqual(['P4', 'P5', 'P1', 'P2']);
  });

  it('refuses 3 picks, an event among picks (400), a stale version (412), no version (428), and others (403)', async () => {
    const { version } = await page();
    const three = await as('marketing').put(
      '/api/home-page',
      { BachmansPicks: ['P1', 'P2', 'P3'] },
      ifMatch(version),
    );
    expect(statusAndCode(three)).toEqual({ status: 400, code: 'ValidationFailure' });
    const event = await as('marketing').put(
      '/api/home-page',
      { BachmansPicks: ['P1', 'P2', 'P3', 'FEV000001'] },
      ifMatch(version),
    );
    expect(statusAndCode(event)).toEqual({ status: 400, code: 'ValidationFailure' });
    const stale = await as('marketing').put('/api/home-page', { BachmansPicks: [] }, ifMatch(version - 1));
    expect(stale.statusCode).toBe(412);
    expect((await as('marketing').put('/api/home-page', { BachmansPicks: [] })).statusCode).toBe(428);
    expect(
      (await as('nobody').put('/api/home-page', { BachmansPicks: [] }, ifMatch(version))).statusCode,
    ).toBe(403);
    expect((await page()).page.BachmansPicks).toHaveLength(4);
  });

  it('offers products for picks and events for featured events by name or code', async () => {
    const picks = await as('marketing').get('/api/home-page/options?list=BachmansPicks&search=lil');
    expect(picks.json()).toEqual({
      Items: [{ ID: 'P4-1', Name: 'Peace Lily', ProductCode: 'P4', OnStorefront: true }],
    });
    const events = await as('marketing').get('/api/home-page/options?list=FeaturedEvents');
    expect(events.json<{ Items: { ProductCode: string }[] }>().Items.map((item) => item.ProductCode)).toEqual(
      ['FEV000001', 'FEV000002'],
    );
  });
});

describe('SEO pages (a settings section)', () => {
  it('saves one page with misc-marketing and republishes buyerxp.json', async () => {
    const read = await as('marketing').get('/api/settings/buyerxp/seo-pages');
    expect(read.statusCode, read.body).toBe(200);
    const { Value, Version } = read.json<{ Value: Record<string, unknown>; Version: number }>();
    const next = { ...Value, Care: { seo: { MetaTitle: 'Plant care', MetaDescription: 'How to care' } } };
    const saved = await as('marketing').put(
      '/api/settings/buyerxp/seo-pages',
      { Value: next },
      ifMatch(Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicFile('buyerxp.json')).json()).toMatchObject({
      SEOPages: { Care: { seo: { MetaTitle: 'Plant care' } } },
    });
    const empty = { ...next, Care: { seo: { MetaTitle: '', MetaDescription: 'x' } } };
    const refused = await as('marketing').put(
      '/api/settings/buyerxp/seo-pages',
      { Value: empty },
      ifMatch(Version + 1),
    );
    expect(refused.statusCode).toBe(400);
  });
});
