import { describe, expect, it } from 'vitest';
import { sampleBuyerXp, sampleDeliverySlot } from './buyer-xp-sample.ts';
import { starterBuyerXp } from './buyer-xp-starter.ts';
import {
  buyerXpSchema,
  DELIVERY_DATE_SLOT_COUNT,
  deliveryCalendarDay,
  deliveryDayStatus,
} from './buyer-xp.ts';

const slot = sampleDeliverySlot;
const settings = sampleBuyerXp();

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

  it('starts a deployment that has none with a valid document that offers customers nothing yet', () => {
    const parsed = buyerXpSchema.parse(starterBuyerXp());
    expect(parsed.Shippers.LocalDelivery.SameDayDelivery).toBe(false);
    const slots = Object.values(parsed.DeliveryRuns[0]!);
    expect(slots).toHaveLength(DELIVERY_DATE_SLOT_COUNT);
    expect(slots.some((slot) => slot.checkedRun)).toBe(false);
    expect(deliveryCalendarDay(parsed, '2026-12-01', '2026-11-29').status).toBe('all-disabled');
    expect(parsed.HolidayDeliveryFees).toBeUndefined();
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
