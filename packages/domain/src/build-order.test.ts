import { describe, expect, it } from 'vitest';
import {
  acceptMessage,
  BUILD_ORDER_TEXTS,
  customerInfoRows,
  loyaltyBalance,
  loyaltyLookupRequestSchema,
  registerCustomerSchema,
  storefrontMessageSchema,
} from './build-order.ts';

describe('acceptMessage', () => {
  const source = {};
  const data = { type: 'storefront:logged-out' };
  const expected = { origin: 'https://console.example', source, schema: storefrontMessageSchema };

  it('takes a known message from the expected origin and window', () => {
    expect(acceptMessage({ origin: 'https://console.example', source, data }, expected)).toEqual(data);
  });

  it('ignores another origin, another window and unknown shapes', () => {
    expect(acceptMessage({ origin: 'https://evil.example', source, data }, expected)).toBeNull();
    expect(acceptMessage({ origin: 'https://console.example', source: {}, data }, expected)).toBeNull();
    expect(
      acceptMessage({ origin: 'https://console.example', source, data: { type: 'x' } }, expected),
    ).toBeNull();
  });
});

describe('Build Order rules', () => {
  it('shows the Eagle number or N/A, and the optional values only when set', () => {
    const rows = customerInfoRows({
      ID: '1',
      FirstName: 'A',
      LastName: 'B',
      Email: 'a@example.com',
      Phone: null,
      OMSAccountNumber: '1',
      EagleCustomerNumber: null,
      CustomerGroup: 'General',
      LoyaltyID: '123456789',
      LoyaltyCardNumber: '6039000000000001',
      PONumber: 'PO-9',
      TaxExemptionID: null,
    });
    expect(rows).toEqual([
      ['OMS Account No.', '1'],
      ['Eagle Customer No.', 'N/A'],
      ['Customer Group', 'General'],
      ['Email', 'a@example.com'],
      ['Loyalty ID', '777777123456789'],
      ['PO Number', 'PO-9'],
    ]);
  });

  it('shows the phone as every screen does', () => {
    const info = { ID: '1', FirstName: 'A', LastName: 'B', Email: 'a@example.com', OMSAccountNumber: '1' };
    const rows = customerInfoRows({
      ...info,
      Phone: '6125550100',
      EagleCustomerNumber: 'E1',
      CustomerGroup: null,
      LoyaltyID: null,
      LoyaltyCardNumber: null,
      PONumber: null,
      TaxExemptionID: null,
    });
    expect(rows).toContainEqual(['Phone', '(612) 555-0100']);
  });

  it('registers with four fields, a valid e-mail and a phone of 10 digits starting 1–9', () => {
    const base = { FirstName: 'A', LastName: 'B', Email: 'a@example.com', Phone: '(612) 555-0100' };
    expect(registerCustomerSchema.parse(base).Phone).toBe('6125550100');
    expect(registerCustomerSchema.safeParse({ ...base, Phone: '(012) 555-0100' }).success).toBe(false);
    expect(registerCustomerSchema.safeParse({ ...base, Email: 'nope' }).success).toBe(false);
    expect(registerCustomerSchema.safeParse({ ...base, LastName: ' ' }).success).toBe(false);
  });

  it('rejects a loyalty answer whose balance is not a number', () => {
    expect(loyaltyBalance({ Balance: '12.5' })).toBe(12.5);
    expect(() => loyaltyBalance({ Balance: 'n/a' })).toThrow(BUILD_ORDER_TEXTS.loyaltyCardNotFound);
    expect(() => loyaltyBalance({ Balance: null })).toThrow(BUILD_ORDER_TEXTS.loyaltyCardNotFound);
    expect(() => loyaltyBalance(null)).toThrow(BUILD_ORDER_TEXTS.loyaltyCardNotFound);
  });

  it('asks the loyalty lookup with a trimmed card number of letters, digits and dashes', () => {
    expect(loyaltyLookupRequestSchema.parse({ cardNumber: ' 6039-0001 ' })).toEqual({
      cardNumber: '6039-0001',
    });
    for (const cardNumber of ['', '  ', '6039 0001', "1' or 1=1", 'x'.repeat(31), 6039])
      expect(loyaltyLookupRequestSchema.safeParse({ cardNumber }).success).toBe(false);
    expect(loyaltyLookupRequestSchema.safeParse({ cardNumber: '1', extra: 1 }).success).toBe(false);
  });
});
