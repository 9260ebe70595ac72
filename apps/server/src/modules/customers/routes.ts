import {
  chargeLimitSchema,
  customerAddressSchema,
  customerBasicInfoSchema,
  customerBulkRequestSchema,
  customerBulkResultSchema,
  customerCreditCardSchema,
  customerDetailSchema,
  customerGroupSchema,
  customerGroupsBodySchema,
  customerListItemSchema,
  customerNoteFormSchema,
  customerNoteSchema,
  customerStatusSchema,
  eagleNumberSchema,
  listPageSchema,
  passwordResetQueuedSchema,
  purchaseOrderSchema,
  taxExemptionSchema,
  type CustomerDetail,
} from '@commerce/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { requireFeature, unversioned, versioned } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { principalOf, type Principal } from '../../http/principal.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { assignNewAccountNumber } from './account-number.ts';
import { runCustomerBulk } from './bulk.ts';
import { toCustomerNote } from './mapper.ts';
import { addCustomerNote, deleteCustomerNote, editCustomerNote } from './notes.ts';
import { customerAddressPage, customerCardPage } from './panels.ts';
import { requestPasswordReset } from './password-reset.ts';
import { customerList, listCustomers } from './queries.ts';
import {
  customerDetail,
  deleteCustomer,
  notesOf,
  offeredCustomerGroups,
  updateBasicInfo,
  updateCreditLimit,
  updateEagleNumber,
  updateGroups,
  updateStatus,
  updateXp,
  type CustomerEdit,
  type CustomerRules,
} from './service.ts';
import { visibleCustomer } from './visibility.ts';

const params = z.object({ id: z.string().min(1).max(50) });
const noteParams = params.extend({ noteId: z.string().min(1).max(20) });
const pageQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const detail = { 200: customerDetailSchema };

/**
 * Customers (spec 2 §2–§8). Each edit has its own route and key; the detail's ETag/Version goes back as
 * If-Match on every change to the record, and every change answers the whole record.
 */
export const customerRoutes =
  ({ database, config }: AppDeps, rules: CustomerRules): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['customers'];
    /** An edit of the record: the customer's ID in the path, the edit's body, the whole record back. */
    const editSchema = <B extends z.ZodType>(summary: string, body: B) =>
      ({ tags, summary, params, body, response: detail }) as const;

    /** Runs a change of the customer in one transaction, against the version the editor saw. */
    const edited = async (
      request: FastifyRequest & { params: { id: string } },
      reply: FastifyReply,
      edit: (
        tx: Tx,
        principal: Principal,
        customer: CustomerEdit & { version: number },
      ) => Promise<CustomerDetail>,
    ) => {
      const customer = { id: request.params.id, version: requiredVersion(request) };
      const value = await db.transaction((tx) => edit(tx, principalOf(request), customer));
      return withVersion(reply, value, value.Version);
    };

    listRoute(app, {
      path: '/customers',
      config: requireFeature('customer-reader'),
      tags,
      summary:
        'List customers: search (+searchOn ID, Email, FirstName, LastName), sortBy, page, pageSize, filters Active, ' +
        'xp.LastLoginTimeStamp, xp.LastOrderSubmitted, xp.OrderCloudToCecsCustomerTimeStamp, xp.Charge, ' +
        'xp.EagleCustomerNumber, DateCreated, UserGroupID',
      item: customerListItemSchema,
      list: customerList,
      page: (request, query) => listCustomers(db, principalOf(request), query),
    });

    app.get(
      '/customer-groups',
      {
        config: requireFeature('customer-group', 'user-group-admin'),
        schema: {
          tags,
          summary: 'The customer groups staff filter by and assign (communication and store groups)',
          response: { 200: z.object({ Items: z.array(customerGroupSchema) }) },
        },
      },
      async () => ({ Items: await offeredCustomerGroups(db) }),
    );

    app.post(
      '/customers/bulk',
      {
        config: requireFeature('customer-bulk'),
        schema: {
          tags,
          summary:
            'Activate, deactivate or delete (also customer-delete) up to 100 customers; reports each failure',
          body: customerBulkRequestSchema,
          response: { 200: customerBulkResultSchema },
        },
      },
      async (request) => {
        const input = { action: request.body.Action, ids: request.body.IDs };
        return db.transaction((tx) => runCustomerBulk(tx, principalOf(request), input, request.log, rules));
      },
    );

    app.get(
      '/customers/:id',
      {
        config: requireFeature('customer-reader'),
        schema: {
          tags,
          summary: 'A customer with groups, charge account and points',
          params,
          response: detail,
        },
      },
      async (request, reply) => {
        const value = await customerDetail(db, principalOf(request), request.params.id);
        return withVersion(reply, value, value.Version);
      },
    );

    app.patch(
      '/customers/:id',
      {
        config: versioned(requireFeature('customer-info', 'customer-email')),
        schema: editSchema(
          'Basic Info: FirstName, LastName, Phone (customer-info), Email (customer-email; Username follows)',
          customerBasicInfoSchema,
        ),
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          updateBasicInfo(tx, principal, customer, request.body),
        ),
    );

    app.put(
      '/customers/:id/status',
      {
        // Spec 2 names customer-account for this edit, spec 1 §6 customer-tax: either key may change it.
        config: versioned(requireFeature('customer-account', 'customer-tax')),
        schema: editSchema('Account status (Active)', customerStatusSchema),
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          updateStatus(tx, principal, customer, request.body.Active),
        ),
    );

    app.put(
      '/customers/:id/eagle-number',
      {
        config: versioned(requireFeature('customer-info')),
        schema: editSchema('Eagle Customer Number', eagleNumberSchema),
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          updateEagleNumber(tx, principal, customer, request.body.EagleCustomerNumber),
        ),
    );

    app.post(
      '/customers/:id/account-number',
      {
        config: versioned(requireFeature('customer-info')),
        schema: {
          tags,
          summary:
            'Generate a new OMS account number (If-Match); the customer and everything of theirs moves to it',
          params,
          response: detail,
        },
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          assignNewAccountNumber(tx, principal, customer, rules),
        ),
    );

    app.put(
      '/customers/:id/purchase-order',
      {
        config: versioned(requireFeature('customer-po')),
        schema: editSchema('Purchase Order: PORequired, PONumber', purchaseOrderSchema),
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          updateXp(tx, principal, customer, 'update-purchase-order', { PO: request.body }),
        ),
    );

    app.put(
      '/customers/:id/tax-exemption',
      {
        config: versioned(requireFeature('customer-tax')),
        schema: editSchema('Tax exemption: Enabled, TaxExemptionID', taxExemptionSchema),
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          updateXp(tx, principal, customer, 'update-tax-exemption', { TaxExemption: request.body }),
        ),
    );

    app.put(
      '/customers/:id/charge-account',
      {
        config: versioned(requireFeature('customer-charge')),
        schema: editSchema('Store charge account credit limit (2 decimals)', chargeLimitSchema),
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          updateCreditLimit(tx, principal, customer, request.body.AvailCredit),
        ),
    );

    app.put(
      '/customers/:id/groups',
      {
        config: versioned(requireFeature('user-group-admin')),
        schema: editSchema("The customer's groups", customerGroupsBodySchema),
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          updateGroups(tx, principal, customer, request.body.GroupIDs),
        ),
    );

    app.post(
      '/customers/:id/password-reset',
      {
        config: requireFeature('customer-reset-pass'),
        schema: {
          tags,
          summary:
            'Queue a password reset e-mail to the customer (202: queued, delivered after commit with retries)',
          params,
          response: { 202: passwordResetQueuedSchema },
        },
      },
      async (request, reply) => {
        const queued = await db.transaction((tx) =>
          requestPasswordReset(tx, principalOf(request), { id: request.params.id }, config),
        );
        notifyOutbox();
        return reply.code(202).send(queued);
      },
    );

    app.delete(
      '/customers/:id',
      {
        config: versioned(requireFeature('customer-delete')),
        schema: {
          tags,
          summary: 'Delete an inactive customer who never ordered (If-Match required)',
          params,
        },
      },
      async (request, reply) => {
        const customer = { id: request.params.id, version: requiredVersion(request) };
        await db.transaction((tx) => deleteCustomer(tx, principalOf(request), customer, rules));
        return reply.code(204).send();
      },
    );

    app.get(
      '/customers/:id/notes',
      {
        // Build Order shows the notes of the customer being ordered for, too.
        config: requireFeature('customer-reader', 'order-builder'),
        schema: {
          tags,
          summary: "The customer's notes, newest first (at most 5)",
          params,
          response: { 200: z.object({ Items: z.array(customerNoteSchema) }) },
        },
      },
      async (request) => {
        const customer = await visibleCustomer(db, principalOf(request), request.params.id);
        return { Items: (await notesOf(db, customer.id)).map(toCustomerNote) };
      },
    );

    app.post(
      '/customers/:id/notes',
      {
        config: requireFeature('customer-info'),
        schema: {
          tags,
          summary: 'Add a note (the oldest beyond 5 is dropped)',
          params,
          body: customerNoteFormSchema,
          response: { 201: customerDetailSchema },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, text: request.body.text };
        const value = await db.transaction((tx) => addCustomerNote(tx, principalOf(request), input));
        return reply.code(201).send(withVersion(reply, value, value.Version));
      },
    );

    app.patch(
      '/customers/:id/notes/:noteId',
      {
        config: versioned(requireFeature('customer-info')),
        schema: {
          tags,
          summary: "Change a note's text (If-Match: the customer's version)",
          params: noteParams,
          body: customerNoteFormSchema,
          response: detail,
        },
      },
      async (request, reply) =>
        edited(request, reply, (tx, principal, customer) =>
          editCustomerNote(tx, principal, {
            ...customer,
            noteId: request.params.noteId,
            text: request.body.text,
          }),
        ),
    );

    app.delete(
      '/customers/:id/notes/:noteId',
      {
        config: unversioned(
          requireFeature('customer-info'),
          'A note is deleted as staff see it; deleting overwrites nothing another editor could have changed.',
        ),
        schema: { tags, summary: 'Delete a note', params: noteParams, response: detail },
      },
      async (request, reply) => {
        const input = { id: request.params.id, noteId: request.params.noteId };
        const value = await db.transaction((tx) => deleteCustomerNote(tx, principalOf(request), input));
        return withVersion(reply, value, value.Version);
      },
    );

    app.get(
      '/customers/:id/addresses',
      {
        config: requireFeature('customer-reader'),
        schema: {
          tags,
          summary: 'The address book, 8 per page',
          params,
          querystring: pageQuery,
          response: { 200: listPageSchema(customerAddressSchema) },
        },
      },
      async (request) => customerAddressPage(db, principalOf(request), request.params.id, request.query),
    );

    app.get(
      '/customers/:id/credit-cards',
      {
        config: requireFeature('customer-reader'),
        schema: {
          tags,
          summary: 'Saved credit cards, 8 per page',
          params,
          querystring: pageQuery,
          response: { 200: listPageSchema(customerCreditCardSchema) },
        },
      },
      async (request) => customerCardPage(db, principalOf(request), request.params.id, request.query),
    );
  };
