import { describe, expect, it } from 'vitest';
import {
  canSendToNetSuite,
  DEFAULT_PRINT_STORE_CODE,
  DEFAULT_SHIPMENT_STATUS,
  FILE_STATUS_LABELS,
  FILE_STATUSES,
  fileStatusSchema,
  isGuestOrder,
  netSuiteStatusMessage,
  SHIPMENT_STATUSES,
  shipmentCosts,
  shipmentSchema,
  shipmentSearchText,
  TIME_PREFERENCES,
  toggleStatusFilter,
} from './orders.ts';

describe('guest orders', () => {
  it('come from user 299999', () => {
    expect(isGuestOrder({ FromUserID: '299999' })).toBe(true);
    expect(isGuestOrder({ FromUserID: '100234' })).toBe(false);
  });
});

describe('shipment statuses (spec 3 §3)', () => {
  it('are the stored list, Processing by default', () => {
    expect(SHIPMENT_STATUSES).toHaveLength(26);
    expect(SHIPMENT_STATUSES).toContain('Customer Servic');
    expect(SHIPMENT_STATUSES[0]).toBe('Processing');
    expect(DEFAULT_SHIPMENT_STATUS).toBe('Processing');
  });
});

describe('integration (file) status (spec 3 §4)', () => {
  it('is missing when none is set', () => {
    expect(fileStatusSchema.parse(undefined)).toBe('missing');
    expect(fileStatusSchema.parse(null)).toBe('missing');
    expect(fileStatusSchema.parse('skipped')).toBe('skipped');
    expect(fileStatusSchema.safeParse('Success').success).toBe(false);
  });
  it('reads Success, Fail, Skipped, Missing', () => {
    expect(FILE_STATUSES.map((status) => FILE_STATUS_LABELS[status])).toEqual([
      'Success',
      'Fail',
      'Skipped',
      'Missing',
    ]);
  });
});

describe('NetSuite status messages (spec 3 §8)', () => {
  const at = '2026-03-14T19:05:00Z';
  it('name the time as MM/DD/YY h:mm a', () => {
    expect(netSuiteStatusMessage('success', at)).toBe(
      'Order successfully created with NetSuite on 03/14/26 2:05 pm',
    );
    expect(netSuiteStatusMessage('failure', at)).toBe('NetSuite Order creation failed on 03/14/26 2:05 pm');
  });
  it('explain skipped and missing', () => {
    expect(netSuiteStatusMessage('skipped', null)).toMatch(/orphaned account.*must be fixed/);
    expect(netSuiteStatusMessage('missing', null)).toMatch(/status properties are missing.*submit/);
  });
});

describe('send to NetSuite', () => {
  const shipment = (NetsuiteStatus: (typeof FILE_STATUSES)[number]) => ({ xp: { NetsuiteStatus } });
  it('is offered while any shipment is not a success', () => {
    expect(canSendToNetSuite([shipment('success'), shipment('failure')])).toBe(true);
    expect(canSendToNetSuite([shipment('missing')])).toBe(true);
    expect(canSendToNetSuite([shipment('success'), shipment('success')])).toBe(false);
    expect(canSendToNetSuite([])).toBe(false);
  });
});

describe('status filter (spec 3 §4)', () => {
  it('choosing Missing clears the other chosen values', () => {
    expect(toggleStatusFilter(['success', 'failure'], 'missing')).toEqual(['missing']);
  });
  it('choosing another value drops Missing', () => {
    expect(toggleStatusFilter(['missing'], 'failure')).toEqual(['failure']);
  });
  it('adds and removes values otherwise', () => {
    expect(toggleStatusFilter(['success'], 'skipped')).toEqual(['success', 'skipped']);
    expect(toggleStatusFilter(['success', 'skipped'], 'success')).toEqual(['skipped']);
    expect(toggleStatusFilter(['missing'], 'missing')).toEqual([]);
  });
});

describe('time preferences', () => {
  it('are AM Morning, PM Afternoon, NO PREF No Preference', () => {
    expect(TIME_PREFERENCES.map(({ value, label }) => `${value} ${label}`)).toEqual([
      'AM Morning',
      'PM Afternoon',
      'NO PREF No Preference',
    ]);
  });
});

const storedShipment = {
  ID: 'S1',
  TrackingNumber: null,
  Cost: 14.99,
  xp: {
    DeliveryMethod: 'LocalDelivery',
    AddressType: 'Residence',
    RequestedDeliveryDate: '2026-05-09',
    TimePreference: 'AM',
    DeliveryNote: null,
    CardMessage: 'Happy Mother’s Day',
    NoCardMessage: false,
    DDMSOrderID: null,
    WiredServiceFees: null,
    HandlingCharges: 2.5,
    NetsuiteTimeStamp: null,
    EagleTimeStamp: null,
  },
};

describe('shipment as read', () => {
  it('defaults the status to Processing, the print store to 02 and both file statuses to missing', () => {
    expect(shipmentSchema.parse(storedShipment).xp).toMatchObject({
      Status: 'Processing',
      PrintAtStore: DEFAULT_PRINT_STORE_CODE,
      NetsuiteStatus: 'missing',
      EagleStatus: 'missing',
    });
    expect(DEFAULT_PRINT_STORE_CODE).toBe('02');
  });
  it('knows only the listed statuses, methods and destination types', () => {
    expect(
      shipmentSchema.safeParse({ ...storedShipment, xp: { ...storedShipment.xp, Status: 'Lost' } }).success,
    ).toBe(false);
    expect(
      shipmentSchema.safeParse({ ...storedShipment, xp: { ...storedShipment.xp, DeliveryMethod: 'Drone' } })
        .success,
    ).toBe(false);
    expect(
      shipmentSchema.safeParse({
        ...storedShipment,
        xp: { ...storedShipment.xp, AddressType: 'FuneralHome' },
      }).success,
    ).toBe(true);
  });
});

describe('shipment cost lines (spec 3 §2)', () => {
  const line = (LineTotal: number, ASMMarkup: number | null, PLCMarkup: number | null) => ({
    LineTotal,
    xp: { ASMMarkup, PLCMarkup },
  });

  it('add the lines, their assembly and placement, handling, delivery and wired services', () => {
    const shipment = { Cost: 14.99, xp: { HandlingCharges: 2.5, WiredServiceFees: 9.99 } };
    expect(shipmentCosts(shipment, [line(49.99, 5, null), line(20.1, 2.5, 10)])).toEqual({
      subtotal: 70.09,
      assembly: 7.5,
      placement: 10,
      handling: 2.5,
      delivery: 14.99,
      wiredServices: 9.99,
      total: 115.07,
    });
  });

  it('count missing charges as 0', () => {
    const shipment = { Cost: null, xp: { HandlingCharges: null, WiredServiceFees: null } };
    expect(shipmentCosts(shipment, [line(0.1, null, null), line(0.2, null, null)])).toEqual({
      subtotal: 0.3,
      assembly: 0,
      placement: 0,
      handling: 0,
      delivery: 0,
      wiredServices: 0,
      total: 0.3,
    });
  });
});

describe('the text the order search matches a shipment on', () => {
  it('joins the IDs, buyer, recipient and tracking number, leaving blanks out', () => {
    expect(
      shipmentSearchText({
        orderId: 'BO100001',
        shipmentId: 'BO100001-1',
        fromUser: { FirstName: 'Ann', LastName: 'Olson', Email: 'ann@example.com' },
        shipTo: {
          FirstName: 'Ida',
          LastName: ' Berg ',
          CompanyName: null,
          Street1: '6010 Lyndale Ave S',
          City: 'Minneapolis',
          Zip: '55419',
        },
        trackingNumber: '',
      }),
    ).toBe('BO100001 BO100001-1 Ann Olson ann@example.com Ida Berg 6010 Lyndale Ave S Minneapolis 55419');
  });
});
