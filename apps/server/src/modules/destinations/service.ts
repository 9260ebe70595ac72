import {
  DESTINATION_ERRORS,
  destinationIdFor,
  newDestinationRecord,
  routeCodeIdFor,
  type destinationCreateSchema,
  type DestinationDetail,
  type DestinationType,
  type destinationUpdateSchema,
  type RouteCodeBody,
  type RouteCodeDetail,
} from '@commerce/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { destinations, routeCodes } from '../../db/schema/destinations.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import {
  destinationAuditSnapshot,
  routeCodeAuditSnapshot,
  toDestination,
  toRouteCode,
  type DestinationRow,
  type RouteCodeRow,
} from './mapper.ts';

export type DestinationCreateInput = z.output<typeof destinationCreateSchema>;
export type DestinationUpdateInput = z.output<typeof destinationUpdateSchema>;

/*
 * Destinations and route codes are address records whose IDs are derived from their content (spec 3 §3):
 * a place is the same place when its derived ID is. IDs are fixed once created (links and History keep
 * pointing at the record), so the duplicate rule compares the derived ID of the new content with that of
 * every other record's current content, on create and on edit. A transaction-scoped advisory lock on the
 * derived ID makes two saves of the same place take turns, so both cannot pass the check.
 */

const lockPlace = (tx: DbOrTx, id: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`address:${id}`}, 0))`);

const destinationNotFound = () => notFound('The destination');
const routeCodeNotFound = () => notFound('The route code');

async function destinationRow(tx: DbOrTx, id: string, forUpdate = false): Promise<DestinationRow> {
  const select = tx.select().from(destinations).where(eq(destinations.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw destinationNotFound();
  return row;
}

export const destinationDetail = async (db: DbOrTx, id: string): Promise<DestinationDetail> =>
  toDestination(await destinationRow(db, id));

/** Whether another destination (not `exceptId`) is the place `placeId` names: same type, name, street and phone. */
async function destinationTaken(
  tx: DbOrTx,
  type: DestinationType,
  placeId: string,
  phone: string,
  exceptId?: string,
): Promise<boolean> {
  // Same type and phone digits first (the phone is part of the ID), then the derived IDs compared.
  const candidates = await tx
    .select({
      id: destinations.id,
      companyName: destinations.companyName,
      street1: destinations.street1,
      phone: destinations.phone,
    })
    .from(destinations)
    .where(
      and(
        sql`(${destinations.id} = ${placeId} or (${destinations.type} = ${type} and ${destinations.phone} = ${phone}))`,
        exceptId === undefined ? undefined : ne(destinations.id, exceptId),
      ),
    );
  return candidates.some(
    (row) =>
      row.id === placeId || destinationIdFor(type, row.companyName, row.street1, row.phone) === placeId,
  );
}

/** Creates a destination: its ID derived, Active true (spec 3 §4); 409 when the place exists already. */
export async function createDestination(
  tx: DbOrTx,
  actor: Actor,
  input: DestinationCreateInput,
): Promise<DestinationDetail> {
  const record = newDestinationRecord(input);
  await lockPlace(tx, record.ID);
  if (await destinationTaken(tx, input.Type, record.ID, record.Phone))
    throw apiError(DESTINATION_ERRORS.duplicateDestination);
  const [row] = await tx
    .insert(destinations)
    .values({
      id: record.ID,
      type: input.Type,
      companyName: record.CompanyName,
      addressName: record.AddressName,
      street1: record.Street1,
      street2: record.Street2,
      city: record.City,
      state: record.State,
      zip: record.Zip,
      country: record.Country,
      phone: record.Phone,
      surcharge: record.xp.Surcharge,
      active: true,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw apiError(DESTINATION_ERRORS.duplicateDestination);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create',
    entity: 'destination',
    entityId: row.id,
    after: destinationAuditSnapshot(row),
  });
  return toDestination(row);
}

/** Saves the form's fields and Active; 409 when the new name, street and phone are another destination's. */
export async function updateDestination(
  tx: DbOrTx,
  actor: Actor,
  { id, version, changes }: { id: string; version: number; changes: DestinationUpdateInput },
): Promise<DestinationDetail> {
  const before = await destinationRow(tx, id, true);
  assertVersion(before.version, version);
  const type = toDestination(before).Type;
  const placeId = destinationIdFor(type, changes.CompanyName, changes.Street1, changes.Phone);
  await lockPlace(tx, placeId);
  if (await destinationTaken(tx, type, placeId, changes.Phone, id))
    throw apiError(DESTINATION_ERRORS.duplicateDestination);
  const next = {
    companyName: changes.CompanyName,
    addressName: changes.AddressName ?? null,
    street1: changes.Street1,
    street2: changes.Street2 ?? null,
    city: changes.City,
    state: changes.State,
    zip: changes.Zip,
    phone: changes.Phone,
    surcharge: changes.Surcharge,
    active: changes.Active,
  };
  if (Object.entries(next).every(([key, value]) => before[key as keyof typeof next] === value))
    return toDestination(before);
  const [after] = await tx
    .update(destinations)
    .set({ ...next, version: before.version + 1 })
    .where(eq(destinations.id, id))
    .returning();
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'update',
    entity: 'destination',
    entityId: id,
    before: destinationAuditSnapshot(before),
    after: destinationAuditSnapshot(after!),
  });
  return toDestination(after!);
}

export async function deleteDestination(
  tx: DbOrTx,
  actor: Actor,
  { id, version }: { id: string; version: number },
): Promise<void> {
  const before = await destinationRow(tx, id, true);
  assertVersion(before.version, version);
  await tx.delete(destinations).where(eq(destinations.id, id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete',
    entity: 'destination',
    entityId: id,
    before: destinationAuditSnapshot(before),
  });
}

// -----------------------------------------------------------------------------------------------------
// Route codes

async function routeCodeRow(tx: DbOrTx, id: string, forUpdate = false): Promise<RouteCodeRow> {
  const select = tx.select().from(routeCodes).where(eq(routeCodes.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw routeCodeNotFound();
  return row;
}

export const routeCodeDetail = async (db: DbOrTx, id: string): Promise<RouteCodeDetail> =>
  toRouteCode(await routeCodeRow(db, id));

/**
 * The route code already defined for a zip and city (however the city is written: 'St. Paul' is
 * 'St Paul'), other than `exceptId`, or null.
 */
export async function routeCodeFor(
  tx: DbOrTx,
  zip: string,
  city: string,
  exceptId?: string,
): Promise<RouteCodeRow | null> {
  const placeId = routeCodeIdFor(zip, city);
  const candidates = await tx
    .select()
    .from(routeCodes)
    .where(
      and(
        sql`(${routeCodes.id} = ${placeId} or ${routeCodes.zip} = ${zip})`,
        exceptId === undefined ? undefined : ne(routeCodes.id, exceptId),
      ),
    );
  return (
    candidates.find((row) => row.id === placeId || routeCodeIdFor(row.zip, row.city) === placeId) ?? null
  );
}

const duplicateRouteCode = () => apiError(DESTINATION_ERRORS.duplicateRouteCode);

/** The unique index on (zip, lower(city)) has the last word on a race the advisory lock did not see. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateRouteCode();
    throw error;
  }
}

/** Creates a route code (ID LDCity-{zip}-{city}, Minnesota, US); 409 when the zip and city have one. */
export async function createRouteCode(
  tx: DbOrTx,
  actor: Actor,
  input: RouteCodeBody,
  action: 'create' | 'import-create' = 'create',
): Promise<RouteCodeDetail> {
  const id = routeCodeIdFor(input.Zip, input.City);
  await lockPlace(tx, id);
  if (await routeCodeFor(tx, input.Zip, input.City)) throw duplicateRouteCode();
  const [row] = await unlessDuplicate(() =>
    tx
      .insert(routeCodes)
      .values({
        id,
        zip: input.Zip,
        city: input.City,
        routeCode: input.RouteCode,
        surcharge: input.Surcharge,
      })
      .onConflictDoNothing()
      .returning(),
  );
  if (!row) throw duplicateRouteCode();
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    entity: 'route-code',
    entityId: row.id,
    after: routeCodeAuditSnapshot(row),
  });
  return toRouteCode(row);
}

async function writeRouteCode(
  tx: DbOrTx,
  actor: Actor,
  before: RouteCodeRow,
  input: RouteCodeBody,
  action: 'update' | 'import-update',
): Promise<RouteCodeDetail> {
  const next = { zip: input.Zip, city: input.City, routeCode: input.RouteCode, surcharge: input.Surcharge };
  if (Object.entries(next).every(([key, value]) => before[key as keyof typeof next] === value))
    return toRouteCode(before);
  const [after] = await unlessDuplicate(() =>
    tx
      .update(routeCodes)
      .set({ ...next, version: before.version + 1 })
      .where(eq(routeCodes.id, before.id))
      .returning(),
  );
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    entity: 'route-code',
    entityId: before.id,
    before: routeCodeAuditSnapshot(before),
    after: routeCodeAuditSnapshot(after!),
  });
  return toRouteCode(after!);
}

/** Saves the form; 409 when the new zip and city are another route code's. The ID stays as created. */
export async function updateRouteCode(
  tx: DbOrTx,
  actor: Actor,
  { id, version, changes }: { id: string; version: number; changes: RouteCodeBody },
): Promise<RouteCodeDetail> {
  const before = await routeCodeRow(tx, id, true);
  assertVersion(before.version, version);
  await lockPlace(tx, routeCodeIdFor(changes.Zip, changes.City));
  if (await routeCodeFor(tx, changes.Zip, changes.City, id)) throw duplicateRouteCode();
  return writeRouteCode(tx, actor, before, changes, 'update');
}

export async function deleteRouteCode(
  tx: DbOrTx,
  actor: Actor,
  { id, version }: { id: string; version: number },
): Promise<void> {
  const before = await routeCodeRow(tx, id, true);
  assertVersion(before.version, version);
  await tx.delete(routeCodes).where(eq(routeCodes.id, id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete',
    entity: 'route-code',
    entityId: id,
    before: routeCodeAuditSnapshot(before),
  });
}

/**
 * One row of a route-code import: the zip and city's route code is changed (its route code and
 * surcharge), or created when it has none. Returns what happened.
 */
export async function importRouteCode(
  tx: DbOrTx,
  actor: Actor,
  input: RouteCodeBody,
): Promise<'created' | 'updated' | 'unchanged'> {
  await lockPlace(tx, routeCodeIdFor(input.Zip, input.City));
  const existing = await routeCodeFor(tx, input.Zip, input.City);
  if (!existing) {
    await createRouteCode(tx, actor, input, 'import-create');
    return 'created';
  }
  const [locked] = await tx.select().from(routeCodes).where(eq(routeCodes.id, existing.id)).for('update');
  // The file names the place as it likes; the record keeps its own spelling of the city.
  const saved = await writeRouteCode(tx, actor, locked!, { ...input, City: locked!.city }, 'import-update');
  return saved.Version === locked!.version ? 'unchanged' : 'updated';
}
