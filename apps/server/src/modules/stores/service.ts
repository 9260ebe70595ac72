import { isDeepStrictEqual } from 'node:util';
import {
  eagleCodeProblems,
  NEW_STORE_DEFAULTS,
  STORE_ERRORS,
  storeIdFor,
  storePageNameFor,
  withStoreType,
  type storeCreateSchema,
  type StoreDetail,
  type storeUpdateSchema,
} from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { stores } from '../../db/schema/stores.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import type { GeocodeResult } from '../../integrations/geocoding.ts';
import { storeAuditSnapshot, toStore, xpOf, type StoreRow } from './mapper.ts';

/**
 * What deleting a store must respect that the stores module cannot see: no internal user may be at it
 * (users are the admin-users module's). The composition root plugs that module's lookup in
 * (declarations.ts), so neither module imports the other.
 */
export interface StoreRules {
  anyUserAtStore(tx: DbOrTx, storeId: string): Promise<boolean>;
}

export type StoreCreateInput = z.output<typeof storeCreateSchema>;
export type StoreUpdateInput = z.output<typeof storeUpdateSchema>;
/** A geocoder's answer for an address that it placed. */
export type Placed = Extract<GeocodeResult, { status: 'OK' }>;

/** A store row by ID (custom event locations are not stores here): 404 'No Store Found'. */
export async function storeRow(db: DbOrTx, id: string, forUpdate = false): Promise<StoreRow> {
  const select = db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.customLocation, false)));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw apiError(STORE_ERRORS.noStore);
  return row;
}

export const storeDetail = async (db: DbOrTx, id: string): Promise<StoreDetail> =>
  toStore(await storeRow(db, id));

const pageNameOf = sql<string | null>`${stores.xp}->>'PageName'`;
const PAGE_NAME_KEY = 'stores_page_name_key';

/** The page names stores have now that begin as `base` does ('maple-grove', 'maple-grove-2' …). */
async function pageNamesFrom(tx: DbOrTx, base: string): Promise<Set<string>> {
  // A base is lower-case letters, digits and hyphens: nothing LIKE reads as a wildcard.
  const rows = await tx
    .select({ name: pageNameOf })
    .from(stores)
    .where(sql`${pageNameOf} = ${base} or ${pageNameOf} like ${`${base}-%`}`);
  return new Set(rows.flatMap((row) => (row.name ? [row.name] : [])));
}

/** A write that gave a store a page name another store has (two saves at once): 409. */
function refusePageNameClash(error: unknown): never {
  if (isUniqueViolation(error, PAGE_NAME_KEY)) throw apiError(STORE_ERRORS.pageNameInUse);
  throw error;
}

/** The Eagle code problems as a 400 naming the fields. */
function checkEagleCodes(codes: {
  WillCall: boolean;
  StoreID_1digit: string | null;
  StoreID_2digit: string | null;
}) {
  const problems = eagleCodeProblems(codes);
  const entries = Object.entries(problems);
  if (entries.length > 0) throw validationFailure(problems, entries.map(([, message]) => message).join(' '));
}

/**
 * Creates a store (spec 2 §4, §5): ID from name, street and phone (409 when taken), Inactive, in the US,
 * at the place the geocoder found; Kiosk clears will-call and the Eagle codes; the address is saved as a
 * shipping address (xp.IsShipping, C-16). Its page name (the storefront's /store/{PageName}, which the
 * sitemap lists once the store is active) comes from its name, numbered when another store has it.
 */
export async function createStore(
  tx: DbOrTx,
  actor: Actor,
  input: StoreCreateInput,
  placed: Placed,
): Promise<StoreDetail> {
  const form = withStoreType(input, input.StoreType);
  checkEagleCodes(form);
  const id = storeIdFor(form.CompanyName, form.Street1, form.Phone);
  const base = storePageNameFor(form.CompanyName, id, new Set());
  const pageName = storePageNameFor(form.CompanyName, id, await pageNamesFrom(tx, base));
  const [row] = await tx
    .insert(stores)
    .values({
      id,
      companyName: form.CompanyName,
      street1: form.Street1,
      street2: form.Street2,
      city: form.City,
      state: form.State,
      zip: form.Zip,
      phone: form.Phone,
      storeType: form.StoreType,
      active: NEW_STORE_DEFAULTS.Active,
      customLocation: false,
      xp: {
        Country: NEW_STORE_DEFAULTS.Country,
        WillCall: form.WillCall,
        StoreID_1digit: form.StoreID_1digit || null,
        StoreID_2digit: form.StoreID_2digit || null,
        PlaceID: placed.placeId,
        Location: placed.location,
        IsShipping: true,
        ServiceOffered: [],
        WorkingHrs: [],
        Holidays: [],
        PageName: pageName,
      },
    })
    .onConflictDoNothing({ target: stores.id })
    .returning()
    .catch(refusePageNameClash);
  if (!row) throw apiError(STORE_ERRORS.duplicateStore);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create',
    entity: 'store',
    entityId: row.id,
    after: storeAuditSnapshot(row),
  });
  return toStore(row);
}

/** Whether the change's Info moves a store: its street, city, state or zip differs from the row's. */
export const movesStore = (row: StoreRow, changes: StoreUpdateInput): boolean =>
  !!changes.Info &&
  (changes.Info.Street1 !== (row.street1 ?? '') ||
    changes.Info.City !== (row.city ?? '') ||
    changes.Info.State !== (row.state ?? '') ||
    changes.Info.Zip !== (row.zip ?? ''));

/** Whether `after` holds the same items as `before` (deeply equal, whatever jsonb did to key order) in another order. */
const isReorder = (before: readonly unknown[], after: readonly unknown[]) => {
  if (before.length !== after.length || isDeepStrictEqual(before, after)) return false;
  const left = [...before];
  return after.every((item) => {
    const index = left.findIndex((candidate) => isDeepStrictEqual(candidate, item));
    if (index === -1) return false;
    left.splice(index, 1);
    return true;
  });
};

/**
 * Saves sections of a store page against the version the page showed. The whole result is checked: the
 * built-in store's name, address and phone stay (409), Kiosk clears will-call and the Eagle codes, will-call
 * needs both codes, every service must be one of StoreServices (or one the store already had), a page name
 * is no other store's (409). A moved
 * address must come with the geocoder's place (`placed`), else it is refused.
 */
export async function updateStore(
  tx: DbOrTx,
  actor: Actor,
  input: {
    id: string;
    version: number;
    changes: StoreUpdateInput;
    placed: Placed | null;
    services: readonly string[];
  },
): Promise<StoreDetail> {
  const before = await storeRow(tx, input.id, true);
  assertVersion(before.version, input.version);
  const { changes } = input;
  const xp = { ...before.xp };
  const current = xpOf(before);
  const next = {
    companyName: before.companyName,
    street1: before.street1,
    street2: before.street2,
    city: before.city,
    state: before.state,
    zip: before.zip,
    phone: before.phone,
    storeType: toStore(before).xp.StoreType,
    active: before.active,
  };
  const initial = { ...next };
  let codes = {
    WillCall: current.WillCall,
    StoreID_1digit: current.StoreID_1digit,
    StoreID_2digit: current.StoreID_2digit,
  };

  if (changes.Info) {
    const info = changes.Info;
    const locked =
      current.BuiltIn &&
      (info.CompanyName !== before.companyName ||
        info.Street1 !== (before.street1 ?? '') ||
        (info.Street2 ?? null) !== before.street2 ||
        info.City !== (before.city ?? '') ||
        info.State !== (before.state ?? '') ||
        info.Zip !== (before.zip ?? '') ||
        info.Phone !== (before.phone ?? ''));
    if (locked) throw apiError(STORE_ERRORS.builtInLocked);
    if (movesStore(before, changes)) {
      if (!input.placed) throw apiError(STORE_ERRORS.addressNotFound);
      xp.PlaceID = input.placed.placeId;
      xp.Location = input.placed.location;
    }
    Object.assign(next, {
      companyName: info.CompanyName,
      street1: info.Street1,
      street2: info.Street2 ?? null,
      city: info.City,
      state: info.State,
      zip: info.Zip,
      phone: info.Phone,
      storeType: info.StoreType,
      active: info.Active,
    });
    codes = { ...codes, WillCall: info.WillCall };
  }
  if (changes.EagleCodes)
    codes = {
      ...codes,
      StoreID_1digit: changes.EagleCodes.StoreID_1digit || null,
      StoreID_2digit: changes.EagleCodes.StoreID_2digit || null,
    };
  const typed = withStoreType({ ...codes, StoreType: next.storeType }, next.storeType);
  codes = {
    WillCall: typed.WillCall,
    StoreID_1digit: typed.StoreID_1digit,
    StoreID_2digit: typed.StoreID_2digit,
  };
  checkEagleCodes(codes);
  Object.assign(xp, codes);

  if (changes.Image !== undefined) {
    xp.Image = changes.Image?.Image ?? null;
    xp.ImageUrl = changes.Image?.ImageUrl ?? null;
  }
  if (changes.Seo) {
    xp.seo = { MetaTitle: changes.Seo.MetaTitle, MetaDescription: changes.Seo.MetaDescription };
    const pageName = changes.Seo.PageName;
    if (pageName !== undefined && pageName !== current.PageName) {
      if ((await pageNamesFrom(tx, pageName)).has(pageName)) throw apiError(STORE_ERRORS.pageNameInUse);
      xp.PageName = pageName;
    }
  }
  if (changes.ServiceOffered) {
    const allowed = new Set([...input.services, ...current.ServiceOffered]);
    const unknown = changes.ServiceOffered.filter((service) => !allowed.has(service));
    if (unknown.length > 0) throw apiError(STORE_ERRORS.unknownService, { data: { Services: unknown } });
    xp.ServiceOffered = [...new Set(changes.ServiceOffered)];
  }
  if (changes.AboutUs !== undefined) xp.AboutUs = changes.AboutUs || null;
  if (changes.WorkingHrs) xp.WorkingHrs = changes.WorkingHrs;
  if (changes.Holidays) xp.Holidays = changes.Holidays;
  if (changes.ContentIds)
    xp.Content = changes.ContentIds.length > 0 ? { type: 'complex', value: changes.ContentIds } : null;

  const unchanged = isDeepStrictEqual(xp, before.xp) && isDeepStrictEqual(next, initial);
  if (unchanged) return toStore(before);

  const [after] = await tx
    .update(stores)
    .set({ ...next, xp, version: sql`${stores.version} + 1` })
    .where(eq(stores.id, before.id))
    .returning()
    .catch(refusePageNameClash);
  const reorder =
    Object.keys(changes).length === 1 &&
    changes.WorkingHrs &&
    isReorder(current.WorkingHrs, changes.WorkingHrs);
  await recordAudit(tx, {
    actorId: actor.id,
    action: reorder ? 'reorder-hours' : 'update',
    entity: 'store',
    entityId: before.id,
    before: storeAuditSnapshot(before),
    after: storeAuditSnapshot(after!),
  });
  return toStore(after!);
}

/** Deletes a store: only while inactive and no internal user works there (409 otherwise), against the version shown. */
export async function deleteStore(
  tx: DbOrTx,
  actor: Actor,
  input: { id: string; version: number },
  rules: StoreRules,
): Promise<void> {
  const before = await storeRow(tx, input.id, true);
  assertVersion(before.version, input.version);
  if (before.active) throw apiError(STORE_ERRORS.deleteActive);
  if (await rules.anyUserAtStore(tx, before.id)) throw apiError(STORE_ERRORS.deleteInUse);
  await tx.delete(stores).where(eq(stores.id, before.id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete',
    entity: 'store',
    entityId: before.id,
    before: storeAuditSnapshot(before),
  });
}
