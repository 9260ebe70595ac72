import type { BuyerXpInput, DeliverySlot } from './buyer-xp.ts';

const slot = (Name: string, TimeSlot: string, checkedRun = true): DeliverySlot => ({
  Name,
  TimeSlot,
  Surcharge: '0.00',
  Message: '',
  checkedRun,
});

/**
 * A small valid BuyerXP document (spec 3 §3) for tests and tools that need one without the demo dataset.
 * Each call returns a new object.
 */
export function sampleBuyerXp(): BuyerXpInput {
  const slots = [slot('Morning', '8:00 AM - 12:00 PM'), slot('Afternoon', '12:00 PM - 5:00 PM')];
  const evening = slot('Evening', '5:00 PM - 8:00 PM', false);
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
        ChurchFees: '5.00',
        FuneralFees: '5.00',
        CemeteryFees: '5.00',
        HospitalFees: '5.00',
        SameDayHospitalFees: '7.50',
      },
      UPS: { StandardUPSCharges: '12.00' },
      Courier: { OMS: '30.00' },
      InStorePickUp: { CurbsideCharges: '0.00' },
    },
    wireOrder: { OutgoingOrders: { WiredServiceFees: '9.99', WiredDeliveryFees: '14.99' } },
    DeliveryRuns: [Object.fromEntries([...slots, evening].map((one) => [one.Name, one]))],
    DeliveryDatesN: { '2026-05-10': [...slots, { ...evening, checkedRun: true }] },
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
  };
}
