import { z } from 'zod';
import { slotsForDate, type BuyerXp } from './buyer-xp.ts';
import { isoDateSchema } from './calendar.ts';
import type { HolidayFee } from './holiday-fees.ts';
import { defineListSpec, escapeFilterValue, selectFilter, type ListFilter } from './list-spec.ts';
import { EVENT_SLOTS_WINDOW_DAYS } from './events.ts';
import { ALL_FEATURE_KEYS, type FeatureKey } from './permissions.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';

/*
 * The dashboard (issue 58): a grid of cards, each shown only to the holders of the keys that open it, each
 * answered by one endpoint. Every number on a card links to the list that shows its rows with the same
 * filters (the list's own URL), so the card and the list can never disagree.
 */

// ---------------------------------------------------------------------------------------------------------
// Texts

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  welcome: (firstName: string) => `Welcome, ${firstName}.`,
  nothingYet:
    'Your role gives you none of the dashboard’s figures yet. Your profile has your details and the orders you took.',
  openProfile: 'Go to My Profile',
  startPage: 'Start page',
  startPageHelp: 'The page that opens when you sign in.',
  startPageSaved: 'Your start page has been saved.',
  loadFailed: 'This card could not be loaded.',
  retry: 'Try again',
  chartTable: (title: string) => `${title}: the chart’s figures`,
  // Orders
  ordersToday: 'Shipments ordered today',
  ordersLastWeek: (weekday: string) => `Last ${weekday}`,
  ordersScopeMine: 'Taken by me',
  ordersScopeAll: 'All orders',
  ordersScopeLabel: 'Whose orders',
  ordersChart: 'Shipments ordered per day, last 14 days',
  shipments: 'Shipments',
  ordersTotal: 'Orders total',
  // Delivery
  deliveryChart: 'Shipments per delivery date, next 14 days',
  capacity: 'Local delivery capacity',
  overCapacity: 'Over capacity',
  blocked: 'No delivery',
  holidayFee: 'Holiday fee',
  // Integrations
  system: 'System',
  pending: 'Pending',
  failedLastDay: 'Failed (24 h)',
  oldestPending: 'Oldest pending',
  failuresTrend: 'Failures per hour, last 24 h',
  resendFailed: 'Resend failed',
  resendConfirm: (count: number, system: string) =>
    `Send the ${count} failed send${count === 1 ? '' : 's'} to ${system} again? Each goes once: a send already retrying or since delivered is left alone.`,
  resendNothing: 'No failed send to resend.',
  resendProgress: (done: number, total: number) => `Resent ${done} of ${total}`,
  resendDone: (sent: number, failed: number) =>
    failed === 0 ? `All ${sent} resent.` : `${sent} resent, ${failed} failed again.`,
  // Catalogue
  catalogueChecks: 'What needs fixing in the catalogue',
  noImage: 'Active SKUs without an image',
  noPrice: 'Active SKUs with no price',
  noStock: 'Active SKUs with no inventory',
  emptyCategories: 'Active categories with no products',
  eventsWithoutSlots: `Events in the next ${EVENT_SLOTS_WINDOW_DAYS} days with no slots`,
  // Activity
  noActivity: 'No recent changes you can see.',
  by: (name: string) => `by ${name}`,
  system_actor: 'the system',
} as const;

// ---------------------------------------------------------------------------------------------------------
// The cards

export const DASHBOARD_CARD_IDS = ['orders', 'delivery', 'integrations', 'catalogue', 'activity'] as const;
export type DashboardCardId = (typeof DASHBOARD_CARD_IDS)[number];

export interface DashboardCard {
  id: DashboardCardId;
  title: string;
  /** The keys that open the card (any one). */
  anyOf: readonly FeatureKey[];
}

/**
 * The catalogue card's lines, each a filter of a list and shown to the holders of that list's reader key:
 * three flags of the product list (`/products?status=active&flags=F`), the categories list's 'No products'
 * and the events list's 'No slots in the next 30 days'.
 */
export const CATALOGUE_CHECKS = [
  'noImage',
  'noPrice',
  'noStock',
  'emptyCategories',
  'eventsWithoutSlots',
] as const;
export type CatalogueCheck = (typeof CATALOGUE_CHECKS)[number];
export type ProductCatalogueCheck = Extract<CatalogueCheck, 'noImage' | 'noPrice' | 'noStock'>;
export const CATALOGUE_CHECK_FLAGS: Record<ProductCatalogueCheck, 'noimage' | 'noprice' | 'nostock'> = {
  noImage: 'noimage',
  noPrice: 'noprice',
  noStock: 'nostock',
};
export const CATALOGUE_CHECK_KEYS: Record<CatalogueCheck, FeatureKey> = {
  noImage: 'product-reader',
  noPrice: 'product-reader',
  noStock: 'product-reader',
  emptyCategories: 'categories-reader',
  eventsWithoutSlots: 'events-reader',
};

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { id: 'orders', title: 'Orders today and this week', anyOf: ['order-reader'] },
  { id: 'delivery', title: 'Delivery load', anyOf: ['delivery-reader', 'order-reader'] },
  { id: 'integrations', title: 'Integration health', anyOf: ['order-reader'] },
  {
    id: 'catalogue',
    title: 'Catalogue quality',
    anyOf: [...new Set(Object.values(CATALOGUE_CHECK_KEYS))],
  },
  // Any key: each change listed is one the user may read the History of.
  { id: 'activity', title: 'Recent activity', anyOf: ALL_FEATURE_KEYS },
];

export const dashboardCard = (id: DashboardCardId): DashboardCard =>
  DASHBOARD_CARDS.find((card) => card.id === id)!;

/** The cards this user's keys open, in the grid's order. */
export const dashboardCardsFor = (permissions: readonly string[]): DashboardCard[] =>
  DASHBOARD_CARDS.filter((card) => card.anyOf.some((key) => permissions.includes(key)));

// ---------------------------------------------------------------------------------------------------------
// Days

/** A calendar date `days` later (or earlier, when negative). */
export function shiftIsoDate(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** The `count` dates from `first` on. */
export const isoDateRange = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => shiftIsoDate(first, index));

export const DASHBOARD_DAYS = 14;

// ---------------------------------------------------------------------------------------------------------
// Links: each number opens its list with the same filters (the lists' URL names)

const withQuery = (path: string, params: Record<string, string | null | undefined>): string => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/** The order search's shipments submitted on a store day (by one taker, when given). */
export const ordersSubmittedLink = (date: string, takerId?: string | null): string =>
  withQuery('/orders', { from: date, to: date, taker: takerId });

/** The order search's shipments to deliver on a date (of one delivery method, when given). */
export const ordersDeliveredLink = (date: string, method?: string): string =>
  withQuery('/orders', { deliveryFrom: date, deliveryTo: date, method });

// ---------------------------------------------------------------------------------------------------------
// Answers

const moneySchema = z.number();

export const ordersCardScopeSchema = z.enum(['mine', 'all']);
export type OrdersCardScope = z.infer<typeof ordersCardScopeSchema>;
export const ordersCardQuerySchema = z.strictObject({ scope: ordersCardScopeSchema.optional() });

export const orderDaySchema = z.object({
  Date: isoDateSchema,
  Shipments: z.number().int(),
  Total: moneySchema,
});
export type OrderDay = z.infer<typeof orderDaySchema>;

/**
 * Orders today and this week: the shipments ordered per store day (the order search's rows) and the total of
 * the orders submitted that day, the last 14 days oldest first (today last), and today's weekday last week.
 * `TakerID` is set when the figures are the orders the user took.
 */
export const ordersCardSchema = z.object({
  Scope: ordersCardScopeSchema,
  /** Whether the user may choose between their own orders and all (they take orders: order-builder). */
  CanChooseScope: z.boolean(),
  TakerID: z.string().nullable(),
  Days: z.array(orderDaySchema),
  SameDayLastWeek: orderDaySchema,
});
export type OrdersCard = z.infer<typeof ordersCardSchema>;

export const deliveryDaySchema = z.object({
  Date: isoDateSchema,
  /** Shipments to deliver that day by delivery method (only methods with any). */
  ByMethod: z.record(z.string(), z.number().int()),
  Total: z.number().int(),
  /** Local deliveries the day's open time slots can take (0 when closed; null without delivery settings). */
  Capacity: z.number().int().nullable(),
  OpenSlots: z.number().int(),
  HolidayFee: z.string().nullable(),
  /** More local deliveries than the capacity. */
  Over: z.boolean(),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

export const deliveryCardSchema = z.object({
  Days: z.array(deliveryDaySchema),
  /** Every method that has a shipment in the window, in the chart's stacking order. */
  Methods: z.array(z.string()),
  /** Whether the numbers may link to the order search (order-reader). */
  CanOpenOrders: z.boolean(),
});
export type DeliveryCard = z.infer<typeof deliveryCardSchema>;

/**
 * A date's local delivery capacity from the delivery settings: its open time slots (the date's own, else
 * the default ones; a blocked date has none open) times the deliveries per time slot (Delivery Capacity),
 * and the active holiday fee of that date, if any.
 */
export function deliveryCapacity(
  settings: Pick<BuyerXp, 'DeliveryRuns' | 'DeliveryDatesN'> & { deliveriesPerSlot: number },
  holidayFees: readonly HolidayFee[],
  date: string,
): { openSlots: number; capacity: number; holidayFee: string | null } {
  const openSlots = slotsForDate(settings, date).filter((slot) => slot.checkedRun).length;
  const fee = holidayFees.find((one) => one.active && one.deliveryFeeDate === date);
  return {
    openSlots,
    capacity: openSlots * settings.deliveriesPerSlot,
    holidayFee: fee?.deliveryFee ?? null,
  };
}

/** The delivery methods in the chart's stacking order: local delivery (what the capacity is of) first. */
export const DELIVERY_LOAD_METHODS = ['LocalDelivery', 'Courier', 'InStorePickUp', 'UPS', 'USPS', 'Wired'];

export const activityItemSchema = z.object({
  ID: z.number(),
  At: z.string(),
  ActorName: z.string().nullable(),
  Entity: z.string(),
  EntityLabel: z.string(),
  EntityID: z.string(),
  ActionLabel: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityCardSchema = z.object({ Items: z.array(activityItemSchema) });
export type ActivityCard = z.infer<typeof activityCardSchema>;
export const DASHBOARD_ACTIVITY_SIZE = 20;

// ---------------------------------------------------------------------------------------------------------
// Integration health and the sends list

/** The systems outside whose sends the dashboard watches (each one connector, spec 3 §7). */
export const INTEGRATION_SYSTEMS = ['erp', 'pos', 'cecs', 'email'] as const;
export type IntegrationSystem = (typeof INTEGRATION_SYSTEMS)[number];
export const INTEGRATION_SYSTEM_LABELS: Record<IntegrationSystem, string> = {
  erp: 'ERP (NetSuite)',
  pos: 'POS (Eagle)',
  cecs: 'Customer service (CECS)',
  email: 'E-mail',
};

/** Who may resend a system's failed sends: the holders of the keys of the order actions that make them. */
export const RESEND_KEYS: Record<IntegrationSystem, readonly FeatureKey[]> = {
  erp: ['order-orphan-sender'],
  pos: ['order-orphan-sender', 'order-resend-files'],
  cecs: ['order-orphan-sender'],
  email: ['order-email-sender'],
};

/** The window of 'failed' on the card and of 'Resend failed'. */
export const INTEGRATION_FAILED_HOURS = 24;

export const systemHealthSchema = z.object({
  System: z.enum(INTEGRATION_SYSTEMS),
  Pending: z.number().int(),
  OldestPendingAt: z.string().nullable(),
  /** Given up on since `Since`. */
  Failed: z.number().int(),
  FailuresPerHour: z.array(z.number().int()),
  CanResend: z.boolean(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
export const integrationsCardSchema = z.object({
  /** The start of the failures' window (an instant): the failed figures' link carries it. */
  Since: z.string(),
  Systems: z.array(systemHealthSchema),
});
export type IntegrationsCard = z.infer<typeof integrationsCardSchema>;

export const resendJobSchema = z.object({
  ID: z.number().int(),
  System: z.enum(INTEGRATION_SYSTEMS),
  /** The failed sends put back in line, each once. */
  Total: z.number().int(),
  Sent: z.number().int(),
  Failed: z.number().int(),
  Pending: z.number().int(),
  /** Failed sends left alone: the same send already retrying, or made again since. */
  Skipped: z.number().int(),
  CreatedAt: z.string(),
});
export type ResendJob = z.infer<typeof resendJobSchema>;
export const resendJobDone = (job: Pick<ResendJob, 'Pending'>): boolean => job.Pending === 0;

/** A send as the sends list shows it. */
export const sendListItemSchema = z.object({
  ID: z.number().int(),
  System: z.string(),
  Entity: z.string(),
  EntityID: z.string(),
  Status: z.string(),
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  FailedAt: z.string().nullable(),
});
export type SendListItem = z.infer<typeof sendListItemSchema>;

const isInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) && !Number.isNaN(Date.parse(value));

/** Failed at or after an instant (the card's window, carried by its link). */
const failedSinceFilter: ListFilter = {
  label: 'Failed Since',
  params: ['FailedSince'],
  control: { kind: 'text', placeholder: 'YYYY-MM-DDThh:mm:ssZ' },
  toApi: (value) => (isInstant(value) ? { FailedSince: value } : undefined),
};

/** /sends: the sends to the systems outside that the order screens make (integration health's numbers). */
export const sendListSpec = defineListSpec<SendListItem>()({
  id: 'sends',
  label: 'Sends',
  api: '/sends',
  readKeys: ['order-reader'],
  columns: [
    { field: 'ID', header: 'Send', sortable: true, format: 'number' },
    {
      field: 'System',
      header: 'System',
      value: (row) => INTEGRATION_SYSTEM_LABELS[row.System as IntegrationSystem] ?? row.System,
    },
    { field: 'Entity', header: 'About' },
    { field: 'EntityID', header: 'Record' },
    { field: 'Status', header: 'Status' },
    { field: 'Attempts', header: 'Attempts', format: 'number' },
    { field: 'LastError', header: 'Last Error', wrap: 'wrap' },
    { field: 'CreatedAt', header: 'Queued', sortable: true, format: 'datetime' },
    { field: 'FailedAt', header: 'Failed', sortable: true, format: 'datetime' },
  ],
  defaultSort: '!ID',
  emptyText: 'No sends found',
  filters: {
    system: selectFilter({
      label: 'System',
      param: 'System',
      options: INTEGRATION_SYSTEMS.map((system) => ({
        value: system,
        label: INTEGRATION_SYSTEM_LABELS[system],
        api: system,
      })),
    }),
    status: selectFilter({
      label: 'Status',
      param: 'Status',
      options: ['pending', 'sent', 'failed'].map((status) => ({
        value: status,
        label: status[0]!.toUpperCase() + status.slice(1),
        api: escapeFilterValue(status),
      })),
    }),
    since: failedSinceFilter,
  },
});

/** The sends list of a system's pending sends, or of those it gave up on since an instant. */
export const sendsLink = (system: IntegrationSystem, status: 'pending' | 'failed', since?: string): string =>
  withQuery('/sends', { system, status, since: status === 'failed' ? since : undefined });

/** The list of what a catalogue check finds, with the filters it is counted by. */
export function catalogueCheckLink(check: CatalogueCheck): string {
  switch (check) {
    case 'emptyCategories':
      return withQuery('/categories', { status: 'active', products: 'none' });
    case 'eventsWithoutSlots':
      return withQuery('/events', { status: 'active', slots: 'none-soon' });
    default:
      return withQuery('/products', { status: 'active', flags: CATALOGUE_CHECK_FLAGS[check] });
  }
}

export const catalogueCardSchema = z.object({
  Checks: z.array(z.object({ Check: z.enum(CATALOGUE_CHECKS), Count: z.number().int() })),
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

/** The connectors' sends: the routes the server serves and the web's resource calls. */
export const sendApi = defineRecordApi({
  path: '/sends',
  item: sendListItemSchema,
});

/** The cards' routes (GET /api/dashboard/{card}), each behind the keys that open its card. */
export const dashboardOrdersRoute = defineRoute({
  method: 'GET',
  path: '/dashboard/orders',
  query: ordersCardQuerySchema,
  response: ordersCardSchema,
});
export const dashboardDeliveryRoute = readRoute('/dashboard/delivery', deliveryCardSchema);
export const dashboardIntegrationsRoute = readRoute('/dashboard/integrations', integrationsCardSchema);
export const resendFailedRoute = defineRoute({
  method: 'POST',
  path: '/dashboard/integrations/:system/resend-failed',
  params: z.object({ system: z.enum(INTEGRATION_SYSTEMS) }),
  status: 202,
  response: resendJobSchema,
});
export const resendJobRoute = defineRoute({
  method: 'GET',
  path: '/dashboard/resend-jobs/:id',
  params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: resendJobSchema,
});
export const dashboardCatalogueRoute = readRoute('/dashboard/catalogue', catalogueCardSchema);
export const dashboardActivityRoute = readRoute('/dashboard/activity', activityCardSchema);
