import {
  DEFAULT_PAGE_SIZE,
  listPageSchema,
  roleCreateSchema,
  roleDetailSchema,
  roleSchema,
  roleUpdateSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { permissionGroups } from '../../db/schema/index.ts';
import { requireFeature } from '../../http/access.ts';
import { principalOf } from '../../http/guard.ts';
import { defineList } from '../../http/list-query.ts';
import { requiredVersion, sendVersion } from '../../http/versioning.ts';
import { toRole } from './mapper.ts';
import { isConsoleRole } from './queries.ts';
import { createRole, deleteRole, roleDetail, updateRole } from './service.ts';

/** GET /api/roles: permission groups only, never the resend-admin role (spec 1 §3, §7). */
const roleList = defineList({
  table: permissionGroups,
  fields: {
    ID: { column: permissionGroups.id, type: 'text', sort: true, filter: true, search: true },
    Name: { column: permissionGroups.name, type: 'text', sort: true, filter: true, search: true },
    Description: { column: permissionGroups.description, type: 'text', sort: true, search: true },
  },
  defaultSort: 'ID',
  defaultPageSize: DEFAULT_PAGE_SIZE,
});

const idParams = z.object({ id: z.string().min(1).max(100) });

export const roleRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['user roles'];
    const config = requireFeature('internal-admin');
    const actorOf = (request: Parameters<typeof principalOf>[0]) => {
      const principal = principalOf(request);
      return { id: principal.user.id, sessionId: principal.sessionId };
    };

    app.get(
      '/roles',
      {
        config,
        schema: {
          tags,
          summary:
            'User roles (list convention: search over ID, Name, Description; sort ID, Name, Description)',
          response: { 200: listPageSchema(roleSchema) },
        },
      },
      async (request) =>
        roleList.run(db, roleList.parse(request.query), { where: isConsoleRole, map: toRole }),
    );

    app.get(
      '/roles/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One role with its security profile (ETag = version)',
          params: idParams,
          response: { 200: roleDetailSchema },
        },
      },
      async (request, reply) => {
        const role = await roleDetail(db, request.params.id);
        sendVersion(reply, role.Version);
        return role;
      },
    );

    app.post(
      '/roles',
      {
        config,
        schema: {
          tags,
          summary: 'Create a role: group, security profile and their assignment (one transaction)',
          body: roleCreateSchema,
          response: { 201: roleDetailSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const role = await db.transaction((tx) => createRole(tx, actor, request.body));
        sendVersion(reply, role.Version);
        return reply.code(201).send(role);
      },
    );

    app.patch(
      '/roles/:id',
      {
        config,
        schema: {
          tags,
          summary: "Change a role; its security profile's Roles follow (If-Match required)",
          params: idParams,
          body: roleUpdateSchema,
          response: { 200: roleDetailSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const version = requiredVersion(request);
        const role = await db.transaction((tx) =>
          updateRole(tx, actor, request.params.id, request.body, version),
        );
        sendVersion(reply, role.Version);
        return role;
      },
    );

    app.delete(
      '/roles/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Delete a role, its security profile and every assignment',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        await db.transaction((tx) => deleteRole(tx, actor, request.params.id));
        return reply.code(204).send(null);
      },
    );
  };
