import type { AuditEntity, HistoryEntry } from './audit.ts';
import { CATEGORY_TEXTS } from './categories.ts';
import { CONTENT_SLOTS, type ContentSlotKey } from './content-slots.ts';
import { DCF_TEXTS, DELIVERY_METHOD_LABELS, type DeliveryMethod } from './dcf.ts';
import { formatCalendarDate, formatDateTime } from './date-format.ts';
import { shortWordDiff, type DiffPart } from './history-diff.ts';
import { formatMoney } from './money.ts';
import { displayPhone } from './phone.ts';

/*
 * How the History panel reads an audit entry: each changed field by the label its form gives it, each value
 * formatted as the record's page shows it (money, dates, yes/no, another record's name rather than its
 * ID), HTML as its text, and a long text as a short word diff. The audit trail keeps the raw values;
 * this is only how they read.
 */

/** Records another record's ID may name; the server answers their names with the History page. */
export const HISTORY_REFERENCE_KINDS = [
  'store',
  'category',
  'event',
  'product',
  'sku',
  'fee',
  'drawer',
  'role',
  'customer-group',
  'content',
] as const;
export type HistoryReferenceKind = (typeof HISTORY_REFERENCE_KINDS)[number];
/** Kind → ID → name, for the IDs the page's entries hold. */
export type HistoryNames = Partial<Record<HistoryReferenceKind, Record<string, string>>>;

const isReferenceKind = (kind: unknown): kind is HistoryReferenceKind =>
  (HISTORY_REFERENCE_KINDS as readonly unknown[]).includes(kind);

type ValueKind = 'text' | 'html' | 'money' | 'calendar-date' | 'datetime' | 'active' | 'phone';

interface HistoryField {
  label?: string;
  kind?: ValueKind | HistoryReferenceKind;
  /**
   * Says which part of the record an entry is about (the SKU of a SKU section's save): shown even when it
   * reads the same before and after.
   */
  context?: boolean;
  /** Kept with the record but shown by no form (a category's promo flags, set from its parent's): left out. */
  internal?: boolean;
}

/** The address fields every form with an address labels alike (stores, destinations, customers, users). */
const ADDRESS_FIELDS: Record<string, HistoryField> = {
  CompanyName: { label: 'Company Name' },
  AddressName: { label: 'Address Name' },
  Street1: { label: 'Address' },
  Street2: { label: 'Address Line 2' },
  Zip: { label: 'Zip' },
};

const EVENT_FIELDS: Record<string, HistoryField> = {
  ReleaseDate1: { label: 'Launch Date', kind: 'calendar-date' },
  ReleaseDate2: { label: 'Last Date', kind: 'calendar-date' },
  'xp.OmsVisible': { label: 'OMS Visible' },
  'xp.Type': { label: 'Type', kind: 'category' },
  'xp.LocationID': { label: 'Location', kind: 'store' },
  'xp.Contentful.Images': { label: 'Images' },
  'xp.EventDateTimes': { label: 'Dates & Times' },
  'xp.CancellationOrPolicies': { label: 'Cancellation Policies', kind: 'html' },
  'xp.TicketInformation': { label: 'Ticket Information', kind: 'html' },
  'xp.Related': { label: 'Related Events', kind: 'event' },
  Description: { kind: 'html' },
};

/** The drawers of Add Something Extra, on a SKU and on a department, class or fineline. */
const DRAWERS: HistoryField = { label: 'Add Something Extra', kind: 'drawer' };

/** Fields whose label or format is not what their name says, by entity. */
const ENTITY_FIELDS: Partial<Record<AuditEntity, Record<string, HistoryField>>> = {
  store: {
    CompanyName: { label: 'Store Name' },
    StoreType: { label: 'Type' },
    WillCall: { label: 'Will Call' },
    StoreID_1digit: { label: 'Store ID (1 digit)' },
    StoreID_2digit: { label: 'Store ID (2 digits)' },
    AboutUs: { label: 'About Us', kind: 'html' },
    WorkingHrs: { label: 'Store Hours' },
    ServiceOffered: { label: 'Services Offered' },
    PageName: { label: 'Page Name' },
    PlaceID: { label: 'Place ID' },
    Content: { label: 'Contentful Content', kind: 'content' },
  },
  event: EVENT_FIELDS,
  product: {
    ReleaseDate1: { label: 'Launch Date', kind: 'calendar-date' },
    ReleaseDate2: { label: 'End Date', kind: 'calendar-date' },
    OmsVisible: { label: 'OMS Visible' },
    WebDescription: { label: 'Description', kind: 'html' },
    Categories: { kind: 'category' },
    ASE: DRAWERS,
    DefaultSku: { label: 'Default SKU', kind: 'sku' },
    Fees: { kind: 'fee' },
    Related: { label: "Bachman's Suggests", kind: 'product' },
    Articles: { label: 'Related Articles' },
    SKU: { label: 'SKU', kind: 'sku', context: true },
    // An image uploaded by name (C-11): its title, and the SKUs it went to.
    Added: { label: 'Image' },
    SKUs: { label: 'SKUs', kind: 'sku' },
    // A category's Products tab assigning or unassigning this product.
    Assigned: { label: 'Added to', kind: 'category' },
    Unassigned: { label: 'Removed from', kind: 'category' },
  },
  category: {
    ID: { label: 'Category ID' },
    ParentID: { label: 'Parent', kind: 'category' },
    ChildCount: { internal: true },
    Description: { kind: 'html' },
    'xp.SlugURL': { label: 'Slug' },
    'xp.Articles': { label: 'Related Articles' },
    'xp.Contentful.Images.Banner': { label: CATEGORY_TEXTS.bannerImage },
    'xp.Contentful.Images.List': { label: CATEGORY_TEXTS.listImage },
    'xp.Contentful.Promo': { internal: true },
    Added: { label: 'Products added', kind: 'product' },
    Removed: { label: 'Products removed', kind: 'product' },
  },
  'dcf-category': { 'xp.ASE': DRAWERS },
  'admin-user': {
    'xp.StoreAddressID': { label: 'Store', kind: 'store' },
    Roles: { label: 'Roles', kind: 'role' },
  },
  customer: {
    'xp.TrainingUsers': { label: 'Training User' },
    'xp.OMSAcctNumber': { label: 'OMS Account Number' },
    Groups: { kind: 'customer-group' },
  },
  destination: { 'xp.Surcharge': { label: 'Surcharge', kind: 'money' } },
  'route-code': { 'xp.Surcharge': { label: 'Surcharge', kind: 'money' } },
};

const fieldOf = (entity: string, field: string): HistoryField =>
  ENTITY_FIELDS[entity as AuditEntity]?.[field] ?? ADDRESS_FIELDS[field] ?? {};

/** Field names the data model writes in lower case that staff read as an abbreviation. */
const ABBREVIATIONS = new Map([['seo', 'SEO']]);

/** A field name as words: `xp.EagleCustomerNumber` → 'Eagle Customer Number', `deliveryFeeName` → 'Delivery Fee Name'. */
function wordsOfName(field: string): string {
  return field
    .replace(/^xp\./, '')
    .split('.')
    .map((part) => {
      const words =
        ABBREVIATIONS.get(part) ??
        part
          .replace(/_/g, ' ')
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/** A field of a content slot (xp.Content.banner.inherit of a category or a DCF value). */
const CONTENT_SLOT_FIELD = /(?:^|\.)Content\.([a-z]+)\.(\w+)$/;

/** The content editor's name of a slot's field: the slot's label for its blocks, with Inherit or Cascade. */
function contentSlotLabel(field: string): string | undefined {
  const [, slot, part] = CONTENT_SLOT_FIELD.exec(field) ?? [];
  const label = slot && CONTENT_SLOTS[slot as ContentSlotKey]?.label;
  if (!label || !part) return undefined;
  return part === 'value' ? label : `${label} › ${wordsOfName(part)}`;
}

/** A delivery method's field (xp.Delivery.UPS.leadDays of a DCF value, a product's or a SKU's). */
const DELIVERY_METHOD_FIELD = /(?:^|\.)Delivery\.(\w+)\.(enabled|leadDays)$/;

/** The delivery dialog's names: the method (its switch) and its Lead Days. */
function deliveryMethodLabel(field: string): string | undefined {
  const [, method, part] = DELIVERY_METHOD_FIELD.exec(field) ?? [];
  const label = method && DELIVERY_METHOD_LABELS[method as DeliveryMethod];
  if (!label) return undefined;
  return `Delivery › ${label}${part === 'leadDays' ? ` › ${DCF_TEXTS.leadDays}` : ''}`;
}

/** The label History gives a changed field: its form's label where it has one, else its name as words. */
export const historyFieldLabel = (entity: string, field: string): string =>
  fieldOf(entity, field).label ?? contentSlotLabel(field) ?? deliveryMethodLabel(field) ?? wordsOfName(field);

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML as the words a reader sees: tags dropped (blocks and breaks as spaces, inline tags as nothing), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|hr|li|ul|ol|h[1-6]|table|tr|td|th|blockquote|section)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*[\s>/]/i.test(text);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant at an edge of a UTC day is how the data model stores a date-only value. */
const DAY_EDGE = /^\d{4}-\d{2}-\d{2}T(00:00:00(\.000)?|23:59:59\.999)Z$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The format a field's values take: declared, else by its name, else by the value. */
function kindOf(entity: string, field: string): HistoryField['kind'] {
  const declared = fieldOf(entity, field).kind;
  if (declared) return declared;
  // The blocks a content slot holds (xp.Content.banner.value of a category or a DCF value).
  if (/(^|\.)Content\.[a-z]+\.value$/.test(field)) return 'content';
  const name = field.split('.').at(-1) ?? field;
  if (/^(Active|.*\.Active)$/.test(name)) return 'active';
  if (/(Price|Surcharge|Fee|AvailCredit|Balance|CreditLimit)$/i.test(name)) return 'money';
  if (/Phone$/.test(name)) return 'phone';
  if (/^(ReleaseDate\d|StartDate|EndDate|NonDeliveryDates|.*FeeDate|Date|Day)$/i.test(name))
    return 'calendar-date';
  if (/^(DateCreated|DateSubmitted|LastPasswordChange|LastOrderSubmitted|.*TimeStamp|.*At)$/.test(name))
    return 'datetime';
  return undefined;
}

function formatScalar(value: unknown, kind: HistoryField['kind'], names: HistoryNames): string {
  if (typeof value === 'boolean')
    return kind === 'active' ? (value ? 'Active' : 'Inactive') : value ? 'Yes' : 'No';
  if (typeof value !== 'string' && typeof value !== 'number') return String(value);
  const text = String(value);
  switch (kind) {
    case 'money':
      return formatMoney(value) || text;
    case 'calendar-date':
      return formatCalendarDate(text);
    case 'datetime':
      return INSTANT.test(text) ? formatDateTime(text) : text;
    case 'phone':
      return displayPhone(text);
    case 'html':
      return htmlToText(text);
  }
  if (isReferenceKind(kind)) return names[kind]?.[text] ?? text;
  if (typeof value === 'number') return text;
  if (DAY.test(text) || DAY_EDGE.test(text)) return formatCalendarDate(text);
  if (INSTANT.test(text)) return formatDateTime(text);
  return looksLikeHtml(text) ? htmlToText(text) : text;
}

/** Another record carried whole in a list (an image, an article): staff know it by its title. */
const titleOf = (value: object): string | undefined => {
  const title = (value as { title?: unknown; Title?: unknown }).title ?? (value as { Title?: unknown }).Title;
  return typeof title === 'string' && title !== '' ? title : undefined;
};

/** A value as History shows it: lists joined, objects by their titles or labelled fields, nothing as '—'. */
export function formatHistoryValue(
  entity: string,
  field: string,
  value: unknown,
  names: HistoryNames = {},
): string {
  if (isEmpty(value)) return '—';
  if (Array.isArray(value))
    return value.map((item) => formatHistoryValue(entity, field, item, names)).join(', ');
  if (typeof value === 'object' && value !== null) {
    const title = titleOf(value);
    if (title !== undefined) return title;
    return Object.entries(value as Record<string, unknown>)
      .map(
        ([key, inner]) =>
          `${wordsOfName(key)}: ${formatHistoryValue(entity, `${field}.${key}`, inner, names)}`,
      )
      .join('; ');
  }
  return formatScalar(value, kindOf(entity, field), names);
}

/** Above this many characters a changed value is shown as a word diff. */
const LONG_TEXT = 80;

/** One changed field as History shows it. */
export type HistoryChange =
  /** A field that says which part of the record the entry is about, unchanged (the SKU saved). */
  | { field: string; label: string; kind: 'context'; value: string }
  | { field: string; label: string; kind: 'short'; before: string; after: string }
  | {
      field: string;
      label: string;
      kind: 'long';
      before: string;
      after: string;
      diff: DiffPart[];
      cut: boolean;
    };

export function historyChange(
  entity: string,
  field: string,
  change: { before: unknown; after: unknown },
  names: HistoryNames = {},
): HistoryChange {
  const label = historyFieldLabel(entity, field);
  const before = formatHistoryValue(entity, field, change.before, names);
  const after = formatHistoryValue(entity, field, change.after, names);
  if (before === after && fieldOf(entity, field).context)
    return { field, label, kind: 'context', value: after };
  if (before.length <= LONG_TEXT && after.length <= LONG_TEXT)
    return { field, label, kind: 'short', before, after };
  const { parts, cut } = shortWordDiff(before === '—' ? '' : before, after === '—' ? '' : after);
  return { field, label, kind: 'long', before, after, diff: parts, cut };
}

/** Fields kept together in one value (xp.seo, a category's images): each reads as a field of its own. */
const isFieldGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && titleOf(value) === undefined;

type FieldChange = [field: string, change: { before: unknown; after: unknown }];

/**
 * A change as the changes of the fields a form shows: a group of fields split into one change per field
 * (a record created reads field by field, not as one dense line), the fields no form shows left out.
 */
function formFieldChanges(entity: string, [field, change]: FieldChange): FieldChange[] {
  if (fieldOf(entity, field).internal) return [];
  const { before, after } = change;
  const groups = [before, after].filter(isFieldGroup);
  const others = [before, after].filter(
    (value) => !isFieldGroup(value) && value !== null && value !== undefined,
  );
  if (groups.length === 0 || others.length > 0) return [[field, change]];
  const keys = new Set(groups.flatMap((group) => Object.keys(group)));
  const inner = (value: unknown, key: string) => (isFieldGroup(value) ? (value[key] ?? null) : null);
  return [...keys].flatMap((key) =>
    formFieldChanges(entity, [`${field}.${key}`, { before: inner(before, key), after: inner(after, key) }]),
  );
}

/**
 * Every changed field of an entry, in the order the trail keeps them, after the fields that say what the
 * entry is about; leaving out those that read the same before and after (nothing → an empty list is
 * '—' → '—').
 */
export const historyChanges = (
  entity: string,
  entry: Pick<HistoryEntry, 'Changes'>,
  names: HistoryNames = {},
): HistoryChange[] =>
  Object.entries(entry.Changes)
    .flatMap((change) => formFieldChanges(entity, change))
    .map(([field, change]) => historyChange(entity, field, change, names))
    .filter((change) => change.kind === 'context' || change.before !== change.after)
    .sort((a, b) => Number(b.kind === 'context') - Number(a.kind === 'context'));

/** Calls `visit` with each referenced ID a value holds, walking lists and objects as formatHistoryValue does. */
function visitReferences(
  entity: string,
  field: string,
  value: unknown,
  visit: (kind: HistoryReferenceKind, id: string) => void,
): void {
  if (Array.isArray(value)) {
    for (const item of value) visitReferences(entity, field, item, visit);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    if (titleOf(value) !== undefined) return;
    for (const [key, inner] of Object.entries(value))
      visitReferences(entity, `${field}.${key}`, inner, visit);
    return;
  }
  const kind = kindOf(entity, field);
  if (isReferenceKind(kind) && typeof value === 'string' && value !== '') visit(kind, value);
}

/** The IDs of other records these entries hold, by kind: what the server looks the names up for. */
export function historyReferences(
  entity: string,
  entries: readonly Pick<HistoryEntry, 'Changes'>[],
): Partial<Record<HistoryReferenceKind, string[]>> {
  const found: Partial<Record<HistoryReferenceKind, Set<string>>> = {};
  const visit = (kind: HistoryReferenceKind, id: string) => (found[kind] ??= new Set()).add(id);
  for (const entry of entries)
    for (const [field, change] of Object.entries(entry.Changes)) {
      visitReferences(entity, field, change.before, visit);
      visitReferences(entity, field, change.after, visit);
    }
  return Object.fromEntries(Object.entries(found).map(([kind, ids]) => [kind, [...ids]]));
}
