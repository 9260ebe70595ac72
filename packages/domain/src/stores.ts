import { z } from 'zod';
import { addressPhoneSchema, zipSchema } from './addresses.ts';
import { isoDateSchema, isTimeOfDay, minutesOfDay } from './calendar.ts';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from './categories.ts';

/** The parts of a store the shell and profile show; the stores area widens this. */
export const storeSummarySchema = z.object({
  ID: z.string(),
  CompanyName: z.string(),
  Street1: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Zip: z.string().nullable(),
  Phone: z.string().nullable(),
  xp: z.object({ StoreType: z.string().nullable() }),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const STORE_TYPES = ['Flagship', 'Kiosk'] as const;
export const storeTypeSchema = z.enum(STORE_TYPES);
export type StoreType = z.infer<typeof storeTypeSchema>;
export const STORE_LIST_TYPES = ['All', ...STORE_TYPES] as const;
export type StoreListType = (typeof STORE_LIST_TYPES)[number];

/** The list's type radio as a filter: a store without a type counts as a kiosk, so Kiosk is "not Flagship". */
export const storeTypeFilter = (type: StoreListType): string | null => {
  if (type === 'All') return null;
  return type === 'Flagship' ? 'Flagship' : '!Flagship';
};

export const STORE_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type StoreDay = (typeof STORE_DAYS)[number];

export const DEFAULT_STORE_OPENING_TIME = '08:00';
export const DEFAULT_STORE_CLOSING_TIME = '17:00';

const dayHoursSchema = z.object({ Closed: z.boolean(), StartTime: z.string(), EndTime: z.string() });
export type DayHours = z.infer<typeof dayHoursSchema>;

const weekHoursShape = Object.fromEntries(STORE_DAYS.map((day) => [day, dayHoursSchema])) as Record<
  StoreDay,
  typeof dayHoursSchema
>;

/** A named set of opening hours (regular, or for a season between two dates). */
export const hoursScheduleSchema = z.object({
  Title: z.string(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  ...weekHoursShape,
});
export type HoursSchedule = z.infer<typeof hoursScheduleSchema>;

/** A new schedule: every day open 08:00 to 17:00. */
export const newHoursSchedule = (): HoursSchedule => ({
  Title: '',
  StartDate: null,
  EndDate: null,
  ...(Object.fromEntries(
    STORE_DAYS.map((day) => [
      day,
      { Closed: false, StartTime: DEFAULT_STORE_OPENING_TIME, EndTime: DEFAULT_STORE_CLOSING_TIME },
    ]),
  ) as Record<StoreDay, DayHours>),
});

export const STORE_TEXTS = {
  hoursOrder: 'Start time must come before end time for all store hours.',
  duplicateHoliday:
    'This holiday is already in use. Duplicate listings are allowed, but may confuse storefront users.',
  noStore: 'No Store Found',
} as const;

/** The hours form: closed days need no times; every open day needs both, the start first. */
export const hoursScheduleFormSchema = hoursScheduleSchema
  .extend({
    Title: z.string().trim().min(1, 'Title is required.'),
    StartDate: isoDateSchema.nullable(),
    EndDate: isoDateSchema.nullable(),
  })
  .superRefine((schedule, ctx) => {
    const openDays = STORE_DAYS.filter((day) => !schedule[day].Closed);
    for (const day of openDays) {
      const { StartTime, EndTime } = schedule[day];
      if (!isTimeOfDay(StartTime) || !isTimeOfDay(EndTime))
        ctx.addIssue({ code: 'custom', path: [day], message: 'Start and end times are required.' });
    }
    const misordered = openDays.some((day) => {
      const { StartTime, EndTime } = schedule[day];
      return (
        isTimeOfDay(StartTime) && isTimeOfDay(EndTime) && minutesOfDay(StartTime) >= minutesOfDay(EndTime)
      );
    });
    if (misordered) ctx.addIssue({ code: 'custom', path: [], message: STORE_TEXTS.hoursOrder });
    if (isEndBeforeStart(schedule.StartDate, schedule.EndDate))
      ctx.addIssue({ code: 'custom', path: ['EndDate'], message: END_BEFORE_START_MESSAGE });
  });

/**
 * The holidays the holiday picker lists, in calendar order: the US holidays and the flower-giving days a
 * Minnesota garden and floral retailer changes its hours for.
 */
export const PRESET_HOLIDAYS = [
  "New Year's Day",
  'Martin Luther King Jr. Day',
  "Valentine's Day",
  "Presidents' Day",
  "St. Patrick's Day",
  'Good Friday',
  'Easter Sunday',
  "Mother's Day",
  'Memorial Day',
  "Father's Day",
  'Juneteenth',
  'Independence Day',
  'Labor Day',
  'Halloween',
  'Veterans Day',
  'Thanksgiving Day',
  'Christmas Eve',
  'Christmas Day',
  "New Year's Eve",
] as const;
export const CUSTOM_HOLIDAY_OPTION = 'Custom';
export const HOLIDAY_CLOSED_TEXT = 'Closed';

/** A holiday line of a store page: the day, and 'Closed' or the hours as staff wrote them. */
export const storeHolidaySchema = z.object({ Day: z.string(), Time: z.string() });
export type StoreHoliday = z.infer<typeof storeHolidaySchema>;

export const storeHolidayFormSchema = z
  .object({
    Day: z.string().trim().min(1, 'Holiday name is required.'),
    Closed: z.boolean(),
    Hours: z.string().trim(),
  })
  .refine((holiday) => holiday.Closed || holiday.Hours !== '', {
    message: 'Enter the operating hours or mark the store closed.',
    path: ['Hours'],
  });
export type StoreHolidayForm = z.infer<typeof storeHolidayFormSchema>;

export const storeHolidayFor = (form: StoreHolidayForm): StoreHoliday => ({
  Day: form.Day,
  Time: form.Closed ? HOLIDAY_CLOSED_TEXT : form.Hours,
});

/** Duplicates are allowed but warned about; the entry being edited does not count against itself. */
export const isDuplicateHoliday = (
  holidays: readonly StoreHoliday[],
  day: string,
  editingIndex?: number,
): boolean =>
  holidays.some(
    (holiday, index) =>
      index !== editingIndex && holiday.Day.trim().toLowerCase() === day.trim().toLowerCase(),
  );

export const STORE_SEO_TITLE_MAX_LENGTH = 100;
export const STORE_SEO_DESCRIPTION_MAX_LENGTH = 300;

export const storeSeoSchema = z.object({
  MetaTitle: z
    .string()
    .trim()
    .min(1, 'Meta title is required.')
    .max(STORE_SEO_TITLE_MAX_LENGTH, `Meta title can be at most ${STORE_SEO_TITLE_MAX_LENGTH} characters.`),
  MetaDescription: z
    .string()
    .trim()
    .min(1, 'Meta description is required.')
    .max(
      STORE_SEO_DESCRIPTION_MAX_LENGTH,
      `Meta description can be at most ${STORE_SEO_DESCRIPTION_MAX_LENGTH} characters.`,
    ),
});

export interface EagleCodes {
  WillCall: boolean;
  StoreID_1digit: string | null;
  StoreID_2digit: string | null;
}

/**
 * Problems with a store's Eagle codes, by field: will-call orders are routed by them, so both are
 * required with will-call; the 1-digit code has at most 1 character, the 2-digit code exactly 2.
 */
export function eagleCodeProblems(
  codes: EagleCodes,
): Partial<Record<'StoreID_1digit' | 'StoreID_2digit', string>> {
  const problems: Partial<Record<'StoreID_1digit' | 'StoreID_2digit', string>> = {};
  const oneDigit = codes.StoreID_1digit?.trim() ?? '';
  const twoDigit = codes.StoreID_2digit?.trim() ?? '';
  if (codes.WillCall && oneDigit === '') problems.StoreID_1digit = 'Required when will-call is available.';
  else if (oneDigit.length > 1) problems.StoreID_1digit = 'The 1-digit code has at most 1 character.';
  if (codes.WillCall && twoDigit === '') problems.StoreID_2digit = 'Required when will-call is available.';
  else if (twoDigit !== '' && twoDigit.length !== 2)
    problems.StoreID_2digit = 'The 2-digit code must be exactly 2 characters.';
  return problems;
}

const eagleCodesShape = {
  WillCall: z.boolean(),
  StoreID_1digit: z.string().trim().nullable(),
  StoreID_2digit: z.string().trim().nullable(),
};

const addEagleCodeIssues = (codes: EagleCodes, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(eagleCodeProblems(codes)))
    ctx.addIssue({ code: 'custom', path: [field], message });
};

export const eagleCodesSchema = z.object(eagleCodesShape).superRefine(addEagleCodeIssues);

/** Kiosks have no will-call counter, so choosing Kiosk clears will-call and the Eagle codes. */
export const withStoreType = <T extends EagleCodes & { StoreType: StoreType }>(
  form: T,
  StoreType: StoreType,
): T =>
  StoreType === 'Kiosk'
    ? { ...form, StoreType, WillCall: false, StoreID_1digit: null, StoreID_2digit: null }
    : { ...form, StoreType };

/** A new store record starts inactive in Minneapolis, MN, US, as a flagship. */
export const NEW_STORE_DEFAULTS = {
  StoreType: 'Flagship',
  City: 'Minneapolis',
  State: 'MN',
  Country: 'US',
  Active: false,
} as const satisfies { StoreType: StoreType; City: string; State: string; Country: string; Active: boolean };
/** The creation form's type radio starts on Kiosk, the more common new store, unlike the record default. */
export const CREATE_FORM_STORE_TYPE: StoreType = 'Kiosk';

const requiredText = (label: string) => z.string().trim().min(1, `${label} is required.`);

export const storeCreateSchema = z
  .object({
    CompanyName: requiredText('Store name'),
    Street1: requiredText('Address'),
    Street2: z.string().trim().nullable().default(null),
    City: requiredText('City'),
    State: requiredText('State'),
    Zip: zipSchema,
    Phone: addressPhoneSchema,
    StoreType: storeTypeSchema,
    ...eagleCodesShape,
  })
  .superRefine(addEagleCodeIssues);
export type StoreCreate = z.input<typeof storeCreateSchema>;

export const canDeleteStore = (store: { xp: { Active: boolean } }): boolean => !store.xp.Active;

export const storeStatusLabel = (active: boolean): string => (active ? 'Active' : 'Inactive');
export const willCallLabel = (willCall: boolean): string => (willCall ? 'Available' : 'Unavailable');

const nullableText = z.string().nullable();

/** A store as the store screens read it (spec 2 §3). */
export const storeSchema = storeSummarySchema.extend({
  Street2: nullableText,
  Country: nullableText,
  xp: z.object({
    StoreType: storeTypeSchema,
    Active: z.boolean(),
    WillCall: z.boolean(),
    StoreID_1digit: nullableText,
    StoreID_2digit: nullableText,
    Image: nullableText,
    ImageUrl: nullableText,
    AboutUs: nullableText,
    seo: z.object({ MetaTitle: nullableText, MetaDescription: nullableText }),
    ServiceOffered: z.array(z.string()),
    WorkingHrs: z.array(hoursScheduleSchema),
    Holidays: z.array(storeHolidaySchema),
    Content: z.object({ type: z.literal('complex'), value: z.array(z.string()) }).nullable(),
    PlaceID: nullableText,
    Location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    CustomLocation: z.boolean(),
    PageName: nullableText,
  }),
});
export type Store = z.infer<typeof storeSchema>;
