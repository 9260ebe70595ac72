import {
  GUEST_USER_ID,
  shipmentOrderNames,
  shipmentSearchText,
  type DeliveryChoice,
  type Quote,
} from '@commerce/domain';
import type { Tx } from '../../db/client.ts';
import { lineItems, orders, payments, shipments } from '../../db/schema/orders.ts';
import { sendThroughConnector } from '../../integrations/connectors/index.ts';
import { cecsCustomerPayload, findCustomer } from '../customers/public.ts';
import { detailOf, reloadOrder } from './detail.ts';
import { confirmationEmail, erpOrderPayload, posShipmentPayload } from './sends.ts';

/**
 * The sends of a newly placed order (the storefront's checkout), queued in the transaction that wrote it:
 * the sales order to NetSuite with every shipment, each shipment's file to Eagle, the buyer to the
 * customer service when never synced or last failed, and the confirmation e-mail. Their outcomes are
 * written back like every order send (write-backs.ts). Returns the outbox IDs.
 */
export async function queuePlacedOrderSends(tx: Tx, orderId: string): Promise<number[]> {
  const detail = await detailOf(tx, await reloadOrder(tx, orderId));
  const sent: number[] = [];
  sent.push(
    await sendThroughConnector(tx, 'erp', {
      entity: 'order',
      entityId: orderId,
      payload: erpOrderPayload(
        detail,
        detail.Shipments.map((shipment) => shipment.ID),
      ),
    }),
  );
  for (const shipment of detail.Shipments) {
    sent.push(
      await sendThroughConnector(tx, 'pos', {
        entity: 'shipment',
        entityId: shipment.ID,
        payload: posShipmentPayload(detail, shipment),
      }),
    );
  }
  if (detail.Order.FromUserID !== GUEST_USER_ID) {
    const customer = await findCustomer(tx, detail.Order.FromUserID);
    if (customer && customer.cecsSyncStatus !== 'Success') {
      sent.push(
        await sendThroughConnector(tx, 'cecs', {
          entity: 'customer',
          entityId: customer.id,
          payload: cecsCustomerPayload(customer),
        }),
      );
    }
  }
  const to = detail.Order.FromUser.Email?.trim();
  if (to && to.includes('@')) {
    sent.push(
      await sendThroughConnector(tx, 'email', {
        entity: 'order',
        entityId: orderId,
        payload: confirmationEmail(detail, to),
      }),
    );
  }
  return sent;
}

/** An order the storefront places, as it was priced and for whom: what recordPlacedOrder writes. */
export interface PlacedOrder {
  id: string;
  shipmentId: string;
  at: Date;
  /** The buyer as the order keeps them (a snapshot: later changes to the customer do not alter it). */
  fromUser: { ID: string; FirstName: string; LastName: string; Email: string; Username: string };
  shipTo: Record<string, string | null>;
  delivery: DeliveryChoice;
  timeSlot: string | null;
  cardMessage: string | null;
  priced: Pick<Quote, 'Lines' | 'Charges' | 'Subtotal' | 'Shipping' | 'Tax' | 'Total'>;
  /** The staff member serving the customer (the order's xp.OrderTaker). */
  taker: {
    ID: string;
    FirstName: string;
    LastName: string;
    Username: string;
    StoreName: string | null;
    StoreID_2digit: string | null;
  };
  /** The card's brand and last four digits only: the card is never stored. */
  card: { type: string; lastFour: string };
}

/**
 * Writes a placed order in the caller's transaction: the submitted order, its one shipment, its line
 * items and the card payment. Queue its sends with queuePlacedOrderSends.
 */
export async function recordPlacedOrder(tx: Tx, order: PlacedOrder): Promise<void> {
  const { id, shipmentId, at: now, fromUser, shipTo, delivery: Delivery, priced, taker } = order;
  const pickup = Delivery.Method === 'InStorePickUp';
  await tx.insert(orders).values({
    id,
    fromUserId: fromUser.ID,
    fromUser,
    status: 'Open',
    dateCreated: now,
    dateSubmitted: now,
    billingAddress: { ...shipTo, Country: 'US' },
    subtotal: priced.Subtotal.toFixed(2),
    shippingCost: priced.Shipping.toFixed(2),
    taxCost: priced.Tax.toFixed(2),
    total: priced.Total.toFixed(2),
    orderTakerId: taker.ID,
    xp: { OrderTaker: taker, PlacedThrough: 'storefront' },
  });
  await tx.insert(shipments).values({
    id: shipmentId,
    orderId: id,
    deliveryMethod: Delivery.Method,
    addressType: pickup ? 'InStorePickUp' : Delivery.AddressType,
    requestedDeliveryDate: Delivery.Date,
    printAtStore: taker.StoreID_2digit ?? '02',
    cost: priced.Shipping.toFixed(2),
    dateSubmitted: now,
    fromUserId: fromUser.ID,
    orderTakerId: taker.ID,
    ...shipmentOrderNames(fromUser, taker),
    shipTo,
    searchText: shipmentSearchText({ orderId: id, shipmentId, fromUser, shipTo }),
    xp: {
      CardMessage: order.cardMessage,
      NoCardMessage: !order.cardMessage,
      TimeSlot: order.timeSlot,
      DeliveryCharges: priced.Charges,
    },
  });
  await tx.insert(lineItems).values(
    priced.Lines.map((line, index) => ({
      id: `${shipmentId}-${index + 1}`,
      orderId: id,
      shipmentId,
      productId: line.SKU,
      product: { ID: line.SKU, Name: line.Name, xp: { ProductCode: line.ProductCode } },
      unitPrice: line.UnitPrice.toFixed(2),
      quantity: line.Quantity,
      lineTotal: line.LineTotal.toFixed(2),
      xp: { DeliveryMethod: Delivery.Method },
    })),
  );
  await tx.insert(payments).values({
    id: `${id}-P1`,
    orderId: id,
    type: 'CreditCard',
    amount: priced.Total.toFixed(2),
    dateCreated: now,
    xp: {
      Type: 'CreditCard',
      CardType: order.card.type,
      CardNumber: order.card.lastFour,
    },
  });
}
