import {
  DASHBOARD_ACTIVITY_SIZE,
  DASHBOARD_DAYS,
  DELIVERY_LOAD_METHODS,
  DEFAULT_DELIVERIES_PER_TIME_SLOT,
  deliveryCapacity,
  deliveryCapacitySection,
  deliveryDatesSection,
  deliveryTimeSlotsSection,
  holidayDeliveryFeesSection,
  isoDateRange,
  shiftIsoDate,
  storeDateOf,
  type ActivityCard,
  type BuyerXp,
  type DeliveryCard,
  type HolidayFee,
  type OrdersCard,
  type OrdersCardScope,
  INTEGRATION_FAILED_HOURS,
  INTEGRATION_SYSTEMS,
  RESEND_KEYS,
  CATALOGUE_CHECK_FLAGS,
  CATALOGUE_CHECK_KEYS,
  CATALOGUE_CHECKS,
  type CatalogueCard,
  type ProductCatalogueCheck,
  type IntegrationsCard,
  type IntegrationSystem,
  type ResendJob,
} from '@commerce/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { recordAudit } from '../../http/audit.ts';
import { CONNECTOR_KINDS } from '../../integrations/connectors/systems.ts';
import {
  resendFailedSends,
  resendJobProgress,
  sendHealth,
  type ResendJobProgress,
} from '../../integrations/health.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { holdsAny, type Principal } from '../../http/principal.ts';
import { recentChanges } from '../audit/public.ts';
import { shipmentsToDeliverPerDay, submittedPerDay, tookOrdersSince } from '../orders/public.ts';
import { activeEmptyCategoryCount } from '../categories/public.ts';
import { activeEventsWithoutSlotsSoon, activeSkusFlagged } from '../products/public.ts';
import { readSettingsSections } from '../settings/public.ts';

/*
 * The dashboard's cards, one function each, every figure read through its owner's public functions. Days
 * are the store's (America/Chicago): 'today' is the store's today.
 */

/**
 * Orders today and this week. A user who takes orders (order-builder) may see their own or all; they see
 * their own first when they took any in the window.
 */
export async function ordersCard(
  db: DbOrTx,
  principal: Principal,
  asked: OrdersCardScope | undefined,
): Promise<OrdersCard> {
  const today = storeDateOf();
  const first = shiftIsoDate(today, -(DASHBOARD_DAYS - 1));
  const canChoose = holdsAny(principal, 'order-builder');
  const scope: OrdersCardScope = !canChoose
    ? 'all'
    : (asked ?? ((await tookOrdersSince(db, principal.user.id, first)) ? 'mine' : 'all'));
  const takerId = scope === 'mine' ? principal.user.id : null;
  const figures = await submittedPerDay(db, principal, { first, last: today, takerId });
  const days = isoDateRange(first, DASHBOARD_DAYS).map((date) => {
    const day = figures.find((row) => row.date === date);
    return {
      Date: date,
      Shipments: day?.shipments ?? 0,
      Total: Math.round((day?.total ?? 0) * 100) / 100,
    };
  });
  return {
    Scope: scope,
    CanChooseScope: canChoose,
    TakerID: takerId,
    Days: days,
    SameDayLastWeek: days.find((day) => day.Date === shiftIsoDate(today, -7))!,
  };
}

/** The delivery settings the capacity comes from, or null before the document exists ('No Buyer XP Available.'). */
async function capacitySettings(db: DbOrTx) {
  try {
    const [runs, dated, fees, capacity] = await readSettingsSections(db, 'buyerxp', [
      deliveryTimeSlotsSection,
      deliveryDatesSection,
      holidayDeliveryFeesSection,
      deliveryCapacitySection,
    ]);
    return {
      DeliveryRuns: (runs!.Value ?? [{}]) as BuyerXp['DeliveryRuns'],
      DeliveryDatesN: (dated!.Value ?? {}) as BuyerXp['DeliveryDatesN'],
      deliveriesPerSlot: Number(capacity!.Value ?? DEFAULT_DELIVERIES_PER_TIME_SLOT),
      holidayFees: (fees!.Value ?? []) as HolidayFee[],
    };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Delivery load: the next 14 days' shipments by method against each day's local delivery capacity (its
 * open time slots × the deliveries per time slot, from the delivery settings).
 */
export async function deliveryCard(db: DbOrTx, principal: Principal): Promise<DeliveryCard> {
  const today = storeDateOf();
  const dates = isoDateRange(today, DASHBOARD_DAYS);
  // Two independent reads, asked side by side.
  const [rows, settings] = await Promise.all([
    shipmentsToDeliverPerDay(db, principal, { first: dates[0]!, last: dates.at(-1)! }),
    capacitySettings(db),
  ]);
  const methods = DELIVERY_LOAD_METHODS.filter((method) => rows.some((row) => row.method === method));
  const others = [...new Set(rows.map((row) => row.method))].filter((method) => !methods.includes(method));
  return {
    Methods: [...methods, ...others.sort()],
    CanOpenOrders: holdsAny(principal, 'order-reader'),
    Days: dates.map((date) => {
      const ofDay = rows.filter((row) => row.date === date);
      const { openSlots, capacity, holidayFee } = settings
        ? deliveryCapacity(settings, settings.holidayFees, date)
        : { openSlots: 0, capacity: null, holidayFee: null };
      const local = ofDay.find((row) => row.method === 'LocalDelivery')?.count ?? 0;
      return {
        Date: date,
        ByMethod: Object.fromEntries(ofDay.map((row) => [row.method, row.count])),
        Total: ofDay.reduce((sum, row) => sum + row.count, 0),
        Capacity: capacity,
        OpenSlots: openSlots,
        HolidayFee: holidayFee,
        Over: capacity !== null && local > capacity,
      };
    }),
  };
}

/** Recent activity: the last changes the user may read the History of. */
export const activityCard = async (db: DbOrTx, principal: Principal): Promise<ActivityCard> => ({
  Items: await recentChanges(db, principal, DASHBOARD_ACTIVITY_SIZE),
});

/** Integration health: each system's pending sends, its failures of the last 24 hours by hour. */
export async function integrationsCard(db: DbOrTx, principal: Principal): Promise<IntegrationsCard> {
  const since = new Date(Date.now() - INTEGRATION_FAILED_HOURS * 3_600_000);
  const kinds = INTEGRATION_SYSTEMS.map((system) => CONNECTOR_KINDS[system]);
  const healths = await sendHealth(db, kinds, since, INTEGRATION_FAILED_HOURS);
  const systems = [];
  for (const system of INTEGRATION_SYSTEMS) {
    const health = healths.get(CONNECTOR_KINDS[system])!;
    systems.push({
      System: system,
      Pending: health.pending,
      OldestPendingAt: health.oldestPendingAt?.toISOString() ?? null,
      Failed: health.failedSince,
      FailuresPerHour: health.failuresPerHour,
      CanResend: holdsAny(principal, ...RESEND_KEYS[system]),
    });
  }
  return { Since: since.toISOString(), Systems: systems };
}

const toResendJob = (progress: ResendJobProgress): ResendJob => ({
  ID: progress.id,
  System: INTEGRATION_SYSTEMS.find((system) => CONNECTOR_KINDS[system] === progress.kind)!,
  Total: progress.total,
  Sent: progress.sent,
  Failed: progress.failed,
  Pending: progress.pending,
  Skipped: progress.skipped,
  CreatedAt: progress.createdAt.toISOString(),
});

/**
 * 'Resend failed': the system's sends given up on in the last 24 hours back in line as one job, each once
 * (resendFailedSends), recorded with its audit event in the same transaction. Call notifyOutbox() after.
 */
export async function resendFailed(
  tx: Tx,
  principal: Principal,
  system: IntegrationSystem,
): Promise<ResendJob> {
  if (!holdsAny(principal, ...RESEND_KEYS[system])) throw forbidden();
  const since = new Date(Date.now() - INTEGRATION_FAILED_HOURS * 3_600_000);
  const job = await resendFailedSends(tx, {
    kind: CONNECTOR_KINDS[system],
    since,
    actorId: principal.user.id,
  });
  await recordAudit(tx, {
    actorId: principal.user.id,
    entity: 'resend-job',
    action: 'create',
    entityId: String(job.jobId),
    before: {},
    after: { System: system, Resent: job.queued, Skipped: job.skipped },
  });
  return toResendJob((await resendJobProgress(tx, job.jobId))!);
}

/** A resend job and how its sends are doing now. */
export async function resendJob(db: DbOrTx, id: number): Promise<ResendJob> {
  const progress = await resendJobProgress(db, id);
  if (!progress) throw notFound('The resend job');
  return toResendJob(progress);
}

/**
 * Catalogue quality: what each check the user's keys open finds, counted exactly as the list its link opens
 * counts (the product flags in one statement).
 */
export async function catalogueCard(db: DbOrTx, principal: Principal): Promise<CatalogueCard> {
  const checks = CATALOGUE_CHECKS.filter((check) => holdsAny(principal, CATALOGUE_CHECK_KEYS[check]));
  const productChecks = checks.filter(
    (check): check is ProductCatalogueCheck => check in CATALOGUE_CHECK_FLAGS,
  );
  const flagged = await activeSkusFlagged(
    db,
    productChecks.map((check) => CATALOGUE_CHECK_FLAGS[check]),
  );
  const counted = [];
  for (const check of checks) {
    const count =
      check === 'emptyCategories'
        ? await activeEmptyCategoryCount(db)
        : check === 'eventsWithoutSlots'
          ? await activeEventsWithoutSlotsSoon(db)
          : flagged.get(CATALOGUE_CHECK_FLAGS[check])!;
    counted.push({ Check: check, Count: count });
  }
  return { Checks: counted };
}
