import { ORDER_TEXTS, type OrderDetail, type OrderShipment } from '@commerce/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { orderActionParams } from '../api.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';

const shipment = (changes: Partial<OrderShipment['xp']> = {}, id = 'BO1-1'): OrderShipment => ({
  ID: id,
  TrackingNumber: null,
  Cost: 12.99,
  ShipTo: {
    FirstName: 'Ida',
    LastName: 'Berg',
    Street1: '6010 Lyndale Ave S',
    City: 'Minneapolis',
    Zip: '55419',
  },
  xp: {
    Status: 'Processing',
    DeliveryMethod: 'LocalDelivery',
    AddressType: 'Residence',
    RequestedDeliveryDate: '2026-03-15',
    TimePreference: 'PM',
    DeliveryNote: 'Side door',
    CardMessage: 'Happy birthday!',
    NoCardMessage: false,
    PrintAtStore: '02',
    DDMSOrderID: null,
    WiredServiceFees: null,
    HandlingCharges: 2.5,
    NetsuiteStatus: 'failure',
    NetsuiteTimeStamp: '2026-03-14T19:05:00Z',
    EagleStatus: 'missing',
    EagleTimeStamp: null,
    ...changes,
  },
  LineItems: [
    {
      ID: '1-1',
      ShipmentID: id,
      Product: { ID: 'P100-1', Name: 'Spring Tulips', xp: { ProductCode: 'P100' } },
      UnitPrice: 25,
      QuantityShipped: 2,
      LineTotal: 50,
      xp: {
        giftcardnumber: null,
        BuyersList: null,
        PriceAdjustment: null,
        ProductNote: null,
        ASMMarkup: 5,
        PLCMarkup: null,
        Email: null,
        DeliveryMethod: 'LocalDelivery',
      },
    },
  ],
});

const order = (changes: Partial<OrderDetail> = {}, buyer = '100001'): OrderDetail => ({
  Order: {
    ID: 'BO1',
    Status: 'Open',
    DateCreated: '2026-03-14T18:00:00Z',
    DateSubmitted: '2026-03-14T19:00:00Z',
    FromUserID: buyer,
    FromUser: {
      ID: buyer,
      Username: 'ann@example.com',
      FirstName: 'Ann',
      LastName: 'Olson',
      Email: 'ann@example.com',
    },
    BillingAddress: null,
    Subtotal: 50,
    ShippingCost: 12.99,
    TaxCost: 4.01,
    Total: 67,
    xp: {
      OrderTaker: {
        ID: 'lhansen',
        FirstName: 'Linda',
        LastName: 'Hansen',
        Username: 'lhansen',
        StoreName: 'Lyndale',
        StoreID_2digit: '02',
      },
      BulkOrder: false,
      OrphanedAccount: true,
    },
  },
  Version: 4,
  Shipments: [shipment()],
  Payments: [
    {
      ID: 'BO1-P1',
      Type: 'CreditCard',
      Amount: 67,
      xp: { Type: 'CreditCard', CardType: 'Visa', CardNumber: '4242' },
    },
  ],
  Sends: [],
  ...changes,
});

/** The API: the order as `details` answer in turn (the last repeats), an action's answer, the History. */
function stubApi(details: Response[], actionAnswer?: Response) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      if (url === '/api/orders/BO1' && method === 'GET') {
        return (details.length > 1 ? details.shift() : details[0]!.clone())!;
      }
      if (url.startsWith('/api/orders/BO1/') && method !== 'GET') return actionAnswer ?? json(500, {});
      if (url.startsWith('/api/audit/order/BO1'))
        return json(200, { Items: [], NextBefore: null, Names: {} });
      throw new Error(`Unexpected ${method} ${url}`);
    }),
  );
  return calls;
}

const renderPage = (held: string[]) =>
  renderRoutes(
    [
      { path: '/orders/:id', element: <OrderDetailPage /> },
      { path: '/orders', element: <p>The search</p> },
    ],
    '/orders/BO1',
    testSession({ permissions: held }),
  );

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the order page', () => {
  it('shows the header, the shipment’s fields and messages, line items, costs, payments and totals', async () => {
    stubApi([json(200, order())]);
    renderPage(['order-reader']);
    expect(await screen.findByRole('heading', { name: 'Order BO1' })).toBeInTheDocument();
    // Without the reader keys of their areas, the customer and taker are names, not links.
    expect(screen.getByText('Ann Olson')).not.toHaveAttribute('href');
    expect(screen.getByText('Linda Hansen')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'Spring Tulips' })).toBeNull();
    const card = screen.getByRole('heading', { name: 'Shipment BO1-1' }).closest('section')!;
    for (const text of [
      'PM Afternoon',
      'Side door',
      'Happy birthday!',
      'Ida Berg',
      'NetSuite Order creation failed on 03/14/26 2:05 pm',
      'The status properties are missing because of an issue when the order was submitted.',
      'Assembly: $5.00',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    const costs = within(card).getByLabelText('Costs of BO1-1');
    expect(costs).toHaveTextContent('Subtotal$50.00Assembly$5.00Placement$0.00Handling$2.50');
    expect(costs).toHaveTextContent('Delivery$12.99Wired Services$0.00Total$70.49');
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('Credit CardVisa …4242$67.00');
    // An order reader has no actions.
    expect(screen.queryByRole('button', { name: 'Send to NetSuite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend Confirmation Email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Shipment to Eagle' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Consolidate Delivery Confirmations' })).toBeNull();
  });

  it('links the customer, the taker and the products for the holders of their areas’ reader keys', async () => {
    stubApi([json(200, order())]);
    renderPage(['order-reader', 'customer-reader', 'internal-reader', 'product-reader']);
    expect(await screen.findByRole('link', { name: 'Ann Olson' })).toHaveAttribute(
      'href',
      '/customers/100001',
    );
    expect(screen.getByRole('link', { name: 'Linda Hansen' })).toHaveAttribute(
      'href',
      '/admin/users/lhansen',
    );
    expect(screen.getByRole('link', { name: 'Spring Tulips' })).toHaveAttribute(
      'href',
      '/products/P100/skus/P100-1',
    );
  });

  it('never links the guest buyer', async () => {
    stubApi([json(200, order({}, '299999'))]);
    renderPage(['order-reader', 'customer-reader']);
    expect(await screen.findByText('Ann Olson (Guest)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ann Olson/ })).toBeNull();
  });

  it('sends to NetSuite and follows the send until its outcome is written back', async () => {
    const pending = order({
      Order: { ...order().Order, xp: { ...order().Order.xp, OrphanedAccount: false } },
      Sends: [
        {
          ID: 7,
          System: 'erp',
          What: 'Order to NetSuite',
          Entity: 'order',
          EntityID: 'BO1',
          ShipmentIDs: ['BO1-1'],
          Status: 'pending',
          Attempts: 0,
          LastError: null,
          Channel: null,
          CreatedAt: '2026-03-14T20:00:00Z',
          SentAt: null,
        },
      ],
    });
    const done = order({
      Order: pending.Order,
      Shipments: [shipment({ NetsuiteStatus: 'success', NetsuiteTimeStamp: '2026-03-14T20:00:05Z' })],
      Sends: [
        {
          ...pending.Sends[0]!,
          Status: 'sent',
          Attempts: 1,
          Channel: 'file',
          SentAt: '2026-03-14T20:00:05Z',
        },
      ],
    });
    const calls = stubApi([json(200, order()), json(200, done)], json(202, pending));
    const user = userEvent.setup();
    renderPage(['order-reader', 'order-orphan-sender']);
    await user.click(await screen.findByRole('button', { name: 'Send to NetSuite' }));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/orders/BO1/send-to-netsuite');
    expect(await screen.findByText('Sending to NetSuite…')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Order successfully created with NetSuite on 03/14/26 3:00 pm',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Handed over as a file for NetSuite to pick up (no NetSuite endpoint is configured).'),
    ).toBeInTheDocument();
    // Every shipment is in NetSuite now: the action is no longer offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send to NetSuite' })).toBeNull());
  });

  it('shows each action only with its key', async () => {
    const withCards = order({
      Shipments: [
        {
          ...shipment({ DeliveryMethod: 'UPS' }),
          LineItems: [
            {
              ...shipment().LineItems[0]!,
              xp: { ...shipment().LineItems[0]!.xp, giftcardnumber: '6000', Email: 'f@example.com' },
            },
          ],
        },
      ],
      Payments: [
        {
          ID: 'P1',
          Type: 'SpendingAccount',
          Amount: 10,
          xp: { Type: 'GiftCard', CardType: null, CardNumber: null },
        },
      ],
    });
    const cases: [string[], string[]][] = [
      [['order-email-sender'], ['Resend Confirmation Email', 'Resend E-Gift Card Email']],
      [['order-resend-files'], ['Send Redemption Files', 'Send Shipment to Eagle']],
      [['order-orphan-sender'], ['Send to NetSuite', 'Send Shipment to Eagle', 'Send Gift Card on Shipment']],
      [['order-edit-ups'], ['Edit UPS Tracking No.']],
    ];
    const all = [
      'Send to NetSuite',
      'Resend Confirmation Email',
      'Resend E-Gift Card Email',
      'Send Redemption Files',
      'Send Gift Card on Shipment',
      'Send Shipment to Eagle',
      'Edit UPS Tracking No.',
    ];
    for (const [keys, shown] of cases) {
      stubApi([json(200, withCards)]);
      renderPage(['order-reader', ...keys]);
      await screen.findByRole('heading', { name: 'Order BO1' });
      for (const name of all) {
        const button = screen.queryByRole('button', { name });
        if (shown.includes(name)) expect(button, `${keys} shows ${name}`).toBeInTheDocument();
        else expect(button, `${keys} hides ${name}`).toBeNull();
      }
      cleanup();
    }
  });

  it('disables a send, saying why, while the same send is still on its way (retrying included)', async () => {
    const send = (changes: Partial<OrderDetail['Sends'][number]>): OrderDetail['Sends'][number] => ({
      ID: 9,
      System: 'erp',
      What: 'Order to NetSuite',
      Entity: 'order',
      EntityID: 'BO1',
      ShipmentIDs: ['BO1-1'],
      Status: 'pending',
      Attempts: 2,
      LastError: 'erp answered HTTP 503',
      Channel: null,
      CreatedAt: '2026-03-14T20:00:00Z',
      SentAt: null,
      ...changes,
    });
    const retrying = order({
      Shipments: [shipment(), shipment({}, 'BO1-2')],
      Sends: [
        send({}),
        send({
          ID: 10,
          System: 'pos',
          What: 'Shipment file to Eagle',
          Entity: 'shipment',
          EntityID: 'BO1-2',
        }),
        send({ ID: 8, System: 'email', What: 'Confirmation e-mail', Status: 'failed' }),
      ],
    });
    stubApi([json(200, retrying)]);
    const user = userEvent.setup();
    renderPage(['order-reader', 'order-orphan-sender', 'order-email-sender']);
    const netSuite = await screen.findByRole('button', { name: 'Send to NetSuite' });
    expect(netSuite).toBeDisabled();
    expect(netSuite).toHaveAccessibleDescription(ORDER_TEXTS.sendPending('Order to NetSuite'));
    // A failed send of another kind does not hold its action back.
    expect(screen.getByRole('button', { name: 'Resend Confirmation Email' })).toBeEnabled();
    const eagle = (id: string) =>
      within(screen.getByRole('heading', { name: `Shipment ${id}` }).closest('section')!).getByRole(
        'button',
        { name: 'Send Shipment to Eagle' },
      );
    expect(eagle('BO1-1')).toBeEnabled();
    expect(eagle('BO1-2')).toBeDisabled();
    expect(eagle('BO1-2')).toHaveAccessibleDescription(ORDER_TEXTS.sendPending('Shipment file to Eagle'));
    await user.hover(eagle('BO1-2').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      ORDER_TEXTS.sendPending('Shipment file to Eagle'),
    );
  });

  it('goes back to the search when the order is not found', async () => {
    stubApi([json(404, { Errors: [{ ErrorCode: 'NotFound', Message: 'The order was not found.' }] })]);
    renderPage(['order-reader']);
    expect(await screen.findByText('The search')).toBeInTheDocument();
  });
});

describe('the order actions’ parameters', () => {
  it('refuse an order or a shipment without ID, as the original client did', () => {
    expect(() => orderActionParams(' ')).toThrow('Order ID not provided');
    expect(() => orderActionParams('BO1', '')).toThrow('Shipment ID not provided');
    expect(orderActionParams('BO1', 'BO1-1')).toEqual({ id: 'BO1', shipmentId: 'BO1-1' });
    expect(orderActionParams('BO1')).toEqual({ id: 'BO1' });
  });
});
