import { z } from 'zod';
import { defineRoute, readRoute } from './api-routes.ts';
import { BUYER_XP_TEXTS, buyerXpSchema } from './buyer-xp.ts';
import { starterBuyerXp } from './buyer-xp-starter.ts';
import { storeDateOf } from './calendar.ts';
import {
  DELIVERY_CAPACITY_PANEL,
  DELIVERY_FIELD_PANELS,
  defaultTimeSlotsSectionSchema,
  deliveryDatesSectionSchema,
  deliveryPanelSectionSchema,
  pastDeliveryDateChanges,
  type DeliveryFieldPanel,
} from './delivery.ts';
import { giftCardSettingsFormSchema } from './gift-cards.ts';
import {
  dateSpecificFeesSectionSchema,
  holidayFeeListSchema,
  pastDateSpecificFeeAdditions,
  pastHolidayFeeAdditions,
} from './holiday-fees.ts';
import { featuredEventsSchema, picksSchema, productCodesSchema, seoPagesSectionSchema } from './home-page.ts';
import type { FeatureKey } from './permissions.ts';

/*
 * Settings documents edited by section. A document (the BuyerXP document, spec 3 §3) is one row that the
 * storefront reads whole; each screen edits a section of it: a few top-level keys (or dotted paths) it
 * owns, with its own schema, feature keys and version. `GET/PUT /api/settings/{document}/{section}` serve
 * every section declared below; a new section is one `defineSettingsSection` and one line in
 * SETTINGS_SECTIONS.
 *
 * A section's value is what its form edits:
 * - one path: the value at that path (gift-card-settings → the document's GiftCardSettings);
 * - several paths: the document restricted to them, nested as in the document
 *   (['Shippers.LocalDelivery', 'wireOrder'] → { Shippers: { LocalDelivery }, wireOrder }).
 * Field names in a validation failure are paths inside that value, so a form can put each message on its
 * field.
 */

type DocumentObject = Record<string, unknown>;

export interface SettingsDocumentDef {
  label: string;
  /** The whole document's schema: every section save is checked against it. */
  schema: z.ZodType<DocumentObject>;
  /** The error text when the row is missing. */
  notFound: string;
  /** What a deployment without the document starts with (written at server start; see buyer-xp-starter.ts). */
  starter: () => DocumentObject;
}

export const SETTINGS_DOCUMENTS = {
  buyerxp: {
    label: 'BuyerXP',
    schema: buyerXpSchema,
    notFound: BUYER_XP_TEXTS.notFound,
    starter: starterBuyerXp,
  },
} as const satisfies Record<string, SettingsDocumentDef>;
export type SettingsDocumentId = keyof typeof SETTINGS_DOCUMENTS;

export const isSettingsDocumentId = (id: string): id is SettingsDocumentId =>
  Object.hasOwn(SETTINGS_DOCUMENTS, id);

export interface SettingsSection<Schema extends z.ZodType = z.ZodType> {
  /** In the URL: lowercase words joined by '-'. */
  id: string;
  label: string;
  document: SettingsDocumentId;
  /** The top-level keys or dotted paths of the document this section owns (no other section may). */
  paths: readonly string[];
  /** The section's value, as its form sends it. */
  schema: Schema;
  /** Any one of these reads the section. */
  readKeys: readonly FeatureKey[];
  /** Any one of these saves it. */
  writeKeys: readonly FeatureKey[];
  /**
   * Rules that compare the new value with the saved one (what may change, not only what is valid): a
   * past delivery date is read-only, a new fee may not be for a day already gone. `before` is the saved
   * value (null when missing), `today` the store's date. Answers field → message, or null.
   */
  checkChange?(before: unknown, after: z.output<Schema>, today: string): Record<string, string> | null;
  /**
   * The value is a map edited an entry at a time (a date's slots): its audit event names each changed
   * entry (`DeliveryDatesN.2026-05-10`) instead of repeating the whole map.
   */
  auditByKey?: boolean;
}

/** A section's value as its schema reads it (what the section's read answers, null when missing). */
export type SettingsSectionValue<Section extends SettingsSection> = z.output<Section['schema']>;
/** A section's value as a save sends it. */
export type SettingsSectionInput<Section extends SettingsSection> = z.input<Section['schema']>;

const SECTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;

/** Declares a section; throws at load on a malformed declaration (a programming error). */
export function defineSettingsSection<Schema extends z.ZodType>(
  section: SettingsSection<Schema>,
): SettingsSection<Schema> {
  const problems = [
    !SECTION_ID.test(section.id) && 'its id must be lowercase words joined by -',
    section.paths.length === 0 && 'it owns no path',
    section.paths.some((path) => !PATH.test(path)) && 'a path is not keys joined by .',
    (section.readKeys.length === 0 || section.writeKeys.length === 0) && 'it needs read and write keys',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Settings section ${section.id}: ${problems.join('; ')}.`);
  return section;
}

/** Gift card thresholds and purchase limits (spec 2 §5, §9). */
export const giftCardSettingsSection = defineSettingsSection({
  id: 'gift-card-settings',
  label: 'Gift Card Settings',
  document: 'buyerxp',
  paths: ['GiftCardSettings'],
  schema: giftCardSettingsFormSchema,
  readKeys: ['giftcards-reader'],
  writeKeys: ['giftcards-settings'],
});

/**
 * Delivery Settings (spec 3 §2, §6): each panel of /delivery is its own section with its own key, so two
 * staff saving different panels never refuse or overwrite each other; delivery-reader reads them all.
 */
const deliveryPanelSection = (panel: DeliveryFieldPanel) =>
  defineSettingsSection({
    id: panel.section,
    label: panel.title,
    document: 'buyerxp',
    paths: panel.fields.map((field) => field.path),
    schema: deliveryPanelSectionSchema(panel),
    readKeys: ['delivery-reader'],
    writeKeys: [panel.writeKey],
  });
export const deliveryPanelSections = DELIVERY_FIELD_PANELS.map(deliveryPanelSection);

/** Deliveries per time slot (not the spec's: the dashboard's delivery capacity). */
export const deliveryCapacitySection = deliveryPanelSection(DELIVERY_CAPACITY_PANEL);

const panelSections = new Map(
  [...deliveryPanelSections, deliveryCapacitySection].map((section) => [section.id, section]),
);
/** The section a /delivery panel edits. */
export const deliveryPanelSectionOf = (panel: DeliveryFieldPanel): SettingsSection =>
  panelSections.get(panel.section)!;

/** The default time slots (DeliveryRuns, spec 3 §3). */
export const deliveryTimeSlotsSection = defineSettingsSection({
  id: 'delivery-time-slots',
  label: 'Time Slots',
  document: 'buyerxp',
  paths: ['DeliveryRuns'],
  schema: defaultTimeSlotsSectionSchema,
  readKeys: ['delivery-reader'],
  writeKeys: ['delivery-slots'],
});

/** The delivery-dates calendar (DeliveryDatesN): past dates read-only. */
export const deliveryDatesSection = defineSettingsSection({
  id: 'delivery-dates',
  label: 'Delivery Dates',
  document: 'buyerxp',
  paths: ['DeliveryDatesN'],
  schema: deliveryDatesSectionSchema,
  readKeys: ['delivery-reader'],
  writeKeys: ['delivery-dates'],
  checkChange: pastDeliveryDateChanges,
  auditByKey: true,
});

/** Holiday delivery fees (spec 3 §3–§5; edits with delivery-fees, C-21). */
export const holidayDeliveryFeesSection = defineSettingsSection({
  id: 'holiday-delivery-fees',
  label: 'Holiday Delivery Fees',
  document: 'buyerxp',
  paths: ['HolidayDeliveryFees'],
  schema: holidayFeeListSchema,
  readKeys: ['delivery-reader'],
  writeKeys: ['delivery-fees'],
  checkChange: pastHolidayFeeAdditions,
});

/** Date-specific delivery fees by ZIP (C-20: /holidayDeliveryFees/zip, edited with delivery-dates). */
export const dateSpecificDeliveryFeesSection = defineSettingsSection({
  id: 'date-specific-delivery-fees',
  label: 'Date-Specific Delivery Fees',
  document: 'buyerxp',
  paths: ['DateSpecificDeliveryFees'],
  schema: dateSpecificFeesSectionSchema,
  readKeys: ['delivery-reader'],
  writeKeys: ['delivery-dates'],
  checkChange: pastDateSpecificFeeAdditions,
  auditByKey: true,
});

/** SEO meta text of the storefront's static pages (the Marketing SEO tab, spec 3 §2). */
export const seoPagesSection = defineSettingsSection({
  id: 'seo-pages',
  label: 'SEO Pages',
  document: 'buyerxp',
  paths: ['SEOPages'],
  schema: seoPagesSectionSchema,
  readKeys: ['misc-marketing'],
  writeKeys: ['misc-marketing'],
  auditByKey: true,
});

/**
 * The home page lists (spec 3 §2, C-27) and their Render lists. Not one of SETTINGS_SECTIONS: the generic
 * routes would let a client write the Render lists, which the server alone computes. /api/home-page reads
 * it (any signed-in user) and saves it (misc-marketing) through the same section machinery.
 */
export const homePageSection = defineSettingsSection({
  id: 'home-page',
  label: 'Home Page',
  document: 'buyerxp',
  paths: ['BachmansPicks', 'RenderBachmansPicks', 'FeaturedEvents', 'RenderFeaturedEvents'],
  schema: z.strictObject({
    BachmansPicks: picksSchema,
    RenderBachmansPicks: productCodesSchema,
    FeaturedEvents: featuredEventsSchema,
    RenderFeaturedEvents: productCodesSchema,
  }),
  readKeys: ['misc-marketing'],
  writeKeys: ['misc-marketing'],
});

/**
 * What /delivery shows: its six fee and rule panels, the default time slots, the delivery capacity and the
 * holiday fees.
 */
export const deliveryPageSections: readonly SettingsSection[] = [
  ...deliveryPanelSections,
  deliveryTimeSlotsSection,
  deliveryCapacitySection,
  holidayDeliveryFeesSection,
];

/** Every section the API serves. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  giftCardSettingsSection,
  ...deliveryPanelSections,
  deliveryTimeSlotsSection,
  deliveryCapacitySection,
  deliveryDatesSection,
  holidayDeliveryFeesSection,
  dateSpecificDeliveryFeesSection,
  seoPagesSection,
];

export const findSettingsSection = (document: string, id: string): SettingsSection | undefined =>
  SETTINGS_SECTIONS.find((section) => section.document === document && section.id === id);

/** The keys that read (or save) at least one section: what the settings routes admit before the section's own check. */
export function settingsSectionKeys(
  access: 'read' | 'write',
  sections: readonly SettingsSection[] = SETTINGS_SECTIONS,
): FeatureKey[] {
  return [
    ...new Set(sections.flatMap((section) => (access === 'read' ? section.readKeys : section.writeKeys))),
  ];
}

const segments = (path: string): string[] => path.split('.');

const isObject = (value: unknown): value is DocumentObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function getPath(object: unknown, path: string): unknown {
  let current = object;
  for (const key of segments(path)) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of `object` with `value` at `path` (missing objects on the way are made; undefined removes). */
function setPath(object: DocumentObject, path: string, value: unknown): DocumentObject {
  const [key, ...rest] = segments(path) as [string, ...string[]];
  const copy = { ...object };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const child = isObject(copy[key]) ? (copy[key] as DocumentObject) : {};
  copy[key] = setPath(child, rest.join('.'), value);
  return copy;
}

/** The section's value in a document (null when a one-path section's key is missing). */
export function sectionValue(section: SettingsSection, document: DocumentObject): unknown {
  const [only] = section.paths;
  if (section.paths.length === 1) return getPath(document, only!) ?? null;
  return section.paths.reduce<DocumentObject>((value, path) => {
    const found = getPath(document, path);
    return found === undefined ? value : setPath(value, path, found);
  }, {});
}

/** The document with the section's paths replaced by those of `value`; everything else is kept. */
export function withSectionValue(
  section: SettingsSection,
  document: DocumentObject,
  value: unknown,
): DocumentObject {
  if (section.paths.length === 1) return setPath(document, section.paths[0]!, value ?? undefined);
  return section.paths.reduce((next, path) => setPath(next, path, getPath(value, path)), document);
}

/** The field name of a document issue, as a path inside the section's value. */
function fieldOfDocumentPath(section: SettingsSection, path: readonly PropertyKey[]): string {
  const documentPath = path.map(String);
  if (section.paths.length === 1) {
    const own = segments(section.paths[0]!);
    if (own.every((key, index) => documentPath[index] === key)) {
      return documentPath.slice(own.length).join('.');
    }
  }
  return documentPath.join('.');
}

function fieldsOf(
  issues: readonly z.core.$ZodIssue[],
  name: (path: readonly PropertyKey[]) => string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = name(issue.path) || 'Value';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The section's paths with their values (null when missing): what its audit events compare. */
export const sectionFields = (section: SettingsSection, document: DocumentObject): Record<string, unknown> =>
  Object.fromEntries(section.paths.map((path) => [path, getPath(document, path) ?? null]));

/**
 * What a save's audit event compares: the section's paths, or — for a map edited an entry at a time
 * (`auditByKey`) — each entry of it (`DeliveryDatesN.2026-05-10`), so History names the dates changed.
 */
export function sectionAuditFields(
  section: SettingsSection,
  document: DocumentObject,
): Record<string, unknown> {
  const fields = sectionFields(section, document);
  if (!section.auditByKey) return fields;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([path, value]) =>
      isObject(value)
        ? Object.entries(value).map(([key, inner]) => [`${path}.${key}`, inner])
        : [[path, value]],
    ),
  );
}

export type SettingsSectionSave =
  { success: true; document: DocumentObject } | { success: false; fields: Record<string, string> };

/**
 * Puts a section's new value into the document and checks the section and then the WHOLE document
 * (a save never stores a document the storefront could not read). On success: the document to store —
 * the section's paths as the document schema normalises them (fees as '19.90'), every other key exactly as
 * it was. On failure: what is wrong, field by field.
 */
export function applySettingsSection(
  section: SettingsSection,
  document: DocumentObject,
  value: unknown,
  /** The store's date, for the section's checkChange. */
  today: string = storeDateOf(),
): SettingsSectionSave {
  const parsedValue = section.schema.safeParse(value);
  if (!parsedValue.success) {
    return {
      success: false,
      fields: fieldsOf(parsedValue.error.issues, (path) => path.map(String).join('.')),
    };
  }
  const refused = section.checkChange?.(sectionValue(section, document), parsedValue.data, today);
  if (refused) return { success: false, fields: refused };
  const candidate = withSectionValue(section, document, parsedValue.data);
  const parsedDocument = SETTINGS_DOCUMENTS[section.document].schema.safeParse(candidate);
  if (!parsedDocument.success) {
    return {
      success: false,
      fields: fieldsOf(parsedDocument.error.issues, (path) => fieldOfDocumentPath(section, path)),
    };
  }
  return {
    success: true,
    document: withSectionValue(section, document, sectionValue(section, parsedDocument.data)),
  };
}

/** A section's version: sections never saved are at 1, like every new record. */
export const sectionVersionOf = (versions: Readonly<Record<string, number>>, sectionId: string): number =>
  versions[sectionId] ?? 1;

/** GET /api/settings/{document}/{section} and the answer of a save; ETag = Version. */
export const settingsSectionResponseSchema = z.object({
  Section: z.string(),
  Label: z.string(),
  Value: z.unknown(),
  Version: z.number().int(),
});
export type SettingsSectionResponse<Value = unknown> = Omit<
  z.output<typeof settingsSectionResponseSchema>,
  'Value'
> & { Value: Value };

/** At most this many sections are read by one request (a page's panels: /delivery has eight). */
export const SETTINGS_SECTIONS_PER_READ = 20;

/**
 * GET /api/settings/{document}?sections=a,b: the sections a page shows, read in one request; each with its
 * own version, saved one at a time as before.
 */
export const settingsSectionsQuerySchema = z.object({
  sections: z
    .string()
    .max(2000)
    .transform((list) => [...new Set(list.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().min(1).max(100))
        .min(1, 'Name at least one section.')
        .max(SETTINGS_SECTIONS_PER_READ, `At most ${SETTINGS_SECTIONS_PER_READ} sections are read at once.`),
    ),
});

export const settingsSectionsResponseSchema = z.object({ Sections: z.array(settingsSectionResponseSchema) });
export type SettingsSectionsResponse = z.output<typeof settingsSectionsResponseSchema>;

/** PUT /api/settings/{document}/{section} (with If-Match): the section's new value. */
export const settingsSectionSaveSchema = z.object({ Value: z.unknown() });

const settingsSectionParams = z.object({
  document: z.string().min(1).max(50),
  section: z.string().min(1).max(100),
});

/** A page's sections in one read, one section, and a section's save (If-Match: the section's version). */
export const settingsSectionsRoute = readRoute('/settings/:document', settingsSectionsResponseSchema, {
  params: settingsSectionParams.pick({ document: true }),
  query: settingsSectionsQuerySchema,
});
export const settingsSectionRoute = readRoute('/settings/:document/:section', settingsSectionResponseSchema, {
  params: settingsSectionParams,
});
export const saveSettingsSectionRoute = defineRoute({
  method: 'PUT',
  path: '/settings/:document/:section',
  params: settingsSectionParams,
  body: settingsSectionSaveSchema,
  response: settingsSectionResponseSchema,
});

/** One section's read and save, its value typed by the section's schema (settingsSectionRoutes). */
export interface SettingsSectionRoutes<Schema extends z.ZodType> {
  read: {
    method: 'GET';
    path: '/settings/:document/:section';
    params: typeof settingsSectionParams;
    response: z.ZodType<SettingsSectionResponse<z.output<Schema> | null>>;
  };
  save: {
    method: 'PUT';
    path: '/settings/:document/:section';
    params: typeof settingsSectionParams;
    body: z.ZodType<{ Value: z.output<Schema> }, { Value: z.input<Schema> }>;
    response: z.ZodType<SettingsSectionResponse<z.output<Schema> | null>>;
  };
}

/**
 * One section's read and save (the two routes above) with its value typed by the section's schema, the one
 * a save is checked against: the web reads and saves a section through these, so a value of the wrong
 * shape fails its typecheck.
 */
export function settingsSectionRoutes<Schema extends z.ZodType>(
  section: SettingsSection<Schema>,
): SettingsSectionRoutes<Schema>;
// zod cannot work out an object's type around a schema still generic: the routes are built for any section.
export function settingsSectionRoutes(section: SettingsSection): SettingsSectionRoutes<z.ZodType> {
  const response = settingsSectionResponseSchema.extend({ Value: section.schema.nullable() });
  return {
    read: readRoute('/settings/:document/:section', response, { params: settingsSectionParams }),
    save: defineRoute({
      method: 'PUT',
      path: '/settings/:document/:section',
      params: settingsSectionParams,
      body: z.object({ Value: section.schema }),
      response,
    }),
  };
}
