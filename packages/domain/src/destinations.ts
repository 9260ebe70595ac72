import { z } from 'zod';
import { addressPhoneSchema, destinationIdFor, routeCodeIdFor, zipSchema } from './addresses.ts';
import { nameSchema } from './admin-users.ts';
import { feeStringSchema } from './money.ts';

/** Delivery destinations (spec 3 §3); each type is also the ID prefix of its records. */
export const DESTINATION_TYPES = ['Cemetery', 'Church', 'FuneralHome', 'Hospitals'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

/** The names of the type filter on the destination list. */
export const DESTINATION_TYPE_LABELS: Record<DestinationType, string> = {
  Cemetery: 'Cemeteries',
  Church: 'Churches',
  FuneralHome: 'Funeral Homes',
  Hospitals: 'Hospitals',
};

/** The type filter's last choice, which leaves the list for the route codes at ROUTE_CODES_PATH. */
export const ROUTE_CODE_MANAGEMENT = 'Route Code Management';
export const ROUTE_CODES_PATH = '/destinations/zip';

/** The list's `type` query value: a destination type, or All. */
export const destinationListTypeSchema = z.enum(['All', ...DESTINATION_TYPES]).default('All');

/** The recipient's kind of place on an order's shipment, a wider list than the destination records. */
export const ORDER_DESTINATION_TYPES = [
  'Residence',
  'School',
  'Hospital',
  'Business',
  'FuneralHome',
  'Cemetery',
  'Church',
  'InStorePickUp',
] as const;
export type OrderDestinationType = (typeof ORDER_DESTINATION_TYPES)[number];

export const DESTINATION_TEXTS = {
  duplicateDestination: 'There is already a destination with that name, address and phone number combination',
  duplicateRouteCode: 'There is already a route code defined for that zip code & city combination',
  otherError: 'An error occurred',
} as const;

/**
 * The surcharge of a destination or route code, a fee like any other. The spec lists a destination's
 * Surcharge beside its address fields but a route code's under xp; both keep it in xp, where an address
 * record's extra properties live.
 */
const surchargeSchema = z.string().trim().min(1, 'Surcharge is required.').pipe(feeStringSchema);

export const destinationSchema = z.object({
  ID: z.string(),
  CompanyName: z.string(),
  AddressName: z.string().nullable(),
  Street1: z.string(),
  Street2: z.string().nullable(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Phone: z.string(),
  Country: z.string(),
  xp: z.object({ Active: z.boolean(), Surcharge: feeStringSchema }),
});
export type Destination = z.output<typeof destinationSchema>;

/** The destination form; its labels name the fields in the messages. Line 2 is the only optional field. */
const destinationFields = {
  CompanyName: nameSchema('Company Name'),
  Street1: nameSchema('Address'),
  Street2: z
    .string()
    .trim()
    .max(100, 'Address Line 2 can be at most 100 characters.')
    .transform((line) => line || null)
    .optional(),
  City: nameSchema('City'),
  State: nameSchema('State'),
  Zip: zipSchema,
  Surcharge: surchargeSchema,
  Phone: addressPhoneSchema,
};

/** Create: the type chooses the ID prefix; the server derives the ID and sets Active true. */
export const destinationCreateSchema = z.object({ Type: z.enum(DESTINATION_TYPES), ...destinationFields });
export type DestinationCreate = z.input<typeof destinationCreateSchema>;

/** The address record a new destination saves as: its ID derived, Active true, in the US. */
export function newDestinationRecord(body: z.output<typeof destinationCreateSchema>): Destination {
  const { Type, Surcharge, Street2, ...address } = body;
  return {
    ID: destinationIdFor(Type, address.CompanyName, address.Street1, address.Phone),
    ...address,
    AddressName: null,
    Street2: Street2 ?? null,
    Country: 'US',
    xp: { Active: true, Surcharge },
  };
}

/** Edit: the same fields plus Active; the type stays that of the ID. */
export const destinationUpdateSchema = z.object({ ...destinationFields, Active: z.boolean() });
export type DestinationUpdate = z.input<typeof destinationUpdateSchema>;

/** Route codes are kept in Minnesota. */
export const ROUTE_CODE_STATE = 'Minnesota';
export const ROUTE_CODE_COUNTRY = 'US';

/** A route code as stored: an address record whose CompanyName holds the route code and Street1 the city. */
export const routeCodeSchema = z.object({
  ID: z.string(),
  Zip: z.string(),
  City: z.string(),
  CompanyName: z.string(),
  Street1: z.string(),
  State: z.literal(ROUTE_CODE_STATE),
  Country: z.literal(ROUTE_CODE_COUNTRY),
  xp: z.object({ Surcharge: feeStringSchema }),
});
export type RouteCode = z.output<typeof routeCodeSchema>;

/** The route code form, in the words of its columns (Zip, City, Route Code, Surcharge). */
export const routeCodeBodySchema = z.object({
  Zip: zipSchema,
  City: nameSchema('City'),
  RouteCode: nameSchema('Route Code'),
  Surcharge: surchargeSchema,
});
export type RouteCodeBody = z.output<typeof routeCodeBodySchema>;

/** The address record a route code form saves as. */
export function routeCodeRecord(body: RouteCodeBody): RouteCode {
  return {
    ID: routeCodeIdFor(body.Zip, body.City),
    Zip: body.Zip,
    City: body.City,
    CompanyName: body.RouteCode,
    Street1: body.City,
    State: ROUTE_CODE_STATE,
    Country: ROUTE_CODE_COUNTRY,
    xp: { Surcharge: body.Surcharge },
  };
}
