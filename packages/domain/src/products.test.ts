import { describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE } from './categories.ts';
import {
  canAddKeySpec,
  productBulkChanges,
  currentPrice,
  feeChargeOption,
  feeIdFor,
  feeName,
  feeTypeOf,
  isInfiniteInventory,
  isNoChargeFee,
  isOutOfStock,
  keyAttributesSchema,
  keySpecFormSchema,
  keySpecPrefill,
  newFeeProblem,
  PRODUCT_BUCKET_LABELS,
  productBucket,
  SALE_ABOVE_RETAIL_MESSAGE,
  setDefaultSku,
  shownAttributes,
  skuIdToShow,
  skuPricingSchema,
  skuVisibilitySchema,
  skuWebPropertiesSchema,
  storefrontProductUrl,
} from './products.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('product bucket (spec 2 §4)', () => {
  it('is 1 when visible, 2 when only order takers see it, 3 otherwise', () => {
    expect(productBucket({ Visible: true, OmsVisible: false })).toBe(1);
    expect(productBucket({ Visible: true, OmsVisible: true })).toBe(1);
    expect(productBucket({ Visible: false, OmsVisible: true })).toBe(2);
    expect(productBucket({ Visible: false, OmsVisible: false })).toBe(3);
  });

  it('has the spec labels', () => {
    expect(PRODUCT_BUCKET_LABELS).toEqual({
      1: 'Web Visible',
      2: 'Order Taker Browse',
      3: 'Internal Product Search',
    });
  });
});

describe('stock (nostock filter)', () => {
  const sku = (QuantityAvailable: number, CodeB3: string | null) => ({
    Inventory: { QuantityAvailable },
    xp: { CodeB3 },
  });

  it('treats stock location 9 as infinite inventory', () => {
    expect(isInfiniteInventory({ CodeB3: '9' })).toBe(true);
    expect(isInfiniteInventory({ CodeB3: '1' })).toBe(false);
  });

  it('is out of stock at 0 or below unless infinite', () => {
    expect(isOutOfStock(sku(0, '1'))).toBe(true);
    expect(isOutOfStock(sku(-2, null))).toBe(true);
    expect(isOutOfStock(sku(1, '1'))).toBe(false);
    expect(isOutOfStock(sku(0, '9'))).toBe(false);
  });
});

describe('storefront link', () => {
  it('opens {buyer site}/product/{productCode}', () => {
    expect(storefrontProductUrl('https://shop.example/', 'P 100')).toBe(
      'https://shop.example/product/P%20100',
    );
  });
});

describe('fees (spec 2 §3, §5)', () => {
  it("names a fee 'SF-OMS {TYPE} FEES $ {value with 2 decimals}'", () => {
    expect(feeName('assembly', 25)).toBe('SF-OMS ASSEMBLY FEES $ 25.00');
    expect(feeName('placement', 7.5)).toBe('SF-OMS PLACEMENT FEES $ 7.50');
  });

  it('tells the fee type by ID prefix and no charge by the NC suffix', () => {
    expect(feeTypeOf('OMSASM2500')).toBe('assembly');
    expect(feeTypeOf('OMSPLCNC')).toBe('placement');
    expect(feeTypeOf('COLOR')).toBeNull();
    expect(isNoChargeFee('OMSPLCNC')).toBe(true);
    expect(isNoChargeFee('OMSASM2500')).toBe(false);
  });

  it('builds a new fee from its type and amount', () => {
    expect(feeIdFor('assembly', 25)).toBe('OMSASM2500');
    expect(feeIdFor('placement', 7.5)).toBe('OMSPLC750');
    expect(feeChargeOption('placement', 7.5)).toEqual({
      ID: 'PlacementCharge',
      Value: '7.50',
      PriceMarkupType: 'AmountPerQuantity',
      PriceMarkup: 7.5,
    });
  });

  it('adds only a non-zero fee that does not exist yet', () => {
    const existing = ['SF-OMS ASSEMBLY FEES $ 25.00'];
    expect(newFeeProblem('assembly', 25, existing)).toBe('This fee already exists');
    expect(newFeeProblem('assembly', 0, existing)).toBe('Enter a fee other than $0.00.');
    expect(newFeeProblem('placement', 25, existing)).toBeNull();
  });
});

describe('key specifications (spec 2 §5)', () => {
  it('allows at most 3 filled', () => {
    expect(canAddKeySpec({ Size: '10 in', Color: 'Red' })).toBe(true);
    expect(canAddKeySpec({ Size: '10 in', Color: 'Red', Light: 'Sun' })).toBe(false);
    expect(canAddKeySpec({ Size: '10 in', Color: 'Red', Light: '  ' })).toBe(true);
    expect(keyAttributesSchema.safeParse({ A: '1', B: '2', C: '3', D: '4' }).success).toBe(false);
  });

  it('excludes the placeholder attributes', () => {
    for (const name of ['ColorVarient', 'HandlingFee', 'TBD20', 'TBD21', 'TBD22'])
      expect(keySpecFormSchema.safeParse({ Attribute: name, Value: 'x' }).success).toBe(false);
    expect(keySpecFormSchema.safeParse({ Attribute: 'Size', Value: '10 in' }).success).toBe(true);
  });

  it("leaves the internal attributes off the Specifications card ('HandlingFee')", () => {
    expect(shownAttributes({ Size: '10 in', HandlingFee: '4.99', TBD20: 'x', Light: '' })).toEqual([
      ['Size', '10 in'],
    ]);
  });

  it('requires attribute and value', () => {
    expect(messages(keySpecFormSchema.safeParse({ Attribute: '', Value: '' }))).toEqual([
      'Attribute is required.',
      'Value is required.',
    ]);
  });

  it('prefills and locks the value of an attribute the SKU already has', () => {
    expect(keySpecPrefill({ Size: '10 in' }, 'Size')).toEqual({ value: '10 in', locked: true });
    expect(keySpecPrefill({ Size: '10 in' }, 'Light')).toEqual({ value: '', locked: false });
  });
});

describe('pricing (spec 2 §5)', () => {
  it('refuses a sale price above the retail price', () => {
    expect(messages(skuPricingSchema.safeParse({ RetailPrice: 20, PromotionPrice: 25 }))).toEqual([
      SALE_ABOVE_RETAIL_MESSAGE,
    ]);
    expect(skuPricingSchema.safeParse({ RetailPrice: 20, PromotionPrice: 20 }).success).toBe(true);
    expect(skuPricingSchema.safeParse({ RetailPrice: 20, PromotionPrice: null }).success).toBe(true);
  });

  it('charges the sale price while there is one', () => {
    expect(currentPrice({ RetailPrice: 20, PromotionPrice: 15 })).toBe(15);
    expect(currentPrice({ RetailPrice: 20, PromotionPrice: null })).toBe(20);
  });
});

describe('visibility and web properties (spec 2 §5)', () => {
  it('refuses an end date before the start date', () => {
    const body = { Visible: true, OmsVisible: true, ReleaseDate1: '2026-05-10', ReleaseDate2: '2026-05-01' };
    expect(messages(skuVisibilitySchema.safeParse(body))).toEqual([END_BEFORE_START_MESSAGE]);
  });

  it('requires the web-facing name, and the SEO texts only when visible', () => {
    const body = {
      WebFacingProductTitle: 'Red Roses',
      RequireNotes: false,
      SEO: { MetaTitle: '', MetaDescription: '' },
    };
    expect(skuWebPropertiesSchema(false).safeParse(body).success).toBe(true);
    expect(messages(skuWebPropertiesSchema(true).safeParse(body))).toEqual([
      'Meta title is required.',
      'Meta description is required.',
    ]);
    expect(
      messages(skuWebPropertiesSchema(false).safeParse({ ...body, WebFacingProductTitle: ' ' })),
    ).toEqual(['Web-facing name is required.']);
  });
});

describe('default SKU', () => {
  const skus = [
    { ID: 'S1', xp: { IsDefaultProduct: true } },
    { ID: 'S2', xp: { IsDefaultProduct: false } },
    { ID: 'S3', xp: { IsDefaultProduct: false } },
  ];

  it('unsets the old default and sets the new one', () => {
    expect(setDefaultSku(skus, 'S3').map((sku) => [sku.ID, sku.xp.IsDefaultProduct])).toEqual([
      ['S1', false],
      ['S2', false],
      ['S3', true],
    ]);
  });

  it('refuses a SKU of another product', () => {
    expect(() => setDefaultSku(skus, 'X9')).toThrow(RangeError);
  });

  it('opens the requested SKU, else the default, else the first', () => {
    expect(skuIdToShow(skus, 'S2')).toBe('S2');
    expect(skuIdToShow(skus, 'unknown')).toBe('S1');
    expect(skuIdToShow(setDefaultSku(skus, 'S3'), undefined)).toBe('S3');
    expect(skuIdToShow([{ ID: 'S7', xp: { IsDefaultProduct: false } }], undefined)).toBe('S7');
    expect(skuIdToShow([], 'S1')).toBeUndefined();
  });
});

describe('productBulkChanges', () => {
  const current = {
    RetailPrice: 20,
    PromotionPrice: null,
    QuantityAvailable: 5,
    SafetyStock: null,
    Visible: true,
    OmsVisible: true,
    ReleaseDate1: '2026-01-01T00:00:00.000Z',
    ReleaseDate2: null,
    IsFeatured: false,
    IsBachmansGrown: false,
    IsBachmansExclusive: false,
  };

  it('changes only the sections with filled cells, the rest kept from the SKU', () => {
    expect(productBulkChanges({ SKU: '1', SalePrice: 15, 'Quantity Available': '7' }, current)).toEqual({
      pricing: { RetailPrice: 20, PromotionPrice: 15 },
      inventory: { QuantityAvailable: 7, SafetyStock: null },
    });
    expect(productBulkChanges({ SKU: '1', Featured: 'yes' }, current)).toEqual({
      flags: { IsFeatured: true, IsBachmansGrown: false, IsBachmansExclusive: false },
    });
  });

  it('refuses what the dialogs refuse', () => {
    expect(() => productBulkChanges({ SKU: '1', SalePrice: 25 }, current)).toThrow(SALE_ABOVE_RETAIL_MESSAGE);
    expect(() => productBulkChanges({ SKU: '1', EndDate: '2025-12-31' }, current)).toThrow(
      END_BEFORE_START_MESSAGE,
    );
    expect(() => productBulkChanges({ SKU: '1', Visible: 'maybe' }, current)).toThrow('TRUE or FALSE');
    expect(() => productBulkChanges({ SKU: '1' }, current)).toThrow('Nothing to change');
  });
});
