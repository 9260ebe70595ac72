import { describe, expect, it } from 'vitest';
import {
  filterKeysOf,
  listPageSize,
  multiValues,
  searchTooShortText,
  toApiQuery,
  toggleMultiValue,
} from './list-spec.ts';
import {
  canSendToNetSuite,
  destinationTypeLabel,
  eGiftEmailSchema,
  fileStatusLabel,
  lineProductPath,
  orderListSpec,
  SHIPMENT_STATUS_LABELS,
  SHIPPING_METHOD_LABELS,
  timePreferenceLabel,
  trackingNumberSchema,
  type OrderFilterKey,
  DEFAULT_PRINT_STORE_CODE,
  DEFAULT_SHIPMENT_STATUS,
  FILE_STATUS_LABELS,
  FILE_STATUSES,
  fileStatusOf,
  fileStatusSchema,
  isGuestOrder,
  netSuiteStatusMessage,
  SHIPMENT_STATUSES,
  shipmentCosts,
  shipmentSchema,
  shipmentOrderNames,
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
    expect(fileStatusOf(null)).toBe('missing');
    expect(fileStatusOf('failure')).toBe('failure');
    expect(fileStatusOf('Success')).toBe('missing');
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
  it("holds the recipient's and buyer's names and the IDs whole and in parts, nothing else", () => {
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
      }),
    ).toBe('ida berg ann olson bo100001 bo100001-1 1');
  });
});

describe("the order's names a shipment carries", () => {
  it("takes the buyer's name and e-mail and the taker's name, null where the order has none", () => {
    expect(
      shipmentOrderNames(
        { FirstName: 'Ann', LastName: 'Olson', Email: 'ann@example.com' },
        { ID: 'jdoe', FirstName: 'Jo', LastName: 'Doe' },
      ),
    ).toEqual({
      buyerFirstName: 'Ann',
      buyerLastName: 'Olson',
      buyerEmail: 'ann@example.com',
      takerFirstName: 'Jo',
      takerLastName: 'Doe',
    });
    expect(shipmentOrderNames({ FirstName: 'Ann' }, null)).toEqual({
      buyerFirstName: 'Ann',
      buyerLastName: null,
      buyerEmail: null,
      takerFirstName: null,
      takerLastName: null,
    });
  });
});

describe('the order search (spec 3 §2)', () => {
  const query = (
    filters: Partial<Record<OrderFilterKey, string>>,
    permissions: string[] = ['order-reader'],
  ) =>
    toApiQuery(
      orderListSpec,
      { search: '', searchOn: '', sortBy: '!DateSubmitted', page: 1, pageSize: 100, filters },
      permissions,
    );

  it('offers the URL keys of the spec and 100 rows a page, newest first', () => {
    expect(filterKeysOf(orderListSpec)).toEqual([
      'status',
      'netsuite',
      'eagle',
      'from',
      'to',
      'deliveryFrom',
      'deliveryTo',
      'user',
      'store',
      'taker',
      'method',
      'destination',
    ]);
    expect(listPageSize(orderListSpec)).toBe(100);
    expect(orderListSpec.defaultSort).toBe('!DateSubmitted');
    expect(orderListSpec.columns.map((column) => column.header)).toEqual(
      expect.arrayContaining(['Order ID', 'Shipment', 'Submitted', 'Customer', 'Recipient', 'Method']),
    );
  });

  it('filters by any of the 26 statuses', () => {
    const control = orderListSpec.filters?.status.control;
    expect(control?.kind).toBe('multi-select');
    expect(control?.kind === 'multi-select' && control.options).toHaveLength(26);
    expect(query({ status: 'Processing,Customer Servic' })).toMatchObject({
      Status: 'Processing|Customer Servic',
    });
    expect(query({ status: 'Processing,Lost' })).not.toHaveProperty('Status');
  });

  it('reads NetSuite and Eagle Missing as no status at all, and never with another choice', () => {
    expect(query({ netsuite: 'missing' })).toMatchObject({ NetsuiteStatus: '!*' });
    expect(query({ eagle: 'success,failure' })).toMatchObject({ EagleStatus: 'success|failure' });
    expect(query({ netsuite: 'missing,success' })).not.toHaveProperty('NetsuiteStatus');
  });

  it('maps the date range, customer, store, taker, method and destination', () => {
    expect(
      query({
        from: '2026-03-01',
        to: '2026-03-31',
        user: '1000123',
        store: '05',
        taker: 'lhansen',
        method: 'UPS',
        destination: 'FuneralHome',
      }),
    ).toMatchObject({
      SubmittedFrom: '2026-03-01',
      SubmittedTo: '2026-03-31',
      FromUserID: '1000123',
      PrintAtStore: '05',
      OrderTakerID: 'lhansen',
      DeliveryMethod: 'UPS',
      DestinationType: 'FuneralHome',
    });
    expect(query({ from: '2026-02-30', user: ' ', method: 'Drone' })).toEqual({
      sortBy: '!DateSubmitted',
      page: '1',
      pageSize: '100',
    });
    // A typed value is matched exactly: the list syntax is escaped.
    expect(query({ taker: 'a*b' })).toMatchObject({ OrderTakerID: 'a\\*b' });
  });

  it('runs a search of 3 characters or more', () => {
    expect(searchTooShortText(orderListSpec, '', 'ol')).toBe('Type at least 3 characters to search.');
    expect(searchTooShortText(orderListSpec, '', 'ols')).toBeNull();
  });

  it('names each status, method, destination and time preference as staff read them', () => {
    expect(SHIPMENT_STATUS_LABELS['Customer Servic']).toBe('Customer Service');
    expect(SHIPPING_METHOD_LABELS.InStorePickUp).toBe('In-Store Pickup');
    expect(destinationTypeLabel('FuneralHome')).toBe('Funeral Home');
    expect(timePreferenceLabel('NO PREF')).toBe('NO PREF No Preference');
    expect(fileStatusLabel(null)).toBe('Missing');
    expect(fileStatusLabel('failure')).toBe('Fail');
  });
});

describe('multi-select filters', () => {
  it('toggle values, with an exclusive one clearing the rest', () => {
    expect(toggleMultiValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleMultiValue(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleMultiValue(['a', 'b'], 'x', 'x')).toEqual(['x']);
    expect(toggleMultiValue(['x'], 'a', 'x')).toEqual(['a']);
    expect(multiValues(' a, ,b ')).toEqual(['a', 'b']);
  });
});

describe('the order actions', () => {
  it('take a recipient e-mail of the simple pattern', () => {
    expect(eGiftEmailSchema.parse({ Email: ' ann@example.com ' })).toEqual({ Email: 'ann@example.com' });
    expect(eGiftEmailSchema.safeParse({ Email: 'ann@example' }).success).toBe(false);
    expect(eGiftEmailSchema.safeParse({ Email: 'ann@example.com', Extra: 1 }).success).toBe(false);
  });
  it('take a UPS tracking number of letters and digits, empty clearing it', () => {
    expect(trackingNumberSchema.parse({ TrackingNumber: ' 1z999aa10123456784 ' })).toEqual({
      TrackingNumber: '1Z999AA10123456784',
    });
    expect(trackingNumberSchema.parse({ TrackingNumber: '' })).toEqual({ TrackingNumber: null });
    expect(trackingNumberSchema.safeParse({ TrackingNumber: '1Z-99' }).success).toBe(false);
  });
  it('link a line to its product SKU page', () => {
    expect(lineProductPath({ Product: { ID: 'P1-2', Name: 'Rose', xp: { ProductCode: 'P1' } } })).toBe(
      '/products/P1/skus/P1-2',
    );
  });
});
