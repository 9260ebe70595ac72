import { describe, expect, it } from 'vitest';
import {
  addressIdFilter,
  addressPhoneSchema,
  addressSlug,
  destinationIdFor,
  routeCodeIdFor,
  storeIdFor,
  zipSchema,
} from './addresses.ts';

describe('zip (spec 3 §5, spec 2 §5)', () => {
  it('is required', () => {
    expect(zipSchema.safeParse('').error?.issues[0]?.message).toBe('Zip is required.');
  });
  it.each(['55416', ' 55101 '])('accepts %j', (zip) => expect(zipSchema.safeParse(zip).success).toBe(true));
  it.each(['5541', '554160', '55416-1234', 'abcde'])('rejects %j: 5 digits, at most 5 characters', (zip) =>
    expect(zipSchema.safeParse(zip).error?.issues[0]?.message).toBe('Enter a 5-digit zip code.'),
  );
});

describe('address phone', () => {
  it('is required, 10 digits, stored as digits', () => {
    expect(addressPhoneSchema.parse('(612) 861-7600')).toBe('6128617600');
    expect(addressPhoneSchema.safeParse('').error?.issues[0]?.message).toBe('Phone is required.');
    expect(addressPhoneSchema.safeParse('861-7600').error?.issues[0]?.message).toBe(
      'Enter a 10-digit phone number.',
    );
    expect(addressPhoneSchema.safeParse('(061) 286-1760').error?.issues[0]?.message).toBe(
      'A phone number cannot start with 0.',
    );
  });
});

describe('address slug', () => {
  it('capitalises words and drops punctuation, accents and apostrophes', () => {
    expect(addressSlug(["Bachman's on Lyndale"])).toBe('BachmansOnLyndale');
    expect(addressSlug(['St. Mary’s Église'])).toBe('StMarysEglise');
  });
  it('joins the parts with a hyphen', () => {
    expect(addressSlug(['Lakewood Cemetery', '3600', '6128222171'])).toBe('LakewoodCemetery-3600-6128222171');
  });
  it('ignores case, so the same place written twice gives the same slug', () => {
    expect(addressSlug(['ST. PAUL'])).toBe(addressSlug(['St Paul']));
  });
});

describe('derived address IDs', () => {
  it("store: 'Store-' then name, first word of the street and phone (spec 2 §3)", () => {
    expect(storeIdFor("Bachman's on Lyndale", '6010 Lyndale Ave S', '(612) 861-7600')).toBe(
      'Store-BachmansOnLyndale-6010-6128617600',
    );
  });

  it('destination: the type prefix, then the same slug (spec 3 §3)', () => {
    expect(destinationIdFor('Cemetery', 'Lakewood Cemetery', '3600 Hennepin Ave', '612-822-2171')).toBe(
      'Cemetery-LakewoodCemetery-3600-6128222171',
    );
    expect(destinationIdFor('FuneralHome', 'Washburn-McReavy', ' 2901 Johnson St NE', '6127893535')).toBe(
      'FuneralHome-WashburnMcreavy-2901-6127893535',
    );
  });

  it("route code: 'LDCity-{zip}-{city}', spaces in the city closed up", () => {
    expect(routeCodeIdFor('55101', 'Saint Paul')).toBe('LDCity-55101-SaintPaul');
    expect(routeCodeIdFor('55416', 'minneapolis')).toBe('LDCity-55416-Minneapolis');
  });

  it('lists filter each kind by its prefix', () => {
    expect(addressIdFilter('Store')).toBe('Store-*');
    expect(addressIdFilter('LDCity')).toBe('LDCity-*');
  });
});
