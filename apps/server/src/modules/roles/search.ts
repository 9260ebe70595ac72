import { roleListSpec } from '@commerce/domain';
import { and, asc, ilike, or, sql } from 'drizzle-orm';
import { permissionGroups } from '../../db/schema/roles.ts';
import { escapeLike } from '../../http/list-query.ts';
import type { SearchProvider } from '../search/public.ts';
import { isConsoleRole } from './queries.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/**
 * Roles for global search: ID or Name containing the text, whatever the case (roles are few); an exact ID
 * or Name first, then by name. Never the resend-admin role or a plain group (isConsoleRole).
 */
export const roleSearch: SearchProvider = {
  anyOf: roleListSpec.readKeys,
  async find(db, _principal, text, limit) {
    const pattern = `%${escapeLike(text)}%`;
    const rows = await db
      .select({ id: permissionGroups.id, name: permissionGroups.name })
      .from(permissionGroups)
      .where(
        and(isConsoleRole, or(ilike(permissionGroups.id, pattern), ilike(permissionGroups.name, pattern))),
      )
      .orderBy(
        sql`(lower(${permissionGroups.id}) = lower(${text}) or lower(${permissionGroups.name}) = lower(${text})) desc`,
        textSortKey(permissionGroups.name),
        asc(permissionGroups.id),
      )
      .limit(limit);
    return rows.map((row) => ({
      ID: row.id,
      Title: row.name,
      Subtitle: row.id,
      Path: `/admin/roles/${encodeURIComponent(row.id)}`,
    }));
  },
};
