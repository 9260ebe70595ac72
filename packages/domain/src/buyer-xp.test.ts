import { describe, expect, it } from 'vitest';
import { buyerXpSchema, deliveryCalendarDay, deliveryDayStatus, type BuyerXpInput } from './buyer-xp.ts';

const slot = (Name: string, checkedRun: boolean) => ({
  Name,
  TimeSlot: '8am - 12pm',
  Surcharge: '0',
  Message: '',
  checkedRun,
});

const settings: BuyerXpInput = {
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
    { Morning: slot('Morning', true), Afternoon: slot('Afternoon', true), Evening: slot('Evening', false) },
  ],
  DeliveryDatesN: { '2026-05-10': [slot('Morning', true), slot('Afternoon', true), slot('Evening', true)] },
  SEOPages: { 'Event Calendar': { seo: { MetaTitle: 'Events', MetaDescription: 'Classes and workshops' } } },
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

describe('BuyerXP settings document (spec 3 §3)', () => {
  it('reads every section and saves fees as fixed 2-decimal strings', () => {
    const parsed = buyerXpSchema.parse(settings);
    expect(parsed.Shippers.LocalDelivery.ChurchFees).toBe('5.00');
    expect(parsed.Shippers.LocalDelivery.SameDayHospitalFees).toBe('7.50');
    expect(parsed.DeliveryRuns[0]?.Morning?.Surcharge).toBe('0.00');
    expect(parsed.wireOrder.OutgoingOrders.WiredServiceFees).toBe('9.99');
  });

  it('keeps keys it does not know, since every save writes the whole document back', () => {
    const parsed = buyerXpSchema.parse({ ...settings, LegacyBanner: { on: true } });
    expect(parsed).toMatchObject({ LegacyBanner: { on: true } });
  });

  it('may lack the holiday fees, which are then created', () => {
    const { HolidayDeliveryFees: _omitted, ...withoutFees } = settings;
    expect(buyerXpSchema.safeParse(withoutFees).success).toBe(true);
  });

  it('rejects cutoffs that are not hh:mm', () => {
    const LocalDelivery = { ...settings.Shippers.LocalDelivery, NextDayAMDeliveryCutoff: '4:30 PM' };
    const result = buyerXpSchema.safeParse({
      ...settings,
      Shippers: { ...settings.Shippers, LocalDelivery },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'Shippers.LocalDelivery.NextDayAMDeliveryCutoff',
    ]);
  });

  it('rejects a fee with more than 2 decimals', () => {
    const result = buyerXpSchema.safeParse({
      ...settings,
      Shippers: { ...settings.Shippers, UPS: { StandardUPSCharges: '12.345' } },
    });
    expect(result.success).toBe(false);
  });

  it('keys delivery dates YYYY-MM-DD, each with three slots', () => {
    const badKey = { ...settings, DeliveryDatesN: { '05/10/2026': settings.DeliveryDatesN['2026-05-10'] } };
    expect(buyerXpSchema.safeParse(badKey).success).toBe(false);
    const twoSlots = {
      ...settings,
      DeliveryDatesN: { '2026-05-10': [slot('Morning', true), slot('Evening', true)] },
    };
    expect(buyerXpSchema.safeParse(twoSlots).success).toBe(false);
  });

  it('holds home page picks of 0 or 4 to 8', () => {
    expect(buyerXpSchema.safeParse({ ...settings, BachmansPicks: ['1', '2', '3'] }).success).toBe(false);
  });
});

describe('calendar day status (spec 3 §2)', () => {
  it('is all enabled, all disabled or partial', () => {
    expect(deliveryDayStatus([slot('A', true), slot('B', true), slot('C', true)])).toBe('all-enabled');
    expect(deliveryDayStatus([slot('A', false), slot('B', false), slot('C', false)])).toBe('all-disabled');
    expect(deliveryDayStatus([slot('A', true), slot('B', false), slot('C', true)])).toBe('partial');
    expect(deliveryDayStatus([])).toBe('all-disabled');
  });

  it("uses the date's own slots, else the default slots", () => {
    const parsed = buyerXpSchema.parse(settings);
    expect(deliveryCalendarDay(parsed, '2026-05-10', '2026-05-01').status).toBe('all-enabled');
    expect(deliveryCalendarDay(parsed, '2026-05-11', '2026-05-01').status).toBe('partial');
  });

  it('disables past dates', () => {
    const parsed = buyerXpSchema.parse(settings);
    expect(deliveryCalendarDay(parsed, '2026-04-30', '2026-05-01').disabled).toBe(true);
    expect(deliveryCalendarDay(parsed, '2026-05-01', '2026-05-01').disabled).toBe(false);
  });
});
