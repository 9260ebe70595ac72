import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users.ts';
import { dateCreatedColumn } from './columns.ts';

/**
 * A user's saved views of a list (packages/domain saved-views.ts): `list_id` is a list spec's ID, `query` the
 * list URL's query string. Names are unique per user and list whatever their case; a user's views go with
 * the user.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    listId: text('list_id').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [
    // Also serves the lists of a user's views: it starts with (user_id, list_id).
    uniqueIndex('saved_views_user_list_name_key').on(t.userId, t.listId, sql`lower(${t.name})`),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
