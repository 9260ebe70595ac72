import {
  EVENT_PRICE_SCHEDULE_ID,
  EVENT_SLOTS_WINDOW_DAYS,
  eventListSpec,
  shiftIsoDate,
  storeDateOf,
  storedCalendarDate,
} from '@commerce/domain';
import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { priceSchedules, products } from '../../db/schema/products.ts';
import { textSortKey } from '../../db/text-sort-key.ts';
import { validationFailure } from '../../http/errors.ts';
import { defineList, type ListQuery } from '../../http/list-query.ts';
import { categoryNameOf } from '../categories/public.ts';
import { productSearchTextField, productTextMatches } from './search-text.ts';

/*
 * The rows of the events: events and workshops are products (IsWorkshop), the default product standing
 * for the event and, for a ticketed one, one SKU a slot. The events module keeps their rules, audit and
 * answers, and works their rows through these, in its transaction.
 */

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductChanges = Partial<NewProductRow>;
export type PriceScheduleRow = typeof priceSchedules.$inferSelect;

/** Events: the default product of every workshop or event (IsWorkshop). */
const isEvent = and(eq(products.isWorkshop, true), eq(products.isDefaultProduct, true));

const typeId = sql<string | null>`${products.xp}->>'Type'`;
const typeName = categoryNameOf(typeId);
const dateDisplay = sql<string | null>`${products.xp}->>'DateDisplay'`;
const location = sql<
  string | null
>`coalesce(${products.xp}->'Location'->>'CompanyName', ${products.xp}->'Location'->>'City')`;
const isActive = sql<boolean>`(${products.active} and ${products.visible})`;

/**
 * A ticketed event in the next 30 days with no slots (the Slots filter, NO_SLOTS_SOON_TEXT): launched or
 * launching within them, its last date today or later, and no active slot (a SKU of its code, the default
 * included: its date is Color) dated from today on. Dates are the store's today; a launch or last date is
 * stored as the day's first instant in UTC.
 */
function withoutSlotsSoon(today = storeDateOf()): SQL {
  const windowEnd = storedCalendarDate(shiftIsoDate(today, EVENT_SLOTS_WINDOW_DAYS));
  return sql`(${products.isWorkshopEvent}
    and ${products.releaseDate2} >= ${storedCalendarDate(today)}::timestamptz
    and coalesce(${products.releaseDate1}, ${products.releaseDate2}) <= ${windowEnd}::timestamptz
    and not exists (select 1 from ${products} slot
      where slot.product_code = ${products.productCode} and slot.is_workshop and slot.active
        and slot.xp -> 'SpecsOptions' ->> 'Color' >= ${today}))`;
}

/**
 * GET /events (eventListSpec): searched by the search rule over the event's words (name and product code,
 * and its SKU ID and web name, which an event's default SKU takes from them; products_search_words), the type radio on
 * IsWorkShopEvent, the status on Active and Visible, the Slots filter, sorted on the listed columns.
 */
export const eventList = defineList({
  spec: eventListSpec,
  table: products,
  fields: {
    ProductCode: { column: products.productCode, type: 'text', sort: true, filter: true },
    Name: { column: products.name, type: 'text', sort: true, filter: true },
    SearchText: productSearchTextField,
    TypeName: { column: typeName, type: 'text', sort: true },
    DateDisplay: { column: dateDisplay, type: 'text' },
    Location: { column: location, type: 'text', sort: true },
    ReleaseDate1: { column: products.releaseDate1, type: 'calendar-date', sort: true, filter: true },
    ReleaseDate2: { column: products.releaseDate2, type: 'calendar-date', sort: true, filter: true },
    Ticketed: { column: products.isWorkshopEvent, type: 'boolean', filter: true },
    Active: { column: isActive, type: 'boolean', sort: true, filter: true },
  },
  customFilters: {
    Slots: (values, key) => {
      if (values.length !== 1 || values[0] !== 'none-soon')
        throw validationFailure({ [key]: 'must be none-soon' });
      return withoutSlotsSoon();
    },
  },
  tiebreaker: products.id,
});

/** How many active events have no slots in the next 30 days: what `/events?status=active&slots=none-soon` lists. */
export async function activeEventsWithoutSlotsSoon(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(isEvent, isActive, withoutSlotsSoon()));
  return row?.count ?? 0;
}

/** A row of the events list, before the events module shapes it. */
export interface EventListRow {
  id: string;
  productCode: string;
  name: string;
  type: string | null;
  typeName: string | null;
  dateDisplay: string | null;
  location: string | null;
  releaseDate1: Date | null;
  releaseDate2: Date | null;
  ticketed: boolean;
  active: boolean;
}

export const listEventRows = <Item>(db: DbOrTx, query: ListQuery, map: (row: EventListRow) => Item) =>
  eventList.run(db, query, {
    where: isEvent,
    select: {
      id: products.id,
      productCode: products.productCode,
      name: products.name,
      type: typeId,
      typeName,
      dateDisplay,
      location,
      releaseDate1: products.releaseDate1,
      releaseDate2: products.releaseDate2,
      ticketed: products.isWorkshopEvent,
      active: isActive,
    },
    map,
  });

/** Events whose words the text's words start (as the list): an exact code first, then by name (global search). */
export async function eventsMatching(db: DbOrTx, text: string, limit: number) {
  return db
    .select({ code: products.productCode, name: products.name, ticketed: products.isWorkshopEvent })
    .from(products)
    .where(and(isEvent, productTextMatches(text)))
    .orderBy(
      sql`(lower(${products.productCode}) = lower(${text})) desc`,
      textSortKey(products.name),
      asc(products.id),
    )
    .limit(limit);
}

/** The event's default product by its product code, locked for a change when asked; null when none. */
export async function eventProduct(db: DbOrTx, code: string, forUpdate = false): Promise<ProductRow | null> {
  const select = db
    .select()
    .from(products)
    .where(and(isEvent, eq(products.productCode, code)));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row ?? null;
}

/** A ticketed event's SKUs (its slots): the default first, then by colour, size and ID. */
export const eventSkus = (db: DbOrTx, code: string): Promise<ProductRow[]> =>
  db
    .select()
    .from(products)
    .where(and(eq(products.productCode, code), eq(products.isWorkshop, true)))
    .orderBy(
      desc(products.isDefaultProduct),
      sql`${products.xp}->'SpecsOptions'->>'Color'`,
      sql`${products.xp}->'SpecsOptions'->>'Size'`,
      asc(products.id),
    );

/** The names of the events among these codes, by code. */
export async function eventNames(db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: products.productCode, name: products.name })
    .from(products)
    .where(and(isEvent, inArray(products.productCode, [...codes])));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** The highest product ID of the form `{prefix}{number}`, or null. */
export async function highestNumberedId(tx: DbOrTx, prefix: string): Promise<string | null> {
  const [highest] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(like(products.id, `${prefix}%`), sql`${products.id} ~ ${`^${prefix}[0-9]+$`}`))
    .orderBy(desc(sql`length(${products.id})`), desc(products.id))
    .limit(1);
  return highest?.id ?? null;
}

/** The shared free events' price schedule, made when the database lacks it. */
export async function ensureFreeEventSchedule(tx: DbOrTx): Promise<void> {
  await tx
    .insert(priceSchedules)
    .values({
      id: EVENT_PRICE_SCHEDULE_ID,
      name: 'Free Event',
      applyTax: false,
      priceBreaks: [{ Quantity: 1, Price: 0 }],
      xp: { Price: { RetailPrice: 0, PromotionPrice: null } },
    })
    .onConflictDoNothing();
}

export async function insertEventProduct(tx: DbOrTx, row: NewProductRow): Promise<ProductRow> {
  const [inserted] = await tx.insert(products).values(row).returning();
  return inserted!;
}

/** Writes the changes on the product row, its version bumped; answers the row as it now is. */
export async function changeProductRow(tx: DbOrTx, id: string, changes: ProductChanges): Promise<ProductRow> {
  const [after] = await tx
    .update(products)
    .set({ ...changes, version: sql`${products.version} + 1` })
    .where(eq(products.id, id))
    .returning();
  return after!;
}

/** The SKU of the product code, locked for a change; null when none. */
export async function lockSku(tx: DbOrTx, code: string, skuId: string): Promise<ProductRow | null> {
  const [sku] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, skuId), eq(products.productCode, code)))
    .for('update');
  return sku ?? null;
}

export async function productRowById(db: DbOrTx, id: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

/** Deletes the products and the price schedules named (their own ones). */
export async function deleteProductRows(
  tx: DbOrTx,
  ids: readonly string[],
  ownSchedules: readonly string[],
): Promise<void> {
  await tx.delete(products).where(inArray(products.id, [...ids]));
  if (ownSchedules.length > 0)
    await tx.delete(priceSchedules).where(inArray(priceSchedules.id, [...ownSchedules]));
}

/** The SKU's own price schedule follows its price: one break at the price charged (sale, else retail). */
export async function setSchedulePrice(
  tx: DbOrTx,
  scheduleId: string,
  price: { RetailPrice: number; PromotionPrice: number | null },
): Promise<void> {
  await tx
    .update(priceSchedules)
    .set({
      priceBreaks: [{ Quantity: 1, Price: price.PromotionPrice ?? price.RetailPrice }],
      xp: { Price: price },
      version: sql`${priceSchedules.version} + 1`,
    })
    .where(eq(priceSchedules.id, scheduleId));
}
