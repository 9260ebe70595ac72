import { describe, expect, it } from 'vitest';
import { sampleBuyerXp, sampleDeliverySlot } from './buyer-xp-sample.ts';
import {
  dashboardCardsFor,
  deliveryCapacity,
  isoDateRange,
  ordersDeliveredLink,
  ordersSubmittedLink,
  shiftIsoDate,
} from './dashboard.ts';
import { startPageOf } from './start-page.ts';

describe('the dashboard’s cards', () => {
  it('open for the keys that open them, none without a key', () => {
    const ids = (keys: string[]) => dashboardCardsFor(keys).map((card) => card.id);
    expect(ids([])).toEqual([]);
    expect(ids(['order-reader'])).toEqual(['orders', 'delivery', 'integrations', 'activity']);
    expect(ids(['delivery-reader'])).toEqual(['delivery', 'activity']);
    expect(ids(['product-reader'])).toEqual(['catalogue', 'activity']);
    expect(ids(['misc-marketing'])).toEqual(['activity']);
  });
});

describe('days', () => {
  it('shift across months, years and the day daylight saving time starts', () => {
    expect(shiftIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftIsoDate('2026-03-08', -13)).toBe('2026-02-23');
    expect(isoDateRange('2026-03-07', 3)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });
});

describe('links', () => {
  it('name the lists’ own URL filters', () => {
    expect(ordersSubmittedLink('2026-12-07')).toBe('/orders?from=2026-12-07&to=2026-12-07');
    expect(ordersSubmittedLink('2026-12-07', 'lhansen')).toBe(
      '/orders?from=2026-12-07&to=2026-12-07&taker=lhansen',
    );
    expect(ordersDeliveredLink('2026-12-08', 'UPS')).toBe(
      '/orders?deliveryFrom=2026-12-08&deliveryTo=2026-12-08&method=UPS',
    );
  });
});

describe('delivery capacity', () => {
  const settings = {
    ...sampleBuyerXp(),
    DeliveryDatesN: {
      '2026-12-24': [
        sampleDeliverySlot('AM', true),
        sampleDeliverySlot('PM', false),
        sampleDeliverySlot('EV', false),
      ],
      '2026-12-25': [
        sampleDeliverySlot('AM', false),
        sampleDeliverySlot('PM', false),
        sampleDeliverySlot('EV', false),
      ],
    },
  };
  const fees = [
    { deliveryFeeName: 'Christmas Eve', deliveryFeeDate: '2026-12-24', deliveryFee: '5.00', active: true },
    { deliveryFeeName: 'Old', deliveryFeeDate: '2026-12-23', deliveryFee: '9.00', active: false },
  ];
  it('is the open slots of the date (its own, else the defaults) times the deliveries per slot, with its holiday fee', () => {
    const sized = { ...settings, deliveriesPerSlot: 12 };
    const defaults = Object.values(settings.DeliveryRuns[0]!).filter((slot) => slot.checkedRun).length;
    expect(deliveryCapacity(sized, fees, '2026-12-22')).toEqual({
      openSlots: defaults,
      capacity: defaults * 12,
      holidayFee: null,
    });
    expect(deliveryCapacity(sized, fees, '2026-12-24')).toEqual({
      openSlots: 1,
      capacity: 12,
      holidayFee: '5.00',
    });
    expect(deliveryCapacity(sized, fees, '2026-12-25').capacity).toBe(0);
    expect(deliveryCapacity(sized, fees, '2026-12-23').holidayFee).toBeNull();
  });
});

describe('the start page', () => {
  it('is My Profile unless the Dashboard was chosen', () => {
    expect(startPageOf({ StartPage: 'dashboard' })).toBe('dashboard');
    expect(startPageOf({ StartPage: 'elsewhere' })).toBe('profile');
    expect(startPageOf(null)).toBe('profile');
  });
});
