import {
  joinDescription,
  type EventDateTime,
  type EventDetail,
  type EventListItem,
  type EventSku,
} from '@commerce/domain';
import type { EventListRow, ProductRow } from '../products/public.ts';

export type { PriceScheduleRow, ProductRow } from '../products/public.ts';

type Xp = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const obj = (value: unknown): Xp => (value && typeof value === 'object' ? (value as Xp) : {});
const money = (value: string | null): number | null => (value === null ? null : Number(value));

const eventDateTimes = (xp: Xp): EventDateTime[] =>
  Array.isArray(xp.EventDateTimes) ? (xp.EventDateTimes as EventDateTime[]) : [];

const images = (xp: Xp): { url: string; title: string }[] => {
  const list = obj(xp.Contentful).Images;
  return Array.isArray(list) ? (list as { url: string; title: string }[]) : [];
};

/** The event as the API shows it (spec 3 §3): the default product with its xp, and its slots. */
export function toEventDetail(
  row: ProductRow,
  extra: {
    typeName: string | null;
    skus: EventSku[];
    related: { ProductCode: string; Name: string }[];
  },
): EventDetail {
  const xp = row.xp;
  const seo = obj(xp.SEO);
  const location = xp.Location && typeof xp.Location === 'object' ? (xp.Location as Xp) : null;
  return {
    ID: row.id,
    Name: row.name,
    Active: row.active,
    Description: row.description,
    DefaultPriceScheduleID: row.defaultPriceScheduleId,
    QuantityMultiplier: row.quantityMultiplier,
    Inventory: { QuantityAvailable: row.quantityAvailable },
    xp: {
      ProductCode: row.productCode,
      IsDefaultProduct: row.isDefaultProduct,
      WebFacingProductTitle: row.webName,
      DateDisplay: str(xp.DateDisplay),
      Type: str(xp.Type),
      SEO: {
        Title: str(seo.Title) ?? '',
        Keywords: str(seo.Keywords) ?? '',
        Description: str(seo.Description) ?? '',
      },
      ReleaseDate1: row.releaseDate1?.toISOString() ?? null,
      ReleaseDate2: row.releaseDate2?.toISOString() ?? null,
      Visible: row.visible,
      WebVisible: xp.WebVisible === undefined ? row.visible : xp.WebVisible === true,
      OmsVisible: row.omsVisible,
      IsWorkShopEvent: row.isWorkshopEvent,
      IsWorkshop: row.isWorkshop,
      EventDateTimes: eventDateTimes(xp),
      LocationID: str(xp.LocationID),
      Location: location
        ? {
            ...location,
            City: str(location.City) ?? '',
            State: str(location.State) ?? '',
            Country: str(location.Country) ?? 'US',
          }
        : null,
      Room: str(xp.Room),
      Related: Array.isArray(xp.Related) ? (xp.Related as string[]) : [],
      CancellationOrPolicies: str(xp.CancellationOrPolicies),
      TicketInformation: str(xp.TicketInformation),
      DescriptionOverflow: str(xp.DescriptionOverflow),
      Contentful: { Images: images(xp) },
    },
    TypeName: extra.typeName,
    Skus: extra.skus,
    RelatedEvents: extra.related,
    Version: row.version,
  };
}

/** A slot of a ticketed event: its SKU row with its price. */
export const toEventSku = (row: ProductRow): EventSku => {
  const specs = obj(row.xp.SpecsOptions);
  const seo = obj(row.xp.SEO);
  return {
    ID: row.id,
    Name: row.name,
    Active: row.active,
    Inventory: { QuantityAvailable: row.quantityAvailable },
    xp: {
      IsDefaultProduct: row.isDefaultProduct,
      Visible: row.visible,
      SpecsOptions: { Size: str(specs.Size), Color: str(specs.Color) },
      WebFacingProductTitle: row.webName,
      SEO: { MetaTitle: str(seo.MetaTitle), MetaDescription: str(seo.MetaDescription) },
    },
    Price: { RetailPrice: money(row.retailPrice), PromotionPrice: money(row.promotionPrice) },
    Version: row.version,
  };
};

/** What an event's audit events compare. */
export const eventAuditSnapshot = (row: ProductRow) => ({
  Name: row.name,
  Active: row.active,
  'xp.Visible': row.visible,
  'xp.OmsVisible': row.omsVisible,
  'xp.DateDisplay': row.xp.DateDisplay ?? null,
  'xp.Type': row.xp.Type ?? null,
  'xp.SEO': row.xp.SEO ?? null,
  ReleaseDate1: row.releaseDate1?.toISOString() ?? null,
  ReleaseDate2: row.releaseDate2?.toISOString() ?? null,
  'xp.LocationID': row.xp.LocationID ?? null,
  'xp.Room': row.xp.Room ?? null,
  'xp.Contentful.Images': images(row.xp),
  Description: joinDescription(row.description, str(row.xp.DescriptionOverflow)),
  'xp.CancellationOrPolicies': row.xp.CancellationOrPolicies ?? null,
  'xp.TicketInformation': row.xp.TicketInformation ?? null,
  'xp.EventDateTimes': eventDateTimes(row.xp),
  'xp.Related': row.xp.Related ?? [],
});

export const skuAuditSnapshot = (row: ProductRow) => ({
  SKU: row.id,
  Active: row.active,
  'xp.Visible': row.visible,
  QuantityAvailable: row.quantityAvailable,
  RetailPrice: row.retailPrice,
  PromotionPrice: row.promotionPrice,
  WebFacingProductTitle: row.webName,
  'xp.SEO': row.xp.SEO ?? null,
});

/** A list row (C-23). */
export const toEventListItem = (row: EventListRow): EventListItem => ({
  ID: row.id,
  ProductCode: row.productCode,
  Name: row.name,
  Type: row.type,
  TypeName: row.typeName,
  DateDisplay: row.dateDisplay,
  Location: row.location,
  ReleaseDate1: row.releaseDate1 ? new Date(row.releaseDate1).toISOString() : null,
  ReleaseDate2: row.releaseDate2 ? new Date(row.releaseDate2).toISOString() : null,
  Ticketed: row.ticketed,
  Active: row.active,
});
