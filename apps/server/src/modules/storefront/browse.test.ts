import { COMMON_ERRORS, STOREFRONT_PAGE_SIZE } from '@commerce/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, statusAndCode, type TestApp } from '../../../test/helpers.ts';
import { dcfCategories, priceSchedules, products } from '../../db/schema/index.ts';

let t: TestApp;

const product = (
  code: string,
  name: string,
  retail: string | null,
  extra: Partial<typeof products.$inferInsert> = {},
): typeof products.$inferInsert => ({
  id: `SKU-${code}`,
  name: `${name} - Standard`,
  webName: name,
  productCode: code,
  isDefaultProduct: true,
  active: true,
  visible: true,
  retailPrice: retail,
  department: 'Fresh Flowers',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(dcfCategories).values([
    { type: 'departments', id: 'Fresh Flowers', name: 'Fresh Flowers' },
    { type: 'departments', id: 'Garden', name: 'Garden' },
    { type: 'departments', id: 'Retired', name: 'Retired', active: false },
  ]);
  await t.db.insert(products).values([
    product('P1', 'Red Roses', '50.00', { promotionPrice: '40.00' }),
    product('P2', 'Aster Bouquet', '30.00'),
    product('P3', 'Garden Trowel', '12.00', { department: 'Garden', defaultPriceScheduleId: 'PS3' }),
    product('P4', 'Zinnia Roses', '75.00'),
    // Not listed: no price, not visible, inactive, or not the default SKU.
    product('P5', 'Roses Without Price', null),
    product('P6', 'Hidden Roses', '10.00', { visible: false }),
    product('P7', 'Retired Roses', '10.00', { active: false }),
    product('P1', 'Red Roses Large', '90.00', { id: 'SKU-P1-L', isDefaultProduct: false }),
  ]);
  await t.db.insert(priceSchedules).values({ id: 'PS3', priceBreaks: [{ Quantity: 1, Price: 12 }] });
});
afterAll(() => t.close());

const browse = async (query = '') => {
  const response = await api(t.app).get(`/api/storefront/products${query}`);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ Items: { ProductCode: string; Price: number }[]; TotalCount: number }>();
  return { codes: body.Items.map((item) => item.ProductCode), body };
};

describe('the storefront list', () => {
  it('lists priced, active, visible default SKUs by shown name', async () => {
    const { codes, body } = await browse();
    expect(codes).toEqual(['P2', 'P3', 'P1', 'P4']);
    expect(body.TotalCount).toBe(4);
    expect(body.Items.find((item) => item.ProductCode === 'P1')?.Price).toBe(40);
  });

  it('sorts by price (promotion, else retail) both ways', async () => {
    expect((await browse('?sort=price')).codes).toEqual(['P3', 'P2', 'P1', 'P4']);
    expect((await browse('?sort=-price')).codes).toEqual(['P4', 'P1', 'P2', 'P3']);
  });

  it('browses a department and searches web name, name and product code by the start of their words', async () => {
    expect((await browse('?department=Garden')).codes).toEqual(['P3']);
    const roses = await browse('?search=ROS&sort=-price');
    expect(roses.codes).toEqual(['P4', 'P1']);
    expect(roses.body.TotalCount).toBe(2);
    expect((await browse('?search=p3')).codes).toEqual(['P3']);
    expect((await browse('?search=standard')).codes).toHaveLength(4);
    // Every word, in any order and from any field; never the middle of a word; punctuation is no word.
    expect((await browse(`?search=${encodeURIComponent('standard p3')}`)).codes).toEqual(['P3']);
    expect((await browse(`?search=${encodeURIComponent('roses zin')}`)).codes).toEqual(['P4']);
    expect((await browse('?search=oses')).codes).toEqual([]);
    expect((await browse('?search=%25')).codes).toEqual([]);
    expect((await browse('?search=Roses&department=Garden')).codes).toEqual([]);
  });

  it('pages by 24', async () => {
    expect(STOREFRONT_PAGE_SIZE).toBe(24);
    const { codes, body } = await browse('?page=2');
    expect(codes).toEqual([]);
    expect(body.TotalCount).toBe(4);
  });

  it('refuses a bad sort, department or page with 400', async () => {
    for (const query of ['?sort=cheapest', `?department=${'x'.repeat(51)}`, '?page=0', '?page=x'])
      expect(statusAndCode(await api(t.app).get(`/api/storefront/products${query}`))).toEqual({
        status: 400,
        code: COMMON_ERRORS.validationFailure.code,
      });
  });

  it('offers the active departments by name', async () => {
    const response = await api(t.app).get('/api/storefront/departments');
    expect(response.json()).toEqual({
      Items: [
        { ID: 'Fresh Flowers', Name: 'Fresh Flowers' },
        { ID: 'Garden', Name: 'Garden' },
      ],
    });
  });
});
