import {
  customerOrdersRoute,
  ORDER_ACTION_ROUTES,
  type OrderAction,
  orderStoresRoute,
  takenOrdersRoute,
  type FeatureKey,
  ORDER_TEXTS,
  orderApi,
  type OrderDetail,
  orderDetailSchema,
} from '@commerce/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { requireFeature, versioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { principalOf, type Principal } from '../../http/principal.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { visibleCustomerId } from '../customers/public.ts';
import { recentOrdersOf } from './customer-orders.ts';
import { orderDetail } from './detail.ts';
import { listOrders, orderList, orderStoreOptions, recentTakenOrders } from './queries.ts';
import {
  resendConfirmation,
  resendEGiftEmail,
  sendGiftCards,
  sendRedemptionFiles,
  sendShipmentToEagle,
  sendToNetSuite,
  updateBulkOrder,
  updateTrackingNumber,
} from './service.ts';

const orderId = z.string().trim().min(1, ORDER_TEXTS.orderIdMissing).max(50);
const params = z.object({ id: orderId });

/** A send: its action (the contract of its route), its keys, and the service function it runs. */
interface SendRoute<Input> {
  action: OrderAction;
  keys: readonly FeatureKey[];
  summary: string;
  run(tx: Tx, principal: Principal, input: Input): Promise<OrderDetail>;
}

/**
 * Orders and shipments (spec 3 §2, §7). The search, the order page, and the actions: each behind its key,
 * each answering the order as it now stands (with its version as the ETag). A send answers 202: it is
 * queued and goes out after commit; its outcome appears on the order as it comes back.
 */
export const orderRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['orders'];
    const answer = (reply: FastifyReply, detail: OrderDetail) => withVersion(reply, detail, detail.Version);

    /** A send: one transaction, then the outbox is woken; 202 (the route's status) with the order. */
    const send = async (
      reply: FastifyReply,
      principal: Principal,
      action: (tx: Tx, principal: Principal) => Promise<OrderDetail>,
    ) => {
      const detail = await db.transaction((tx) => action(tx, principal));
      notifyOutbox();
      return answer(reply, detail);
    };
    // The customer page's Recent Orders panel: the customer's visibility first (404 when hidden).
    serve(
      app,
      customerOrdersRoute,
      {
        config: requireFeature('order-reader'),
        tags: ['customers'],
        summary: "The customer's 10 latest submitted orders",
      },
      async (request) => ({
        Items: await recentOrdersOf(db, await visibleCustomerId(db, principalOf(request), request.params.id)),
      }),
    );

    listRoute(app, {
      api: orderApi,
      config: requireFeature('order-reader'),
      tags,
      summary:
        'Search shipments of submitted orders: search (IDs, buyer, recipient, tracking number; 3 characters), ' +
        'sortBy (DateSubmitted, OrderID, ID), filters Status, NetsuiteStatus, EagleStatus, SubmittedFrom, ' +
        'SubmittedTo (store days), DeliveryFrom, DeliveryTo (requested delivery dates), FromUserID, PrintAtStore, OrderTakerID, DeliveryMethod, DestinationType',
      list: orderList,
      page: (request, query) => listOrders(db, principalOf(request), query),
    });

    serve(
      app,
      orderStoresRoute,
      {
        config: requireFeature('order-reader'),
        tags,
        summary: 'The print-at-store choices of the order search: 2-digit store codes and names',
      },
      async () => ({ Items: await orderStoreOptions(db) }),
    );

    serve(
      app,
      takenOrdersRoute,
      {
        config: requireFeature('order-reader'),
        tags,
        summary: 'The 10 latest orders the signed-in user took for customers (the profile)',
      },
      async (request) => ({ Items: await recentTakenOrders(db, principalOf(request)) }),
    );

    app.get(
      '/orders/:id',
      {
        config: requireFeature('order-reader'),
        schema: {
          tags,
          summary: 'An order with its shipments, line items, payments and sends',
          params,
          response: { 200: orderDetailSchema },
        },
      },
      async (request, reply) => answer(reply, await orderDetail(db, principalOf(request), request.params.id)),
    );

    /** The sends of the order as a whole (spec 3 §7), each behind its key (spec 3 §6). */
    const orderSends = [
      {
        action: 'send-to-netsuite',
        keys: ['order-orphan-sender'],
        summary:
          'Send to NetSuite: clears the orphan flag, queues the order with the shipments not yet created there',
        run: sendToNetSuite,
      },
      {
        action: 'resend-confirmation',
        keys: ['order-email-sender'],
        summary: "Resend the confirmation e-mail to the buyer's address",
        run: resendConfirmation,
      },
      {
        action: 'send-redemption-files',
        keys: ['order-resend-files'],
        summary: 'Send the gift card and Purple Perks redemptions to Eagle',
        run: sendRedemptionFiles,
      },
    ] as const satisfies readonly SendRoute<{ orderId: string }>[];
    for (const route of orderSends) {
      serve(
        app,
        ORDER_ACTION_ROUTES[route.action],
        { config: requireFeature(...route.keys), tags, summary: route.summary },
        async (request, reply) =>
          send(reply, principalOf(request), (tx, principal) =>
            route.run(tx, principal, { orderId: request.params.id }),
          ),
      );
    }

    /** The sends of one shipment. */
    const shipmentSends = [
      {
        action: 'send-gift-cards',
        keys: ['order-orphan-sender'],
        summary: "Send the shipment's physical gift cards to Eagle to activate",
        run: sendGiftCards,
      },
      {
        action: 'send-to-eagle',
        keys: ['order-orphan-sender', 'order-resend-files'],
        summary: 'Send the shipment file to Eagle',
        run: sendShipmentToEagle,
      },
    ] as const satisfies readonly SendRoute<{ orderId: string; shipmentId: string }>[];
    for (const route of shipmentSends) {
      serve(
        app,
        ORDER_ACTION_ROUTES[route.action],
        { config: requireFeature(...route.keys), tags, summary: route.summary },
        async (request, reply) =>
          send(reply, principalOf(request), (tx, principal) =>
            route.run(tx, principal, { orderId: request.params.id, shipmentId: request.params.shipmentId }),
          ),
      );
    }

    serve(
      app,
      ORDER_ACTION_ROUTES['resend-egift-email'],
      {
        config: requireFeature('order-email-sender'),
        tags,
        summary: "Resend the shipment's e-gift card e-mail to the address given",
      },
      async (request, reply) =>
        send(reply, principalOf(request), (tx, principal) =>
          resendEGiftEmail(tx, principal, {
            orderId: request.params.id,
            shipmentId: request.params.shipmentId,
            email: request.body.Email,
          }),
        ),
    );

    serve(
      app,
      ORDER_ACTION_ROUTES['tracking-number'],
      {
        config: versioned(requireFeature('order-edit-ups')),
        tags,
        summary: "A UPS shipment's tracking number (If-Match: the order's version; empty clears it)",
      },
      async (request, reply) => {
        const input = {
          orderId: request.params.id,
          shipmentId: request.params.shipmentId,
          version: requiredVersion(request),
          trackingNumber: request.body.TrackingNumber,
        };
        const detail = await db.transaction((tx) => updateTrackingNumber(tx, principalOf(request), input));
        return answer(reply, detail);
      },
    );

    serve(
      app,
      ORDER_ACTION_ROUTES['bulk-order'],
      {
        config: versioned(requireFeature('order-bulk-flag')),
        tags,
        summary:
          "Consolidate Delivery Confirmations: the order's xp.BulkOrder (If-Match: the order's version)",
      },
      async (request, reply) => {
        const input = {
          orderId: request.params.id,
          version: requiredVersion(request),
          bulkOrder: request.body.BulkOrder,
        };
        const detail = await db.transaction((tx) => updateBulkOrder(tx, principalOf(request), input));
        return answer(reply, detail);
      },
    );
  };
