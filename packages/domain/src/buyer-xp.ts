import { z } from 'zod';
import { isoDateSchema, isPastDate, timeOfDaySchema } from './calendar.ts';
import { giftCardSettingsFormSchema } from './gift-cards.ts';
import { holidayFeeSchema } from './holiday-fees.ts';
import { featuredEventsSchema, picksSchema, seoMetaSchema } from './home-page.ts';
import { feeStringSchema } from './money.ts';

/*
 * The single shared buyer-experience settings document (spec 3 §3). Every edit of a section writes the
 * whole document back, so the containers are loose objects: keys this console does not know survive the
 * round trip instead of being silently dropped.
 */

/** A delivery time slot, as a default (DeliveryRuns[0]) or for one date (DeliveryDatesN). */
export const deliverySlotSchema = z.object({
  Name: z.string(),
  TimeSlot: z.string(),
  Surcharge: feeStringSchema,
  Message: z.string(),
  /** Whether the slot is offered. */
  checkedRun: z.boolean(),
});
export type DeliverySlot = z.output<typeof deliverySlotSchema>;

export const localDeliverySchema = z.looseObject({
  SameDayDelivery: z.boolean(),
  SameDayDeliveryCountDownTimer: timeOfDaySchema,
  NextDayAMDeliveryCutoff: timeOfDaySchema,
  DeliveryMessage: z.string(),
  NextDayMessage: z.string(),
  StandardDeliveryFees: feeStringSchema,
  SameDayDeliveryFees: feeStringSchema,
  SpecialDeliverySameDayFees: feeStringSchema,
  ChurchFees: feeStringSchema,
  FuneralFees: feeStringSchema,
  CemeteryFees: feeStringSchema,
  HospitalFees: feeStringSchema,
  SameDayHospitalFees: feeStringSchema,
  /** Not the spec's: the dashboard's capacity per open time slot (DELIVERY_CAPACITY_PANEL), digits. */
  DeliveriesPerTimeSlot: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
});

export const shippersSchema = z.looseObject({
  LocalDelivery: localDeliverySchema,
  UPS: z.looseObject({ StandardUPSCharges: feeStringSchema }),
  Courier: z.looseObject({ OMS: feeStringSchema }),
  InStorePickUp: z.looseObject({ CurbsideCharges: feeStringSchema }),
});

export const wireOrderSchema = z.looseObject({
  OutgoingOrders: z.looseObject({ WiredServiceFees: feeStringSchema, WiredDeliveryFees: feeStringSchema }),
});

/** The slots of one delivery date: the source speaks of exactly three. */
export const DELIVERY_DATE_SLOT_COUNT = 3;

const productCodesSchema = z.array(z.string());

export const buyerXpSchema = z.looseObject({
  Shippers: shippersSchema,
  wireOrder: wireOrderSchema,
  /** Only the first entry is used: the default slots, keyed by slot name. */
  DeliveryRuns: z.array(z.record(z.string(), deliverySlotSchema)).min(1),
  /** Per-date slots, keyed YYYY-MM-DD; a date without an entry uses the default slots. */
  DeliveryDatesN: z.record(isoDateSchema, z.array(deliverySlotSchema).length(DELIVERY_DATE_SLOT_COUNT)),
  /** Per-date fee overrides; the spec gives only the name. */
  DateSpecificDeliveryFees: z.looseObject({}).optional(),
  /** Missing until first use; the holiday fee screen then saves the two defaults. */
  HolidayDeliveryFees: z.array(holidayFeeSchema).optional(),
  /** Keyed by page name (see SEO_PAGES). */
  SEOPages: z.record(z.string(), z.looseObject({ seo: seoMetaSchema })),
  /** The services a store may offer (store pages pick from this list). */
  StoreServices: z.array(z.string()),
  BachmansPicks: picksSchema,
  RenderBachmansPicks: productCodesSchema,
  FeaturedEvents: featuredEventsSchema,
  RenderFeaturedEvents: productCodesSchema,
  /** ThresholdSetting and PurchaseSetting, with the gift card area's rules. */
  GiftCardSettings: giftCardSettingsFormSchema,
});
export type BuyerXp = z.output<typeof buyerXpSchema>;
export type BuyerXpInput = z.input<typeof buyerXpSchema>;

export const BUYER_XP_TEXTS = {
  notAvailable: 'No Buyer XP Available.',
  notFound: 'BuyerXP Not Found',
} as const;

export type DeliveryDayStatus = 'all-enabled' | 'all-disabled' | 'partial';

/** A calendar day's status from its slots; a day with no slots offers no delivery. */
export function deliveryDayStatus(slots: readonly Pick<DeliverySlot, 'checkedRun'>[]): DeliveryDayStatus {
  const enabled = slots.filter((slot) => slot.checkedRun).length;
  if (enabled === 0) return 'all-disabled';
  return enabled === slots.length ? 'all-enabled' : 'partial';
}

/** The slots that apply on a date: its own entry, else the default slots. */
export function slotsForDate(
  settings: Pick<BuyerXp, 'DeliveryRuns' | 'DeliveryDatesN'>,
  date: string,
): DeliverySlot[] {
  return settings.DeliveryDatesN[date] ?? Object.values(settings.DeliveryRuns[0] ?? {});
}

export interface DeliveryCalendarDay {
  date: string;
  /** Past dates cannot be edited. */
  disabled: boolean;
  status: DeliveryDayStatus;
}

export function deliveryCalendarDay(
  settings: Pick<BuyerXp, 'DeliveryRuns' | 'DeliveryDatesN'>,
  date: string,
  today: string,
): DeliveryCalendarDay {
  return {
    date,
    disabled: isPastDate(date, today),
    status: deliveryDayStatus(slotsForDate(settings, date)),
  };
}
