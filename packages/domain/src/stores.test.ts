import { describe, expect, it } from 'vitest';
import { addressLine } from './addresses.ts';
import { END_BEFORE_START_MESSAGE } from './categories.ts';
import {
  canDeleteStore,
  eagleCodeProblems,
  eagleCodesSchema,
  geocodeQuery,
  storePageNameFor,
  storePageNameSchema,
  storeListSpec,
  storeUpdateSchema,
  hoursScheduleFormSchema,
  isDuplicateHoliday,
  NEW_STORE_DEFAULTS,
  newHoursSchedule,
  PRESET_HOLIDAYS,
  STORE_DAYS,
  STORE_TEXTS,
  storeCreateSchema,
  storeHolidayFor,
  storeHolidayFormSchema,
  storeSeoSchema,
  storeTypeFilter,
  withStoreType,
} from './stores.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('store hours (spec 2 §5, §9)', () => {
  it('start with every day open from 08:00 to 17:00', () => {
    const schedule = newHoursSchedule();
    for (const day of STORE_DAYS)
      expect(schedule[day]).toEqual({ Closed: false, StartTime: '08:00', EndTime: '17:00' });
  });

  it('require a title', () => {
    expect(messages(hoursScheduleFormSchema.safeParse(newHoursSchedule()))).toEqual(['Title is required.']);
    expect(hoursScheduleFormSchema.safeParse({ ...newHoursSchedule(), Title: 'Summer' }).success).toBe(true);
  });

  it('refuse a start time that is not before the end time, once for the whole schedule', () => {
    const schedule = {
      ...newHoursSchedule(),
      Title: 'Summer',
      Mon: { Closed: false, StartTime: '17:00', EndTime: '08:00' },
      Tue: { Closed: false, StartTime: '09:00', EndTime: '09:00' },
    };
    expect(messages(hoursScheduleFormSchema.safeParse(schedule))).toEqual([
      'Start time must come before end time for all store hours.',
    ]);
    const sameTimes = {
      ...newHoursSchedule(),
      Title: 'Summer',
      Tue: { Closed: false, StartTime: '09:00', EndTime: '09:00' },
    };
    expect(messages(hoursScheduleFormSchema.safeParse(sameTimes))).toEqual([STORE_TEXTS.hoursOrder]);
  });

  it('need no times on a closed day but both on an open one', () => {
    const closed = {
      ...newHoursSchedule(),
      Title: 'Winter',
      Sun: { Closed: true, StartTime: '', EndTime: '' },
    };
    expect(hoursScheduleFormSchema.safeParse(closed).success).toBe(true);
    const missing = { ...closed, Sat: { Closed: false, StartTime: '09:00', EndTime: '' } };
    expect(messages(hoursScheduleFormSchema.safeParse(missing))).toEqual([
      'Start and end times are required.',
    ]);
  });

  it('refuse an end date before the start date', () => {
    const schedule = {
      ...newHoursSchedule(),
      Title: 'Holiday Season',
      StartDate: '2026-12-01',
      EndDate: '2026-11-30',
    };
    expect(messages(hoursScheduleFormSchema.safeParse(schedule))).toEqual([END_BEFORE_START_MESSAGE]);
  });
});

describe('holidays', () => {
  it("lists 19 presets from New Year's Day to New Year's Eve", () => {
    expect(PRESET_HOLIDAYS).toHaveLength(19);
    expect(PRESET_HOLIDAYS[0]).toBe("New Year's Day");
    expect(PRESET_HOLIDAYS.at(-1)).toBe("New Year's Eve");
    expect(new Set(PRESET_HOLIDAYS).size).toBe(19);
  });

  it('requires a name and either Closed or the hours', () => {
    expect(messages(storeHolidayFormSchema.safeParse({ Day: '', Closed: true, Hours: '' }))).toEqual([
      'Holiday name is required.',
    ]);
    expect(
      messages(storeHolidayFormSchema.safeParse({ Day: 'Easter Sunday', Closed: false, Hours: ' ' })),
    ).toEqual(['Enter the operating hours or mark the store closed.']);
  });

  it("stores 'Closed' or the hours text", () => {
    expect(storeHolidayFor({ Day: 'Christmas Day', Closed: true, Hours: '9-5' })).toEqual({
      Day: 'Christmas Day',
      Time: 'Closed',
    });
    expect(storeHolidayFor({ Day: 'Christmas Eve', Closed: false, Hours: '9am - 3pm' })).toEqual({
      Day: 'Christmas Eve',
      Time: '9am - 3pm',
    });
  });

  it('warns about, but allows, a holiday already listed', () => {
    const holidays = [{ Day: 'Christmas Day', Time: 'Closed' }];
    expect(isDuplicateHoliday(holidays, 'christmas day ')).toBe(true);
    expect(isDuplicateHoliday(holidays, 'Christmas Day', 0)).toBe(false);
    expect(isDuplicateHoliday(holidays, 'Christmas Eve')).toBe(false);
    expect(STORE_TEXTS.duplicateHoliday).toBe(
      'This holiday is already in use. Duplicate listings are allowed, but may confuse storefront users.',
    );
  });
});

describe('store SEO', () => {
  it('requires a meta title of at most 100 and a description of at most 300 characters', () => {
    expect(
      storeSeoSchema.safeParse({ MetaTitle: 'a'.repeat(100), MetaDescription: 'b'.repeat(300) }).success,
    ).toBe(true);
    expect(messages(storeSeoSchema.safeParse({ MetaTitle: 'a'.repeat(101), MetaDescription: '' }))).toEqual([
      'Meta title can be at most 100 characters.',
      'Meta description is required.',
    ]);
    expect(storeSeoSchema.safeParse({ MetaTitle: 'ok', MetaDescription: 'b'.repeat(301) }).success).toBe(
      false,
    );
  });
});

describe('eagle codes', () => {
  it('are required with will-call', () => {
    expect(eagleCodeProblems({ WillCall: true, StoreID_1digit: null, StoreID_2digit: ' ' })).toEqual({
      StoreID_1digit: 'Required when will-call is available.',
      StoreID_2digit: 'Required when will-call is available.',
    });
    expect(eagleCodeProblems({ WillCall: false, StoreID_1digit: null, StoreID_2digit: null })).toEqual({});
  });

  it('have 1 character at most for the 1-digit code and exactly 2 for the 2-digit code', () => {
    expect(eagleCodeProblems({ WillCall: true, StoreID_1digit: '4', StoreID_2digit: '04' })).toEqual({});
    expect(eagleCodeProblems({ WillCall: false, StoreID_1digit: '45', StoreID_2digit: '4' })).toEqual({
      StoreID_1digit: 'The 1-digit code has at most 1 character.',
      StoreID_2digit: 'The 2-digit code must be exactly 2 characters.',
    });
  });

  it('report their problems on the fields', () => {
    const result = eagleCodesSchema.safeParse({ WillCall: true, StoreID_1digit: '4', StoreID_2digit: '123' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['StoreID_2digit']]);
  });

  it('are cleared, with will-call, when Kiosk is chosen', () => {
    const form = {
      StoreType: 'Flagship' as const,
      WillCall: true,
      StoreID_1digit: '4',
      StoreID_2digit: '04',
    };
    expect(withStoreType(form, 'Kiosk')).toEqual({
      StoreType: 'Kiosk',
      WillCall: false,
      StoreID_1digit: null,
      StoreID_2digit: null,
    });
    expect(withStoreType(form, 'Flagship')).toEqual(form);
  });
});

describe('new stores', () => {
  const body = {
    CompanyName: "Bachman's on Lyndale",
    Street1: '6010 Lyndale Ave S',
    City: 'Minneapolis',
    State: 'MN',
    Zip: '55419',
    Phone: '(612) 861-7600',
    StoreType: 'Flagship',
    WillCall: false,
    StoreID_1digit: null,
    StoreID_2digit: null,
  };

  it('default to an inactive flagship in Minneapolis, MN, US', () => {
    expect(NEW_STORE_DEFAULTS).toEqual({
      StoreType: 'Flagship',
      City: 'Minneapolis',
      State: 'MN',
      Country: 'US',
      Active: false,
    });
  });

  it('need name, address, city, state, zip and phone', () => {
    expect(storeCreateSchema.parse(body)).toMatchObject({ Phone: '6128617600', Street2: null });
    expect(messages(storeCreateSchema.safeParse({ ...body, CompanyName: ' ', City: '' }))).toEqual([
      'Store name is required.',
      'City is required.',
    ]);
    expect(storeCreateSchema.safeParse({ ...body, Zip: '554190' }).success).toBe(false);
  });

  it('need eagle codes with will-call', () => {
    expect(storeCreateSchema.safeParse({ ...body, WillCall: true }).success).toBe(false);
    expect(
      storeCreateSchema.safeParse({ ...body, WillCall: true, StoreID_1digit: '4', StoreID_2digit: '04' })
        .success,
    ).toBe(true);
  });
});

describe('store list and deletion', () => {
  it('filters Kiosk as not Flagship', () => {
    expect(storeTypeFilter('All')).toBeNull();
    expect(storeTypeFilter('Flagship')).toBe('Flagship');
    expect(storeTypeFilter('Kiosk')).toBe('!Flagship');
  });

  it('deletes only inactive stores', () => {
    expect(canDeleteStore({ xp: { Active: false } })).toBe(true);
    expect(canDeleteStore({ xp: { Active: true } })).toBe(false);
  });
});

describe('store helpers', () => {
  it('writes the address on one line, for the list and for the geocoder', () => {
    const address = { Street1: '900 Nicollet Mall', City: 'Minneapolis', State: 'MN', Zip: '55402' };
    expect(addressLine(address)).toBe('900 Nicollet Mall, Minneapolis, MN 55402');
    expect(addressLine({ ...address, Street2: 'Suite 2' })).toBe(
      '900 Nicollet Mall, Suite 2, Minneapolis, MN 55402',
    );
    expect(addressLine({ ...address, City: null, Zip: null })).toBe('900 Nicollet Mall, MN');
    expect(geocodeQuery({ ...address, Street2: 'Suite 2' })).toBe(
      '900 Nicollet Mall, Suite 2, Minneapolis, MN 55402, US',
    );
  });

  it('lists Flagship as xp.StoreType=Flagship and Kiosk as not Flagship', () => {
    const type = storeListSpec.filters!.type;
    expect(type.toApi('flagship')).toEqual({ 'xp.StoreType': 'Flagship' });
    expect(type.toApi('kiosk')).toEqual({ 'xp.StoreType': '!Flagship' });
    expect(type.toApi('other')).toBeUndefined();
  });

  it('takes a store page change of at least one section, strictly', () => {
    expect(storeUpdateSchema.safeParse({}).success).toBe(false);
    expect(storeUpdateSchema.safeParse({ AboutUs: 'x', Extra: 1 }).success).toBe(false);
    expect(storeUpdateSchema.safeParse({ Holidays: [{ Day: 'Custom day', Time: 'Closed' }] }).success).toBe(
      true,
    );
  });
});

describe('store page names', () => {
  it("are the store's name as a URL segment, numbered when another store has it", () => {
    const none = new Set<string>();
    expect(storePageNameFor("Bachman's on Lyndale", 'Store-X', none)).toBe('bachmans-on-lyndale');
    expect(storePageNameFor('Bachman’s Édina  Garden Centre', 'Store-X', none)).toBe(
      'bachmans-edina-garden-centre',
    );
    expect(storePageNameFor('Maple Grove', 'Store-X', new Set(['maple-grove', 'maple-grove-2']))).toBe(
      'maple-grove-3',
    );
    expect(storePageNameFor('!!!', 'Store-Odd-1', none)).toBe('store-odd-1');
  });

  it('are lower-case words joined by single hyphens, at most 100 characters', () => {
    expect(storePageNameSchema.parse(' bachmans-on-lyndale ')).toBe('bachmans-on-lyndale');
    for (const bad of ['', 'Bachmans', 'two--hyphens', '-lead', 'trail-', 'with space', 'a'.repeat(101)])
      expect(storePageNameSchema.safeParse(bad).success, bad).toBe(false);
  });
});
