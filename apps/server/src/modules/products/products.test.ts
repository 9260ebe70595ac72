import {
  ASSET_DESCRIPTIONS,
  BULK_JOB_TYPES,
  COLOR_TEXTS,
  FEE_TEXTS,
  historyChanges,
  type BulkJob,
  type BulkJobDetail,
  PRODUCT_ERRORS,
  SALE_ABOVE_RETAIL_MESSAGE,
  type FeeChoice,
  type HistoryChange,
  type HistoryPage,
  type ListPage,
  type ProductDetail,
  type ProductFacets,
  type ProductListRow,
  type ProductLookupItem,
  type ProductLookupPage,
} from '@commerce/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  ifMatch,
  imageUpload,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import {
  auditEvents,
  categoryProductAssignments,
  contentAssets,
  priceSchedules,
  products,
  specOptions,
  specs,
} from '../../db/schema/index.ts';
import { buildWorkbook, multipartBody } from '../../jobs/test-support.ts';
import { seedCatalogue } from '../catalogs/test-support.ts';
import { productBulkUpdate } from './bulk-update.ts';

let t: TestApp;
let dataDir: string;
let users: Record<'catalogue' | 'service' | 'categories' | 'bulk' | 'web', string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-products-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedCatalogue(t.db);
  // P1 has two SKUs; flags, prices and stock vary so every filter has something to find.
  await t.db
    .update(products)
    .set({ visible: true, omsVisible: true, isFeatured: true, retailPrice: '50.00', webName: 'Red Roses' })
    .where(eq(products.productCode, 'P1'));
  await t.db
    .update(products)
    .set({ omsVisible: true, quantityAvailable: 5, name: 'Pink Peony' })
    .where(eq(products.id, 'P2-1'));
  await t.db.update(products).set({ infiniteInventory: true }).where(eq(products.id, 'P3-1'));
  await t.db.insert(priceSchedules).values({
    id: 'P1-1',
    priceBreaks: [{ Quantity: 1, Price: 50 }],
    xp: { Price: { RetailPrice: 50, PromotionPrice: null } },
  });
  await t.db.insert(specs).values({ id: 'OMSASM1000', name: 'SF-OMS ASSEMBLY FEES $ 10.00' });
  await t.db.insert(specOptions).values({
    specId: 'OMSASM1000',
    id: 'AssemblyCharge',
    value: '10.00',
    priceMarkupType: 'AmountPerQuantity',
    priceMarkup: '10.00',
  });
  users = await signedInUsers(t, {
    catalogue: {
      permissions: [
        'product-reader',
        'product-web',
        'product-pricing',
        'product-delivery',
        'product-flags',
        'product-fees-assign',
        'product-fees-edit',
        'product-categories',
        'product-images',
        'product-visibility',
      ],
    },
    service: { permissions: ['product-reader', 'customer-reader'] },
    categories: { permissions: ['categories-reader', 'categories-edit'] },
    bulk: { permissions: ['product-reader', 'product-bulk'] },
    web: { permissions: ['product-reader', 'product-web', 'dcf-ase-assign'] },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const list = async (query = '') =>
  (await api(t.app, users.service).get(`/api/products${query}`)).json<ListPage<ProductListRow>>();
const ids = async (query = '') => (await list(query)).Items.map((row) => row.ID);
const detail = async (code: string) =>
  (await api(t.app, users.service).get(`/api/products/${code}`)).json<ProductDetail>();

describe('the product list', () => {
  it('lists SKUs by name, never events, with the spec’s columns', async () => {
    const page = await list();
    expect(page.Items.map((row) => row.ID)).toEqual(['P1-1', 'P1-2', 'P3-1', 'P2-1']);
    expect(page.Items[0]).toMatchObject({
      ID: 'P1-1',
      xp: { ProductCode: 'P1', WebFacingProductTitle: 'Red Roses', CurrentDepartment: 'Fresh Flowers' },
    });
    expect(page.Items[0]!.xp.Price.RetailPrice).toBe(50);
  });

  it('searches SKU, code, name and web name; filters bucket, flags, DCF, category', async () => {
    expect(await ids('?search=peon')).toEqual(['P2-1']);
    expect(await ids('?search=red%20ros')).toEqual(['P1-1', 'P1-2']);
    expect(await ids('?Bucket=1')).toEqual(['P1-1', 'P1-2']);
    expect(await ids('?Bucket=2')).toEqual(['P2-1']);
    expect(await ids('?Bucket=3')).toEqual(['P3-1']);
    expect(await ids('?Flags=featured')).toEqual(['P1-1', 'P1-2']);
    // No stock: nothing available and not infinite (P3-1 is infinite, P2-1 has 5).
    expect(await ids('?Flags=nostock')).toEqual(['P1-1', 'P1-2']);
    expect(await ids('?xp.CurrentFineline=Long%20Stem%20Roses')).toEqual(['P3-1']);
    await t.db
      .insert(categoryProductAssignments)
      .values({ catalogId: 'Bachmans', categoryId: 'Flowers_Roses_DozenRoses', productId: 'P2-1' });
    expect(await ids('?CategoryID=Flowers_Roses_DozenRoses')).toEqual(['P2-1']);
    const bad = await api(t.app, users.service).get('/api/products?Bucket=4');
    expect(bad.statusCode).toBe(400);
  });

  it('counts the drill-down: departments, classes of one, finelines of a class', async () => {
    const facets = (
      await api(t.app, users.service).get('/api/product-facets?dept=Fresh%20Flowers&cls=Roses')
    ).json<ProductFacets>();
    expect(facets).toEqual({
      Departments: [{ Value: 'Fresh Flowers', Count: 3 }],
      Classes: [{ Value: 'Roses', Count: 3 }],
      Finelines: [
        { Value: 'Dozen Roses', Count: 2 },
        { Value: 'Long Stem Roses', Count: 1 },
      ],
    });
  });
});

describe('the product page', () => {
  it('reads the SKUs, default first, with resolved delivery and ASE', async () => {
    const product = await detail('P1');
    expect(product.Skus.map((sku) => [sku.ID, sku.xp.IsDefaultProduct])).toEqual([
      ['P1-1', true],
      ['P1-2', false],
    ]);
    expect(product.Resolved['P1-1']!.ASE).toEqual({
      value: ['BALLOONS', 'CARDS'],
      source: 'department',
      sourceValue: 'Fresh Flowers',
    });
    expect(product.Resolved['P1-1']!.Delivery.source).toBe('default');
    const missing = await api(t.app, users.service).get('/api/products/NOPE');
    expect(statusAndCode(missing)).toEqual({ status: 404, code: PRODUCT_ERRORS.notFound.code });
    expect((await api(t.app, users.service).get('/api/products/WS1')).statusCode).toBe(404);
  });

  it('changes the default SKU on every SKU in one write, audited, against the version', async () => {
    const before = await detail('P1');
    const url = '/api/products/P1/default-sku';
    const refused = await api(t.app, users.service).put(url, { SkuID: 'P1-2' }, ifMatch(before.Version));
    expect(refused.statusCode).toBe(403);
    const stale = await api(t.app, users.catalogue).put(url, { SkuID: 'P1-2' }, ifMatch(before.Version - 1));
    expect(stale.statusCode).toBe(412);
    const unknown = await api(t.app, users.catalogue).put(url, { SkuID: 'X' }, ifMatch(before.Version));
    expect(unknown.statusCode).toBe(404);
    const saved = await api(t.app, users.catalogue).put(url, { SkuID: 'P1-2' }, ifMatch(before.Version));
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<ProductDetail>();
    expect(after.Skus.map((sku) => [sku.ID, sku.xp.IsDefaultProduct])).toEqual([
      ['P1-2', true],
      ['P1-1', false],
    ]);
    expect(after.Version).toBe(before.Version + 2);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'P1'));
    expect(events.map((event) => [event.action, event.changes])).toEqual([
      ['save-default-sku', { DefaultSku: { before: 'P1-1', after: 'P1-2' } }],
    ]);
  });

  it('keeps launch and end dates on the day entered: stored at the UTC day’s edges, exported as entered', async () => {
    const before = await detail('P3');
    const url = '/api/products/P3/skus/P3-1/visibility';
    const body = {
      Visible: false,
      OmsVisible: false,
      ReleaseDate1: '2030-06-01',
      ReleaseDate2: '2030-06-30',
    };
    const offset = await api(t.app, users.catalogue).put(
      url,
      { ...body, ReleaseDate1: '2030-06-01T00:00:00-05:00' },
      ifMatch(before.Version),
    );
    expect(offset.statusCode).toBe(400);
    const saved = await api(t.app, users.catalogue).put(url, body, ifMatch(before.Version));
    expect(saved.statusCode, saved.body).toBe(200);
    const sku = saved.json<ProductDetail>().Skus[0]!;
    expect([sku.xp.ReleaseDate1, sku.xp.ReleaseDate2]).toEqual([
      '2030-06-01T00:00:00.000Z',
      '2030-06-30T23:59:59.999Z',
    ]);
    const csv = await api(t.app, users.service).get('/api/products?search=P3-1&format=csv');
    expect(csv.body.trim().split('\r\n').at(-1)).toMatch(/,06\/01\/30,06\/30\/30$/);
  });

  it('refuses a sale price above retail (400, nothing changed) and keeps the price schedule in step', async () => {
    const before = await detail('P1');
    const url = '/api/products/P1/skus/P1-1/pricing';
    const above = await api(t.app, users.catalogue).put(
      url,
      { RetailPrice: 40, PromotionPrice: 45 },
      ifMatch(before.Version),
    );
    expect(above.statusCode).toBe(400);
    expect(errorOf(above).Message).toBe(SALE_ABOVE_RETAIL_MESSAGE);
    expect((await detail('P1')).Version).toBe(before.Version);
    const saved = await api(t.app, users.catalogue).put(
      url,
      { RetailPrice: 40, PromotionPrice: 35.5 },
      ifMatch(before.Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [schedule] = await t.db.select().from(priceSchedules).where(eq(priceSchedules.id, 'P1-1'));
    expect(schedule!.priceBreaks).toEqual([{ Quantity: 1, Price: 35.5 }]);
    expect(schedule!.xp).toEqual({ Price: { RetailPrice: 40, PromotionPrice: 35.5 } });
    const [row] = await t.db.select().from(products).where(eq(products.id, 'P1-1'));
    expect([row!.retailPrice, row!.promotionPrice]).toEqual(['40.00', '35.50']);
  });

  it('overrides a SKU’s delivery and clears it back to the inherited one', async () => {
    let product = await detail('P2');
    const url = '/api/products/P2/skus/P2-1/delivery';
    const own = { UPS: { enabled: true, leadDays: 2 } };
    const saved = await api(t.app, users.catalogue).put(url, { Delivery: own }, ifMatch(product.Version));
    product = saved.json<ProductDetail>();
    expect(product.Resolved['P2-1']!.Delivery).toMatchObject({ value: own, source: 'product' });
    const cleared = await api(t.app, users.catalogue).put(url, { Delivery: null }, ifMatch(product.Version));
    expect(cleared.json<ProductDetail>().Resolved['P2-1']!.Delivery.source).toBe('default');
  });

  it('creates fees by name, refuses a taken one, and swaps the assigned fee on every SKU', async () => {
    const created = await api(t.app, users.catalogue).post('/api/fees', { Type: 'assembly', Value: 12.5 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<FeeChoice>()).toMatchObject({
      ID: 'OMSASM1250',
      Name: 'SF-OMS ASSEMBLY FEES $ 12.50',
    });
    const again = await api(t.app, users.catalogue).post('/api/fees', { Type: 'assembly', Value: 12.5 });
    expect(statusAndCode(again)).toEqual({ status: 409, code: PRODUCT_ERRORS.feeExists.code });
    expect(errorOf(again).Message).toBe(FEE_TEXTS.duplicate);
    const zero = await api(t.app, users.catalogue).post('/api/fees', { Type: 'placement', Value: 0 });
    expect(zero.statusCode).toBe(400);
    expect(
      (await api(t.app, users.service).post('/api/fees', { Type: 'assembly', Value: 3 })).statusCode,
    ).toBe(403);
    let product = await detail('P1');
    const url = '/api/products/P1/fees';
    product = (
      await api(t.app, users.catalogue).put(
        url,
        { assembly: 'OMSASM1000', placement: null },
        ifMatch(product.Version),
      )
    ).json<ProductDetail>();
    expect(product.Fees.map((fee) => fee.SpecID)).toEqual(['OMSASM1000']);
    const swapped = await api(t.app, users.catalogue).put(
      url,
      { assembly: 'OMSASM1250', placement: null },
      ifMatch(product.Version),
    );
    expect(swapped.json<ProductDetail>().Fees).toEqual([
      {
        SpecID: 'OMSASM1250',
        Name: 'SF-OMS ASSEMBLY FEES $ 12.50',
        Type: 'assembly',
        DefaultValue: '12.50',
        DefaultOptionID: 'AssemblyCharge',
      },
    ]);
  });

  it('saves flags and categories on every SKU', async () => {
    let product = await detail('P1');
    product = (
      await api(t.app, users.catalogue).put(
        '/api/products/P1/flags',
        { IsFeatured: false, IsBachmansGrown: true, IsBachmansExclusive: false },
        ifMatch(product.Version),
      )
    ).json<ProductDetail>();
    expect(product.Skus.every((sku) => sku.xp.IsBachmansGrown && !sku.xp.IsFeatured)).toBe(true);
    const categoriesSaved = await api(t.app, users.catalogue).put(
      '/api/products/P1/categories',
      { CategoryIDs: ['Flowers_Roses_DozenRoses'] },
      ifMatch(product.Version),
    );
    expect(categoriesSaved.json<ProductDetail>().Categories.map((category) => category.ID)).toEqual([
      'Flowers_Roses_DozenRoses',
    ]);
    const bad = await api(t.app, users.catalogue).put(
      '/api/products/P1/categories',
      { CategoryIDs: ['Nope'] },
      ifMatch(categoriesSaved.json<ProductDetail>().Version),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('the category Products tab', () => {
  const url = '/api/categories/Flowers_Roses_DozenRoses/products';
  const assigned = async () =>
    (await api(t.app, users.categories).get(url))
      .json<{ Items: ProductLookupItem[] }>()
      .Items.map((item) => item.xp.ProductCode);

  it('finds products to assign: default SKUs, no events, 25 a page', async () => {
    const found = (
      await api(t.app, users.categories).get('/api/product-lookup?search=P')
    ).json<ProductLookupPage>();
    expect(found.Items.map((item) => item.xp.ProductCode).sort()).toEqual(['P1', 'P2', 'P3']);
    expect(found.HasMore).toBe(false);
    const paged = (
      await api(t.app, users.categories).get('/api/product-lookup?pageSize=1')
    ).json<ProductLookupPage>();
    expect(paged.HasMore).toBe(true);
  });

  it('assigns and unassigns by product code (every SKU), touching each product', async () => {
    const before = await detail('P3');
    const saved = await api(t.app, users.categories).put(url, { Add: ['P3'], Remove: ['P2'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await assigned()).toContain('P3');
    expect(await assigned()).not.toContain('P2');
    expect((await detail('P3')).Version).toBe(before.Version + 1);
    const rows = await t.db
      .select()
      .from(categoryProductAssignments)
      .where(eq(categoryProductAssignments.categoryId, 'Flowers_Roses_DozenRoses'));
    expect(rows.map((row) => row.productId).sort()).toEqual(['P1-1', 'P1-2', 'P3-1']);
  });

  it('refuses a category with children, an unknown code (nothing changed) and a reader', async () => {
    const parent = await api(t.app, users.categories).put('/api/categories/Flowers_Roses/products', {
      Add: ['P2'],
      Remove: [],
    });
    expect(parent.statusCode).toBe(400);
    const unknown = await api(t.app, users.categories).put(url, { Add: ['P2', 'NOPE'], Remove: [] });
    expect(unknown.statusCode).toBe(400);
    expect(await assigned()).not.toContain('P2');
    const refused = await api(t.app, users.service).put(url, { Add: ['P2'], Remove: [] });
    expect(refused.statusCode).toBe(403);
  });
});

describe('bulk update', () => {
  const upload = (content: Buffer, cookies = users.bulk) => {
    const { body, headers } = multipartBody('products.xlsx', content);
    return api(t.app, cookies).post('/api/bulk/bulkupdateproducts', body, headers);
  };

  it('is a job type for product-bulk: only filled cells change, each row checked like the dialogs', async () => {
    expect(BULK_JOB_TYPES.bulkupdateproducts.features).toEqual(productBulkUpdate.features);
    expect((await api(t.app).get('/upload_templates/BulkUpdateProducts.xlsx')).statusCode).toBe(200);
    const book = await buildWorkbook([
      ['SKU', 'RetailPrice', 'SalePrice', 'QuantityAvailable', 'Featured'],
      ['P2-1', 30, 25, null, null],
      ['P3-1', null, null, 12, 'TRUE'],
      ['P1-2', 10, 20, null, null],
    ]);
    expect((await upload(book, users.service)).statusCode).toBe(403);
    const response = await upload(book);
    expect(response.statusCode, response.body).toBe(201);
    const job = response.json<BulkJob>();
    await t.app.bulkJobs.runUntilIdle();
    const done = await api(t.app, users.bulk).get(`/api/bulk/jobs/bulkupdateproducts/${job.JobID}`);
    expect(done.json<BulkJobDetail>()).toMatchObject({
      Status: 'complete',
      TotalProcessed: 3,
      ErrorCount: 1,
      ErrorLog: { Items: [{ RowNumber: 4, ErrorOn: 'P1-2', Error: SALE_ABOVE_RETAIL_MESSAGE }] },
    });
    const rows = await t.db.select().from(products);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect([byId.get('P2-1')!.retailPrice, byId.get('P2-1')!.promotionPrice]).toEqual(['30.00', '25.00']);
    expect(byId.get('P2-1')!.quantityAvailable).toBe(5);
    expect([byId.get('P3-1')!.quantityAvailable, byId.get('P3-1')!.isFeatured]).toEqual([12, true]);
    expect(byId.get('P1-2')!.retailPrice).not.toBe('10.00');
  });
});

describe('image upload', () => {
  const png = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .png()
      .toBuffer();
  const upload = async (cookie: string, files: { name: string; bytes: Buffer }[]) => {
    const { body, headers } = imageUpload({}, files);
    return api(t.app, cookie).post('/api/product-images', body, headers);
  };

  it('adds each file to the SKU or every SKU of the product its name is, and reports (and does not keep) the rest', async () => {
    const files = [
      { name: 'P1.png', bytes: await png('#a33') },
      { name: 'NOPE.png', bytes: await png('#3a3') },
      { name: 'P2-1.png', bytes: await png('#33a') },
    ];
    expect((await upload(users.service, files)).statusCode).toBe(403);
    const assetsBefore = await t.db.select().from(contentAssets);
    const response = await upload(users.catalogue, files);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ Items: unknown[] }>().Items).toEqual([
      { Name: 'P1', SkuIDs: ['P1-2', 'P1-1'], Error: null },
      { Name: 'NOPE', SkuIDs: [], Error: 'No SKU or product code NOPE.' },
      { Name: 'P2-1', SkuIDs: ['P2-1'], Error: null },
    ]);
    const added = (await t.db.select().from(contentAssets)).filter(
      (asset) => !assetsBefore.some((before) => before.id === asset.id),
    );
    expect(added.map((asset) => [asset.fileName, asset.description]).sort()).toEqual([
      ['P1.png', ASSET_DESCRIPTIONS.product],
      ['P2-1.png', ASSET_DESCRIPTIONS.product],
    ]);
    const p1 = await detail('P1');
    const p1Image = added.find((asset) => asset.fileName === 'P1.png')!;
    expect(p1.Skus.every((sku) => sku.xp.Contentful.Images.some((image) => image.id === p1Image.id))).toBe(
      true,
    );
    const served = await t.app.inject({ url: p1Image.url });
    expect(served.statusCode).toBe(200);
    // Only the two kept files are in the library's storage.
    expect(fs.readdirSync(path.join(dataDir, 'assets')).sort()).toEqual(
      added.map((asset) => asset.id).sort(),
    );
  });

  it('refuses a damaged image with the file named, keeping nothing of the request', async () => {
    const before = await t.db.select().from(contentAssets);
    const good = await png('#999');
    const response = await upload(users.catalogue, [
      { name: 'P1.png', bytes: good },
      { name: 'P2-1.png', bytes: good.subarray(0, good.length - 30) },
    ]);
    expect(statusAndCode(response)).toEqual({ status: 400, code: 'Asset.UnreadableImage' });
    expect(errorOf(response).Message).toBe('P2-1.png is damaged: it cannot be read as a PNG image.');
    expect(await t.db.select().from(contentAssets)).toEqual(before);
  });
});

describe('the colour table', () => {
  it('reads for product readers and saves with product-web (a hex code or an image URL)', async () => {
    const saved = await api(t.app, users.catalogue).put('/api/colors', {
      colorName: 'Red',
      colorCode: '#C62828',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bad = await api(t.app, users.catalogue).put('/api/colors', { colorName: 'Red', colorCode: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api(t.app, users.service).put('/api/colors', { colorName: 'Red', colorCode: '#FFF' }))
        .statusCode,
    ).toBe(403);
    const table = (await api(t.app, users.service).get('/api/colors')).json<{ Items: unknown[] }>();
    expect(table.Items).toEqual([{ colorName: 'Red', colorCode: '#C62828' }]);
  });
  it('takes an image of the asset library, which colour editors may browse and upload into', async () => {
    await t.db.insert(contentAssets).values({
      id: 'c1',
      title: 'Rainbow',
      description: ASSET_DESCRIPTIONS.color,
      fileName: 'rainbow.png',
      contentType: 'image/png',
      url: '/assets/c1/rainbow.png',
    });
    // product-web is the colour table's edit key, so it opens the library (C-5).
    expect((await api(t.app, users.web).get('/api/assets?Description=color-img')).statusCode).toBe(200);
    const missing = await api(t.app, users.web).put('/api/colors', {
      colorName: 'Rainbow',
      colorCode: '/assets/nope/rainbow.png',
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).Message).toBe(COLOR_TEXTS.notInLibrary);
    const saved = await api(t.app, users.web).put('/api/colors', {
      colorName: 'Rainbow',
      colorCode: '/assets/c1/rainbow.png',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ Items: unknown[] }>().Items).toContainEqual({
      colorName: 'Rainbow',
      colorCode: '/assets/c1/rainbow.png',
    });
  });
});

describe('the SKU drawers', () => {
  it('searches the drawers with the ASE key and keeps the four-drawer rule on save', async () => {
    const found = await api(t.app, users.web).get('/api/ase-drawers?search=ball&pageSize=50');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<ListPage<{ ID: string }>>().Items.map((drawer) => drawer.ID)).toEqual(['BALLOONS']);
    expect((await api(t.app, users.service).get('/api/ase-drawers?search=ball')).statusCode).toBe(403);
    const before = await detail('P3');
    const url = '/api/products/P3/skus/P3-1/ase';
    const four = await api(t.app, users.web).put(
      url,
      { ASE: ['BALLOONS', 'CARDS', 'X1', 'X2'] },
      ifMatch(before.Version),
    );
    expect(four.statusCode).toBe(400);
    const unknown = await api(t.app, users.web).put(url, { ASE: ['NOPE'] }, ifMatch(before.Version));
    expect(unknown.statusCode).toBe(400);
    expect((await detail('P3')).Version).toBe(before.Version);
    const saved = await api(t.app, users.web).put(
      url,
      { ASE: ['CARDS', 'BALLOONS'] },
      ifMatch(before.Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProductDetail>().Resolved['P3-1']!.ASE).toMatchObject({
      value: ['CARDS', 'BALLOONS'],
      source: 'product',
    });
  });
});

describe("a product's History", () => {
  it('names the default SKU, the fees, the related products, the drawers and the SKU a save was about, not their IDs', async () => {
    const { editor } = await signedInUsers(t, {
      editor: {
        permissions: [
          'product-reader',
          'product-web',
          'product-fees-assign',
          'product-articles',
          'dcf-ase-assign',
        ],
      },
    });
    await t.db.update(products).set({ name: 'Dozen Roses - Vase' }).where(eq(products.id, 'P1-1'));
    await t.db.update(products).set({ name: 'Dozen Roses - Wrapped' }).where(eq(products.id, 'P1-2'));
    await t.db.update(products).set({ name: 'Pink Peony Bouquet' }).where(eq(products.id, 'P2-1'));
    const save = async (section: string, body: object) => {
      const response = await api(t.app, editor).put(
        `/api/products/P1/${section}`,
        body,
        ifMatch((await detail('P1')).Version),
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    const start = await detail('P1');
    const otherSku = start.Skus.find((sku) => !sku.xp.IsDefaultProduct)!.ID;
    await save('default-sku', { SkuID: otherSku });
    await save('related', { Related: ['P2'] });
    await save('fees', { assembly: 'OMSASM1000', placement: null });
    await save('skus/P1-1/ase', { ASE: ['CARDS'] });

    const history = await api(t.app, editor).get('/api/audit/product/P1');
    expect(history.statusCode, history.body).toBe(200);
    const page = history.json<HistoryPage>();
    const read = (change: HistoryChange) =>
      change.kind === 'context'
        ? `${change.label}: ${change.value}`
        : `${change.label}: ${change.before} → ${change.after}`;
    const [ase, fees, related, defaultSku] = page.Items.map((item) =>
      historyChanges('product', item, page.Names).map(read),
    );
    const nameOf = (id: string) => (id === 'P1-1' ? 'Dozen Roses - Vase' : 'Dozen Roses - Wrapped');
    expect(defaultSku).toEqual([`Default SKU: ${nameOf(start.Skus[0]!.ID)} → ${nameOf(otherSku)}`]);
    expect(related).toEqual(["Bachman's Suggests: — → Pink Peony Bouquet"]);
    expect(fees).toEqual([expect.stringMatching(/^Fees: .* → SF-OMS ASSEMBLY FEES \$ 10\.00$/)]);
    expect(ase).toEqual(['SKU: Dozen Roses - Vase', 'Add Something Extra: — → Greeting Cards']);
    expect(JSON.stringify([ase, fees, related, defaultSku])).not.toMatch(/P1-1|P1-2|P2\b|OMSASM|CARDS/);
  });
});
