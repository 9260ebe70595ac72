import {
  formatMoney,
  GUEST_USER_ID,
  shipmentCosts,
  type LineItem,
  type OrderDetail,
  type OrderShipment,
  type Payment,
} from '@commerce/domain';
import { CONNECTOR_KINDS, type ConnectorSystem } from '../../integrations/connectors/systems.ts';

/*
 * What each order action sends to a system outside (spec 3 §7): the exact payload the system receives,
 * built from the order as the page shows it. The outbox entity names what a send is about:
 *   erp   order        the order (its shipments not yet in NetSuite)        → shipments' NetSuite status
 *   pos   shipment     the shipment file                                    → the shipment's Eagle status
 *   pos   redemption   the order's gift card and Purple Perks redemptions
 *   pos   gift-card    a shipment's physical gift cards, to activate
 *   cecs  customer     the buyer, when never synced or last failed          → the customer's sync status
 *   email order        the confirmation e-mail; email shipment: the e-gift card e-mail
 */

const ORDER_SYSTEMS: readonly ConnectorSystem[] = ['erp', 'pos', 'cecs', 'email'];
/** The outbox kinds of the sends an order's page lists. */
export const SEND_KINDS = ORDER_SYSTEMS.map((system) => CONNECTOR_KINDS[system]);

export const systemOfKind = (kind: string): ConnectorSystem | undefined =>
  ORDER_SYSTEMS.find((system) => CONNECTOR_KINDS[system] === kind);

const SEND_LABELS: Record<string, string> = {
  'erp/order': 'Order to NetSuite',
  'pos/shipment': 'Shipment file to Eagle',
  'pos/redemption': 'Redemption files to Eagle',
  'pos/gift-card': 'Gift cards on shipment to Eagle',
  'cecs/customer': 'Customer sync to customer service',
  'email/order': 'Confirmation e-mail',
  'email/shipment': 'E-gift card e-mail',
};
export const sendLabel = (system: string, entity: string): string =>
  SEND_LABELS[`${system}/${entity}`] ?? `${entity} to ${system}`;

type Detail = OrderDetail;
const nameOf = (person: { FirstName?: string | null; LastName?: string | null } | null | undefined) =>
  [person?.FirstName, person?.LastName].filter(Boolean).join(' ');

const customerOf = ({ Order }: Detail) => ({
  ID: Order.FromUserID,
  Guest: Order.FromUserID === GUEST_USER_ID,
  FirstName: Order.FromUser.FirstName,
  LastName: Order.FromUser.LastName,
  Email: Order.FromUser.Email,
});

const lineOf = (line: LineItem) => ({
  ID: line.ID,
  ProductID: line.Product.ID,
  ProductCode: line.Product.xp.ProductCode,
  Name: line.Product.Name,
  Quantity: line.QuantityShipped,
  UnitPrice: line.UnitPrice,
  LineTotal: line.LineTotal,
  AssemblyCharge: line.xp.ASMMarkup,
  PlacementCharge: line.xp.PLCMarkup,
  ProductNote: line.xp.ProductNote,
});

const shipmentOf = (shipment: OrderShipment) => ({
  ID: shipment.ID,
  DeliveryMethod: shipment.xp.DeliveryMethod,
  AddressType: shipment.xp.AddressType,
  ShipTo: shipment.ShipTo,
  RequestedDeliveryDate: shipment.xp.RequestedDeliveryDate,
  TimePreference: shipment.xp.TimePreference,
  PrintAtStore: shipment.xp.PrintAtStore,
  DeliveryNote: shipment.xp.DeliveryNote,
  CardMessage: shipment.xp.NoCardMessage ? null : shipment.xp.CardMessage,
  NoCardMessage: shipment.xp.NoCardMessage,
  TrackingNumber: shipment.TrackingNumber,
  Costs: shipmentCosts(shipment, shipment.LineItems),
  Lines: shipment.LineItems.map(lineOf),
});

const paymentOf = (payment: Payment) => ({
  ID: payment.ID,
  Type: payment.xp.Type,
  Amount: payment.Amount,
  CardType: payment.xp.CardType,
  CardNumber: payment.xp.CardNumber,
});

/** The sales order NetSuite creates: the order with the shipments not yet created there. */
export function erpOrderPayload(detail: Detail, shipmentIds: readonly string[]) {
  const { Order } = detail;
  return {
    Type: 'SalesOrder',
    OrderID: Order.ID,
    DateSubmitted: Order.DateSubmitted,
    Customer: customerOf(detail),
    BillingAddress: Order.BillingAddress,
    OrderTaker: Order.xp.OrderTaker,
    ConsolidateDeliveryConfirmations: Order.xp.BulkOrder,
    Shipments: detail.Shipments.filter((shipment) => shipmentIds.includes(shipment.ID)).map(shipmentOf),
    Payments: detail.Payments.map(paymentOf),
    Totals: {
      Subtotal: Order.Subtotal,
      ShippingCost: Order.ShippingCost,
      TaxCost: Order.TaxCost,
      Total: Order.Total,
    },
  };
}

/** The shipment's IDs a sales order send carried (what its outcome is written on). */
export const erpShipmentIds = (payload: Record<string, unknown>): string[] =>
  Array.isArray(payload.Shipments)
    ? payload.Shipments.flatMap((shipment: { ID?: unknown }) =>
        typeof shipment?.ID === 'string' ? [shipment.ID] : [],
      )
    : [];

/** The shipments a send carried: those of a sales order, or the one it is about. */
export const shipmentsOfSend = (
  entity: string,
  entityId: string,
  payload: Record<string, unknown>,
): string[] =>
  entity === 'order' ? erpShipmentIds(payload) : ['shipment', 'gift-card'].includes(entity) ? [entityId] : [];

/** The shipment file Eagle prints and fulfils from (at its print-at-store code). */
export const posShipmentPayload = (detail: Detail, shipment: OrderShipment) => ({
  Type: 'Shipment',
  OrderID: detail.Order.ID,
  DateSubmitted: detail.Order.DateSubmitted,
  StoreCode: shipment.xp.PrintAtStore,
  Customer: customerOf(detail),
  Shipment: shipmentOf(shipment),
});

/** The gift card and Purple Perks payments Eagle redeems. */
export const posRedemptionPayload = (detail: Detail, redemptions: readonly Payment[]) => ({
  Type: 'Redemption',
  OrderID: detail.Order.ID,
  DateSubmitted: detail.Order.DateSubmitted,
  Customer: customerOf(detail),
  Redemptions: redemptions.map(paymentOf),
});

/** The physical gift cards of a shipment, which Eagle activates for their amounts. */
export const posGiftCardPayload = (detail: Detail, shipment: OrderShipment, lines: readonly LineItem[]) => ({
  Type: 'GiftCardActivation',
  OrderID: detail.Order.ID,
  ShipmentID: shipment.ID,
  StoreCode: shipment.xp.PrintAtStore,
  GiftCards: lines.flatMap((line) =>
    Array.from({ length: Math.max(1, line.QuantityShipped) }, () => ({
      CardNumber: line.xp.giftcardnumber,
      Amount: line.UnitPrice,
      ProductID: line.Product.ID,
    })),
  ),
});

const addressLines = (shipTo: Record<string, unknown> | null) => {
  const address = shipTo as Record<string, string | null | undefined> | null;
  return address
    ? [
        nameOf(address) || address.CompanyName,
        address.CompanyName && nameOf(address) ? address.CompanyName : null,
        address.Street1,
        [address.City, address.Zip].filter(Boolean).join(' '),
      ].filter(Boolean)
    : [];
};

/** The order confirmation e-mail, as the storefront sends it at checkout. */
export function confirmationEmail(detail: Detail, to: string) {
  const { Order } = detail;
  const shipmentTexts = detail.Shipments.map((shipment) => {
    const lines = shipment.LineItems.map(
      (line) => `  ${line.QuantityShipped} × ${line.Product.Name}  ${formatMoney(line.LineTotal)}`,
    );
    const date = shipment.xp.RequestedDeliveryDate ? ` on ${shipment.xp.RequestedDeliveryDate}` : '';
    return [
      `Delivery ${shipment.ID} (${shipment.xp.DeliveryMethod}${date}) to:`,
      ...addressLines(shipment.ShipTo).map((line) => `  ${line}`),
      ...lines,
    ].join('\n');
  });
  return {
    to,
    subject: `Your Bachman's order ${Order.ID}`,
    text:
      `Hello ${Order.FromUser.FirstName ?? ''},\n\n` +
      `Thank you for your order ${Order.ID}. Here is what you ordered:\n\n` +
      `${shipmentTexts.join('\n\n')}\n\n` +
      `Subtotal ${formatMoney(Order.Subtotal)}\nDelivery ${formatMoney(Order.ShippingCost)}\n` +
      `Tax ${formatMoney(Order.TaxCost)}\nTotal ${formatMoney(Order.Total)}\n`,
  };
}

/** The e-mail that carries an e-gift card to its recipient. */
export function eGiftEmail(detail: Detail, lines: readonly LineItem[], to: string) {
  const from = nameOf(detail.Order.FromUser) || 'Someone';
  const cards = lines.map((line) => {
    const number = line.xp.giftcardnumber ? ` Card number: ${line.xp.giftcardnumber}.` : '';
    return `  ${line.Product.Name}: ${formatMoney(line.UnitPrice)}.${number}`;
  });
  return {
    to,
    subject: `${from} sent you a Bachman's e-gift card`,
    text:
      `Hello,\n\n${from} sent you a Bachman's e-gift card (order ${detail.Order.ID}):\n\n${cards.join('\n')}\n\n` +
      `Use it online or in any Bachman's store.\n`,
  };
}
