import {
  adminUserBulkResultSchema,
  adminUserBulkSchema,
  adminUserCreateSchema,
  adminUserDetailSchema,
  adminUserListItemSchema,
  adminUserPatchSchema,
  listPageSchema,
  roleOptionSchema,
  storeOptionSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { principalOf } from '../../http/guard.ts';
import { requiredVersion, sendVersion } from '../../http/versioning.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Principal } from '../auth/principal.ts';
import { roleOptions } from '../roles/queries.ts';
import { adminUserList, listAdminUsers, storeOptions } from './list.ts';
import { saveAdminUser } from './save.ts';
import {
  adminUserDetail,
  bulkChangeAdminUsers,
  deleteAdminUser,
  withHashedPassword,
  type Actor,
} from './service.ts';

const actorOf = (principal: Principal): Actor => ({ id: principal.user.id, sessionId: principal.sessionId });

// Usernames are at most 10 characters, so no user ID can shadow the longer fixed paths below.
const idParams = z.object({ id: z.string().min(1).max(100) });

export const adminUserRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['internal users'];

    app.get(
      '/admin-users',
      {
        config: requireFeature('internal-reader'),
        schema: {
          tags,
          summary:
            'Internal users (list convention: search over ID, names, Email; sort ID, FirstName, LastName, Email, Active, DateCreated, StoreName; filters Active, xp.StoreAddressID, Role, DateCreated=<date …)',
          response: { 200: listPageSchema(adminUserListItemSchema) },
        },
      },
      async (request) => listAdminUsers(db, adminUserList.parse(request.query)),
    );

    app.get(
      '/admin-users/role-options',
      {
        config: requireFeature('internal-reader'),
        schema: {
          tags,
          summary: 'Every role a user can be given (for the role picker and the role filter)',
          response: { 200: z.object({ Items: z.array(roleOptionSchema) }) },
        },
      },
      async () => ({ Items: await roleOptions(db) }),
    );

    app.get(
      '/admin-users/store-options',
      {
        config: requireFeature('internal-reader'),
        schema: {
          tags,
          summary: 'Up to 100 flagship stores (for the store picker and the store filter)',
          response: { 200: z.object({ Items: z.array(storeOptionSchema) }) },
        },
      },
      async () => ({ Items: await storeOptions(db) }),
    );

    app.get(
      '/admin-users/:id',
      {
        config: requireFeature('internal-reader'),
        schema: {
          tags,
          summary: 'One internal user with its store and roles (ETag = version)',
          params: idParams,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request, reply) => {
        const user = await adminUserDetail(db, request.params.id);
        sendVersion(reply, user.Version);
        return user;
      },
    );

    app.post(
      '/admin-users',
      {
        config: requireFeature('internal-admin'),
        schema: {
          tags,
          summary: 'Create an internal user and its role assignments (one transaction)',
          body: adminUserCreateSchema,
          response: { 201: adminUserDetailSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(principalOf(request));
        const { Password, ...input } = request.body;
        const passwordHash = await hashPassword(Password);
        const user = await db.transaction(async (tx) => {
          const id = await saveAdminUser(tx, actor, {
            user: { username: input.Username },
            create: () => ({ ...input, passwordHash }),
          });
          return adminUserDetail(tx, id);
        });
        sendVersion(reply, user.Version);
        return reply.code(201).send(user);
      },
    );

    app.patch(
      '/admin-users/:id',
      {
        config: requireFeature('internal-admin'),
        schema: {
          tags,
          summary: 'Change an internal user and its role assignments (If-Match required; one transaction)',
          params: idParams,
          body: adminUserPatchSchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(principalOf(request));
        const version = requiredVersion(request);
        const changes = await withHashedPassword(request.body);
        const user = await db.transaction(async (tx) => {
          const id = await saveAdminUser(tx, actor, {
            user: { id: request.params.id },
            update: changes,
            expectedVersion: version,
          });
          return adminUserDetail(tx, id);
        });
        sendVersion(reply, user.Version);
        return user;
      },
    );

    app.delete(
      '/admin-users/:id',
      {
        config: requireFeature('internal-admin'),
        schema: {
          tags,
          summary: 'Delete an inactive internal user',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const actor = actorOf(principalOf(request));
        await db.transaction((tx) => deleteAdminUser(tx, actor, request.params.id));
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/admin-users/bulk',
      {
        config: requireFeature('internal-bulk'),
        schema: {
          tags,
          summary: 'Activate, deactivate or delete many users; each succeeds or fails on its own',
          body: adminUserBulkSchema,
          response: { 200: adminUserBulkResultSchema },
        },
      },
      async (request) =>
        bulkChangeAdminUsers(db, actorOf(principalOf(request)), request.body.Action, request.body.IDs),
    );
  };
