import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** Every write appends one event in the same transaction as the write. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<FieldChanges>().notNull().default({}),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.id),
    // The dashboard's Recent activity: each kind's latest changes (sign-ins are not changes).
    index('audit_events_recent_idx')
      .on(t.entity, t.id)
      .where(sql`${t.action} <> 'sign-in'`),
  ],
);
