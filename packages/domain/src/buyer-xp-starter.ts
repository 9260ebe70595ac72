import type { BuyerXpInput, DeliverySlot } from './buyer-xp.ts';

/**
 * The services a store may offer (BuyerXP StoreServices, which the store pages pick from and no screen edits):
 * the retailer's own, so a new deployment's stores can say what they offer.
 */
export const STORE_SERVICES = [
  'Floral Design',
  'Wedding & Event Flowers',
  'Garden Center',
  'Landscape Design',
  'Interior Plant Care',
  'Workshops & Classes',
  'Curbside Pickup',
  'Local Delivery',
  'Christmas Trees',
  'Pottery Shop',
] as const;

const slot = (Name: string, TimeSlot: string): DeliverySlot => ({
  Name,
  TimeSlot,
  Surcharge: '0.00',
  Message: '',
  checkedRun: false,
});

/**
 * The BuyerXP document a deployment starts with when it has none (a database not seeded with the demo):
 * without it Delivery, Holiday Delivery Fees, Gift Cards, Home Page and SEO could only say 'No Buyer XP
 * Available.' and nothing could be set up. It offers no local delivery until staff decide: same-day
 * delivery off, the three time slots not offered, every fee 0.00, no pages, picks or events; the store
 * services and the gift card limits are the usual ones ($10–$500 a purchase, warn below 25 cards and 10
 * e-gift numbers). UPS, courier and wired orders are charged those 0.00 fees until staff set them.
 * Holiday fees stay absent: their screen saves its two defaults on first use.
 */
export function starterBuyerXp(): BuyerXpInput {
  const fee = '0.00';
  return {
    Shippers: {
      LocalDelivery: {
        SameDayDelivery: false,
        SameDayDeliveryCountDownTimer: '12:00',
        NextDayAMDeliveryCutoff: '17:00',
        DeliveryMessage: '',
        NextDayMessage: '',
        StandardDeliveryFees: fee,
        SameDayDeliveryFees: fee,
        SpecialDeliverySameDayFees: fee,
        ChurchFees: fee,
        FuneralFees: fee,
        CemeteryFees: fee,
        HospitalFees: fee,
        SameDayHospitalFees: fee,
      },
      UPS: { StandardUPSCharges: fee },
      Courier: { OMS: fee },
      InStorePickUp: { CurbsideCharges: fee },
    },
    wireOrder: { OutgoingOrders: { WiredServiceFees: fee, WiredDeliveryFees: fee } },
    DeliveryRuns: [
      {
        Morning: slot('Morning', '8:00 AM - 12:00 PM'),
        Afternoon: slot('Afternoon', '12:00 PM - 5:00 PM'),
        Evening: slot('Evening', '5:00 PM - 8:00 PM'),
      },
    ],
    DeliveryDatesN: {},
    DateSpecificDeliveryFees: {},
    SEOPages: {},
    StoreServices: [...STORE_SERVICES],
    BachmansPicks: [],
    RenderBachmansPicks: [],
    FeaturedEvents: [],
    RenderFeaturedEvents: [],
    GiftCardSettings: {
      ThresholdSetting: { GiftcardThresholdLimit: 25, EGiftcardThresholdLimit: 10 },
      PurchaseSetting: { MinPurchaseAmt: 10, MaxPurchaseAmt: 500 },
    },
  };
}
