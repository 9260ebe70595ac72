import { z } from 'zod';
import { addressRowFields } from './addresses.ts';
import { isoDateSchema, timeOfDaySchema } from './calendar.ts';
import { nameSchema } from './admin-users.ts';
import { defineApiErrors } from './api-errors.ts';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from './categories.ts';
import { defineListSpec, radioFilter, selectFilter, statusFilter } from './list-spec.ts';
import { SALE_ABOVE_RETAIL_MESSAGE } from './products.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';
import { SEARCH_RULE_TEXT } from './search-words.ts';

/** Events and workshops are products (spec 3 §3, §4). */

/** The category (parent ID) that types an event; the list's type radio reads all, ticketed or free. */
export const EVENT_TYPE_CATEGORIES = {
  ticketed: 'WorkshopsEvents_TicktedEvents',
  free: 'WorkshopsEvents_FreeEvents',
} as const;
export type EventKind = keyof typeof EVENT_TYPE_CATEGORIES;
export const EVENT_TYPE_CATEGORY_IDS = [EVENT_TYPE_CATEGORIES.ticketed, EVENT_TYPE_CATEGORIES.free] as const;
export const EVENT_LIST_TYPES = ['all', 'ticketed', 'free'] as const;

/** New events: ID prefix FEV, the FreeEvent price schedule, inactive until staff activate them. */
export const EVENT_ID_PREFIX = 'FEV';
export const EVENT_PRICE_SCHEDULE_ID = 'FreeEvent';
export const EVENT_ID_DIGITS = 6;

/**
 * The next event ID after the highest one in use: 'FEV' and a 6-digit sequence ('FEV000042' → 'FEV000043').
 * A fixed width makes the highest ID also the last in text order, so the server can read it with one
 * ordered query; a number keeps the ID short enough to type into the event URL.
 */
export function newEventId(highestExistingId: string | null): string {
  const last = highestExistingId?.match(new RegExp(`^${EVENT_ID_PREFIX}(\\d+)$`))?.[1];
  const next = (last ? Number(last) : 0) + 1;
  return `${EVENT_ID_PREFIX}${String(next).padStart(EVENT_ID_DIGITS, '0')}`;
}

/** Where an event without a chosen location is shown to be. */
export const DEFAULT_EVENT_LOCATION = { City: 'Minneapolis', State: 'MN', Country: 'US' } as const;

/**
 * An event page lookup that finds nothing is retried once, 6 seconds later: the search index can lag behind a
 * save.
 */
export const EVENT_LOOKUP_RETRIES = 1;
export const EVENT_LOOKUP_RETRY_DELAY_MS = 6000;

/** One date and time of a free event. End may be '24:00' when a slot runs to midnight. */
export const eventDateTimeSchema = z.object({
  Date: isoDateSchema,
  Start: timeOfDaySchema,
  End: z.union([timeOfDaySchema, z.literal('24:00')]),
});
export type EventDateTime = z.infer<typeof eventDateTimeSchema>;

const eventLocationSchema = z.looseObject({
  ID: z.string().optional(),
  CompanyName: z.string().nullable().optional(),
  Street1: z.string().nullable().optional(),
  Street2: z.string().nullable().optional(),
  City: z.string(),
  State: z.string(),
  Zip: z.string().nullable().optional(),
  Country: z.string(),
});

export const eventSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Active: z.boolean(),
  /**
   * The first 2000 characters of the description; the rest is in xp.DescriptionOverflow (split and joined
   * by splitDescription and joinDescription of categories.ts).
   */
  Description: z.string().nullable(),
  DefaultPriceScheduleID: z.string().nullable(),
  QuantityMultiplier: z.number().int(),
  Inventory: z.object({ QuantityAvailable: z.number().int() }),
  xp: z.object({
    ProductCode: z.string(),
    IsDefaultProduct: z.boolean(),
    WebFacingProductTitle: z.string().nullable(),
    DateDisplay: z.string().nullable(),
    /** The category ID of the event's type (EVENT_TYPE_CATEGORIES). */
    Type: z.string().nullable(),
    SEO: z.object({ Title: z.string(), Keywords: z.string(), Description: z.string() }),
    /** Launch, saved as midnight UTC (storedCalendarDate). */
    ReleaseDate1: z.string().nullable(),
    /** The last event date. */
    ReleaseDate2: z.string().nullable(),
    Visible: z.boolean(),
    WebVisible: z.boolean(),
    OmsVisible: z.boolean(),
    /** A ticketed event: a workshop whose dates and times are SKUs. */
    IsWorkShopEvent: z.boolean(),
    /** Marks the product as an event at all; the event search filters on it. */
    IsWorkshop: z.boolean(),
    EventDateTimes: z.array(eventDateTimeSchema),
    LocationID: z.string().nullable(),
    /** A copy of the location's address. */
    Location: eventLocationSchema.nullable(),
    Room: z.string().nullable(),
    /** Product codes of related events. */
    Related: z.array(z.string()),
    CancellationOrPolicies: z.string().nullable(),
    TicketInformation: z.string().nullable(),
    DescriptionOverflow: z.string().nullable(),
    Contentful: z.object({ Images: z.array(z.object({ url: z.string(), title: z.string() })) }),
  }),
});
export type EventProduct = z.infer<typeof eventSchema>;

/** A workshop slot (ticketed events): xp.SpecsOptions.Size holds its time. */
export const workshopSkuSchema = z.object({
  ID: z.string(),
  Active: z.boolean(),
  Inventory: z.object({ QuantityAvailable: z.number().int() }),
  xp: z.object({
    IsDefaultProduct: z.boolean(),
    Visible: z.boolean(),
    SpecsOptions: z.object({ Size: z.string(), Color: z.string() }),
  }),
});
export type WorkshopSku = z.infer<typeof workshopSkuSchema>;

type Shown = { Active: boolean; xp: { Visible: boolean } };

/** An event is active only when it is both Active and Visible. */
export const isEventActive = (event: Shown): boolean => event.Active && event.xp.Visible;

/** Activating needs a Type and a location. */
export const canActivateEvent = (event: {
  xp: { Type: string | null; LocationID: string | null };
}): boolean => Boolean(event.xp.Type) && Boolean(event.xp.LocationID);

/** Only a free event that is neither active nor visible may be deleted. */
export const canDeleteEvent = (event: Shown & { xp: { IsWorkShopEvent: boolean } }): boolean =>
  !event.xp.IsWorkShopEvent && !event.Active && !event.xp.Visible;

/** A SKU toggle switches Active and Visible together. */
export const skuVisibilityPatch = (on: boolean) => ({ Active: on, xp: { Visible: on } });

/** The default SKU's toggle is disabled. */
export const canToggleSku = (sku: { xp: { IsDefaultProduct: boolean } }): boolean => !sku.xp.IsDefaultProduct;

/** Creating an event: a name and at least one generated slot. */
export const eventCreateSchema = z.strictObject({
  Name: nameSchema('Name'),
  EventDateTimes: z.array(eventDateTimeSchema).min(1, 'Generate at least one slot.'),
});
export type EventCreate = z.infer<typeof eventCreateSchema>;

/**
 * The product a new event starts as: inactive and hidden, on the FreeEvent price schedule, its code its ID.
 */
export const newEventProduct = (id: string, event: EventCreate) => ({
  ID: id,
  Name: event.Name,
  Active: false,
  DefaultPriceScheduleID: EVENT_PRICE_SCHEDULE_ID,
  xp: { ProductCode: id, Visible: false, EventDateTimes: event.EventDateTimes },
});

/** Basic Info requires Name, Date Display, Type, SEO Title and SEO Description. */
export const eventBasicInfoSchema = z.object({
  Name: nameSchema('Name'),
  xp: z.object({
    DateDisplay: nameSchema('Date Display'),
    // A child category of the ticketed or free parent (C-17): the server checks it against the tree.
    Type: z.string({ error: 'Type is required.' }).trim().min(1, 'Type is required.').max(300),
    SEO: z.object({
      Title: nameSchema('SEO Title'),
      Description: z.string().trim().min(1, 'SEO Description is required.'),
      Keywords: z.string().trim().optional(),
    }),
  }),
});
export type EventBasicInfo = z.infer<typeof eventBasicInfoSchema>;

/** A slot's inventory: a whole number, 0 or more. */
export const eventInventorySchema = z
  .number({ error: 'Enter a whole number of 0 or more.' })
  .int('Enter a whole number of 0 or more.')
  .min(0, 'Enter a whole number of 0 or more.');

// ---------------------------------------------------------------------------------------------------------
// Screens and API (spec 3 §2–§8, AREAS B.9)

export const EVENT_TEXTS = {
  title: 'Events',
  searchPlaceholder: 'Search events by name or product code',
  newEvent: 'New Event',
  newTitle: 'New Event',
  backToEvents: 'Back to Events',
  created: 'The event has been created. It stays inactive until you activate it.',
  saved: 'Saved.',
  loadFailed: 'The event could not be found.',
  retrying: 'The event was not found yet; looking again in a few seconds…',
  eventName: 'Event name',
  slotGenerator: 'Date & Time Slots',
  dates: 'Dates',
  startTime: 'Start time',
  hours: 'Hours',
  minutes: 'Minutes',
  slotCount: 'Number of slots',
  generate: 'Generate',
  noSlots: 'Choose dates and press Generate to add date-times.',
  slotsAdded: (count: number) =>
    `${count} date-time${count === 1 ? '' : 's'} added. Choose more dates to add more.`,
  create: 'Create Event',
  basicInfo: 'Basic Info',
  visibility: 'Visibility',
  location: 'Location',
  image: 'Image',
  description: 'Description',
  policies: 'Cancellation/Policies',
  ticketInformation: 'Ticket Information',
  datesAndTimes: 'Dates & Times',
  relatedEvents: 'Related Events',
  seoLabel: 'Event SEO (shown on the event page)',
  skuSeoLabel: "Slot web properties (the SKU's own SEO)",
  activeLabel: 'Active (Active and Visible)',
  omsVisibleLabel: 'Visible to order takers (OmsVisible)',
  launchDate: 'Launch date',
  endDate: 'Last event date',
  cannotActivateHint: 'Choose a Type and a location before activating the event.',
  customLocation: 'New custom location',
  defaultLocation: 'Minneapolis, MN, US (default)',
  room: 'Room',
  chooseImage: 'Choose Image',
  removeImage: 'Remove',
  noImage: 'No image chosen.',
  noRelated: 'No related events.',
  editRelated: 'Edit Related Events',
  addDates: 'Add dates',
  deleteTitle: 'Delete Event',
  deleteMessage: (name: string) =>
    `Delete ${name}? The event, its own price schedule and its category assignments are removed.`,
  deleted: (name: string) => `${name} has been deleted.`,
  deleteNotAllowed: 'Only a free event that is inactive and hidden can be deleted.',
  defaultSkuToggle: "The default slot is switched with the event's visibility.",
  toggleFailed: 'The slot could not be switched; it has been set back.',
  none: 'None',
} as const;

export const EVENT_ERRORS = defineApiErrors({
  locationNotFound: { status: 404, code: 'Event.LocationNotFound', message: 'Location not found' },
  defaultNotFound: { status: 404, code: 'Event.DefaultNotFound', message: 'Default event not found' },
  noDefault: { status: 404, code: 'Event.NoDefault', message: 'No Default Found' },
  typeNotAllowed: {
    status: 400,
    code: 'Event.TypeNotAllowed',
    message: 'Choose a type under Ticketed Events or Free Events that matches the event.',
  },
  cannotActivate: {
    status: 409,
    code: 'Event.CannotActivate',
    message: 'An event needs a Type and a location before it can be activated.',
  },
  cannotDelete: { status: 409, code: 'Event.CannotDelete', message: EVENT_TEXTS.deleteNotAllowed },
  defaultSkuToggle: { status: 409, code: 'Event.DefaultSkuToggle', message: EVENT_TEXTS.defaultSkuToggle },
  notFree: {
    status: 409,
    code: 'Event.NotFree',
    message: 'Only a free event keeps a list of dates and times.',
  },
  notTicketed: { status: 409, code: 'Event.NotTicketed', message: 'Only a ticketed event has slots.' },
  relatedNotFound: { status: 400, code: 'Event.RelatedNotFound', message: 'A related event was not found.' },
});

/** The parent category of an event kind. */
export const eventTypeParent = (ticketed: boolean): string =>
  ticketed ? EVENT_TYPE_CATEGORIES.ticketed : EVENT_TYPE_CATEGORIES.free;

export const eventTypeChoiceSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  ParentID: z.string().nullable(),
});
export type EventTypeChoice = z.output<typeof eventTypeChoiceSchema>;

/**
 * Type choices (C-17): the child categories of the ticketed parent (ticketed events) or the free parent
 * (free events); the parent itself when it has no children.
 */
export function eventTypeChoices(
  ticketed: boolean,
  categories: readonly EventTypeChoice[],
): EventTypeChoice[] {
  const parent = eventTypeParent(ticketed);
  const children = categories.filter((category) => category.ParentID === parent);
  if (children.length > 0) return children;
  return categories.filter((category) => category.ID === parent);
}

/** A row of the events list (C-23: Product Code, Name, Type, Date Display, Location, Launch, Last Date, Status). */
export const eventListItemSchema = z.object({
  ID: z.string(),
  ProductCode: z.string(),
  Name: z.string(),
  Type: z.string().nullable(),
  TypeName: z.string().nullable(),
  DateDisplay: z.string().nullable(),
  Location: z.string().nullable(),
  ReleaseDate1: z.string().nullable(),
  ReleaseDate2: z.string().nullable(),
  Ticketed: z.boolean(),
  /** Active and Visible. */
  Active: z.boolean(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** The days ahead in which an event on sale should have a slot to book (the dashboard's catalogue check). */
export const EVENT_SLOTS_WINDOW_DAYS = 30;

/**
 * The events list's 'Slots' filter: a ticketed event in the next 30 days (its launch, if any, at most 30 days
 * away and its last date not past) with no active slot dated from today on, so there is nothing to book.
 * Free events keep dates and times rather than slots.
 */
export const NO_SLOTS_SOON_TEXT = `No slots in the next ${EVENT_SLOTS_WINDOW_DAYS} days`;

export const eventListSpec = defineListSpec<EventListItem>()({
  id: 'events',
  label: 'Events',
  api: '/events',
  readKeys: ['events-reader'],
  columns: [
    { field: 'ProductCode', header: 'Product Code', sortable: true, wrap: 'line' },
    { field: 'Name', header: 'Name', sortable: true },
    { field: 'TypeName', header: 'Type', sortable: true },
    { field: 'DateDisplay', header: 'Date Display' },
    { field: 'Location', header: 'Location', sortable: true },
    { field: 'ReleaseDate1', header: 'Launch', sortable: true, format: 'calendar-date' },
    { field: 'ReleaseDate2', header: 'Last Date', sortable: true, format: 'calendar-date' },
    { field: 'Active', header: 'Status', sortable: true, format: 'active' },
  ],
  defaultSort: 'Name',
  search: { placeholder: EVENT_TEXTS.searchPlaceholder, helperText: SEARCH_RULE_TEXT },
  filters: {
    type: radioFilter({
      label: 'Type',
      param: 'Ticketed',
      allLabel: 'All',
      options: [
        { value: 'ticketed', label: 'Ticketed', api: 'true' },
        { value: 'free', label: 'Free', api: 'false' },
      ],
    }),
    status: statusFilter(),
    slots: selectFilter({
      label: 'Slots',
      param: 'Slots',
      options: [{ value: 'none-soon', label: NO_SLOTS_SOON_TEXT, api: 'none-soon' }],
    }),
  },
});

const moneySchema = z.number().min(0);

/** A slot of a ticketed event: one SKU per date and time. */
export const eventSkuSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Active: z.boolean(),
  Inventory: z.object({ QuantityAvailable: z.number().int() }),
  xp: z.object({
    IsDefaultProduct: z.boolean(),
    Visible: z.boolean(),
    /** Size = the time, Color = the date. */
    SpecsOptions: z.object({ Size: z.string().nullable(), Color: z.string().nullable() }),
    WebFacingProductTitle: z.string().nullable(),
    SEO: z.object({ MetaTitle: z.string().nullable(), MetaDescription: z.string().nullable() }),
  }),
  Price: z.object({ RetailPrice: moneySchema.nullable(), PromotionPrice: moneySchema.nullable() }),
  Version: z.number().int(),
});
export type EventSku = z.infer<typeof eventSkuSchema>;

export const eventDetailSchema = eventSchema.extend({
  TypeName: z.string().nullable(),
  /** Ticketed events: every SKU (the default first, then by date and time); free events: none. */
  Skus: z.array(eventSkuSchema),
  /** Product codes in xp.Related with their names (missing ones left out). */
  RelatedEvents: z.array(z.object({ ProductCode: z.string(), Name: z.string() })),
  Version: z.number().int(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

const htmlSchema = z.string().max(50_000);

/** Visibility: Active switches Active, Visible and WebVisible (C-32); OmsVisible its own switch. */
export const eventVisibilitySchema = z
  .strictObject({
    Active: z.boolean(),
    OmsVisible: z.boolean(),
    /** Calendar days; the launch is saved as midnight UTC. */
    ReleaseDate1: isoDateSchema.nullable(),
    ReleaseDate2: isoDateSchema.nullable(),
  })
  .refine((body) => !isEndBeforeStart(body.ReleaseDate1, body.ReleaseDate2), {
    message: END_BEFORE_START_MESSAGE,
    path: ['ReleaseDate2'],
  });
export type EventVisibility = z.infer<typeof eventVisibilitySchema>;

export const eventLocationBodySchema = z.strictObject({
  LocationID: z.string().trim().min(1, 'Choose a location.').max(300),
  Room: z.string().trim().max(200).nullable(),
});

/** A custom event location (events-location): an address kept out of the store list. */
export const customLocationSchema = z.strictObject({
  CompanyName: nameSchema('Location name'),
  Street1: nameSchema('Address'),
  Street2: z.string().trim().max(200).nullable(),
  City: nameSchema('City'),
  State: nameSchema('State'),
  Zip: z.string().trim().max(5, 'Zip is at most 5 characters.').min(1, 'Zip is required.'),
});
export type CustomLocation = z.infer<typeof customLocationSchema>;

export const eventLocationOptionSchema = z.object({ ...addressRowFields, Custom: z.boolean() });
export type EventLocationOption = z.infer<typeof eventLocationOptionSchema>;

export const eventImagesSchema = z.strictObject({
  Images: z.array(z.strictObject({ url: z.string().min(1).max(2000), title: z.string().max(300) })).max(10),
});

/** The HTML sections (events-admin, C-38); the description is split at 2000 characters when saved. */
export const eventHtmlSchema = z.strictObject({
  Description: htmlSchema.optional(),
  CancellationOrPolicies: htmlSchema.nullable().optional(),
  TicketInformation: htmlSchema.nullable().optional(),
});

/** A free event's dates and times; each ends after it starts. */
export const eventDatesSchema = z.strictObject({
  EventDateTimes: z
    .array(
      eventDateTimeSchema.refine((slot) => slot.End === '24:00' || slot.End > slot.Start, {
        message: 'End must be after Start.',
        path: ['End'],
      }),
    )
    .min(1, 'An event needs at least one date.')
    .max(500),
});

export const eventRelatedSchema = z.strictObject({
  Related: z.array(z.string().trim().min(1).max(100)).max(100),
});

export const eventSkuToggleSchema = z.strictObject({ On: z.boolean() });
export const eventSkuInventorySchema = z.strictObject({ QuantityAvailable: eventInventorySchema });
export const eventSkuPricingSchema = z
  .strictObject({ RetailPrice: moneySchema, PromotionPrice: moneySchema.nullable() })
  .refine((price) => price.PromotionPrice == null || price.PromotionPrice <= price.RetailPrice, {
    message: SALE_ABOVE_RETAIL_MESSAGE,
    path: ['PromotionPrice'],
  });

/** A slot's web properties: the name always, meta title and description while the slot is visible. */
export const eventSkuWebSchema = (visible: boolean) =>
  z
    .strictObject({
      WebFacingProductTitle: z.string().trim().min(1, 'Web-facing name is required.').max(300),
      MetaTitle: z.string().trim().max(300),
      MetaDescription: z.string().trim().max(1000),
    })
    .superRefine((body, ctx) => {
      if (!visible) return;
      if (body.MetaTitle === '')
        ctx.addIssue({ code: 'custom', path: ['MetaTitle'], message: 'Meta title is required.' });
      if (body.MetaDescription === '')
        ctx.addIssue({ code: 'custom', path: ['MetaDescription'], message: 'Meta description is required.' });
    });

/** The last date of a list of event dates (ReleaseDate2), or null. */
export const lastEventDate = (dates: readonly { Date: string }[]): string | null =>
  dates.reduce<string | null>((last, slot) => (last === null || slot.Date > last ? slot.Date : last), null);

const eventSlot = z.object({ skuId: z.string().min(1).max(300) });

/**
 * Events: the routes the server serves and the web's resource calls. Each section of the event page is a
 * route of its own (`PATCH /events/{code}/{section}`), a slot's against the slot's version
 * (`PATCH /events/{code}/slots/{skuId}/{part}`).
 */
export const eventApi = defineRecordApi({
  path: '/events',
  idName: 'code',
  item: eventListItemSchema,
  detail: eventDetailSchema,
  create: eventCreateSchema,
  sections: {
    'basic-info': { method: 'PATCH', body: eventBasicInfoSchema },
    visibility: { method: 'PATCH', body: eventVisibilitySchema },
    location: { method: 'PATCH', body: eventLocationBodySchema },
    image: { method: 'PATCH', body: eventImagesSchema },
    html: { method: 'PATCH', body: eventHtmlSchema },
    dates: { method: 'PATCH', body: eventDatesSchema },
    related: { method: 'PATCH', body: eventRelatedSchema },
    'slots/:skuId/visibility': { method: 'PATCH', params: eventSlot, body: eventSkuToggleSchema },
    'slots/:skuId/inventory': { method: 'PATCH', params: eventSlot, body: eventSkuInventorySchema },
    'slots/:skuId/pricing': { method: 'PATCH', params: eventSlot, body: eventSkuPricingSchema },
    // Whether the web texts are required depends on the slot; the server checks again with its visibility.
    'slots/:skuId/web': { method: 'PATCH', params: eventSlot, body: eventSkuWebSchema(false) },
  },
});

/** The event page's choices: its Type (C-17) and where it can be; a custom location made from the page. */
export const eventTypesRoute = readRoute(
  '/event-types',
  z.object({ Items: z.array(eventTypeChoiceSchema) }),
  { query: z.object({ kind: z.enum(['ticketed', 'free']) }) },
);
export const eventLocationsRoute = readRoute(
  '/event-locations',
  z.object({ Items: z.array(eventLocationOptionSchema) }),
);
export const createEventLocationRoute = defineRoute({
  method: 'POST',
  path: '/event-locations',
  body: customLocationSchema,
  status: 201,
  response: eventLocationOptionSchema,
});
