import { roleApi } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { toRole } from './mapper.ts';
import { isConsoleRole, roleList } from './queries.ts';
import { createRole, deleteRole, roleDetail, updateRole, type RoleRules } from './service.ts';

/**
 * User roles (spec 1 §2, §7): permission groups only, never the resend-admin role. A change that takes
 * internal-admin away keeps an active administrator (`rules`, given by the composition root).
 */
export const roleRoutes =
  ({ database }: AppDeps, rules: RoleRules): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['user roles'];
    const config = requireFeature('internal-admin');

    listRoute(app, {
      api: roleApi,
      config,
      tags,
      summary: 'User roles (list convention: search over ID, Name, Description; sort ID, Name, Description)',
      list: roleList,
      page: (_request, query) => roleList.run(db, query, { where: isConsoleRole, map: toRole }),
    });

    recordRoutes(app, db, {
      api: roleApi,
      tags,
      read: { config, summary: 'One role with its security profile (ETag = version)', load: roleDetail },
      create: {
        config,
        summary: 'Create a role: group, security profile and their assignment (one transaction)',
        run: createRole,
      },
      update: {
        config,
        summary: "Change a role; its security profile's Roles follow (If-Match required)",
        run: (tx, actor, input) => updateRole(tx, actor, input, rules),
      },
      remove: {
        config,
        summary: 'Delete a role, its security profile and every assignment (If-Match required)',
        run: (tx, actor, input) => deleteRole(tx, actor, input, rules),
      },
    });
  };
