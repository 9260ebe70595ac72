import {
  destinationTypeOfId,
  isDestinationType,
  ROUTE_CODE_COUNTRY,
  ROUTE_CODE_STATE,
  type DestinationDetail,
  type DestinationType,
  type RouteCodeDetail,
} from '@commerce/domain';
import type { destinations, routeCodes } from '../../db/schema/destinations.ts';

export type DestinationRow = typeof destinations.$inferSelect;
export type RouteCodeRow = typeof routeCodes.$inferSelect;

const typeOf = (row: DestinationRow): DestinationType =>
  isDestinationType(row.type) ? row.type : (destinationTypeOfId(row.id) ?? 'Cemetery');

/** A destination as the API shows it: the address record with xp.Active and xp.Surcharge (spec 3 §3). */
export const toDestination = (row: DestinationRow): DestinationDetail => ({
  ID: row.id,
  Type: typeOf(row),
  CompanyName: row.companyName,
  AddressName: row.addressName,
  Street1: row.street1,
  Street2: row.street2,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  Phone: row.phone,
  Country: row.country,
  xp: { Active: row.active, Surcharge: row.surcharge },
  DateCreated: row.dateCreated.toISOString(),
  Version: row.version,
});

/** What a destination's audit events compare, in the spec's field names. */
export const destinationAuditSnapshot = (row: DestinationRow) => ({
  Type: row.type,
  CompanyName: row.companyName,
  AddressName: row.addressName,
  Street1: row.street1,
  Street2: row.street2,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  Phone: row.phone,
  'xp.Surcharge': row.surcharge,
  'xp.Active': row.active,
});

/** A route code as the API shows it: an address record whose CompanyName is the route code. */
export const toRouteCode = (row: RouteCodeRow): RouteCodeDetail => ({
  ID: row.id,
  Zip: row.zip,
  City: row.city,
  CompanyName: row.routeCode,
  Street1: row.city,
  State: ROUTE_CODE_STATE,
  Country: ROUTE_CODE_COUNTRY,
  xp: { Surcharge: row.surcharge },
  DateCreated: row.dateCreated.toISOString(),
  Version: row.version,
});

export const routeCodeAuditSnapshot = (row: RouteCodeRow) => ({
  Zip: row.zip,
  City: row.city,
  'Route Code': row.routeCode,
  'xp.Surcharge': row.surcharge,
});
