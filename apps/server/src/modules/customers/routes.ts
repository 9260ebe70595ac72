import {
  addCustomerNoteRoute,
  customerAddressesRoute,
  customerApi,
  customerCreditCardsRoute,
  deleteCustomerNoteRoute,
  customerGroupsRoute,
  customerNotesRoute,
  customerPasswordResetRoute,
  customerBulkRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, unversioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { principalOf } from '../../http/principal.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { withVersion } from '../../http/versioning.ts';
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
  type CustomerRules,
} from './service.ts';
import { visibleCustomer } from './visibility.ts';

/**
 * Customers (spec 2 §2–§8). Each edit has its own route and key; the detail's ETag/Version goes back as
 * If-Match on every change to the record, and every change answers the whole record.
 */
export const customerRoutes =
  ({ database, config }: AppDeps, rules: CustomerRules): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['customers'];
    listRoute(app, {
      api: customerApi,
      config: requireFeature('customer-reader'),
      tags,
      summary:
        'List customers: search (+searchOn ID, Email, FirstName, LastName), sortBy, page, pageSize, filters Active, ' +
        'xp.LastLoginTimeStamp, xp.LastOrderSubmitted, xp.OrderCloudToCecsCustomerTimeStamp, xp.Charge, ' +
        'xp.EagleCustomerNumber, DateCreated, UserGroupID',
      list: customerList,
      page: (request, query) => listCustomers(db, principalOf(request), query),
    });

    serve(
      app,
      customerGroupsRoute,
      {
        config: requireFeature('customer-group', 'user-group-admin'),
        tags,
        summary: 'The customer groups staff filter by and assign (communication and store groups)',
      },
      async () => ({ Items: await offeredCustomerGroups(db) }),
    );

    serve(
      app,
      customerBulkRoute,
      {
        config: requireFeature('customer-bulk'),
        tags,
        summary:
          'Activate, deactivate or delete (also customer-delete) up to 100 customers; reports each failure',
      },
      async (request) => {
        const input = { action: request.body.Action, ids: request.body.IDs };
        return db.transaction((tx) => runCustomerBulk(tx, principalOf(request), input, request.log, rules));
      },
    );

    recordRoutes(app, db, {
      api: customerApi,
      tags,
      read: {
        config: requireFeature('customer-reader'),
        summary: 'A customer with groups, charge account and points',
        load: (db, id, { principal }) => customerDetail(db, principal, id),
      },
      update: {
        config: requireFeature('customer-info', 'customer-email'),
        summary:
          'Basic Info: FirstName, LastName, Phone (customer-info), Email (customer-email; Username follows)',
        run: (tx, _actor, { id, version, changes }, { principal }) =>
          updateBasicInfo(tx, principal, { id, version }, changes),
      },
      remove: {
        config: requireFeature('customer-delete'),
        summary: 'Delete an inactive customer who never ordered (If-Match required)',
        run: (tx, _actor, input, { principal }) => deleteCustomer(tx, principal, input, rules),
      },
      // Each edit has its own route and key; the answer is the whole record.
      sections: {
        status: {
          // Spec 2 names customer-account for this edit, spec 1 §6 customer-tax: either key may change it.
          config: requireFeature('customer-account', 'customer-tax'),
          summary: 'Account status (Active)',
          run: (tx, _actor, { id, version, body }, { principal }) =>
            updateStatus(tx, principal, { id, version }, body.Active),
        },
        'eagle-number': {
          config: requireFeature('customer-info'),
          summary: 'Eagle Customer Number',
          run: (tx, _actor, { id, version, body }, { principal }) =>
            updateEagleNumber(tx, principal, { id, version }, body.EagleCustomerNumber),
        },
        'account-number': {
          config: requireFeature('customer-info'),
          summary:
            'Generate a new OMS account number (If-Match); the customer and everything of theirs moves to it',
          run: (tx, _actor, { id, version }, { principal }) =>
            assignNewAccountNumber(tx, principal, { id, version }, rules),
        },
        'purchase-order': {
          config: requireFeature('customer-po'),
          summary: 'Purchase Order: PORequired, PONumber',
          run: (tx, _actor, { id, version, body }, { principal }) =>
            updateXp(tx, principal, { id, version }, 'update-purchase-order', { PO: body }),
        },
        'tax-exemption': {
          config: requireFeature('customer-tax'),
          summary: 'Tax exemption: Enabled, TaxExemptionID',
          run: (tx, _actor, { id, version, body }, { principal }) =>
            updateXp(tx, principal, { id, version }, 'update-tax-exemption', { TaxExemption: body }),
        },
        'charge-account': {
          config: requireFeature('customer-charge'),
          summary: 'Store charge account credit limit (2 decimals)',
          run: (tx, _actor, { id, version, body }, { principal }) =>
            updateCreditLimit(tx, principal, { id, version }, body.AvailCredit),
        },
        groups: {
          config: requireFeature('user-group-admin'),
          summary: "The customer's groups",
          run: (tx, _actor, { id, version, body }, { principal }) =>
            updateGroups(tx, principal, { id, version }, body.GroupIDs),
        },
        'notes/:noteId': {
          config: requireFeature('customer-info'),
          summary: "Change a note's text (If-Match: the customer's version)",
          run: (tx, _actor, { id, version, body, params }, { principal }) =>
            editCustomerNote(tx, principal, { id, version, noteId: params.noteId, text: body.text }),
        },
      },
    });

    serve(
      app,
      customerPasswordResetRoute,
      {
        config: requireFeature('customer-reset-pass'),
        tags,
        summary:
          'Queue a password reset e-mail to the customer (202: queued, delivered after commit with retries)',
      },
      async (request) => {
        const queued = await db.transaction((tx) =>
          requestPasswordReset(tx, principalOf(request), { id: request.params.id }, config),
        );
        notifyOutbox();
        return queued;
      },
    );

    serve(
      app,
      customerNotesRoute,
      {
        // Build Order shows the notes of the customer being ordered for, too.
        config: requireFeature('customer-reader', 'order-builder'),
        tags,
        summary: "The customer's notes, newest first (at most 5)",
      },
      async (request) => {
        const customer = await visibleCustomer(db, principalOf(request), request.params.id);
        return { Items: (await notesOf(db, customer.id)).map(toCustomerNote) };
      },
    );

    serve(
      app,
      addCustomerNoteRoute,
      {
        config: requireFeature('customer-info'),
        tags,
        summary: 'Add a note (the oldest beyond 5 is dropped)',
      },
      async (request, reply) => {
        const input = { id: request.params.id, text: request.body.text };
        const value = await db.transaction((tx) => addCustomerNote(tx, principalOf(request), input));
        return withVersion(reply, value, value.Version);
      },
    );

    serve(
      app,
      deleteCustomerNoteRoute,
      {
        config: unversioned(
          requireFeature('customer-info'),
          'A note is deleted as staff see it; deleting overwrites nothing another editor could have changed.',
        ),
        tags,
        summary: 'Delete a note',
      },
      async (request, reply) => {
        const input = { id: request.params.id, noteId: request.params.noteId };
        const value = await db.transaction((tx) => deleteCustomerNote(tx, principalOf(request), input));
        return withVersion(reply, value, value.Version);
      },
    );

    serve(
      app,
      customerAddressesRoute,
      { config: requireFeature('customer-reader'), tags, summary: 'The address book, 8 per page' },
      async (request) => customerAddressPage(db, principalOf(request), request.params.id, request.query),
    );

    serve(
      app,
      customerCreditCardsRoute,
      { config: requireFeature('customer-reader'), tags, summary: 'Saved credit cards, 8 per page' },
      async (request) => customerCardPage(db, principalOf(request), request.params.id, request.query),
    );
  };
