import { GUEST_USER_ID } from '@commerce/domain';
import type { Tx } from '../../db/client.ts';
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
