import {
  buyerXpSchema,
  defaultHolidayFees,
  DELIVERY_DATE_SLOT_COUNT,
  isoDate,
  mothersDay,
  SEO_PAGES,
  STORE_SERVICES,
  type BuyerXpInput,
  type DeliverySlot,
} from '@commerce/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settingsDocuments } from '../../db/schema/index.ts';
import { addDays, isoDay } from '../random.ts';
import type { DemoContext } from './context.ts';
import type { DemoEvent } from './events.ts';
import type { DemoProduct } from './products.ts';

export const BUYER_XP_ID = 'buyerxp';

const SLOTS: readonly DeliverySlot[] = [
  {
    Name: 'Morning',
    TimeSlot: '8:00 AM - 12:00 PM',
    Surcharge: '0.00',
    Message: 'Delivered before noon.',
    checkedRun: true,
  },
  { Name: 'Afternoon', TimeSlot: '12:00 PM - 5:00 PM', Surcharge: '0.00', Message: '', checkedRun: true },
  {
    Name: 'Evening',
    TimeSlot: '5:00 PM - 8:00 PM',
    Surcharge: '5.00',
    Message: 'Evening delivery, where routes allow.',
    checkedRun: true,
  },
];

const SEO_TEXT: Record<(typeof SEO_PAGES)[number], { MetaTitle: string; MetaDescription: string }> = {
  'Event Calendar': {
    MetaTitle: "Workshops & Events | Bachman's",
    MetaDescription: 'Classes, workshops and free events at Bachman’s garden centres across the Twin Cities.',
  },
  'Store Locator': {
    MetaTitle: "Find a Store | Bachman's",
    MetaDescription: 'Hours, directions and services of every Bachman’s store and kiosk.',
  },
  Care: {
    MetaTitle: "Plant & Flower Care | Bachman's",
    MetaDescription: 'How to keep your flowers fresh and your plants thriving, from our experts.',
  },
  'Advice and Info': {
    MetaTitle: "Garden Advice | Bachman's",
    MetaDescription: 'Seasonal garden advice for Minnesota gardeners from Bachman’s.',
  },
};

/**
 * The single BuyerXP settings document: delivery rules and fees, the default time slots, slots for a few
 * dates, holiday fees, SEO pages, store services, the home page lists and gift card settings. It is
 * checked with buyerXpSchema before it is stored.
 */
export async function seedBuyerXp(
  db: DbOrTx,
  context: DemoContext,
  data: { products: readonly DemoProduct[]; events: readonly DemoEvent[] },
): Promise<void> {
  const anchor = context.anchor;
  const year = anchor.getUTCFullYear();
  const today = isoDay(anchor);
  const slots = (checked: readonly boolean[], surcharge?: string): DeliverySlot[] =>
    SLOTS.slice(0, DELIVERY_DATE_SLOT_COUNT).map((slot, index) => ({
      ...slot,
      checkedRun: checked[index] ?? true,
      Surcharge: surcharge ?? slot.Surcharge,
    }));
  const deliveryDates: Record<string, DeliverySlot[]> = {
    [isoDay(addDays(anchor, 2))]: slots([true, true, false]),
    [isoDay(addDays(anchor, 9))]: slots([false, true, true]),
    [isoDay(addDays(anchor, -5))]: slots([true, false, false]),
    [isoDate(year, 2, 14)]: slots([true, true, true], '10.00'),
    [mothersDay(year)]: slots([true, true, true], '7.50'),
    [isoDate(year, 12, 25)]: slots([false, false, false]),
    [isoDate(year, 1, 1)]: slots([false, false, false]),
  };
  const picks = data.products
    .filter((product) => product.visible && product.active && product.giftCard === null)
    .slice(0, 40);
  const pickCodes = [0, 5, 11, 17, 23, 31].map((index) => picks[index % picks.length]!.code);
  const featuredEvents = data.events
    .filter((event) => event.visible)
    .slice(0, 6)
    .map((event) => event.code);
  const document: BuyerXpInput = {
    Shippers: {
      LocalDelivery: {
        SameDayDelivery: true,
        SameDayDeliveryCountDownTimer: '13:00',
        NextDayAMDeliveryCutoff: '17:00',
        DeliveryMessage: 'Order by 1 PM for same-day delivery in the Twin Cities.',
        NextDayMessage: 'Order by 5 PM for next-morning delivery.',
        StandardDeliveryFees: '12.99',
        SameDayDeliveryFees: '17.99',
        SpecialDeliverySameDayFees: '24.99',
        ChurchFees: '9.99',
        FuneralFees: '9.99',
        CemeteryFees: '14.99',
        HospitalFees: '9.99',
        SameDayHospitalFees: '14.99',
      },
      UPS: { StandardUPSCharges: '14.99' },
      Courier: { OMS: '24.99' },
      InStorePickUp: { CurbsideCharges: '0.00' },
    },
    wireOrder: { OutgoingOrders: { WiredServiceFees: '4.99', WiredDeliveryFees: '19.99' } },
    DeliveryRuns: [Object.fromEntries(SLOTS.map((slot) => [slot.Name, slot]))],
    DeliveryDatesN: deliveryDates,
    DateSpecificDeliveryFees: {},
    HolidayDeliveryFees: [
      ...defaultHolidayFees(today),
      {
        deliveryFeeName: 'Christmas Eve',
        deliveryFeeDate: isoDate(year, 12, 24),
        deliveryFee: '14.99',
        active: true,
      },
      {
        deliveryFeeName: 'Memorial Day Weekend',
        deliveryFeeDate: isoDate(year, 5, 25),
        deliveryFee: '9.99',
        active: false,
      },
    ],
    SEOPages: Object.fromEntries(SEO_PAGES.map((page) => [page, { seo: SEO_TEXT[page] }])),
    StoreServices: [...STORE_SERVICES],
    BachmansPicks: pickCodes,
    RenderBachmansPicks: pickCodes,
    FeaturedEvents: featuredEvents,
    RenderFeaturedEvents: featuredEvents,
    GiftCardSettings: {
      ThresholdSetting: { GiftcardThresholdLimit: 25, EGiftcardThresholdLimit: 10 },
      PurchaseSetting: { MinPurchaseAmt: 10, MaxPurchaseAmt: 500 },
    },
  };
  const parsed = buyerXpSchema.parse(document);
  // It replaces the starter a start without the demo wrote (ensureSettingsDocuments).
  await db
    .insert(settingsDocuments)
    .values({ id: BUYER_XP_ID, document: parsed, updatedAt: anchor })
    .onConflictDoUpdate({
      target: settingsDocuments.id,
      set: { document: parsed, updatedAt: anchor, version: sql`${settingsDocuments.version} + 1` },
    });
}
