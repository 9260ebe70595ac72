import type {
  ListPage,
  ProductDetail,
  ProductListRow,
  ProductLookupPage,
  SearchResults,
} from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, ifMatch, signedInUsers, type TestApp } from '../../../test/helpers.ts';
import { products } from '../../db/schema/index.ts';
import { seedCatalogue } from '../catalogs/test-support.ts';

let t: TestApp;
let users: Record<'web' | 'reader' | 'events' | 'nobody', string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
  await t.db
    .update(products)
    .set({ name: 'Peony Bouquet', webName: 'Pink Peonies' })
    .where(eq(products.id, 'P2-1'));
  await t.db.update(products).set({ name: 'Peony Workshop' }).where(eq(products.id, 'WS1-1'));
  users = await signedInUsers(t, {
    web: { permissions: ['product-reader', 'product-web'] },
    reader: { permissions: ['product-reader'] },
    events: { permissions: ['events-reader'] },
    nobody: { permissions: ['customer-reader'] },
  });
});
afterAll(() => t.close());

const listIds = async (search: string) =>
  (await api(t.app, users.reader).get(`/api/products?search=${encodeURIComponent(search)}`))
    .json<ListPage<ProductListRow>>()
    .Items.map((row) => row.ID);

describe('the products search text', () => {
  it('is the words of the SKU ID and code (whole and in parts), name and web name, kept by every write', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.id, 'P2-1'));
    expect(row!.searchText.split(' ').sort()).toEqual([
      '1',
      'bouquet',
      'p2',
      'p2-1',
      'peonies',
      'peony',
      'pink',
    ]);
    expect(await listIds('PEONIES')).toEqual(['P2-1']);
    const before = (await api(t.app, users.web).get('/api/products/P2')).json<ProductDetail>();
    const saved = await api(t.app, users.web).put(
      '/api/products/P2/skus/P2-1/web',
      {
        WebFacingProductTitle: 'Garden Tulips',
        RequireNotes: false,
        SEO: { MetaTitle: '', MetaDescription: '' },
      },
      ifMatch(before.Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listIds('tulips')).toEqual(['P2-1']);
    expect(await listIds('peonies')).toEqual([]);
    // Events are products but never the list's.
    expect(await listIds('peony')).toEqual(['P2-1']);
  });
});

describe('the product search rule', () => {
  beforeAll(async () => {
    const product = (id: string, name: string, webName: string | null = null) => ({
      id,
      name,
      webName,
      productCode: id.split('-')[0]!,
      isDefaultProduct: true,
    });
    await t.db
      .insert(products)
      .values([
        product('R1-1', 'Rose Bouquet'),
        product('R2-1', 'Red Roses', 'Garden Posy'),
        product('R3-1', 'Primrose Posy'),
        product('R4-1', 'Crème Brûlée LILIES'),
      ]);
  });

  it('matches the start of words: ros finds Rose Bouquet and Red Roses, not Primrose', async () => {
    expect(await listIds('ros')).toEqual(['R2-1', 'R1-1']);
    expect(await listIds('imrose')).toEqual([]);
    expect(await listIds('ouquet')).toEqual([]);
  });

  it('needs every word, in any order and from any of the fields', async () => {
    expect(await listIds('posy red')).toEqual(['R2-1']);
    expect(await listIds('posy')).toEqual(['R3-1', 'R2-1']);
    expect(await listIds('rose posy')).toEqual(['R2-1']);
    expect(await listIds('rose tulip')).toEqual([]);
    expect(await listIds('r4 lilies')).toEqual(['R4-1']);
  });

  it('ignores case and accents, typed or stored', async () => {
    expect(await listIds('CREME brulee')).toEqual(['R4-1']);
    expect(await listIds('crème BRÛL lil')).toEqual(['R4-1']);
    expect(await listIds('r4-1')).toEqual(['R4-1']);
  });

  it('serves the pickers’ product lookup alike', async () => {
    const lookup = (
      await api(t.app, users.reader).get('/api/product-lookup?search=ros')
    ).json<ProductLookupPage>();
    expect(lookup.Items.map((item) => item.ID)).toEqual(['R2-1', 'R1-1']);
  });
});

describe('GET /api/product-lookup', () => {
  const lookup = (cookies: string, query: string) => api(t.app, cookies).get(`/api/product-lookup?${query}`);
  const codes = (page: ProductLookupPage) => page.Items.map((item) => item.xp.ProductCode);

  it('finds products (never events) by default and events with kind=event', async () => {
    const found = await lookup(users.reader, 'search=peony');
    expect(codes(found.json<ProductLookupPage>())).toEqual(['P2']);
    const events = await lookup(users.events, 'kind=event&search=peony');
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json<ProductLookupPage>()).toEqual({
      Items: [{ ID: 'WS1-1', Name: 'Peony Workshop', xp: { ProductCode: 'WS1' } }],
      HasMore: false,
    });
    expect(codes((await lookup(users.events, 'kind=event&codes=WS1|P1')).json<ProductLookupPage>())).toEqual([
      'WS1',
    ]);
  });

  it('reads each kind with the keys of its own list, and refuses an unknown kind', async () => {
    expect((await lookup(users.reader, 'kind=event')).statusCode).toBe(403);
    expect((await lookup(users.events, 'kind=product')).statusCode).toBe(403);
    expect((await lookup(users.events, '')).statusCode).toBe(403);
    expect((await lookup(users.nobody, 'kind=event')).statusCode).toBe(403);
    expect((await lookup(users.reader, 'kind=workshop')).statusCode).toBe(400);
  });
});

describe('global search: products', () => {
  const found = async (cookies: string, q: string) => {
    const response = await api(t.app, cookies).get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResults>().Items.filter((item) => item.Kind === 'product');
  };

  it('finds SKUs by exact SKU ID or product code (any case), then by any part of the text', async () => {
    expect(await found(users.reader, 'p1-2')).toEqual([
      {
        Kind: 'product',
        ID: 'P1-2',
        Title: 'P1-2',
        Subtitle: 'P1 · SKU P1-2',
        Path: '/products/P1/skus/P1-2',
      },
    ]);
    expect((await found(users.reader, 'p1')).map((hit) => hit.ID)).toEqual(['P1-1', 'P1-2']);
    // Two characters are enough for an exact ID; the start of a word needs three, as the list.
    expect(await found(users.reader, 'p2')).toMatchObject([{ ID: 'P2-1' }]);
    expect(await found(users.reader, 'pe')).toEqual([]);
    // The start of a word, not its middle.
    expect(await found(users.reader, 'eony')).toEqual([]);
    expect((await found(users.reader, 'tulip')).map((hit) => hit.Path)).toEqual(['/products/P2/skus/P2-1']);
  });

  it('never finds an event, and only for holders of the product list’s key', async () => {
    expect(await found(users.reader, 'WS1-1')).toEqual([]);
    expect(await found(users.reader, 'workshop')).toEqual([]);
    expect(await found(users.events, 'p1-1')).toEqual([]);
  });
});
