import {
  canActivateEvent,
  canDeleteEvent,
  canToggleSku,
  EVENT_ERRORS,
  EVENT_ID_PREFIX,
  EVENT_TYPE_CATEGORIES,
  eventTypeChoices,
  lastEventDate,
  newEventId,
  newEventProduct,
  splitDescription,
  storeDateOf,
  type AuditActionOf,
  eventSkuWebSchema,
  type CustomLocation,
  type EventCreate,
  type EventDateTime,
  type EventDetail,
  type EventLocationOption,
  type EventTypeChoice,
  type EventVisibility,
  storedCalendarDate,
} from '@commerce/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, badRequest, notFound, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import {
  categoriesAndChildren,
  categoryName,
  placeProducts,
  removeProductsFromCatalogues,
  unplaceProductsFrom,
} from '../categories/public.ts';
import {
  changeProductRow,
  deleteProductRows,
  ensureFreeEventSchedule,
  eventNames,
  eventProduct,
  eventSkus as skuRows,
  highestNumberedId,
  insertEventProduct,
  lockSku,
  productRowById,
  setSchedulePrice,
  type ProductChanges as ProductChange,
} from '../products/public.ts';
import {
  createCustomLocation as insertCustomLocation,
  eventLocation,
  toLocationOption,
} from '../stores/public.ts';
import {
  eventAuditSnapshot,
  skuAuditSnapshot,
  toEventDetail,
  toEventSku,
  type ProductRow,
} from './mapper.ts';

type Xp = Record<string, unknown>;

const eventNotFound = () => notFound('The event');

/** The event's default product, found by its product code. */
async function eventRow(db: DbOrTx, code: string, forUpdate = false): Promise<ProductRow> {
  const row = await eventProduct(db, code, forUpdate);
  if (!row) throw eventNotFound();
  return row;
}

/** The event page's record: the default product, its slots (ticketed), its type's name and related names. */
export async function eventDetailOf(db: DbOrTx, row: ProductRow): Promise<EventDetail> {
  const type = typeof row.xp.Type === 'string' ? row.xp.Type : null;
  const related = Array.isArray(row.xp.Related) ? (row.xp.Related as string[]) : [];
  const typeName = type ? await categoryName(db, type) : null;
  const skus = row.isWorkshopEvent ? (await skuRows(db, row.productCode)).map(toEventSku) : [];
  const names = await eventNames(db, related);
  return toEventDetail(row, {
    typeName,
    skus,
    related: related.flatMap((code) => {
      const name = names.get(code);
      return name === undefined ? [] : [{ ProductCode: code, Name: name }];
    }),
  });
}

export const eventDetail = async (db: DbOrTx, code: string): Promise<EventDetail> =>
  eventDetailOf(db, await eventRow(db, code));

/** The Type choices of a ticketed or a free event (C-17). */
export async function eventTypes(db: DbOrTx, ticketed: boolean): Promise<EventTypeChoice[]> {
  const parents = [EVENT_TYPE_CATEGORIES.ticketed, EVENT_TYPE_CATEGORIES.free];
  return eventTypeChoices(ticketed, await categoriesAndChildren(db, parents));
}

/** Every category an event may be typed with (the parents and their children): where its assignment lives. */
async function allEventTypeIds(db: DbOrTx): Promise<string[]> {
  const [ticketed, free] = await Promise.all([eventTypes(db, true), eventTypes(db, false)]);
  return [
    ...new Set([
      EVENT_TYPE_CATEGORIES.ticketed,
      EVENT_TYPE_CATEGORIES.free,
      ...ticketed.map((c) => c.ID),
      ...free.map((c) => c.ID),
    ]),
  ];
}

/**
 * One change of an event: the default product locked and version-checked, the change written, audited in
 * the same transaction; answers the whole event.
 */
async function changeEvent(
  tx: DbOrTx,
  actor: Actor,
  input: { code: string; version: number },
  action: AuditActionOf<'event'>,
  change: (row: ProductRow) => Promise<ProductChange> | ProductChange,
): Promise<EventDetail> {
  const before = await eventRow(tx, input.code, true);
  assertVersion(before.version, input.version);
  const after = await changeProductRow(tx, before.id, await change(before));
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    entity: 'event',
    entityId: before.productCode,
    before: eventAuditSnapshot(before),
    after: eventAuditSnapshot(after),
  });
  return eventDetailOf(tx, after);
}

const withXp = (row: ProductRow, xp: Xp): Xp => ({ ...row.xp, ...xp });

// ---------------------------------------------------------------------------------------------------------
// Create and delete

/**
 * A new event (spec 3 §4): ID FEV + the next number, the FreeEvent price schedule, inactive and hidden, its
 * dates the generated slots. An advisory lock makes two creations take turns for the number.
 */
export async function createEvent(tx: DbOrTx, actor: Actor, input: EventCreate): Promise<EventDetail> {
  const today = storeDateOf();
  if (input.EventDateTimes.some((slot) => slot.Date < today))
    throw badRequest('Event.PastDate', 'Past dates cannot be chosen.');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('events:new-id', 0))`);
  const id = newEventId(await highestNumberedId(tx, EVENT_ID_PREFIX));
  const product = newEventProduct(id, input);
  const dateTimes = sortDates(input.EventDateTimes);
  await ensureFreeEventSchedule(tx);
  const last = lastEventDate(dateTimes);
  const row = await insertEventProduct(tx, {
    id,
    name: product.Name,
    active: product.Active,
    productCode: product.xp.ProductCode,
    isDefaultProduct: true,
    webName: product.Name,
    visible: product.xp.Visible,
    omsVisible: false,
    department: 'Workshops',
    class: 'Free Events',
    fineline: 'Events',
    isWorkshop: true,
    isWorkshopEvent: false,
    defaultPriceScheduleId: product.DefaultPriceScheduleID,
    infiniteInventory: true,
    releaseDate2: last ? new Date(storedCalendarDate(last)) : null,
    xp: {
      EventDateTimes: dateTimes,
      DateDisplay: null,
      Type: null,
      SEO: { Title: '', Keywords: '', Description: '' },
      WebVisible: false,
      LocationID: null,
      Location: null,
      Room: null,
      Related: [],
      CancellationOrPolicies: null,
      TicketInformation: null,
      DescriptionOverflow: null,
      Contentful: { Images: [] },
      SpecsOptions: { Size: null },
      CodeB3: '9',
    },
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create',
    entity: 'event',
    entityId: id,
    after: eventAuditSnapshot(row),
  });
  return eventDetailOf(tx, row);
}

/**
 * Deletes a free event that is neither active nor visible (canDeleteEvent, C-28): its products, the price
 * schedules that are their own (not the shared FreeEvent one) and its category assignments.
 */
export async function deleteEvent(tx: DbOrTx, actor: Actor, input: { code: string; version: number }) {
  const row = await eventRow(tx, input.code, true);
  assertVersion(row.version, input.version);
  if (
    !canDeleteEvent({
      Active: row.active,
      xp: { Visible: row.visible, IsWorkShopEvent: row.isWorkshopEvent },
    })
  )
    throw apiError(EVENT_ERRORS.cannotDelete);
  const rows = await skuRows(tx, row.productCode);
  const ids = rows.map((sku) => sku.id);
  const ownSchedules = rows
    .map((sku) => sku.defaultPriceScheduleId)
    .filter((schedule): schedule is string => !!schedule && ids.includes(schedule));
  await removeProductsFromCatalogues(tx, ids);
  await deleteProductRows(tx, ids, ownSchedules);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete',
    entity: 'event',
    entityId: row.productCode,
    before: eventAuditSnapshot(row),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Sections

type Change<Body> = { code: string; version: number; body: Body };

/** Basic Info: name, date display, type and the event's SEO; a new Type moves the category assignment. */
export function saveBasicInfo(
  tx: DbOrTx,
  actor: Actor,
  input: Change<{
    Name: string;
    xp: { DateDisplay: string; Type: string; SEO: { Title: string; Description: string; Keywords?: string } };
  }>,
) {
  const { body } = input;
  return changeEvent(tx, actor, input, 'save-basic-info', async (row) => {
    const choices = await eventTypes(tx, row.isWorkshopEvent);
    if (!choices.some((choice) => choice.ID === body.xp.Type)) throw apiError(EVENT_ERRORS.typeNotAllowed);
    if (row.xp.Type !== body.xp.Type) {
      const ids = (await skuRows(tx, row.productCode)).map((sku) => sku.id);
      await unplaceProductsFrom(tx, ids, await allEventTypeIds(tx));
      await placeProducts(tx, body.xp.Type, ids);
    }
    return {
      name: body.Name,
      xp: withXp(row, {
        DateDisplay: body.xp.DateDisplay,
        Type: body.xp.Type,
        SEO: { ...(row.xp.SEO as Xp), ...body.xp.SEO, Keywords: body.xp.SEO.Keywords ?? '' },
      }),
    };
  });
}

/**
 * Visibility (C-32): Active switches Active, Visible and WebVisible together; activating needs a Type and
 * a location; the launch is saved as midnight UTC, the end defaults to the last event date.
 */
export function saveVisibility(tx: DbOrTx, actor: Actor, input: Change<EventVisibility>) {
  const { body } = input;
  return changeEvent(tx, actor, input, 'save-visibility', (row) => {
    const type = typeof row.xp.Type === 'string' ? row.xp.Type : null;
    const locationId = typeof row.xp.LocationID === 'string' ? row.xp.LocationID : null;
    if (body.Active && !canActivateEvent({ xp: { Type: type, LocationID: locationId } }))
      throw apiError(EVENT_ERRORS.cannotActivate);
    const dates = Array.isArray(row.xp.EventDateTimes) ? (row.xp.EventDateTimes as EventDateTime[]) : [];
    const end = body.ReleaseDate2 ?? (row.isWorkshopEvent ? null : lastEventDate(dates));
    return {
      active: body.Active,
      visible: body.Active,
      omsVisible: body.OmsVisible,
      releaseDate1: body.ReleaseDate1 ? new Date(storedCalendarDate(body.ReleaseDate1)) : null,
      releaseDate2: end ? new Date(storedCalendarDate(end)) : null,
      xp: withXp(row, { WebVisible: body.Active }),
    };
  });
}

/** Location: the location's ID, a copy of its address and the room; an unknown ID is 'Location not found'. */
export function saveLocation(
  tx: DbOrTx,
  actor: Actor,
  input: Change<{ LocationID: string; Room: string | null }>,
) {
  const { body } = input;
  return changeEvent(tx, actor, input, 'save-location', async (row) => {
    const location = await eventLocation(tx, body.LocationID);
    if (!location) throw apiError(EVENT_ERRORS.locationNotFound);
    return {
      xp: withXp(row, {
        LocationID: location.id,
        Location: {
          ID: location.id,
          CompanyName: location.companyName,
          Street1: location.street1,
          Street2: location.street2,
          City: location.city ?? '',
          State: location.state ?? '',
          Zip: location.zip,
          Country: 'US',
        },
        Room: body.Room || null,
      }),
    };
  });
}

/** A custom event location (events-location): kept out of the store list (custom_location). */
export async function createCustomLocation(
  tx: DbOrTx,
  actor: Actor,
  body: CustomLocation,
): Promise<EventLocationOption> {
  const row = await insertCustomLocation(tx, body);
  const id = row.id;
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create-location',
    entity: 'event',
    entityId: id,
    after: { ...body },
  });
  return toLocationOption(row);
}

export function saveImages(
  tx: DbOrTx,
  actor: Actor,
  input: Change<{ Images: { url: string; title: string }[] }>,
) {
  return changeEvent(tx, actor, input, 'save-image', (row) => ({
    xp: withXp(row, { Contentful: { ...(row.xp.Contentful as Xp), Images: input.body.Images } }),
  }));
}

/** The HTML sections; the description is split into 2000 characters plus xp.DescriptionOverflow. */
export function saveHtml(
  tx: DbOrTx,
  actor: Actor,
  input: Change<{
    Description?: string;
    CancellationOrPolicies?: string | null;
    TicketInformation?: string | null;
  }>,
) {
  const { body } = input;
  return changeEvent(tx, actor, input, 'save-html', (row) => {
    const change: ProductChange = {};
    const xp: Xp = {};
    if (body.Description !== undefined) {
      const { Description, DescriptionOverflow } = splitDescription(body.Description);
      change.description = Description || null;
      xp.DescriptionOverflow = DescriptionOverflow;
    }
    if (body.CancellationOrPolicies !== undefined)
      xp.CancellationOrPolicies = body.CancellationOrPolicies || null;
    if (body.TicketInformation !== undefined) xp.TicketInformation = body.TicketInformation || null;
    return { ...change, xp: withXp(row, xp) };
  });
}

const sortDates = (dates: readonly EventDateTime[]): EventDateTime[] =>
  [...dates].sort((a, b) => (a.Date + a.Start).localeCompare(b.Date + b.Start));

/** A free event's dates and times; the last date becomes ReleaseDate2. */
export function saveDates(tx: DbOrTx, actor: Actor, input: Change<{ EventDateTimes: EventDateTime[] }>) {
  return changeEvent(tx, actor, input, 'save-dates', (row) => {
    if (row.isWorkshopEvent) throw apiError(EVENT_ERRORS.notFree);
    const dates = sortDates(input.body.EventDateTimes);
    const last = lastEventDate(dates);
    return {
      releaseDate2: last ? new Date(storedCalendarDate(last)) : row.releaseDate2,
      xp: withXp(row, { EventDateTimes: dates }),
    };
  });
}

/** Related Events: product codes of other events, in the chosen order. */
export function saveRelated(tx: DbOrTx, actor: Actor, input: Change<{ Related: string[] }>) {
  return changeEvent(tx, actor, input, 'save-related', async (row) => {
    const codes = [...new Set(input.body.Related)].filter((code) => code !== row.productCode);
    if (codes.length > 0 && (await eventNames(tx, codes)).size !== codes.length)
      throw apiError(EVENT_ERRORS.relatedNotFound);
    return { xp: withXp(row, { Related: codes }) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Slots of ticketed events (one SKU per date and time)

/**
 * One change of a slot: the event's default found ('Default event not found'), the SKU locked and checked
 * against the version the editor saw, written and audited on the event.
 */
async function changeSku(
  tx: DbOrTx,
  actor: Actor,
  input: { code: string; skuId: string; version: number },
  action: AuditActionOf<'event'>,
  change: (sku: ProductRow) => ProductChange,
): Promise<EventDetail> {
  const event = await eventProduct(tx, input.code);
  if (!event) throw apiError(EVENT_ERRORS.defaultNotFound);
  if (!event.isWorkshopEvent) throw apiError(EVENT_ERRORS.notTicketed);
  const sku = await lockSku(tx, input.code, input.skuId);
  if (!sku) throw notFound('The slot');
  assertVersion(sku.version, input.version);
  const after = await changeProductRow(tx, sku.id, change(sku));
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    entity: 'event',
    entityId: input.code,
    before: skuAuditSnapshot(sku),
    after: skuAuditSnapshot(after),
  });
  const fresh = await productRowById(tx, event.id);
  if (!fresh) throw apiError(EVENT_ERRORS.noDefault);
  return eventDetailOf(tx, fresh);
}

type SkuChange<Body> = { code: string; skuId: string; version: number; body: Body };

/** A slot's toggle: Active and Visible together; the default slot's toggle is disabled. */
export function toggleSku(tx: DbOrTx, actor: Actor, input: SkuChange<{ On: boolean }>) {
  return changeSku(tx, actor, input, 'toggle-slot', (sku) => {
    if (!canToggleSku({ xp: { IsDefaultProduct: sku.isDefaultProduct } }))
      throw apiError(EVENT_ERRORS.defaultSkuToggle);
    return { active: input.body.On, visible: input.body.On };
  });
}

export function saveSkuInventory(tx: DbOrTx, actor: Actor, input: SkuChange<{ QuantityAvailable: number }>) {
  return changeSku(tx, actor, input, 'save-slot-inventory', () => ({
    quantityAvailable: input.body.QuantityAvailable,
  }));
}

/** Pricing: retail and sale price on the SKU and its own price schedule (the price charged = sale or retail). */
export async function saveSkuPricing(
  tx: DbOrTx,
  actor: Actor,
  input: SkuChange<{ RetailPrice: number; PromotionPrice: number | null }>,
) {
  const { RetailPrice, PromotionPrice } = input.body;
  const detail = await changeSku(tx, actor, input, 'save-slot-pricing', () => ({
    retailPrice: RetailPrice.toFixed(2),
    promotionPrice: PromotionPrice === null ? null : PromotionPrice.toFixed(2),
  }));
  await setSchedulePrice(tx, input.skuId, { RetailPrice, PromotionPrice });
  return detail;
}

/** Web properties: the web-facing name and the SKU's own SEO (C-17b); meta title and description required while the slot is visible. */
export function saveSkuWeb(
  tx: DbOrTx,
  actor: Actor,
  input: SkuChange<{ WebFacingProductTitle: string; MetaTitle: string; MetaDescription: string }>,
) {
  const { body } = input;
  return changeSku(tx, actor, input, 'save-slot-web', (sku) => {
    const checked = eventSkuWebSchema(sku.visible).safeParse(body);
    if (!checked.success)
      throw validationFailure(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
    return {
      webName: body.WebFacingProductTitle,
      xp: {
        ...sku.xp,
        SEO: {
          ...(sku.xp.SEO as Xp),
          MetaTitle: body.MetaTitle || null,
          MetaDescription: body.MetaDescription || null,
        },
      },
    };
  });
}
