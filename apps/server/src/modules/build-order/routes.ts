import {
  buildOrderAddNoteRoute,
  buildOrderCustomerInfoRoute,
  buildOrderDeleteNoteRoute,
  buildOrderSearchRoute,
  loyaltyLookupRoute,
  registerCustomerRoute,
  startImpersonationRoute,
  stopImpersonationRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, unversioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
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

const builder = requireFeature('order-builder');
const notServing = () => forbidden('Build Order changes notes only of the customer being served.');

/** Build Order (spec 1 §2, §4–§7; AREAS B.15), all under the order-builder key. */
export const buildOrderRoutes =
  ({ database, config, loyalty }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const loyaltyProvider = loyalty ?? loyaltyProviderFor(config, db);
    const tags = ['build-order'];

    const options = (summary: string, access = builder) => ({ config: access, tags, summary });

    serve(
      app,
      buildOrderSearchRoute,
      options(
        'Find a customer: at least 3 characters, 10 active customers and whether more match (training customers only for Training_Team)',
      ),
      async (request) => searchServableCustomers(db, principalOf(request), request.query.search),
    );

    serve(
      app,
      buildOrderCustomerInfoRoute,
      options('The customer info of a customer who may be served'),
      async (request) => customerInfo(db, principalOf(request), request.params.id),
    );

    serve(
      app,
      registerCustomerRoute,
      options(
        'Register Customer in one transaction: customer, default group, customer-service sync (409 e-mail taken)',
      ),
      async (request) => {
        const created = await db.transaction((tx) =>
          registerCustomer(tx, principalOf(request), request.body),
        );
        notifyOutbox();
        return created;
      },
    );

    serve(
      app,
      loyaltyLookupRoute,
      options(
        "Loyalty info by card number (the customer service): the points balance, or 404 'Card not found' when its balance is not a number",
      ),
      async (request) => loyaltyLookup(loyaltyProvider, request.body.cardNumber),
    );

    serve(
      app,
      startImpersonationRoute,
      options('Start ordering for a customer: a short-lived storefront token (audited); earlier ones end'),
      async (request) =>
        db.transaction((tx) => startImpersonation(tx, principalOf(request), request.body.CustomerID)),
    );

    serve(
      app,
      stopImpersonationRoute,
      options(
        'Stop Session: the storefront tokens of this session end',
        unversioned(builder, 'Stop Session ends only the caller’s own storefront tokens.'),
      ),
      async (request) => {
        await db.transaction((tx) => stopImpersonation(tx, principalOf(request)));
        return null;
      },
    );

    serve(
      app,
      buildOrderAddNoteRoute,
      options('Add a note to the customer being served (C-2; the oldest beyond 5 is dropped)'),
      async (request, reply) => {
        const principal = principalOf(request);
        if (!(await isServing(db, principal, request.params.id))) throw notServing();
        const input = { id: request.params.id, text: request.body.text };
        const value = await db.transaction((tx) => addCustomerNote(tx, principal, input));
        return withVersion(reply, value, value.Version);
      },
    );

    serve(
      app,
      buildOrderDeleteNoteRoute,
      options(
        'Delete a note of the customer being served (C-2)',
        unversioned(builder, 'A note is deleted as staff see it; nothing another editor changed is lost.'),
      ),
      async (request, reply) => {
        const principal = principalOf(request);
        if (!(await isServing(db, principal, request.params.id))) throw notServing();
        const input = { id: request.params.id, noteId: request.params.noteId };
        const value = await db.transaction((tx) => deleteCustomerNote(tx, principal, input));
        return withVersion(reply, value, value.Version);
      },
    );
  };
