import type { BuyerXpInput } from './buyer-xp.ts';

/** A delivery slot as a form sends it (Surcharge '0'). */
export const sampleDeliverySlot = (Name: string, checkedRun: boolean) => ({
  Name,
  TimeSlot: '8am - 12pm',
  Surcharge: '0',
  Message: '',
  checkedRun,
});

/**
 * A small valid BuyerXP document (spec 3 §3), as a form would send it (fees not yet in their 2-decimal
 * form), for tests and tools that need one without the demo dataset. Each call returns a new object.
 */
export function sampleBuyerXp(): BuyerXpInput {
  return {
    Shippers: {
      LocalDelivery: {
        SameDayDelivery: true,
        SameDayDeliveryCountDownTimer: '12:00',
        NextDayAMDeliveryCutoff: '16:30',
        DeliveryMessage: 'Order by noon for same-day delivery',
        NextDayMessage: 'Next-day morning delivery',
        StandardDeliveryFees: '14.99',
        SameDayDeliveryFees: '19.99',
        SpecialDeliverySameDayFees: '24.99',
        ChurchFees: '5',
        FuneralFees: '5',
        CemeteryFees: '5',
        HospitalFees: '5',
        SameDayHospitalFees: '7.5',
      },
      UPS: { StandardUPSCharges: '12.00' },
      Courier: { OMS: '30.00' },
      InStorePickUp: { CurbsideCharges: '0.00' },
    },
    wireOrder: { OutgoingOrders: { WiredServiceFees: '9.99', WiredDeliveryFees: '14.99' } },
    DeliveryRuns: [
      {
        Morning: sampleDeliverySlot('Morning', true),
        Afternoon: sampleDeliverySlot('Afternoon', true),
        Evening: sampleDeliverySlot('Evening', false),
      },
    ],
    DeliveryDatesN: {
      '2026-05-10': [
        sampleDeliverySlot('Morning', true),
        sampleDeliverySlot('Afternoon', true),
        sampleDeliverySlot('Evening', true),
      ],
    },
    SEOPages: {
      'Event Calendar': { seo: { MetaTitle: 'Events', MetaDescription: 'Classes and workshops' } },
    },
    StoreServices: ['Delivery', 'Curbside Pickup'],
    BachmansPicks: [],
    RenderBachmansPicks: [],
    FeaturedEvents: ['FEV000001'],
    RenderFeaturedEvents: ['FEV000001'],
    GiftCardSettings: {
      ThresholdSetting: { GiftcardThresholdLimit: 5, EGiftcardThresholdLimit: 5 },
      PurchaseSetting: { MinPurchaseAmt: 10, MaxPurchaseAmt: 500 },
    },
    HolidayDeliveryFees: [
      { deliveryFeeName: "Mother's Day", deliveryFeeDate: '2026-05-10', deliveryFee: '19.99', active: true },
    ],
  };
}
