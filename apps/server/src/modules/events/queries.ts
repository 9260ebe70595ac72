import { CATALOGS, eventListSpec } from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { defineList, type ListQuery } from '../../http/list-query.ts';
import { toEventListItem, type EventListRow } from './mapper.ts';

const typeId = sql<string | null>`${products.xp}->>'Type'`;
// Qualified by hand: inside the subquery an unqualified "xp" would be the category's.
const typeName = sql<
  string | null
>`(select c.name from categories c where c.catalog_id = ${CATALOGS.Bachmans} and c.id = "products"."xp"->>'Type')`;
const dateDisplay = sql<string | null>`${products.xp}->>'DateDisplay'`;
const location = sql<
  string | null
>`coalesce(${products.xp}->'Location'->>'CompanyName', ${products.xp}->'Location'->>'City')`;
const isActive = sql<boolean>`(${products.active} and ${products.visible})`;

/** Events: the default product of every workshop or event (IsWorkshop). */
export const isEvent = and(eq(products.isWorkshop, true), eq(products.isDefaultProduct, true));

/**
 * GET /events (eventListSpec): searched by name or product code (trigram indexes), the type radio on
 * IsWorkShopEvent, sorted on the listed columns.
 */
export const eventList = defineList({
  spec: eventListSpec,
  table: products,
  fields: {
    ProductCode: { column: products.productCode, type: 'text', sort: true, filter: true, search: 'contains' },
    Name: { column: products.name, type: 'text', sort: true, filter: true, search: 'contains' },
    TypeName: { column: typeName, type: 'text', sort: true },
    DateDisplay: { column: dateDisplay, type: 'text' },
    Location: { column: location, type: 'text', sort: true },
    ReleaseDate1: { column: products.releaseDate1, type: 'calendar-date', sort: true, filter: true },
    ReleaseDate2: { column: products.releaseDate2, type: 'calendar-date', sort: true, filter: true },
    Ticketed: { column: products.isWorkshopEvent, type: 'boolean', filter: true },
    Active: { column: isActive, type: 'boolean', sort: true, filter: true },
  },
  defaultSearchOn: ['Name', 'ProductCode'],
  tiebreaker: products.id,
});

export const listEvents = (db: DbOrTx, query: ListQuery) =>
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
    map: (row: EventListRow) => toEventListItem(row),
  });
