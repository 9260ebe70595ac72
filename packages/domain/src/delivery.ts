import { z } from 'zod';
import {
  deliveryDayStatus,
  DELIVERY_DATE_SLOT_COUNT,
  slotsForDate,
  type BuyerXp,
  type DeliveryDayStatus,
  type DeliverySlot,
} from './buyer-xp.ts';
import { isIsoDate, isoDate, isoDateSchema, isPastDate, timeOfDaySchema, weekday } from './calendar.ts';
import { feeStringSchema, formatMoney } from './money.ts';
import type { FeatureKey } from './permissions.ts';
import { isPlainText } from './text.ts';

/*
 * Delivery settings (spec 3 §2, §3, §6): the panels of /delivery, each a section of the BuyerXP document
 * with its own key (settings-sections.ts declares them), the default time slots, the delivery-dates
 * calendar and the rules both sides share.
 */

export const DELIVERY_TEXTS = {
  pageTitle: 'Delivery Settings',
  calendarTitle: 'Delivery Dates',
  noBuyerXp: 'No Buyer XP Available.',
  /** A save refused because someone else saved the same panel first (412). */
  staleSection:
    'Someone else changed these settings after you opened them. They have been reloaded with your changes kept: check them and save again.',
  saved: (panel: string) => `${panel} saved.`,
  pastDateReadOnly: 'Past delivery dates cannot be changed.',
  dateSlotsSaved: (date: string) => `Delivery slots for ${date} saved.`,
  dateSlotsRemoved: (date: string) => `${date} uses the default time slots again.`,
  statusLabels: {
    'all-enabled': 'All slots enabled',
    partial: 'Some slots enabled',
    'all-disabled': 'All slots disabled',
  } satisfies Record<DeliveryDayStatus, string>,
  slotNameRequired: 'Name is required.',
  timeSlotRequired: 'Time Slot is required.',
} as const;

/** A one-line text a person types: trimmed, at most `max` characters, no control characters. */
export const lineTextSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .refine(isPlainText, `${label} cannot hold control characters.`);

// -----------------------------------------------------------------------------------------------------
// The panels of fields

/** `count`: a whole number kept as its digits, as the document keeps its fees ('10'). */
export type DeliveryFieldKind = 'switch' | 'time' | 'text' | 'fee' | 'count';

export interface DeliveryField {
  /** The dotted path of the field in the BuyerXP document. */
  path: string;
  label: string;
  kind: DeliveryFieldKind;
  /** What a document without the field means (a field this console added to the spec's document). */
  fallback?: string;
}

export interface DeliveryFieldPanel {
  /** The settings section (its URL name). */
  section: string;
  title: string;
  /** The key that saves the panel (delivery-reader reads every one). */
  writeKey: FeatureKey;
  fields: readonly DeliveryField[];
}

const LOCAL = 'Shippers.LocalDelivery';
const field = (path: string, label: string, kind: DeliveryFieldKind, fallback?: string): DeliveryField => ({
  path,
  label,
  kind,
  ...(fallback === undefined ? {} : { fallback }),
});

/** The left column of /delivery, top to bottom (B.6): each panel its own section and key. */
export const DELIVERY_FIELD_PANELS = [
  {
    section: 'delivery-same-next-day',
    title: 'Same/Next Day',
    writeKey: 'delivery-same-day',
    fields: [
      field(`${LOCAL}.SameDayDelivery`, 'Same Day Delivery', 'switch'),
      field(`${LOCAL}.SameDayDeliveryCountDownTimer`, 'Same Day Cutoff (countdown)', 'time'),
      field(`${LOCAL}.NextDayAMDeliveryCutoff`, 'Next Day AM Delivery Cutoff', 'time'),
      field(`${LOCAL}.DeliveryMessage`, 'Delivery Message', 'text'),
      field(`${LOCAL}.NextDayMessage`, 'Next Day Message', 'text'),
    ],
  },
  {
    section: 'delivery-local-fees',
    title: 'Local Delivery',
    writeKey: 'delivery-fees',
    fields: [
      field(`${LOCAL}.StandardDeliveryFees`, 'Standard Delivery', 'fee'),
      field(`${LOCAL}.SameDayDeliveryFees`, 'Same Day Delivery', 'fee'),
      field(`${LOCAL}.SpecialDeliverySameDayFees`, 'Special Same Day Delivery', 'fee'),
      field(`${LOCAL}.ChurchFees`, 'Church', 'fee'),
      field(`${LOCAL}.FuneralFees`, 'Funeral', 'fee'),
      field(`${LOCAL}.CemeteryFees`, 'Cemetery', 'fee'),
      field(`${LOCAL}.HospitalFees`, 'Hospital', 'fee'),
      field(`${LOCAL}.SameDayHospitalFees`, 'Same Day Hospital', 'fee'),
    ],
  },
  {
    section: 'delivery-ups',
    title: 'UPS',
    writeKey: 'delivery-fees',
    fields: [field('Shippers.UPS.StandardUPSCharges', 'Standard UPS Charges', 'fee')],
  },
  {
    section: 'delivery-courier',
    title: 'Courier',
    writeKey: 'delivery-fees',
    fields: [field('Shippers.Courier.OMS', 'Courier (OMS)', 'fee')],
  },
  {
    section: 'delivery-curbside',
    title: 'Curbside',
    writeKey: 'delivery-fees',
    fields: [field('Shippers.InStorePickUp.CurbsideCharges', 'Curbside Charges', 'fee')],
  },
  {
    section: 'delivery-wired',
    title: 'Wired',
    writeKey: 'delivery-fees',
    fields: [
      field('wireOrder.OutgoingOrders.WiredServiceFees', 'Wired Service Fees', 'fee'),
      field('wireOrder.OutgoingOrders.WiredDeliveryFees', 'Wired Delivery Fees', 'fee'),
    ],
  },
] as const satisfies readonly DeliveryFieldPanel[];

/**
 * Local deliveries one open time slot takes, for the dashboard's delivery load (capacity = a date's open
 * slots × this). Not in the spec's document: staff set it beside the time slots; until they do, 10.
 */
export const DEFAULT_DELIVERIES_PER_TIME_SLOT = '10';

/** The delivery capacity panel (right column of /delivery, under the time slots; edited with delivery-slots). */
export const DELIVERY_CAPACITY_PANEL = {
  section: 'delivery-capacity',
  title: 'Delivery Capacity',
  writeKey: 'delivery-slots',
  fields: [
    field(
      `${LOCAL}.DeliveriesPerTimeSlot`,
      'Deliveries per time slot',
      'count',
      DEFAULT_DELIVERIES_PER_TIME_SLOT,
    ),
  ],
} as const satisfies DeliveryFieldPanel;

/** A field's name in its panel's form: the last segment of its path (unique within a panel). */
export const deliveryFieldName = (field: Pick<DeliveryField, 'path'>): string =>
  field.path.split('.').at(-1) ?? field.path;

const MESSAGE_MAX = 500;

/** A whole number from 0 to 999 as its digits, leading zeros dropped ('010' → '10'). */
export const countStringSchema = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, `${label} must be a whole number from 0 to 999.`)
    .transform((value) => String(Number(value)));

function deliveryFieldSchema(field: DeliveryField): z.ZodType {
  switch (field.kind) {
    case 'switch':
      return z.boolean();
    case 'time':
      return timeOfDaySchema;
    case 'text':
      return lineTextSchema(field.label, MESSAGE_MAX);
    case 'fee':
      return z.string().trim().min(1, `${field.label} is required.`).pipe(feeStringSchema);
    case 'count':
      return z.string().trim().min(1, `${field.label} is required.`).pipe(countStringSchema(field.label));
  }
}

export type DeliveryPanelValues = Record<string, string | boolean>;

/** The form of a panel: one flat field per path, keyed by its name. */
export const deliveryPanelFormSchema = (
  panel: DeliveryFieldPanel,
): z.ZodType<DeliveryPanelValues, DeliveryPanelValues> =>
  z.strictObject(
    Object.fromEntries(panel.fields.map((field) => [deliveryFieldName(field), deliveryFieldSchema(field)])),
  ) as unknown as z.ZodType<DeliveryPanelValues, DeliveryPanelValues>;

type Tree = { [key: string]: Tree | z.ZodType };

function treeSchema(tree: Tree): z.ZodType {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(tree).map(([key, node]) => [key, node instanceof z.ZodType ? node : treeSchema(node)]),
    ),
  );
}

/**
 * The section's value as the API takes it: with one field the value at its path, with several the
 * document restricted to them, nested as in the document (settings-sections.ts).
 */
export function deliveryPanelSectionSchema(panel: DeliveryFieldPanel): z.ZodType {
  if (panel.fields.length === 1) return deliveryFieldSchema(panel.fields[0]!);
  const tree: Tree = {};
  for (const field of panel.fields) {
    const keys = field.path.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
    node[keys.at(-1)!] = deliveryFieldSchema(field);
  }
  return treeSchema(tree);
}

const valueAtPath = (value: unknown, keys: readonly string[]): unknown =>
  keys.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
    value,
  );

/** A section value as its form's values (missing fields empty, so the form always has every field). */
export function deliveryPanelValues(panel: DeliveryFieldPanel, sectionValue: unknown): DeliveryPanelValues {
  return Object.fromEntries(
    panel.fields.map((field) => {
      const value =
        panel.fields.length === 1 ? sectionValue : valueAtPath(sectionValue, field.path.split('.'));
      const empty = field.kind === 'switch' ? false : (field.fallback ?? '');
      return [deliveryFieldName(field), (value as string | boolean | null | undefined) ?? empty];
    }),
  );
}

/** A panel's form values as the section value the API takes (the inverse of deliveryPanelValues). */
export function deliveryPanelSectionValue(panel: DeliveryFieldPanel, values: DeliveryPanelValues): unknown {
  if (panel.fields.length === 1) return values[deliveryFieldName(panel.fields[0]!)];
  const root: Record<string, unknown> = {};
  for (const field of panel.fields) {
    const keys = field.path.split('.');
    let node = root;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = values[deliveryFieldName(field)];
  }
  return root;
}

/** A field's value as the read-only panel shows it: fees with '$', switches On/Off. */
export function deliveryFieldText(field: Pick<DeliveryField, 'kind'>, value: unknown): string {
  if (field.kind === 'switch') return value ? 'On' : 'Off';
  if (field.kind === 'fee') return formatMoney(value as string);
  return typeof value === 'string' ? value : '';
}

// -----------------------------------------------------------------------------------------------------
// Time slots

/** A slot as the forms and the sections take it (strict: a misspelt key is refused, not dropped). */
export const deliverySlotInputSchema = z.strictObject({
  Name: lineTextSchema('Name', 50).pipe(z.string().min(1, DELIVERY_TEXTS.slotNameRequired)),
  TimeSlot: lineTextSchema('Time Slot', 50).pipe(z.string().min(1, DELIVERY_TEXTS.timeSlotRequired)),
  Surcharge: z.string().trim().min(1, 'Surcharge is required.').pipe(feeStringSchema),
  Message: lineTextSchema('Message', MESSAGE_MAX),
  checkedRun: z.boolean(),
});
export type DeliverySlotInput = z.input<typeof deliverySlotInputSchema>;

const SLOT_KEY = /^[A-Za-z0-9 _-]{1,50}$/;

/**
 * The default time slots section: DeliveryRuns, of which the first entry (named slots) is the defaults;
 * the console edits the slots it has and never adds or removes one (a date's three slots start from them).
 */
export const defaultTimeSlotsSectionSchema = z
  .array(
    z
      .record(
        z.string().regex(SLOT_KEY, 'A slot key is letters, digits, spaces, "-" or "_".'),
        deliverySlotInputSchema,
      )
      .refine((slots) => Object.keys(slots).length <= 10, 'At most 10 slots.'),
  )
  .min(1, 'The default time slots are missing.')
  .max(10);

/** The time slots form: the default slots in their order, each with the key it is stored under. */
export const defaultTimeSlotsFormSchema = z.strictObject({
  slots: z.array(deliverySlotInputSchema.extend({ key: z.string() })),
});
export type DefaultTimeSlotsForm = z.input<typeof defaultTimeSlotsFormSchema>;

/**
 * When a slot starts, in minutes of the day, read from its TimeSlot ('8:00 AM - 12:00 PM' → 480,
 * '5pm - 8pm' → 1020); null when it names no time.
 */
export function slotStartMinutes(timeSlot: string): number | null {
  const match = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?/i.exec(timeSlot);
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return hours * 60 + Number(match[2] ?? 0);
}

/**
 * The default slots in the order of the day. The stored map keeps no order of its own (PostgreSQL's jsonb
 * orders object keys by length), so they are sorted by start time.
 */
export function orderedDefaultSlots(runs: unknown): [string, DeliverySlot][] {
  const first = Array.isArray(runs) ? (runs[0] as Record<string, DeliverySlot> | undefined) : undefined;
  const start = (slot: DeliverySlot) => slotStartMinutes(slot.TimeSlot ?? '') ?? Number.MAX_SAFE_INTEGER;
  // A stable sort: slots starting together keep the map's order.
  return Object.entries(first ?? {}).sort(([, a], [, b]) => start(a) - start(b));
}

export function defaultTimeSlotsFormValues(runs: unknown): DefaultTimeSlotsForm {
  return { slots: orderedDefaultSlots(runs).map(([key, slot]) => ({ key, ...slotInput(slot) })) };
}

/** The DeliveryRuns to save: the first entry rebuilt from the form, the others as they were. */
export function defaultTimeSlotsSectionValue(
  runs: unknown,
  form: z.output<typeof defaultTimeSlotsFormSchema>,
): z.input<typeof defaultTimeSlotsSectionSchema> {
  const rest = Array.isArray(runs) ? runs.slice(1) : [];
  return [Object.fromEntries(form.slots.map(({ key, ...slot }) => [key, slot])), ...rest];
}

const slotInput = (slot: Partial<DeliverySlot>): DeliverySlotInput => ({
  Name: slot.Name ?? '',
  TimeSlot: slot.TimeSlot ?? '',
  Surcharge: slot.Surcharge ?? '',
  Message: slot.Message ?? '',
  checkedRun: slot.checkedRun ?? false,
});

// -----------------------------------------------------------------------------------------------------
// The delivery-dates calendar (DeliveryDatesN)

/** DeliveryDatesN: each date's three slots. */
export const deliveryDatesSectionSchema = z.record(
  isoDateSchema,
  z.array(deliverySlotInputSchema).length(DELIVERY_DATE_SLOT_COUNT, 'A date has exactly three slots.'),
);

/** One date's form: its three slots. */
export const deliveryDateFormSchema = z.strictObject({
  slots: z.array(deliverySlotInputSchema).length(DELIVERY_DATE_SLOT_COUNT),
});
export type DeliveryDateForm = z.input<typeof deliveryDateFormSchema>;

type SlotSettings = Pick<BuyerXp, 'DeliveryRuns' | 'DeliveryDatesN'>;

/** A date's form: its own slots, or the defaults (the first three of the day) for a date without an entry. */
export const deliveryDateFormValues = (settings: SlotSettings, date: string): DeliveryDateForm => ({
  slots: (Object.hasOwn(settings.DeliveryDatesN, date)
    ? slotsForDate(settings, date)
    : orderedDefaultSlots(settings.DeliveryRuns).map(([, slot]) => slot)
  )
    .slice(0, DELIVERY_DATE_SLOT_COUNT)
    .map(slotInput),
});

/**
 * Past dates are read-only (spec 3 §2): a save may not add, change or remove a date before today. The
 * fields named are the dates.
 */
export function pastDeliveryDateChanges(
  before: unknown,
  after: Record<string, unknown>,
  today: string,
): Record<string, string> | null {
  const saved = isRecord(before) ? before : {};
  const problems: Record<string, string> = {};
  for (const date of new Set([...Object.keys(saved), ...Object.keys(after)])) {
    if (isIsoDate(date) && isPastDate(date, today) && !sameValue(saved[date], after[date])) {
      problems[date] = DELIVERY_TEXTS.pastDateReadOnly;
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON values, whatever the order of object keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  );
}

export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

export const calendarMonthOf = (date: string): CalendarMonth => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'YYYY-MM', the calendar's URL value. */
export const monthKey = ({ year, month }: CalendarMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

export function parseMonthKey(value: string | null | undefined): CalendarMonth | null {
  if (!value || !/^\d{4}-\d{2}$/.test(value)) return null;
  const month = calendarMonthOf(`${value}-01`);
  return month.month >= 1 && month.month <= 12 && month.year >= 2000 ? month : null;
}

const daysInMonth = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month's weeks, Sunday first, with null for the days of the neighbouring months. */
export function monthWeeks(month: CalendarMonth): (string | null)[][] {
  const first = isoDate(month.year, month.month, 1);
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) cells.push(isoDate(month.year, month.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export interface DeliveryCalendarCell {
  date: string;
  /** Past dates are read-only. */
  disabled: boolean;
  status: DeliveryDayStatus;
  enabled: number;
  slots: number;
  /** The date has slots of its own (else the defaults apply). */
  custom: boolean;
}

export interface DeliveryCalendarMonth {
  weeks: (DeliveryCalendarCell | null)[][];
  /** How many days of the month have each status, and how many have slots of their own. */
  counts: Record<DeliveryDayStatus, number> & { custom: number };
}

/** The calendar of one month: each day's status and slot count (spec 3 §2), and the month's counts. */
export function deliveryCalendarMonth(
  settings: SlotSettings,
  month: CalendarMonth,
  today: string,
): DeliveryCalendarMonth {
  const counts = { 'all-enabled': 0, partial: 0, 'all-disabled': 0, custom: 0 };
  const weeks = monthWeeks(month).map((week) =>
    week.map((date): DeliveryCalendarCell | null => {
      if (!date) return null;
      const slots = slotsForDate(settings, date);
      const cell = {
        date,
        disabled: isPastDate(date, today),
        status: deliveryDayStatus(slots),
        enabled: slots.filter((slot) => slot.checkedRun).length,
        slots: slots.length,
        custom: Object.hasOwn(settings.DeliveryDatesN, date),
      };
      counts[cell.status]++;
      if (cell.custom) counts.custom++;
      return cell;
    }),
  );
  return { weeks, counts };
}
