import { adminUserListSpec, firstAndRest } from '@commerce/domain';
import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { escapeLike } from '../../http/list-query.ts';
import type { SearchProvider } from '../search/public.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/** Whether the column's text starts with `text`, whatever the case of either. */
const startsWith = (column: AnyPgColumn, text: string): SQL =>
  sql`lower(${column}) like lower(${`${escapeLike(text)}%`})`;

/**
 * Internal users for global search: by username (their ID), first name or last name, each from its start
 * and whatever the case, or "first last" with a space; the exact username first, then by name. Staff are
 * few (hundreds), so this needs no index of its own.
 */
export const adminUserSearch: SearchProvider = {
  anyOf: adminUserListSpec.readKeys,
  async find(db, _principal, text, limit) {
    const words = firstAndRest(text);
    const rows = await db
      .select({
        id: adminUsers.id,
        firstName: adminUsers.firstName,
        lastName: adminUsers.lastName,
        email: adminUsers.email,
      })
      .from(adminUsers)
      .where(
        or(
          startsWith(adminUsers.username, text),
          startsWith(adminUsers.firstName, text),
          startsWith(adminUsers.lastName, text),
          words
            ? and(startsWith(adminUsers.firstName, words[0]), startsWith(adminUsers.lastName, words[1]))
            : undefined,
        ),
      )
      .orderBy(
        sql`lower(${adminUsers.username}) = lower(${text}) desc`,
        textSortKey(adminUsers.lastName),
        textSortKey(adminUsers.firstName),
        asc(adminUsers.id),
      )
      .limit(limit);
    return rows.map((row) => ({
      ID: row.id,
      Title: `${row.firstName} ${row.lastName}`,
      Subtitle: row.email,
      Path: `/admin/users/${encodeURIComponent(row.id)}`,
    }));
  },
};
