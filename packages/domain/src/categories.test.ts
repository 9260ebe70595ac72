import { describe, expect, it } from 'vitest';
import {
  assignmentChanges,
  basicSettingsPatch,
  canAddSubcategory,
  canDeleteCategory,
  categoryBasicSettingsSchema,
  categoryCreateSchema,
  categoryDepth,
  categoryIdFor,
  categoryPatchSchema,
  categorySlugFor,
  categoryTabOrDefault,
  categoryTabs,
  changedListOrders,
  END_BEFORE_START_MESSAGE,
  isEndBeforeStart,
  isExpandable,
  joinDescription,
  promoForNewCategory,
  splitDescription,
} from './categories.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('category ID (spec 2 §3)', () => {
  it('is the PascalCase name at the top level', () => {
    expect(categoryIdFor('Flowers')).toBe('Flowers');
    expect(categoryIdFor('house plants')).toBe('HousePlants');
  });

  it('is the parent ID, an underscore and the PascalCase name below it', () => {
    expect(categoryIdFor('Dozen Roses', 'Flowers_Roses')).toBe('Flowers_Roses_DozenRoses');
    expect(categoryIdFor('Roses', 'Flowers')).toBe('Flowers_Roses');
  });

  it('strips punctuation and accents, keeping acronyms', () => {
    expect(categoryIdFor("Mother's Day")).toBe('MothersDay');
    expect(categoryIdFor('Fruit & Gourmet / Gift-Baskets!')).toBe('FruitGourmetGiftBaskets');
    expect(categoryIdFor('Café Décor')).toBe('CafeDecor');
    expect(categoryIdFor('BBQ grills')).toBe('BBQGrills');
  });

  it('never contains an underscore of its own, which would break the depth', () => {
    expect(categoryIdFor('Snake_Plants', 'HousePlants')).toBe('HousePlants_SnakePlants');
  });
});

describe('category slug (xp.SlugURL)', () => {
  it('is the lower-cased hyphenated name under the parent slug', () => {
    expect(categorySlugFor('Flowers')).toBe('flowers');
    expect(categorySlugFor('Dozen Roses', 'flowers-roses')).toBe('flowers-roses-dozen-roses');
    expect(categorySlugFor("Mother's  Day Gifts", null)).toBe('mothers-day-gifts');
  });
});

describe('category depth, sub-categories and expansion', () => {
  it('reads the depth off the ID', () => {
    expect(categoryDepth('Flowers')).toBe(1);
    expect(categoryDepth('Flowers_Roses')).toBe(2);
    expect(categoryDepth('Flowers_Roses_DozenRoses')).toBe(3);
  });

  it('offers a sub-category only while the depth is under 3', () => {
    expect(canAddSubcategory('Flowers_Roses')).toBe(true);
    expect(canAddSubcategory('Flowers_Roses_DozenRoses')).toBe(false);
  });

  it('expands under depth 3 or with children, never for GiftCards', () => {
    expect(isExpandable('Flowers_Roses', 0)).toBe(true);
    expect(isExpandable('Flowers_Roses_DozenRoses', 0)).toBe(false);
    expect(isExpandable('Flowers_Roses_DozenRoses', 2)).toBe(true);
    expect(isExpandable('GiftCards', 5)).toBe(false);
  });

  it('deletes only a category without children', () => {
    expect(canDeleteCategory({ ChildCount: 0 })).toBe(true);
    expect(canDeleteCategory({ ChildCount: 1 })).toBe(false);
  });
});

describe('category tabs (spec 2 §2)', () => {
  it('has content with fewer than two ancestors and Products on leaves', () => {
    expect(categoryTabs({ ID: 'Flowers', ChildCount: 3 }, 0)).toEqual(['settings', 'articles', 'content']);
    expect(categoryTabs({ ID: 'Flowers_Roses', ChildCount: 0 }, 1)).toEqual([
      'settings',
      'articles',
      'content',
      'productAssignments',
    ]);
    expect(categoryTabs({ ID: 'Flowers_Roses_DozenRoses', ChildCount: 0 }, 2)).toEqual([
      'settings',
      'articles',
      'productAssignments',
    ]);
  });

  it('has no Products tab for gift cards or workshop events', () => {
    expect(categoryTabs({ ID: 'GiftCards', ChildCount: 0 }, 0)).not.toContain('productAssignments');
    expect(categoryTabs({ ID: 'Events_WorkshopsEvents', ChildCount: 0 }, 1)).not.toContain(
      'productAssignments',
    );
  });

  it('keeps the current tab when the next category has it, else falls back to settings', () => {
    const tabs = categoryTabs({ ID: 'Flowers', ChildCount: 3 }, 0);
    expect(categoryTabOrDefault('content', tabs)).toBe('content');
    expect(categoryTabOrDefault('productAssignments', tabs)).toBe('settings');
    expect(categoryTabOrDefault(undefined, tabs)).toBe('settings');
  });
});

describe('description split at 2000 characters', () => {
  it('keeps a short text whole, with no overflow', () => {
    expect(splitDescription('Roses for every occasion.')).toEqual({
      Description: 'Roses for every occasion.',
      DescriptionOverflow: null,
    });
  });

  it('moves everything past 2000 characters to the overflow and joins back to the same text', () => {
    const text = `${'a'.repeat(2000)}bcd`;
    const split = splitDescription(text);
    expect(split.Description).toHaveLength(2000);
    expect(split.DescriptionOverflow).toBe('bcd');
    expect(joinDescription(split.Description, split.DescriptionOverflow)).toBe(text);
    expect(splitDescription('a'.repeat(2000)).DescriptionOverflow).toBeNull();
  });

  it('joins missing parts as empty', () => {
    expect(joinDescription(null, undefined)).toBe('');
  });
});

describe('category dates', () => {
  it("stores a patch's start at the start of the UTC day and its end at its end, refusing other offsets", () => {
    const patch = categoryPatchSchema.parse({
      xp: { StartDate: '2026-05-01', EndDate: '2026-05-10T00:00:00Z' },
    });
    expect(patch.xp).toEqual({ StartDate: '2026-05-01T00:00:00.000Z', EndDate: '2026-05-10T23:59:59.999Z' });
    expect(categoryPatchSchema.safeParse({ xp: { StartDate: '2026-05-01T23:00:00-05:00' } }).success).toBe(
      false,
    );
  });

  it('finds an end before the start, by calendar day', () => {
    expect(isEndBeforeStart('2026-05-10', '2026-05-09')).toBe(true);
    expect(isEndBeforeStart('2026-05-10', '2026-05-10')).toBe(false);
    expect(isEndBeforeStart('2026-05-10T00:00:00.000Z', '2026-05-10T23:59:59.999Z')).toBe(false);
    expect(isEndBeforeStart(null, '2026-05-09')).toBe(false);
    expect(isEndBeforeStart('2026-05-10T12:00:00.000Z', '2026-05-10T08:00:00.000Z')).toBe(false);
  });

  it('refuses an end before the start in the Basic Settings form', () => {
    const base = { Name: 'Roses', Active: true, ShortDescription: null };
    const bad = categoryBasicSettingsSchema.safeParse({
      ...base,
      StartDate: '2026-05-10',
      EndDate: '2026-05-01',
    });
    expect(messages(bad)).toEqual([END_BEFORE_START_MESSAGE]);
    const good = categoryBasicSettingsSchema.safeParse({ ...base, StartDate: '2026-05-01', EndDate: null });
    expect(good.success).toBe(true);
  });

  it('saves the Basic Settings with whole-day dates', () => {
    const settings = categoryBasicSettingsSchema.parse({
      Name: ' Roses ',
      Active: false,
      StartDate: '2026-05-01',
      EndDate: '2026-05-10',
      ShortDescription: 'Long-stemmed.',
    });
    expect(basicSettingsPatch(settings)).toEqual({
      Name: 'Roses',
      Active: false,
      xp: {
        StartDate: '2026-05-01T00:00:00.000Z',
        EndDate: '2026-05-10T23:59:59.999Z',
        ShortDescription: 'Long-stemmed.',
      },
    });
  });
});

describe('sibling reordering', () => {
  it('renumbers from 1 and returns only the siblings whose ListOrder changed', () => {
    const siblings = [
      { ID: 'A', ListOrder: 1 },
      { ID: 'B', ListOrder: 2 },
      { ID: 'C', ListOrder: 3 },
      { ID: 'D', ListOrder: 4 },
    ];
    expect(changedListOrders(siblings, ['A', 'C', 'B', 'D'])).toEqual([
      { ID: 'C', ListOrder: 2 },
      { ID: 'B', ListOrder: 3 },
    ]);
    expect(changedListOrders(siblings, ['A', 'B', 'C', 'D'])).toEqual([]);
  });
});

describe('product assignment changes', () => {
  it('adds the newly selected codes and removes the deselected ones', () => {
    expect(assignmentChanges(['R1', 'R2'], ['R2', 'R3'])).toEqual({ add: ['R3'], remove: ['R1'] });
    expect(assignmentChanges(['R1'], ['R1'])).toEqual({ add: [], remove: [] });
  });
});

describe('promo flags of a new category', () => {
  it("inherits each promo where the parent's cascade flag is on", () => {
    const parent = {
      Banner: { inherit: false, cascade: true },
      Slot: { inherit: true, cascade: false },
      Product: { inherit: false, cascade: true },
    };
    expect(promoForNewCategory(parent)).toEqual({
      Banner: { inherit: true, cascade: true },
      Slot: { inherit: false, cascade: true },
      Product: { inherit: true, cascade: true },
    });
    expect(promoForNewCategory(null).Banner.inherit).toBe(false);
  });
});

describe('category create and patch bodies', () => {
  it('requires a name', () => {
    expect(messages(categoryCreateSchema.safeParse({ Name: '  ' }))).toContain('Name is required.');
    expect(messages(categoryCreateSchema.safeParse({ Name: '!!!' }))).toEqual([
      'Name needs at least one letter or digit.',
    ]);
    expect(categoryCreateSchema.parse({ Name: 'Roses' })).toEqual({ Name: 'Roses', ParentID: null });
  });

  it('refuses a fourth level', () => {
    expect(categoryCreateSchema.safeParse({ Name: 'Red', ParentID: 'Flowers_Roses' }).success).toBe(true);
    expect(
      messages(categoryCreateSchema.safeParse({ Name: 'Red', ParentID: 'Flowers_Roses_DozenRoses' })),
    ).toEqual(['Categories can be at most 3 levels deep.']);
  });

  it('never lets a client write the ID, parent, slug or list order', () => {
    expect(categoryPatchSchema.safeParse({ ID: 'Other' }).success).toBe(false);
    expect(categoryPatchSchema.safeParse({ xp: { SlugURL: 'other' } }).success).toBe(false);
    // ListOrder moves only through the sibling order (PUT /api/categories/order).
    expect(categoryPatchSchema.safeParse({ ListOrder: 2 }).success).toBe(false);
    expect(categoryPatchSchema.safeParse({ xp: { Articles: [] } }).success).toBe(true);
  });

  it('caps the description at 2000 characters and checks the dates', () => {
    expect(categoryPatchSchema.safeParse({ Description: 'a'.repeat(2001) }).success).toBe(false);
    const dates = { StartDate: '2026-05-10T00:00:00.000Z', EndDate: '2026-05-01T23:59:59.999Z' };
    expect(messages(categoryPatchSchema.safeParse({ xp: dates }))).toEqual([END_BEFORE_START_MESSAGE]);
  });

  it('limits each content slot to its selection limit', () => {
    const result = categoryPatchSchema.safeParse({ xp: { Content: { banner: { value: ['a', 'b'] } } } });
    expect(messages(result)).toEqual(['Announcement Banner holds at most 1 block(s).']);
  });
});
