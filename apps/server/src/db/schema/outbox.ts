import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * Sends to the systems outside (ERP order creation, POS files, customer service sync, e-mail), written
 * in the same transaction as the change that causes them and delivered afterwards with retries.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What kind of send: erp.order, pos.shipment, cecs.customer, email … */
    kind: text('kind').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending, sent, failed (gave up), skipped (not configured). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampColumn('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    sentAt: timestampColumn('sent_at'),
    /** How the last successful delivery went out: file, http, smtp, storage … */
    channel: text('channel'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_entity_idx').on(t.entity, t.entityId, t.id),
  ],
);
