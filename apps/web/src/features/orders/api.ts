import {
  hasPendingSends,
  ORDER_ACTION_ROUTES,
  ORDER_TEXTS,
  type OrderAction,
  type OrderDetail,
} from '@commerce/domain';
import type { CallInput } from '../../lib/api.ts';
import { useRecordChange } from '../../lib/resource-hooks.ts';
import { useToast } from '../../lib/toast.ts';
import { orderResource } from '../../resources/orders.ts';
import { errorMessage } from '../../ui/errorMessage.ts';

/** While a send is on its way, the order page asks for the order again this often to show its outcome. */
export const pendingSendsPoll = { ms: 2000, while: (order: OrderDetail) => hasPendingSends(order) };

/** The path parameters of an order action, refusing (as the original client did) an order or shipment without ID. */
export function orderActionParams(orderId: string, shipmentId?: string | null) {
  if (!orderId.trim()) throw new Error(ORDER_TEXTS.orderIdMissing);
  if (shipmentId === undefined) return { id: orderId };
  if (!shipmentId?.trim()) throw new Error(ORDER_TEXTS.shipmentIdMissing);
  return { id: orderId, shipmentId };
}

type ActionRoute<Action extends OrderAction> = (typeof ORDER_ACTION_ROUTES)[Action];

/**
 * Runs an order action (ORDER_ACTION_ROUTES: its body and version as the route's contract takes them; each
 * answers the order as it now stands, which replaces the page's copy) and says how it went in a toast; a
 * refusal shows the server's reason. Resolves whether it succeeded; with `rethrow`, a failure rejects
 * instead (a dialog keeps it open and shows it).
 */
export function useOrderAction(orderId: string) {
  const change = useRecordChange(orderResource, orderId);
  const toast = useToast();
  return async <Action extends OrderAction>(
    request: { action: Action; shipmentId?: string | null } & Omit<CallInput<ActionRoute<Action>>, 'params'>,
    done: string,
    options: { rethrow?: boolean } = {},
  ): Promise<boolean> => {
    try {
      const { action, shipmentId, ...input } = request;
      const params = orderActionParams(orderId, shipmentId);
      await change.save(ORDER_ACTION_ROUTES[action], { ...input, params } as CallInput<ActionRoute<Action>>);
      toast.success(done);
      return true;
    } catch (error) {
      if (options.rethrow) throw error;
      toast.error(errorMessage(error));
      return false;
    }
  };
}
