import {
  buildOrderCustomerInfoSchema,
  buildOrderCustomerSchema,
  buildOrderCustomerSearchSchema,
  customerDetailSchema,
  customerNoteFormSchema,
  customerSearchQuerySchema,
  impersonationRequestSchema,
  impersonationTokenSchema,
  loyaltyLookupRequestSchema,
  loyaltyLookupSchema,
  registerCustomerSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, unversioned } from '../../http/access.ts';
import { forbidden } from '../../http/errors.ts';
import { principalOf } from '../../http/principal.ts';
import { withVersion } from '../../http/versioning.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { addCustomerNote, deleteCustomerNote, searchServableCustomers } from '../customers/public.ts';
import { loyaltyLookup, loyaltyProviderFor } from './loyalty.ts';
import {
  customerInfo,
  isServing,
  registerCustomer,
  startImpersonation,
  stopImpersonation,
} from './service.ts';

const params = z.object({ id: z.string().min(1).max(50) });
const noteParams = params.extend({ noteId: z.string().min(1).max(20) });
const builder = requireFeature('order-builder');
const notServing = () => forbidden('Build Order changes notes only of the customer being served.');

/** Build Order (spec 1 §2, §4–§7; AREAS B.15), all under the order-builder key. */
export const buildOrderRoutes =
  ({ database, config, loyalty }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const loyaltyProvider = loyalty ?? loyaltyProviderFor(config, db);
    const tags = ['build-order'];

    app.get(
      '/build-order/customers',
      {
        config: builder,
        schema: {
          tags,
          summary:
            'Find a customer: at least 3 characters, 10 active customers and whether more match (training customers only for Training_Team)',
          querystring: customerSearchQuerySchema,
          response: { 200: buildOrderCustomerSearchSchema },
        },
      },
      async (request) => searchServableCustomers(db, principalOf(request), request.query.search),
    );

    app.get(
      '/build-order/customers/:id',
      {
        config: builder,
        schema: {
          tags,
          summary: 'The customer info of a customer who may be served',
          params,
          response: { 200: buildOrderCustomerInfoSchema },
        },
      },
      async (request) => customerInfo(db, principalOf(request), request.params.id),
    );

    app.post(
      '/build-order/customers',
      {
        config: builder,
        schema: {
          tags,
          summary:
            'Register Customer in one transaction: customer, default group, customer-service sync (409 e-mail taken)',
          body: registerCustomerSchema,
          response: { 201: buildOrderCustomerSchema },
        },
      },
      async (request, reply) => {
        const created = await db.transaction((tx) =>
          registerCustomer(tx, principalOf(request), request.body),
        );
        notifyOutbox();
        return reply.code(201).send(created);
      },
    );

    app.post(
      '/build-order/loyalty',
      {
        config: builder,
        schema: {
          tags,
          summary:
            "Loyalty info by card number (the customer service): the points balance, or 404 'Card not found' when its balance is not a number",
          body: loyaltyLookupRequestSchema,
          response: { 200: loyaltyLookupSchema },
        },
      },
      async (request) => loyaltyLookup(loyaltyProvider, request.body.cardNumber),
    );

    app.post(
      '/build-order/impersonation',
      {
        config: builder,
        schema: {
          tags,
          summary:
            'Start ordering for a customer: a short-lived storefront token (audited); earlier ones end',
          body: impersonationRequestSchema,
          response: { 200: impersonationTokenSchema },
        },
      },
      async (request) =>
        db.transaction((tx) => startImpersonation(tx, principalOf(request), request.body.CustomerID)),
    );

    app.delete(
      '/build-order/impersonation',
      {
        config: unversioned(builder, 'Stop Session ends only the caller’s own storefront tokens.'),
        schema: { tags, summary: 'Stop Session: the storefront tokens of this session end' },
      },
      async (request, reply) => {
        await db.transaction((tx) => stopImpersonation(tx, principalOf(request)));
        return reply.code(204).send();
      },
    );

    app.post(
      '/build-order/customers/:id/notes',
      {
        config: builder,
        schema: {
          tags,
          summary: 'Add a note to the customer being served (C-2; the oldest beyond 5 is dropped)',
          params,
          body: customerNoteFormSchema,
          response: { 201: customerDetailSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!(await isServing(db, principal, request.params.id))) throw notServing();
        const input = { id: request.params.id, text: request.body.text };
        const value = await db.transaction((tx) => addCustomerNote(tx, principal, input));
        return reply.code(201).send(withVersion(reply, value, value.Version));
      },
    );

    app.delete(
      '/build-order/customers/:id/notes/:noteId',
      {
        config: unversioned(
          builder,
          'A note is deleted as staff see it; nothing another editor changed is lost.',
        ),
        schema: { tags, summary: 'Delete a note of the customer being served (C-2)', params: noteParams },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!(await isServing(db, principal, request.params.id))) throw notServing();
        const input = { id: request.params.id, noteId: request.params.noteId };
        const value = await db.transaction((tx) => deleteCustomerNote(tx, principal, input));
        return withVersion(reply, value, value.Version);
      },
    );
  };
