import { hasPendingSends, ORDER_TEXTS, type OrderDetail } from '@commerce/domain';
import { useRecordChange, type RecordChange } from '../../lib/resource-hooks.ts';
import { useToast } from '../../lib/toast.ts';
import { orderResource } from '../../resources/orders.ts';
import { errorMessage } from '../../ui/errorMessage.ts';

/** While a send is on its way, the order page asks for the order again this often to show its outcome. */
export const pendingSendsPoll = { ms: 2000, while: (order: OrderDetail) => hasPendingSends(order) };

/** The route of an order action, refusing (as the original client did) an order or shipment without ID. */
export function orderActionRoute(action: string, orderId: string, shipmentId?: string | null): string {
  if (!orderId.trim()) throw new Error(ORDER_TEXTS.orderIdMissing);
  if (shipmentId === undefined) return `/${action}`;
  if (!shipmentId?.trim()) throw new Error(ORDER_TEXTS.shipmentIdMissing);
  return `/shipments/${encodeURIComponent(shipmentId)}/${action}`;
}

/**
 * Runs an order action (each answers the order as it now stands, which replaces the page's copy) and says
 * how it went in a toast; a refusal shows the server's reason. Resolves whether it succeeded; with
 * `rethrow`, a failure rejects instead (a dialog keeps it open and shows it).
 */
export function useOrderAction(orderId: string) {
  const change = useRecordChange(orderResource, orderId);
  const toast = useToast();
  return async (
    request: Omit<RecordChange, 'route'> & { action: string; shipmentId?: string | null },
    done: string,
    options: { rethrow?: boolean } = {},
  ): Promise<boolean> => {
    try {
      const route = orderActionRoute(request.action, orderId, request.shipmentId);
      await change.mutateAsync({
        route,
        method: request.method,
        body: request.body,
        version: request.version,
      });
      toast.success(done);
      return true;
    } catch (error) {
      if (options.rethrow) throw error;
      toast.error(errorMessage(error));
      return false;
    }
  };
}
