import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** When the outbox gave up on it (status failed); cleared when it is put back in line. */
    failedAt: timestampColumn('failed_at'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_entity_idx').on(t.entity, t.entityId, t.id),
    // The dashboard's integration health: each system's pending sends and oldest one, its recent failures.
    index('outbox_pending_kind_idx')
      .on(t.kind, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_failed_kind_idx')
      .on(t.kind, t.failedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * A 'Resend failed' of the dashboard: the failed sends of one system it put back in line (each once), kept
 * so its progress can be followed as they go out, from any process and after a restart.
 */
export const resendJobs = pgTable('resend_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  actorId: text('actor_id'),
  sendIds: bigint('send_ids', { mode: 'number' }).array().notNull(),
  /** Failed sends left alone: the same send was already retrying, or went out since. */
  skipped: integer('skipped').notNull().default(0),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});
