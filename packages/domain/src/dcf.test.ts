import { describe, expect, it } from 'vitest';
import {
  ASE_TEXTS,
  aseDrawerFormSchema,
  aseDrawerListSchema,
  aseDrawersProblem,
  blankDcfCategory,
  canDeleteAseDrawer,
  type DcfCategory,
  defaultDeliverySchema,
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  deliverySettingSchema,
  GIFTCARDS_DRAWER_ID,
  inheritedFromLabel,
  normalizeDcfCategory,
  offersManualAdd,
  resolveAse,
  resolveDelivery,
} from './dcf.ts';

describe('delivery methods (spec 2 §3)', () => {
  it('lists the seven methods with their labels', () => {
    expect(DELIVERY_METHODS.map((method) => DELIVERY_METHOD_LABELS[method])).toEqual([
      'In-Store Pickup',
      'Local Delivery',
      'Courier',
      'UPS',
      'USPS',
      'Wired (TFE/FTD)',
      'Email',
    ]);
  });

  it('defaults lead days to 0 and takes whole numbers only', () => {
    expect(deliverySettingSchema.parse({ enabled: true })).toEqual({ enabled: true, leadDays: 0 });
    expect(deliverySettingSchema.safeParse({ enabled: true, leadDays: 1.5 }).success).toBe(false);
    expect(deliverySettingSchema.safeParse({ enabled: true, leadDays: -1 }).success).toBe(false);
  });

  it('needs at least one enabled method in the default settings', () => {
    expect(defaultDeliverySchema.safeParse({ UPS: { enabled: false } }).error?.issues[0]?.message).toBe(
      'Enable at least one delivery method.',
    );
    expect(
      defaultDeliverySchema.safeParse({ UPS: { enabled: false }, Courier: { enabled: true } }).success,
    ).toBe(true);
  });
});

describe('delivery and ASE inheritance (spec 2 §4)', () => {
  const ups = { UPS: { enabled: true, leadDays: 0 } };
  const courier = { Courier: { enabled: true, leadDays: 2 } };
  const pickup = { InStorePickUp: { enabled: true, leadDays: 1 } };

  it("takes the product's own delivery first", () => {
    expect(resolveDelivery(ups, courier, pickup, courier, pickup)).toEqual({ value: ups, source: 'product' });
  });

  it('falls back to fineline, class, department, then the catalogue default', () => {
    expect(resolveDelivery(null, courier, ups, ups, ups)).toEqual({ value: courier, source: 'fineline' });
    expect(resolveDelivery(null, null, ups, courier, courier)).toEqual({ value: ups, source: 'class' });
    expect(resolveDelivery(null, undefined, null, pickup, ups)).toEqual({
      value: pickup,
      source: 'department',
    });
    expect(resolveDelivery(null, null, null, null, ups)).toEqual({ value: ups, source: 'default' });
    expect(resolveDelivery(null, null, null, null, null)).toEqual({ value: null, source: null });
  });

  it('skips a level whose delivery enables nothing', () => {
    expect(resolveDelivery({ UPS: { enabled: false, leadDays: 0 } }, courier, null, null, null).source).toBe(
      'fineline',
    );
  });

  it('resolves drawers the same way, with no catalogue default and empty lists as none', () => {
    expect(resolveAse(['A'], ['B'], ['C'], ['D'])).toEqual({ value: ['A'], source: 'product' });
    expect(resolveAse([], null, ['C'], ['D'])).toEqual({ value: ['C'], source: 'class' });
    expect(resolveAse([], [], [], ['D'])).toEqual({ value: ['D'], source: 'department' });
    expect(resolveAse([], null, null, null)).toEqual({ value: null, source: null });
  });

  it("says where an inherited value comes from as 'Inherited from {level}'", () => {
    expect(inheritedFromLabel('fineline')).toBe('Inherited from Fineline');
    expect(inheritedFromLabel('class')).toBe('Inherited from Class');
    expect(inheritedFromLabel('department')).toBe('Inherited from Department');
    expect(inheritedFromLabel('default')).toBe('Inherited from Default');
  });
});

describe('ASE drawer rules (spec 2 §5)', () => {
  it('allows three ordinary drawers plus the gift card drawer', () => {
    expect(aseDrawersProblem(['A', 'B', 'C'])).toBeNull();
    expect(aseDrawersProblem(['A', 'B', 'C', GIFTCARDS_DRAWER_ID])).toBeNull();
    expect(aseDrawersProblem([GIFTCARDS_DRAWER_ID, 'A', 'B', 'C'])).toBeNull();
  });

  it('refuses an ordinary fourth drawer', () => {
    expect(aseDrawersProblem(['A', 'B', 'C', 'D'])).toBe(
      "Bachman's Gift Cards is the only eligible 4th drawer.",
    );
  });

  it('refuses a fifth drawer', () => {
    expect(aseDrawersProblem(['A', 'B', 'C', GIFTCARDS_DRAWER_ID, 'D'])).toBe(
      'No more than four drawers may be applied.',
    );
  });

  it('validates a saved list with the same texts', () => {
    expect(aseDrawerListSchema.safeParse(['A', 'B', 'C', 'D']).error?.issues[0]?.message).toBe(
      ASE_TEXTS.onlyGiftCardsFourth,
    );
  });

  it('never deletes the gift card drawer', () => {
    expect(canDeleteAseDrawer('GIFTCARDS')).toBe(false);
    expect(canDeleteAseDrawer('Vases')).toBe(true);
  });

  it('requires a drawer name', () => {
    const result = aseDrawerFormSchema.safeParse({ Name: ' ', Description: null, Active: true });
    expect(result.error?.issues[0]?.message).toBe('Drawer name is required.');
  });
});

describe('DCF save normalisation (spec 2 §4)', () => {
  const record = (xp: Partial<DcfCategory['xp']>): DcfCategory => ({
    ...blankDcfCategory('Roses'),
    Active: false,
    xp: { ...blankDcfCategory('Roses').xp, ...xp },
  });

  it('loads a missing record as blank and active', () => {
    expect(blankDcfCategory('120')).toEqual({
      ID: '120',
      Name: '120',
      Active: true,
      xp: { Delivery: null, Warranty: null, ASE: null, Content: null },
    });
  });

  it('saves Active and keeps sections with content', () => {
    const full = record({
      Delivery: { UPS: { enabled: true, leadDays: 1 } },
      Warranty: '<p>30 days</p>',
      ASE: ['Vases'],
      Content: { full: { inherit: true, cascade: true, value: ['b1'] } },
    });
    expect(normalizeDcfCategory(full)).toEqual({ ...full, Active: true });
  });

  it('stores null for delivery with no method enabled and for empty warranty, ASE and content', () => {
    const empty = record({
      Delivery: { UPS: { enabled: false, leadDays: 0 } },
      Warranty: '<p><br></p>',
      ASE: [],
      Content: { full: { inherit: true, cascade: true, value: [] } },
    });
    expect(normalizeDcfCategory(empty).xp).toEqual({
      Delivery: null,
      Warranty: null,
      ASE: null,
      Content: null,
    });
  });

  it('keeps a content slot that stops inheriting, even with no blocks', () => {
    const content = { stacked: { inherit: false, cascade: true, value: [] } };
    expect(normalizeDcfCategory(record({ Content: content })).xp.Content).toEqual(content);
  });
});

describe("'Manually Add ...' suggestion", () => {
  it('is offered only for a non-empty value without an exact facet match', () => {
    expect(offersManualAdd('Roses', ['Roses', 'Lilies'])).toBe(false);
    expect(offersManualAdd('Rose', ['Roses', 'Lilies'])).toBe(true);
    expect(offersManualAdd('  ', [])).toBe(false);
  });
});
