import type { CustomLocation, EventLocationOption } from '@commerce/domain';
import { asc, eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';
import type { StoreRow } from './mapper.ts';

/*
 * Where events can be: the active stores and the custom event locations, which are stores kept out of the
 * store list (custom_location). The events module picks and makes them through these.
 */

export const toLocationOption = (row: StoreRow): EventLocationOption => ({
  ID: row.id,
  CompanyName: row.companyName,
  Street1: row.street1,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  Custom: row.customLocation,
});

/** Active stores, then the custom event locations, by name. */
export async function eventLocations(db: DbOrTx): Promise<EventLocationOption[]> {
  const rows = await db
    .select()
    .from(stores)
    .where(or(eq(stores.active, true), eq(stores.customLocation, true)))
    .orderBy(asc(stores.customLocation), asc(stores.companyName));
  return rows.map(toLocationOption);
}

/** The store or custom location an event may be at (active, or custom), or null. */
export async function eventLocation(db: DbOrTx, id: string): Promise<StoreRow | null> {
  const [location] = await db.select().from(stores).where(eq(stores.id, id));
  return location && (location.active || location.customLocation) ? location : null;
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '');

/** A new custom event location; its ID from the name and ZIP (Event-{Name}-{Zip}, numbered when taken). */
export async function createCustomLocation(tx: DbOrTx, body: CustomLocation): Promise<StoreRow> {
  const base = `Event-${slug(body.CompanyName) || 'Location'}-${slug(body.Zip)}`;
  const taken = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(like(stores.id, `${base}%`));
  const ids = new Set(taken.map((row) => row.id));
  let id = base;
  for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;
  const [row] = await tx
    .insert(stores)
    .values({
      id,
      companyName: body.CompanyName,
      street1: body.Street1,
      street2: body.Street2,
      city: body.City,
      state: body.State,
      zip: body.Zip,
      active: true,
      customLocation: true,
      xp: { EventLocation: true },
    })
    .returning();
  return row!;
}
