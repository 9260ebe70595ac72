import {
  adminUserApi,
  adminUserRoleOptionsRoute,
  adminUserStoreOptionsRoute,
  adminUserBulkRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { actorOf } from '../../http/principal.ts';
import { roleOptions } from '../roles/public.ts';
import { flagshipStoreOptions } from '../stores/public.ts';
import { hashPassword } from './passwords.ts';
import { adminUserList, listAdminUsers } from './queries.ts';
import { saveAdminUser } from './save.ts';
import { adminUserDetail, bulkChangeAdminUsers, deleteAdminUser, withHashedPassword } from './service.ts';

/** Internal users (spec 1 §2, §7). */
export const adminUserRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['internal users'];
    const reader = requireFeature('internal-reader');
    const admin = requireFeature('internal-admin');
    listRoute(app, {
      api: adminUserApi,
      config: reader,
      tags,
      summary:
        'Internal users (list convention: search over ID, names, Email; sort ID, FirstName, LastName, Email, Active, DateCreated, StoreName; filters Active, xp.StoreAddressID, Role, DateCreated=<date …)',
      list: adminUserList,
      page: (_request, query) => listAdminUsers(db, query),
    });

    serve(
      app,
      adminUserRoleOptionsRoute,
      {
        config: reader,
        tags,
        summary: 'Every role a user can be given (for the role picker and the role filter)',
      },
      async () => ({ Items: await roleOptions(db) }),
    );

    serve(
      app,
      adminUserStoreOptionsRoute,
      {
        config: reader,
        tags,
        summary: 'Up to 100 flagship stores (for the store picker and the store filter)',
      },
      async () => ({ Items: await flagshipStoreOptions(db) }),
    );

    // Creating and changing a user hash its password before the transaction opens (the database is never
    // held for argon2), so those two are written out below.
    // Usernames are at most 10 characters, so no user ID can shadow the longer fixed paths beside them.
    recordRoutes(app, db, {
      api: adminUserApi,
      tags,
      read: {
        config: reader,
        summary: 'One internal user with its store and roles (ETag = version)',
        load: adminUserDetail,
      },
      // The password is hashed (about 20 ms of argon2id) before the transaction opens.
      create: {
        config: admin,
        summary: 'Create an internal user and its role assignments (one transaction)',
        prepare: (_db, body) => hashPassword(body.Password),
        run: async (tx, actor, { Password: _password, ...input }, { prepared: passwordHash }) => {
          const id = await saveAdminUser(tx, actor, {
            user: { username: input.Username },
            create: () => ({ ...input, passwordHash }),
          });
          return adminUserDetail(tx, id);
        },
      },
      update: {
        config: admin,
        summary: 'Change an internal user and its role assignments (If-Match required; one transaction)',
        prepare: (_db, { changes }) => withHashedPassword(changes),
        run: async (tx, actor, { id, version }, { prepared: changes }) => {
          const saved = await saveAdminUser(tx, actor, {
            user: { id },
            update: changes,
            expectedVersion: version,
          });
          return adminUserDetail(tx, saved);
        },
      },
      remove: {
        config: admin,
        summary: 'Delete an inactive internal user (If-Match required)',
        run: deleteAdminUser,
      },
    });

    serve(
      app,
      adminUserBulkRoute,
      {
        config: requireFeature('internal-bulk'),
        tags,
        summary: 'Activate, deactivate or delete many users; each succeeds or fails on its own',
      },
      async (request) =>
        db.transaction((tx) =>
          bulkChangeAdminUsers(tx, actorOf(request), { action: request.body.Action, ids: request.body.IDs }),
        ),
    );
  };
