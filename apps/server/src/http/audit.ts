import type { AuditActionOf, AuditEntity } from '@commerce/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type FieldChanges, auditEvents } from '../db/schema/audit.ts';
import type { DbOrTx } from '../db/client.ts';

/** One audit event: the entity's declared action (packages/domain audit.ts), never a free string. */
export type AuditEntry = {
  [E in AuditEntity]: {
    actorId: string | null;
    entity: E;
    action: AuditActionOf<E>;
    entityId: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    /**
     * What part of the record the change is about (the SKU of a product's SKU section): kept first in the
     * changes, unchanged before and after, so History can say it.
     */
    about?: Record<string, unknown>;
  };
}[AuditEntity];

// Never copied into the audit trail, even as "changed".
const SECRET_FIELDS = new Set(['passwordHash', 'PasswordHash', 'Password']);

/** The fields whose values differ between two snapshots (deep, by JSON value). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'version' || key === 'Version') continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[key] = SECRET_FIELDS.has(key)
      ? { before: '(secret)', after: '(secret)' }
      : { before: was, after: now };
  }
  return changes;
}

/** The entry's changed fields, after the fields that say what it is about. */
const changesOf = (entry: AuditEntry): FieldChanges => ({
  ...Object.fromEntries(
    Object.entries(entry.about ?? {}).map(([key, value]) => [key, { before: value, after: value }]),
  ),
  ...changedFields(entry.before, entry.after),
});

/** Appends one audit event; call it with the transaction that makes the change. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, [entry]);
}

/**
 * Appends the events of a set-based change in one statement, in the given order. Each column travels as
 * one array parameter, so a batch of hundreds of events is as cheap to send as one.
 */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const texts = (pick: (entry: AuditEntry) => string | null) => sql`${sql.param(entries.map(pick))}::text[]`;
  await tx.execute(sql`
    insert into ${auditEvents} (actor_id, action, entity, entity_id, changes)
    select actor_id, action, entity, entity_id, changes::jsonb
    from unnest(
      ${texts((entry) => entry.actorId)}, ${texts((entry) => entry.action)}, ${texts((entry) => entry.entity)},
      ${texts((entry) => entry.entityId)}, ${texts((entry) => JSON.stringify(changesOf(entry)))}
    ) with ordinality as e(actor_id, action, entity, entity_id, changes, position)
    order by position`);
}

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** A record's audit trail, newest first: `limit` events older than event `before` (all when not given). */
export const auditTrail = (
  db: DbOrTx,
  record: { entity: string; entityId: string },
  page: { before?: number; limit: number },
): Promise<AuditEventRow[]> =>
  db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, record.entity),
        eq(auditEvents.entityId, record.entityId),
        page.before ? lt(auditEvents.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.limit);

/** The latest event of this action on the record, or null. */
export async function latestAuditEvent(
  db: DbOrTx,
  record: { entity: string; entityId: string; action: string },
): Promise<AuditEventRow | null> {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, record.entity),
        eq(auditEvents.entityId, record.entityId),
        eq(auditEvents.action, record.action),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row ?? null;
}

/** A change as the dashboard's Recent activity lists it: its record, who and when, not what changed. */
export type AuditChange = Omit<AuditEventRow, 'changes'>;

/**
 * The latest changes to records of these kinds (and, when `ownRecord` is given, to that admin user's own
 * record), newest first, in one statement: each kind's newest read on its own and merged, so a kind with
 * few changes is not looked for behind millions of another's. Each kind is a subquery of its own with the
 * kind as its value (not a lateral join over a list of kinds): planned for a value it does not know, the
 * planner walks the whole trail backwards by ID looking for a kind with no changes (a second at a million
 * events); knowing it, it reads that kind's few from audit_events_recent_idx (entity, id).
 */
export async function latestChanges(
  db: DbOrTx,
  kinds: { entities: readonly string[]; ownRecord?: { entity: string; entityId: string } },
  limit: number,
): Promise<AuditChange[]> {
  // Signing in changes nothing: sign-ins are left out (audit_events_recent_idx's predicate, word for word).
  const ofKind = (entity: string, entityId?: string) => sql`(select latest.id, latest.at, latest.actor_id,
      latest.action, latest.entity, latest.entity_id from ${auditEvents} latest
    where latest.entity = ${entity} and latest.action <> 'sign-in'
      ${entityId === undefined ? sql`` : sql`and latest.entity_id = ${entityId}`}
    order by latest.id desc limit ${limit})`;
  const pieces = kinds.entities.map((entity) => ofKind(entity));
  if (kinds.ownRecord) pieces.push(ofKind(kinds.ownRecord.entity, kinds.ownRecord.entityId));
  if (pieces.length === 0) return [];
  const result = await db.execute(
    sql`select distinct on (id) * from (${sql.join(pieces, sql` union all `)}) changes
      order by id desc limit ${limit}`,
  );
  return (result as unknown as { rows: RawAuditChange[] }).rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at),
    actorId: row.actor_id,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
  }));
}

interface RawAuditChange {
  id: string | number;
  at: string | Date;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
}
