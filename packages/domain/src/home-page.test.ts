import { describe, expect, it } from 'vitest';
import {
  featuredEventsAreValid,
  homePageListCanSave,
  homePageListsSchema,
  HOME_PAGE_TEXTS,
  picksAreValid,
  renderList,
  SEO_PAGES,
  seoDraftChanged,
  seoMetaSchema,
  seoPageSaveSchema,
} from './home-page.ts';

const codes = (count: number) => Array.from({ length: count }, (_, index) => `P${index + 1}`);

describe('picks (spec 3 §5)', () => {
  it.each([0, 4, 5, 8])('%i picks may be saved', (count) => expect(picksAreValid(codes(count))).toBe(true));
  it.each([1, 2, 3, 9])('%i picks may not', (count) => expect(picksAreValid(codes(count))).toBe(false));
  it("the dialog says 'Select 4 - 8 products'", () =>
    expect(HOME_PAGE_TEXTS.picksDialog).toBe('Select 4 - 8 products'));
});

describe('featured events', () => {
  it.each([0, 1, 8])('%i events may be saved', (count) =>
    expect(featuredEventsAreValid(codes(count))).toBe(true),
  );
  it('9 may not', () => expect(featuredEventsAreValid(codes(9))).toBe(false));
  it("the dialog says 'Select up to 8 events'", () =>
    expect(HOME_PAGE_TEXTS.eventsDialog).toBe('Select up to 8 events'));
});

describe('home page save', () => {
  it('changes one list or both', () => {
    expect(homePageListsSchema.safeParse({ BachmansPicks: codes(4) }).success).toBe(true);
    expect(homePageListsSchema.safeParse({ FeaturedEvents: [] }).success).toBe(true);
    expect(homePageListsSchema.safeParse({}).success).toBe(false);
  });
  it('refuses a wrong count with the dialog text', () => {
    expect(homePageListsSchema.safeParse({ BachmansPicks: codes(3) }).error?.issues[0]?.message).toBe(
      'Select 4 - 8 products',
    );
    expect(homePageListsSchema.safeParse({ FeaturedEvents: codes(9) }).error?.issues[0]?.message).toBe(
      'Select up to 8 events',
    );
  });
  it('refuses a product chosen twice', () => {
    expect(homePageListsSchema.safeParse({ BachmansPicks: ['P1', 'P2', 'P3', 'P1'] }).success).toBe(false);
  });
});

describe('SEO pages (spec 3 §2)', () => {
  it('are Event Calendar, Store Locator, Care, Advice and Info', () => {
    expect(SEO_PAGES).toEqual(['Event Calendar', 'Store Locator', 'Care', 'Advice and Info']);
    expect(
      seoPageSaveSchema.safeParse({ page: 'Home', seo: { MetaTitle: 't', MetaDescription: 'd' } }).success,
    ).toBe(false);
  });

  it('require the SEO Meta Title and the SEO Meta Description', () => {
    const messages = seoMetaSchema
      .safeParse({ MetaTitle: ' ', MetaDescription: '' })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['SEO Meta Title is required.', 'SEO Meta Description is required.']);
  });

  it('keep meta text within the storefront ceilings', () => {
    expect(seoMetaSchema.safeParse({ MetaTitle: 'x'.repeat(101), MetaDescription: 'd' }).success).toBe(false);
    expect(seoMetaSchema.safeParse({ MetaTitle: 't', MetaDescription: 'x'.repeat(301) }).success).toBe(false);
  });

  it('enable Discard and Save Changes only when the draft differs from the saved text', () => {
    const saved = { MetaTitle: 'Care', MetaDescription: 'Plant care guides' };
    expect(seoDraftChanged({ ...saved }, saved)).toBe(false);
    expect(seoDraftChanged({ ...saved, MetaTitle: 'Plant Care' }, saved)).toBe(true);
    expect(seoDraftChanged({ MetaTitle: '', MetaDescription: '' }, undefined)).toBe(false);
    expect(seoDraftChanged({ MetaTitle: 'Care', MetaDescription: '' }, undefined)).toBe(true);
  });
});

describe('home page Render lists and Save (C-27, spec 3 §5)', () => {
  it('a Render list keeps the saved order and only what the storefront shows', () => {
    expect(renderList(['C', 'A', 'B'], new Set(['A', 'C']))).toEqual(['C', 'A']);
  });

  it('Save is offered for 0 or 4-8 picks and up to 8 events, never while saving', () => {
    expect([0, 1, 3, 4, 8, 9].map((n) => homePageListCanSave('BachmansPicks', codes(n), false))).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(homePageListCanSave('BachmansPicks', codes(4), true)).toBe(false);
    expect([0, 8, 9].map((n) => homePageListCanSave('FeaturedEvents', codes(n), false))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
