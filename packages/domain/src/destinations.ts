import { z } from 'zod';
import {
  addressIdFilter,
  addressPhoneSchema,
  destinationIdFor,
  ROUTE_CODE_ID_PREFIX,
  routeCodeIdFor,
  zipSchema,
} from './addresses.ts';
import { nameSchema } from './admin-users.ts';
import { defineApiErrors } from './api-errors.ts';
import { defineListSpec, statusFilter, type ListFilter } from './list-spec.ts';
import { feeStringSchema } from './money.ts';
import { isPlainText } from './text.ts';
import { defineRecordApi } from './api-routes.ts';

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

/** One destination of a type, as the list's Type column and the create form name it. */
export const DESTINATION_TYPE_NAMES: Record<DestinationType, string> = {
  Cemetery: 'Cemetery',
  Church: 'Church',
  FuneralHome: 'Funeral Home',
  Hospitals: 'Hospital',
};

export const isDestinationType = (value: string): value is DestinationType =>
  (DESTINATION_TYPES as readonly string[]).includes(value);

/** The type of a destination from its ID prefix ('Church-…' → Church), or null. */
export function destinationTypeOfId(id: string): DestinationType | null {
  const prefix = id.split('-')[0] ?? '';
  return isDestinationType(prefix) ? prefix : null;
}

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
  listEmpty: 'No destinations found',
  searchPlaceholder: 'Search Destinations...',
  newTitle: 'New Destination',
  created: 'The destination has been created.',
  saved: 'The destination has been saved.',
  deleted: 'The destination has been deleted.',
  loadFailed: 'The destination could not be loaded.',
  routeCodesTitle: 'Route Codes',
  routeCodesEmpty: 'No route codes found',
  routeCodeSearchPlaceholder: 'Search Route Codes...',
  newRouteCodeTitle: 'New Route Code',
  routeCodeCreated: 'The route code has been created.',
  routeCodeSaved: 'The route code has been saved.',
  routeCodeDeleted: 'The route code has been deleted.',
  routeCodeLoadFailed: 'The route code could not be loaded.',
  backToDestinations: 'Back to Destinations',
  backToRouteCodes: 'Back to Route Codes',
  importRouteCodes: 'Import Route Codes',
} as const;

export const DESTINATION_ERRORS = defineApiErrors({
  duplicateDestination: {
    status: 409,
    code: 'Destination.AlreadyExists',
    message: DESTINATION_TEXTS.duplicateDestination,
  },
  duplicateRouteCode: {
    status: 409,
    code: 'RouteCode.AlreadyExists',
    message: DESTINATION_TEXTS.duplicateRouteCode,
  },
});

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

/** A destination as the API answers it: the record, its type (the ID prefix), when made and its version. */
export const destinationDetailSchema = destinationSchema.extend({
  Type: z.enum(DESTINATION_TYPES),
  DateCreated: z.string(),
  Version: z.number().int(),
});
export type DestinationDetail = z.output<typeof destinationDetailSchema>;

/** A plain one-line text field (names, streets): required unless `optional`, at most 100 characters. */
const plainName = (label: string) =>
  nameSchema(label).refine(isPlainText, `${label} cannot hold control characters.`);
const optionalLine = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} can be at most 100 characters.`)
    .refine(isPlainText, `${label} cannot hold control characters.`)
    .transform((line) => line || null)
    .nullable()
    .optional();

/** The destination form; its labels name the fields in the messages. Line 2 is the only optional field. */
const destinationFields = {
  CompanyName: plainName('Company Name'),
  // Not on the spec's form (C-23): which entrance or department of the place (a hospital's main entrance).
  AddressName: optionalLine('Address Name'),
  Street1: plainName('Address'),
  Street2: optionalLine('Address Line 2'),
  City: plainName('City'),
  State: plainName('State'),
  Zip: zipSchema,
  Surcharge: surchargeSchema,
  Phone: addressPhoneSchema,
};

/** Create: the type chooses the ID prefix; the server derives the ID and sets Active true. */
export const destinationCreateSchema = z.strictObject({
  Type: z.enum(DESTINATION_TYPES, 'Choose the type of destination.'),
  ...destinationFields,
});
export type DestinationCreate = z.input<typeof destinationCreateSchema>;

/** The address record a new destination saves as: its ID derived, Active true, in the US. */
export function newDestinationRecord(body: z.output<typeof destinationCreateSchema>): Destination {
  const { Type, Surcharge, Street2, AddressName, ...address } = body;
  return {
    ID: destinationIdFor(Type, address.CompanyName, address.Street1, address.Phone),
    ...address,
    AddressName: AddressName ?? null,
    Street2: Street2 ?? null,
    Country: 'US',
    xp: { Active: true, Surcharge },
  };
}

/** Edit: the same fields plus Active; the type stays that of the ID, and the ID stays as created. */
export const destinationUpdateSchema = z.strictObject({ ...destinationFields, Active: z.boolean() });
export type DestinationUpdate = z.input<typeof destinationUpdateSchema>;

/** The destination form (create has the type; edit has Active). */
export function destinationFormSchema(mode: 'create' | 'edit') {
  return mode === 'create'
    ? destinationCreateSchema.extend({ Active: z.boolean() })
    : destinationUpdateSchema.extend({ Type: z.string() });
}
export type DestinationForm = z.input<ReturnType<typeof destinationFormSchema>>;

/** The destinations list's type filter: a type, or Route Code Management, which leaves for /destinations/zip. */
export const ROUTE_CODE_MANAGEMENT_VALUE = 'RouteCodeManagement';
const destinationTypeFilter: ListFilter = {
  label: 'Type',
  params: ['Type'],
  control: {
    kind: 'select',
    options: [
      ...DESTINATION_TYPES.map((type) => ({ value: type, label: DESTINATION_TYPE_LABELS[type] })),
      { value: ROUTE_CODE_MANAGEMENT_VALUE, label: ROUTE_CODE_MANAGEMENT },
    ],
  },
  toApi: (value) => (isDestinationType(value) ? { Type: value } : undefined),
};

/**
 * /destinations (spec 3 §2): search, the type filter, sorting and paging (100 a page). The spec gives no
 * columns; C-23's are used: Company Name, Type, Address, City, Zip, Phone, Surcharge, Status.
 */
export const destinationListSpec = defineListSpec<DestinationDetail>()({
  id: 'destinations',
  label: 'Destinations',
  api: '/destinations',
  readKeys: ['address-reader'],
  columns: [
    { field: 'CompanyName', header: 'Company Name', sortable: true },
    { field: 'Type', header: 'Type', sortable: true, value: (row) => DESTINATION_TYPE_NAMES[row.Type] },
    { field: 'Street1', header: 'Address', sortable: true },
    { field: 'City', header: 'City', sortable: true },
    { field: 'Zip', header: 'Zip', sortable: true },
    { field: 'Phone', header: 'Phone', format: 'phone', wrap: 'line' },
    { field: 'xp.Surcharge', header: 'Surcharge', sortable: true, format: 'money' },
    { field: 'xp.Active', header: 'Status', sortable: true, format: 'active' },
    { field: 'AddressName', header: 'Address Name', optional: true },
    { field: 'DateCreated', header: 'Created', sortable: true, format: 'date', optional: true },
  ],
  defaultSort: 'CompanyName',
  emptyText: DESTINATION_TEXTS.listEmpty,
  search: { placeholder: DESTINATION_TEXTS.searchPlaceholder },
  filters: { type: destinationTypeFilter, status: statusFilter('xp.Active') },
});
export type DestinationFilterKey = keyof NonNullable<typeof destinationListSpec.filters>;

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

/** A route code as the API answers it, with its version. */
export const routeCodeDetailSchema = routeCodeSchema.extend({
  DateCreated: z.string(),
  Version: z.number().int(),
});
export type RouteCodeDetail = z.output<typeof routeCodeDetailSchema>;

/** The route code form, in the words of its columns (Zip, City, Route Code, Surcharge). */
export const routeCodeBodySchema = z.strictObject({
  Zip: zipSchema,
  City: plainName('City'),
  RouteCode: plainName('Route Code'),
  Surcharge: surchargeSchema,
});
export type RouteCodeBody = z.output<typeof routeCodeBodySchema>;
export type RouteCodeForm = z.input<typeof routeCodeBodySchema>;

/** /destinations/zip: the route codes, by zip (100 a page), searchable over zip, city and route code. */
export const routeCodeListSpec = defineListSpec<RouteCodeDetail>()({
  id: 'route-codes',
  label: 'Route Codes',
  api: '/route-codes',
  readKeys: ['address-reader'],
  columns: [
    { field: 'Zip', header: 'Zip', sortable: true },
    { field: 'City', header: 'City', sortable: true },
    { field: 'CompanyName', header: 'Route Code', sortable: true },
    { field: 'xp.Surcharge', header: 'Surcharge', sortable: true, format: 'money' },
    { field: 'ID', header: 'ID', optional: true },
  ],
  defaultSort: 'Zip',
  emptyText: DESTINATION_TEXTS.routeCodesEmpty,
  search: { placeholder: DESTINATION_TEXTS.routeCodeSearchPlaceholder },
});

/** The original lists route codes by ID prefix: `ID=LDCity-*`. */
export const ROUTE_CODE_ID_FILTER = addressIdFilter(ROUTE_CODE_ID_PREFIX);

// -----------------------------------------------------------------------------------------------------
// Importing a route-code file (a bulk job: CSV or .xlsx, one row per zip and city)

/** The columns of a route-code file, in order. */
export const ROUTE_CODE_IMPORT_COLUMNS = ['Zip', 'City', 'RouteCode', 'Surcharge'] as const;

/**
 * One row of the file as the form's body: the surcharge may be written '$5' or '5.00', a zip read as a
 * number by a spreadsheet comes back as its digits.
 */
export function routeCodeImportBody(row: Record<string, unknown>): RouteCodeForm {
  // Header names are matched whatever their case, as the upload's header check does.
  const cells = new Map(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value]));
  const text = (column: string) => {
    const value = cells.get(column.toLowerCase());
    return value === undefined || value === null ? '' : String(value).trim();
  };
  return {
    Zip: text('Zip'),
    City: text('City'),
    RouteCode: text('RouteCode'),
    Surcharge: text('Surcharge').replace(/^\$\s*/, ''),
  };
}

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

/** Destinations: the routes the server serves and the web's resource calls. */
export const destinationApi = defineRecordApi({
  path: '/destinations',
  id: z.string().min(1).max(300),
  item: destinationDetailSchema,
  detail: destinationDetailSchema,
  create: destinationCreateSchema,
  update: destinationUpdateSchema,
});
/** Route codes: the routes the server serves and the web's resource calls. */
export const routeCodeApi = defineRecordApi({
  path: '/route-codes',
  id: z.string().min(1).max(300),
  item: routeCodeDetailSchema,
  detail: routeCodeDetailSchema,
  create: routeCodeBodySchema,
  update: routeCodeBodySchema,
});
