import { describe, expect, it } from 'vitest';
import { buyerXpSchema } from './buyer-xp.ts';
import { sampleBuyerXp } from './buyer-xp-sample.ts';
import {
  cardType,
  commonDeliveryOptions,
  deliveryCharges,
  isCardCurrent,
  isValidCardNumber,
  orderTotals,
  type DeliveryChoice,
} from './storefront.ts';

const settings = () => {
  const document = sampleBuyerXp();
  document.HolidayDeliveryFees = [
    { deliveryFeeName: 'Mothers Day', deliveryFeeDate: '2026-05-10', deliveryFee: '7.00', active: true },
    { deliveryFeeName: 'Off', deliveryFeeDate: '2026-05-11', deliveryFee: '9.00', active: false },
  ];
  document.DateSpecificDeliveryFees = { '2026-05-12': { '55419': '3.50' } };
  return buyerXpSchema.parse(document);
};
const clock = { today: '2026-05-01', now: '09:00' };
const choice = (patch: Partial<DeliveryChoice> = {}): DeliveryChoice => ({
  Method: 'LocalDelivery',
  Date: '2026-05-04',
  Slot: 'Morning',
  AddressType: 'Residence',
  Zip: '55416',
  ...patch,
});

describe('deliveryCharges', () => {
  it('charges the standard fee with the default slots', () => {
    const result = deliveryCharges(settings(), choice(), clock);
    expect(result.problems).toEqual([]);
    expect(result.charges).toEqual([{ Label: 'Delivery', Amount: 14.99 }]);
    expect(result.slots.map((slot) => slot.Name)).toEqual(['Morning', 'Afternoon']);
  });

  it('adds the destination fee, the date’s own slots and an active holiday fee', () => {
    const result = deliveryCharges(
      settings(),
      choice({ Date: '2026-05-10', Slot: 'Evening', AddressType: 'Church' }),
      clock,
    );
    expect(result.problems).toEqual([]);
    expect(result.charges).toEqual([
      { Label: 'Delivery', Amount: 14.99 },
      { Label: 'Destination fee', Amount: 5 },
      { Label: 'Mothers Day', Amount: 7 },
    ]);
    expect(deliveryCharges(settings(), choice({ Date: '2026-05-11' }), clock).charges).toHaveLength(1);
  });

  it('uses a date-specific ZIP fee (C-20), the same-day fee before the cut-off, and refuses what is not offered', () => {
    expect(deliveryCharges(settings(), choice({ Date: '2026-05-12', Zip: '55419' }), clock).charges).toEqual([
      { Label: 'Delivery', Amount: 3.5 },
    ]);
    expect(deliveryCharges(settings(), choice({ Date: '2026-05-01' }), clock).charges[0]).toEqual({
      Label: 'Same-day delivery',
      Amount: 19.99,
    });
    expect(
      deliveryCharges(settings(), choice({ Date: '2026-05-01' }), { ...clock, now: '13:00' }).problems,
    ).toHaveLength(1);
    expect(deliveryCharges(settings(), choice({ Slot: 'Evening' }), clock).problems).toHaveLength(1);
    expect(deliveryCharges(settings(), choice({ Date: '2026-04-30' }), clock).problems).toHaveLength(1);
  });

  it('prices the other methods from the shippers and wire settings', () => {
    expect(deliveryCharges(settings(), choice({ Method: 'UPS' }), clock).charges).toEqual([
      { Label: 'UPS', Amount: 12 },
    ]);
    expect(deliveryCharges(settings(), choice({ Method: 'InStorePickUp' }), clock).charges).toEqual([]);
    expect(deliveryCharges(settings(), choice({ Method: 'Wired' }), clock).charges).toHaveLength(2);
  });
});

describe('the cart and the card', () => {
  it('offers the methods every item has, with the largest lead time', () => {
    expect(
      commonDeliveryOptions([
        [
          { Method: 'LocalDelivery', LeadDays: 0 },
          { Method: 'UPS', LeadDays: 1 },
        ],
        [{ Method: 'UPS', LeadDays: 3 }],
      ]),
    ).toEqual([{ Method: 'UPS', LeadDays: 3 }]);
  });

  it('checks cards (Luhn, expiry) and names their brand', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(cardType('5500000000000004')).toBe('MasterCard');
    expect(isCardCurrent('05/26', '2026-05-31')).toBe(true);
    expect(isCardCurrent('04/26', '2026-05-01')).toBe(false);
  });

  it('totals the order with tax on the merchandise', () => {
    expect(orderTotals(100, [{ Label: 'Delivery', Amount: 14.99 }])).toEqual({
      Subtotal: 100,
      Shipping: 14.99,
      Tax: 8.03,
      Total: 123.02,
    });
  });
});
