import { z } from 'zod';
import { addressLine, addressPhoneSchema, addressRowFields, zipSchema } from './addresses.ts';
import { isoDateSchema, isTimeOfDay, minutesOfDay } from './calendar.ts';
import { defineApiErrors } from './api-errors.ts';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart, nameSlug } from './categories.ts';
import { defineListSpec, radioFilter } from './list-spec.ts';
import { isPlainText } from './text.ts';
import { defineRecordApi, readRoute } from './api-routes.ts';

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

/** The list's type radio as a filter: Kiosk is "not Flagship" (a record without a type reads as a Flagship, C-15). */
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
  title: 'Stores',
  searchPlaceholder: 'Search Stores...',
  newStore: 'New Store',
  created: 'The store has been created.',
  saved: 'The store has been saved.',
  deleted: 'The store has been deleted.',
  loadFailed: 'The store could not be loaded.',
  backToStores: 'Back to Stores',
  duplicateStore: 'There is already a store with that name, address and phone number.',
  addressNotFound: 'The address could not be located. Check the street, city, state and zip.',
  deleteActive: 'Only an inactive store can be deleted.',
  deleteInUse: 'Internal users still work at this store. Give them another store first.',
  builtInLocked: "The name, address and phone of this built-in store can't be changed.",
  deleteTitle: 'Delete Store',
  deleteAcknowledge: 'I understand that deleting this store cannot be undone.',
  unknownService: 'A chosen service is not in the store services list.',
  builtInHint: 'The name, address and phone of this built-in store are locked.',
  pageName: 'Page Name',
  pageNameHint: 'The store page’s address on the storefront: /store/{page name}. Listed in the sitemap.',
  pageNameInUse: 'Another store already has this page name.',
} as const;

export const STORE_ERRORS = defineApiErrors({
  duplicateStore: { status: 409, code: 'Store.AlreadyExists', message: STORE_TEXTS.duplicateStore },
  /** The geocoder could not place the address: nothing is saved (spec 2 §5, §8). */
  addressNotFound: { status: 422, code: 'Store.AddressNotFound', message: STORE_TEXTS.addressNotFound },
  deleteActive: { status: 409, code: 'Store.Active', message: STORE_TEXTS.deleteActive },
  /** A user's store must exist (their saves check it), so a store with users stays. */
  deleteInUse: { status: 409, code: 'Store.InUse', message: STORE_TEXTS.deleteInUse },
  builtInLocked: { status: 409, code: 'Store.BuiltInLocked', message: STORE_TEXTS.builtInLocked },
  unknownService: { status: 400, code: 'Store.UnknownService', message: STORE_TEXTS.unknownService },
  noStore: { status: 404, code: 'Store.NotFound', message: STORE_TEXTS.noStore },
  pageNameInUse: { status: 409, code: 'Store.PageNameInUse', message: STORE_TEXTS.pageNameInUse },
});

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

export const STORE_PAGE_NAME_MAX_LENGTH = 100;

/**
 * xp.PageName: the store page's path on the storefront (/store/{PageName}), which the sitemap lists for an
 * active store. Lower-case words joined by single hyphens, unique among stores.
 */
export const storePageNameSchema = z
  .string()
  .trim()
  .min(1, 'Page name is required.')
  .max(STORE_PAGE_NAME_MAX_LENGTH, `Page name can be at most ${STORE_PAGE_NAME_MAX_LENGTH} characters.`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Use lower-case letters and digits, words joined by single hyphens (bachmans-on-lyndale).',
  );

/**
 * The page name a new store is given: its name as a URL segment, with '-2', '-3' … when another store has
 * it (`taken`); the store's ID stands in for a name with no letters or digits.
 */
export function storePageNameFor(name: string, id: string, taken: ReadonlySet<string>): string {
  const base = (nameSlug(name) || nameSlug(id)).slice(0, STORE_PAGE_NAME_MAX_LENGTH - 4);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

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

/** The Store Page SEO section's form: the meta text and the page name. */
export const storeSeoFormSchema = storeSeoSchema.extend({ PageName: storePageNameSchema });

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

/** A one-line text of an address: at most 100 characters, no control characters. */
const lineText = (label: string) =>
  requiredText(label)
    .max(100, `${label} can be at most 100 characters.`)
    .refine(isPlainText, `${label} cannot hold control characters.`);

const addressShape = {
  Street1: lineText('Address'),
  Street2: z
    .string()
    .trim()
    .max(100, 'Street 2 can be at most 100 characters.')
    .refine(isPlainText, 'Street 2 cannot hold control characters.')
    .transform((line) => line || null)
    .nullable()
    .default(null),
  City: lineText('City'),
  State: lineText('State'),
  Zip: zipSchema,
};

export const storeCreateSchema = z
  .strictObject({
    CompanyName: lineText('Store name'),
    ...addressShape,
    Phone: addressPhoneSchema,
    StoreType: storeTypeSchema.default(NEW_STORE_DEFAULTS.StoreType),
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

/** A store as the API answers it: the record, whether it is the built-in store, when made and its version. */
export const storeDetailSchema = storeSchema.extend({
  xp: storeSchema.shape.xp.extend({
    /** The built-in store (C-16): its name, address and phone are locked. */
    BuiltIn: z.boolean(),
    /** The address is a shipping address ("save assignment", C-16). */
    IsShipping: z.boolean(),
  }),
  DateCreated: z.string(),
  Version: z.number().int(),
});
export type StoreDetail = z.output<typeof storeDetailSchema>;

/** A row of /stores. */
export const storeListItemSchema = z.object({
  ...addressRowFields,
  Street2: z.string().nullable(),
  Phone: z.string().nullable(),
  xp: z.object({ StoreType: z.string().nullable(), Active: z.boolean() }),
  DateCreated: z.string(),
});
export type StoreListItem = z.output<typeof storeListItemSchema>;

/**
 * /stores (spec 2 §2): the type radio (Flagship = xp.StoreType Flagship, Kiosk = not Flagship), search on
 * the name by default or the ID, city or zip (C-16); custom event locations are never listed.
 */
export const storeListSpec = defineListSpec<StoreListItem>()({
  id: 'stores',
  label: 'Stores',
  api: '/stores',
  readKeys: ['stores-reader'],
  columns: [
    { field: 'ID', header: 'ID', sortable: true },
    { field: 'CompanyName', header: 'Store Name', sortable: true },
    { field: 'Street1', header: 'Address', sortable: true, value: addressLine },
    { field: 'Phone', header: 'Phone', format: 'phone', wrap: 'line' },
    { field: 'xp.Active', header: 'Status', sortable: true, format: 'active' },
    { field: 'xp.StoreType', header: 'Type', sortable: true, optional: true },
    { field: 'DateCreated', header: 'Created', sortable: true, format: 'date', optional: true },
  ],
  defaultSort: 'CompanyName',
  search: {
    placeholder: STORE_TEXTS.searchPlaceholder,
    on: [
      { field: 'CompanyName', label: 'Store Name' },
      { field: 'ID', label: 'ID' },
      { field: 'City', label: 'City' },
      { field: 'Zip', label: 'Zip' },
    ],
    defaultOn: 'CompanyName',
  },
  filters: {
    type: radioFilter({
      label: 'Type',
      param: 'xp.StoreType',
      allLabel: 'All',
      options: STORE_TYPES.map((type) => ({
        value: type.toLowerCase(),
        label: type,
        api: storeTypeFilter(type) ?? '',
      })),
    }),
  },
});

/** Store Info (edit): the address fields, type, Active and will-call; the Eagle codes come along as saved. */
export const storeInfoSchema = z.strictObject({
  CompanyName: lineText('Store name'),
  ...addressShape,
  Phone: addressPhoneSchema,
  StoreType: storeTypeSchema,
  Active: z.boolean(),
  WillCall: z.boolean(),
});
export type StoreInfoInput = z.input<typeof storeInfoSchema>;

const contentIdsSchema = z.array(z.string().trim().min(1).max(100)).max(50);

/**
 * PATCH /stores/{id}: one or more sections of the store page. The server applies them to the saved store
 * and checks the whole (Eagle codes with will-call, Kiosk clearing will-call, the built-in store's locks).
 */
export const storeUpdateSchema = z
  .strictObject({
    Info: storeInfoSchema.optional(),
    EagleCodes: z
      .strictObject({
        StoreID_1digit: z.string().trim().max(10).nullable(),
        StoreID_2digit: z.string().trim().max(10).nullable(),
      })
      .optional(),
    Image: z
      .strictObject({ Image: z.string().min(1).max(200), ImageUrl: z.string().min(1).max(2000) })
      .nullable()
      .optional(),
    Seo: storeSeoSchema.extend({ PageName: storePageNameSchema.optional() }).strict().optional(),
    ServiceOffered: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
    AboutUs: z.string().trim().max(5000).nullable().optional(),
    WorkingHrs: z.array(hoursScheduleFormSchema).max(50).optional(),
    Holidays: z
      .array(
        storeHolidaySchema.extend({
          Day: z.string().trim().min(1).max(100),
          Time: z.string().trim().min(1).max(100),
        }),
      )
      .max(100)
      .optional(),
    ContentIds: contentIdsSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to save.');
export type StoreUpdate = z.input<typeof storeUpdateSchema>;

/** The one line a geocoder is given: 'Street1, Street2, City, State Zip, US'. */
export const geocodeQuery = (address: {
  Street1: string;
  Street2?: string | null;
  City: string;
  State: string;
  Zip: string;
}): string =>
  [address.Street1, address.Street2, address.City, `${address.State} ${address.Zip}`, 'US']
    .filter((part) => part && part.trim() !== '')
    .join(', ');

/** Stores (custom event locations are not listed): the routes the server serves and the web's resource calls. */
export const storeApi = defineRecordApi({
  path: '/stores',
  id: z.string().min(1).max(300),
  item: storeListItemSchema,
  detail: storeDetailSchema,
  create: storeCreateSchema,
  update: storeUpdateSchema,
});

/** The services a store may offer (the BuyerXP StoreServices list). */
export const storeServicesRoute = readRoute('/store-services', z.array(z.string()));
