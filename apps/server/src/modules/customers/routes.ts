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
  customerOrderRowSchema,
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
import { requireFeature } from '../../http/access.ts';
import { principalOf } from '../../http/guard.ts';
import { requiredVersion, sendVersion } from '../../http/versioning.ts';
import type { Principal } from '../auth/principal.ts';
import { assignNewAccountNumber } from './account-number.ts';
import { runCustomerBulk } from './bulk.ts';
import { listCustomers } from './list.ts';
import { addCustomerNote, deleteCustomerNote, editCustomerNote } from './notes.ts';
import { customerAddressPage, customerCardPage, recentOrders } from './panels.ts';
import { requestPasswordReset } from './password-reset.ts';
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
} from './service.ts';
import { toCustomerNote } from './mapper.ts';
import { visibleCustomer } from './visibility.ts';

const params = z.object({ id: z.string().min(1).max(50) });
const noteParams = params.extend({ noteId: z.string().min(1).max(20) });
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const detail = { 200: customerDetailSchema };

/** Every answer that carries the record also carries its version as the ETag. */
const withVersion = (reply: FastifyReply, value: CustomerDetail): CustomerDetail => {
  sendVersion(reply, value.Version);
  return value;
};

/** Runs an edit of the customer against the version the editor saw (If-Match) and answers the record. */
const edited = async (
  request: FastifyRequest & { params: { id: string } },
  reply: FastifyReply,
  edit: (principal: Principal, id: string, version: number) => Promise<CustomerDetail>,
) => withVersion(reply, await edit(principalOf(request), request.params.id, requiredVersion(request)));

/**
 * Customers (spec 2 §2–§8). Each edit has its own route and key; the detail's ETag/Version goes back as
 * If-Match on every change to the record.
 */
export const customerRoutes =
  ({ database, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['customers'];
    /** An edit of the record: the customer's ID in the path, the edit's body, the whole record back. */
    const editSchema = <B extends z.ZodType>(summary: string, body: B) =>
      ({ tags, summary, params, body, response: detail }) as const;

    app.get(
      '/customers',
      {
        config: requireFeature('customer-reader'),
        schema: {
          tags,
          summary:
            'List customers: search (+searchOn ID, Email, FirstName, LastName), sortBy, page, pageSize, filters Active, ' +
            'xp.LastLoginTimeStamp, xp.LastOrderSubmitted, xp.OrderCloudToCecsCustomerTimeStamp, xp.Charge, ' +
            'xp.EagleCustomerNumber, DateCreated, UserGroupID',
          querystring: listQuery,
          response: { 200: listPageSchema(customerListItemSchema) },
        },
      },
      async (request) => listCustomers(db, principalOf(request), request.query),
    );

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
      async (request) =>
        runCustomerBulk(db, principalOf(request), request.body.Action, request.body.IDs, request.log),
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
      async (request, reply) =>
        withVersion(reply, await customerDetail(db, principalOf(request), request.params.id)),
    );

    app.patch(
      '/customers/:id',
      {
        config: requireFeature('customer-info', 'customer-email'),
        schema: editSchema(
          'Basic Info: FirstName, LastName, Phone (customer-info), Email (customer-email; Username follows)',
          customerBasicInfoSchema,
        ),
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          updateBasicInfo(db, principal, id, version, request.body),
        ),
    );

    app.put(
      '/customers/:id/status',
      {
        // Spec 2 names customer-account for this edit, spec 1 §6 customer-tax: either key may change it.
        config: requireFeature('customer-account', 'customer-tax'),
        schema: editSchema('Account status (Active)', customerStatusSchema),
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          updateStatus(db, principal, id, version, request.body.Active),
        ),
    );

    app.put(
      '/customers/:id/eagle-number',
      {
        config: requireFeature('customer-info'),
        schema: editSchema('Eagle Customer Number', eagleNumberSchema),
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          updateEagleNumber(db, principal, id, version, request.body.EagleCustomerNumber),
        ),
    );

    app.post(
      '/customers/:id/account-number',
      {
        config: requireFeature('customer-info'),
        schema: {
          tags,
          summary:
            'Generate a new OMS account number (If-Match); the customer and everything of theirs moves to it',
          params,
          response: detail,
        },
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          assignNewAccountNumber(db, principal, id, version),
        ),
    );

    app.put(
      '/customers/:id/purchase-order',
      {
        config: requireFeature('customer-po'),
        schema: editSchema('Purchase Order: PORequired, PONumber', purchaseOrderSchema),
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          updateXp(db, principal, id, version, 'update-purchase-order', { PO: request.body }),
        ),
    );

    app.put(
      '/customers/:id/tax-exemption',
      {
        config: requireFeature('customer-tax'),
        schema: editSchema('Tax exemption: Enabled, TaxExemptionID', taxExemptionSchema),
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          updateXp(db, principal, id, version, 'update-tax-exemption', { TaxExemption: request.body }),
        ),
    );

    app.put(
      '/customers/:id/charge-account',
      {
        config: requireFeature('customer-charge'),
        schema: editSchema('Store charge account credit limit (2 decimals)', chargeLimitSchema),
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          updateCreditLimit(db, principal, id, version, request.body.AvailCredit),
        ),
    );

    app.put(
      '/customers/:id/groups',
      {
        config: requireFeature('user-group-admin'),
        schema: editSchema("The customer's groups", customerGroupsBodySchema),
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          updateGroups(db, principal, id, version, request.body.GroupIDs),
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
        reply.code(202);
        return requestPasswordReset(db, principalOf(request), request.params.id, config);
      },
    );

    app.delete(
      '/customers/:id',
      {
        config: requireFeature('customer-delete'),
        schema: { tags, summary: 'Delete an inactive customer who never ordered', params },
      },
      async (request, reply) => {
        await deleteCustomer(db, principalOf(request), request.params.id);
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
        const value = await addCustomerNote(db, principalOf(request), request.params.id, request.body.text);
        reply.code(201);
        return withVersion(reply, value);
      },
    );

    app.patch(
      '/customers/:id/notes/:noteId',
      {
        config: requireFeature('customer-info'),
        schema: {
          tags,
          summary: "Change a note's text (If-Match: the customer's version)",
          params: noteParams,
          body: customerNoteFormSchema,
          response: detail,
        },
      },
      async (request, reply) =>
        edited(request, reply, (principal, id, version) =>
          editCustomerNote(db, principal, id, request.params.noteId, version, request.body.text),
        ),
    );

    app.delete(
      '/customers/:id/notes/:noteId',
      {
        config: requireFeature('customer-info'),
        schema: { tags, summary: 'Delete a note', params: noteParams, response: detail },
      },
      async (request, reply) =>
        withVersion(
          reply,
          await deleteCustomerNote(db, principalOf(request), request.params.id, request.params.noteId),
        ),
    );

    app.get(
      '/customers/:id/orders',
      {
        config: requireFeature('order-reader'),
        schema: {
          tags,
          summary: "The customer's 10 latest submitted orders",
          params,
          response: { 200: z.object({ Items: z.array(customerOrderRowSchema) }) },
        },
      },
      async (request) => ({ Items: await recentOrders(db, principalOf(request), request.params.id) }),
    );

    app.get(
      '/customers/:id/addresses',
      {
        config: requireFeature('customer-reader'),
        schema: {
          tags,
          summary: 'The address book, 8 per page',
          params,
          querystring: listQuery,
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
          querystring: listQuery,
          response: { 200: listPageSchema(customerCreditCardSchema) },
        },
      },
      async (request) => customerCardPage(db, principalOf(request), request.params.id, request.query),
    );
  };
