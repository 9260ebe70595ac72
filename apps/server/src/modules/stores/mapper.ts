import {
  storeTypeSchema,
  type HoursSchedule,
  type StoreDetail,
  type StoreHoliday,
  type StoreListItem,
  type StoreSummary,
} from '@commerce/domain';
import type { stores } from '../../db/schema/stores.ts';

export type StoreRow = typeof stores.$inferSelect;

export const toStoreSummary = (row: StoreRow): StoreSummary => ({
  ID: row.id,
  CompanyName: row.companyName,
  Street1: row.street1,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  Phone: row.phone,
  xp: { StoreType: row.storeType },
});

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The xp fields kept in the jsonb column (StoreType and Active have their own columns). */
export function xpOf(row: StoreRow) {
  const xp = row.xp;
  const seo = (xp.seo ?? {}) as Record<string, unknown>;
  const content = xp.Content as { type?: unknown; value?: unknown } | null | undefined;
  const location = xp.Location as { lat?: unknown; lng?: unknown } | null | undefined;
  return {
    WillCall: xp.WillCall === true,
    StoreID_1digit: text(xp.StoreID_1digit),
    StoreID_2digit: text(xp.StoreID_2digit),
    Image: text(xp.Image),
    ImageUrl: text(xp.ImageUrl),
    AboutUs: text(xp.AboutUs),
    seo: { MetaTitle: text(seo.MetaTitle), MetaDescription: text(seo.MetaDescription) },
    ServiceOffered: list<string>(xp.ServiceOffered),
    WorkingHrs: list<HoursSchedule>(xp.WorkingHrs),
    Holidays: list<StoreHoliday>(xp.Holidays),
    Content:
      content && Array.isArray(content.value)
        ? {
            type: 'complex' as const,
            value: content.value.filter((id): id is string => typeof id === 'string'),
          }
        : null,
    PlaceID: text(xp.PlaceID),
    Location:
      location && typeof location.lat === 'number' && typeof location.lng === 'number'
        ? { lat: location.lat, lng: location.lng }
        : null,
    PageName: text(xp.PageName),
    BuiltIn: xp.BuiltIn === true,
    IsShipping: xp.IsShipping === true,
  };
}

/** A store as the API shows it (spec 2 §3); a record without a type reads as a flagship (C-15). */
export const toStore = (row: StoreRow): StoreDetail => ({
  ID: row.id,
  CompanyName: row.companyName,
  Street1: row.street1,
  Street2: row.street2,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  Country: text(row.xp.Country) ?? 'US',
  Phone: row.phone,
  xp: {
    StoreType: storeTypeSchema.catch('Flagship').parse(row.storeType),
    Active: row.active,
    CustomLocation: row.customLocation,
    ...xpOf(row),
  },
  DateCreated: row.dateCreated.toISOString(),
  Version: row.version,
});

export const toStoreListItem = (row: StoreRow): StoreListItem => ({
  ID: row.id,
  CompanyName: row.companyName,
  Street1: row.street1,
  Street2: row.street2,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  Phone: row.phone,
  xp: { StoreType: row.storeType, Active: row.active },
  DateCreated: row.dateCreated.toISOString(),
});

/** An empty list reads as nothing in History (not '— → —' on create). */
const listOrNull = <T>(items: readonly T[]): readonly T[] | null => (items.length > 0 ? items : null);

/** What a store's audit events compare, in the spec's field names. */
export const storeAuditSnapshot = (row: StoreRow) => {
  const store = toStore(row);
  return {
    CompanyName: store.CompanyName,
    Street1: store.Street1,
    Street2: store.Street2,
    City: store.City,
    State: store.State,
    Zip: store.Zip,
    Phone: store.Phone,
    StoreType: store.xp.StoreType,
    Active: store.xp.Active,
    WillCall: store.xp.WillCall,
    StoreID_1digit: store.xp.StoreID_1digit,
    StoreID_2digit: store.xp.StoreID_2digit,
    Image: store.xp.Image,
    AboutUs: store.xp.AboutUs,
    MetaTitle: store.xp.seo.MetaTitle,
    MetaDescription: store.xp.seo.MetaDescription,
    PageName: store.xp.PageName,
    ServiceOffered: listOrNull(store.xp.ServiceOffered),
    WorkingHrs: listOrNull(store.xp.WorkingHrs.map((schedule) => schedule.Title)),
    Holidays: listOrNull(store.xp.Holidays.map((holiday) => `${holiday.Day}: ${holiday.Time}`)),
    Content: listOrNull(store.xp.Content?.value ?? []),
    PlaceID: store.xp.PlaceID,
  };
};
