import {
  buildOrderCustomerSchema,
  checkoutSchema,
  placedOrderSchema,
  quoteRequestSchema,
  quoteSchema,
  STOREFRONT_TEXTS,
  storefrontBrowseQuerySchema,
  storefrontDepartmentSchema,
  storefrontProductDetailSchema,
  storefrontProductSchema,
} from '@commerce/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { publicRoute, unversioned } from '../../http/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { unauthenticated } from '../../http/errors.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { impersonationOf, type Impersonation } from '../build-order/public.ts';
import { findCustomer } from '../customers/public.ts';
import { activeDepartments } from '../dcf/public.ts';
import { browseStorefront, storefrontProduct } from '../products/public.ts';
import { placeOrder, quote } from './checkout.ts';

/** The storefront's customer: the impersonation its bearer token stands for, or 401. */
async function customerSession(db: DbOrTx, request: FastifyRequest): Promise<Impersonation> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header)?.[1];
  const impersonation = token ? await impersonationOf(db, token) : null;
  if (!impersonation) throw unauthenticated(STOREFRONT_TEXTS.sessionEnded);
  return impersonation;
}

/**
 * The lean storefront's API (/api/storefront): browsing is open to guests like any shop; the customer, and
 * checkout, need the impersonation token Build Order hands the storefront (Authorization: Bearer).
 */
export const storefrontRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['storefront'];

    app.get(
      '/storefront/products',
      {
        config: publicRoute,
        schema: {
          tags,
          summary:
            'The visible catalogue, 24 a page, optionally searched (name, web name, product code) or in one department; by name or price',
          querystring: storefrontBrowseQuerySchema,
          response: { 200: z.object({ Items: z.array(storefrontProductSchema), TotalCount: z.number() }) },
        },
      },
      async (request) => browseStorefront(db, request.query),
    );

    app.get(
      '/storefront/departments',
      {
        config: publicRoute,
        schema: {
          tags,
          summary: "The departments to browse (the DCF catalogue's active departments)",
          response: { 200: z.object({ Items: z.array(storefrontDepartmentSchema) }) },
        },
      },
      async () => ({ Items: await activeDepartments(db) }),
    );

    app.get(
      '/storefront/products/:code',
      {
        config: publicRoute,
        schema: {
          tags,
          summary: 'A product: its visible SKUs and delivery options',
          params: z.object({ code: z.string().min(1).max(50) }),
          response: { 200: storefrontProductDetailSchema },
        },
      },
      async (request) => storefrontProduct(db, request.params.code),
    );

    app.post(
      '/storefront/quote',
      {
        config: unversioned(publicRoute, 'A quote changes nothing.'),
        schema: {
          tags,
          summary: 'Prices a cart and a delivery choice (fees, time slots and holiday fees of BuyerXP)',
          body: quoteRequestSchema,
          response: { 200: quoteSchema },
        },
      },
      async (request) => quote(db, request.body),
    );

    app.get(
      '/storefront/me',
      {
        config: publicRoute,
        schema: {
          tags,
          summary: 'The customer the bearer token orders for (401 when the session ended)',
          response: { 200: buildOrderCustomerSchema },
        },
      },
      async (request) => {
        const session = await customerSession(db, request);
        const row = await findCustomer(db, session.customerId);
        if (!row) throw unauthenticated(STOREFRONT_TEXTS.sessionEnded);
        return {
          ID: row.id,
          FirstName: row.firstName,
          LastName: row.lastName,
          Email: row.email.toLowerCase(),
        };
      },
    );

    app.post(
      '/storefront/orders',
      {
        config: unversioned(publicRoute, 'Placing an order creates a new one; nothing is overwritten.'),
        schema: {
          tags,
          summary:
            'Checkout for the customer of the bearer token: the submitted order with its shipment, lines and payment',
          body: checkoutSchema,
          response: { 201: placedOrderSchema },
        },
      },
      async (request, reply) => {
        const session = await customerSession(db, request);
        const placed = await db.transaction((tx) => placeOrder(tx, session, request.body));
        notifyOutbox();
        return reply.code(201).send(placed);
      },
    );
  };
