import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema } from './calendar.ts';
import { nameSchema } from './admin-users.ts';

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
    /** Launch, saved as midnight UTC (eventLaunchDate). */
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

/** The launch date (ReleaseDate1) is saved as midnight UTC of the chosen day. */
export const eventLaunchDate = (date: string): string => `${date}T00:00:00.000Z`;

/** Creating an event: a name and at least one generated slot. */
export const eventCreateSchema = z.object({
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
    Type: z.enum(EVENT_TYPE_CATEGORY_IDS, { error: 'Type is required.' }),
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
