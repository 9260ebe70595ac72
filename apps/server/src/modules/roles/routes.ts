import { roleCreateSchema, roleDetailSchema, roleSchema, roleUpdateSchema } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, versioned } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
import { toRole } from './mapper.ts';
import { isConsoleRole, roleList } from './queries.ts';
import { createRole, deleteRole, roleDetail, updateRole } from './service.ts';

const params = z.object({ id: z.string().min(1).max(100) });

/** User roles (spec 1 §2, §7): permission groups only, never the resend-admin role. */
export const roleRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['user roles'];
    const config = requireFeature('internal-admin');

    listRoute(app, {
      path: '/roles',
      config,
      tags,
      summary: 'User roles (list convention: search over ID, Name, Description; sort ID, Name, Description)',
      item: roleSchema,
      list: roleList,
      page: (_request, query) => roleList.run(db, query, { where: isConsoleRole, map: toRole }),
    });

    app.get(
      '/roles/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One role with its security profile (ETag = version)',
          params,
          response: { 200: roleDetailSchema },
        },
      },
      async (request, reply) => {
        const role = await roleDetail(db, request.params.id);
        return withVersion(reply, role, role.Version);
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
        const role = await db.transaction((tx) => createRole(tx, actorOf(request), request.body));
        return reply.code(201).send(withVersion(reply, role, role.Version));
      },
    );

    app.patch(
      '/roles/:id',
      {
        config: versioned(config),
        schema: {
          tags,
          summary: "Change a role; its security profile's Roles follow (If-Match required)",
          params,
          body: roleUpdateSchema,
          response: { 200: roleDetailSchema },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request), changes: request.body };
        const role = await db.transaction((tx) => updateRole(tx, actorOf(request), input));
        return withVersion(reply, role, role.Version);
      },
    );

    app.delete(
      '/roles/:id',
      {
        config: versioned(config),
        schema: {
          tags,
          summary: 'Delete a role, its security profile and every assignment (If-Match required)',
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request) };
        await db.transaction((tx) => deleteRole(tx, actorOf(request), input));
        return reply.code(204).send(null);
      },
    );
  };
